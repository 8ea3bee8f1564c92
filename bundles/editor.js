// The code editor of the live examples: CodeMirror 6 (npm, pinned), bundled at build time into
// assets/live/editor.js by scripts/hooks/bundles.py. live.js imports it the first time a reader
// edits an example, never on page load.
//
// The editor speaks French (labels, CodeMirror's phrases), colours Python with Pygments' class
// names inside a `.highlight` block, so Material's code colours apply in both schemes exactly as on
// the read-only code, and keeps the keyboard free: Tab indents, Échap then Tab leaves, Ctrl+Entrée runs.

import { defaultKeymap, history, historyKeymap, indentWithTab } from "@codemirror/commands";
import { pythonLanguage } from "@codemirror/lang-python";
import { indentOnInput, indentUnit, syntaxHighlighting, syntaxTree } from "@codemirror/language";
import { EditorState, Prec } from "@codemirror/state";
import { Decoration, EditorView, ViewPlugin, keymap } from "@codemirror/view";
import { styleTags, tagHighlighter, tags } from "@lezer/highlight";

// Every phrase CodeMirror's modules used here may show or announce.
const FRENCH = {
  "Control character": "Caractère de contrôle",
  "Selection deleted": "Sélection supprimée",
  "Folded lines": "Lignes repliées",
  "Unfolded lines": "Lignes dépliées",
  to: "à",
  "folded code": "code replié",
  unfold: "déplier",
  "Fold line": "Replier la ligne",
  "Unfold line": "Déplier la ligne",
  close: "fermer",
};

// Lezer's syntax tags to the classes Pygments gives the same Python (Material colours them).
const PYGMENTS = tagHighlighter([
  { tag: [tags.keyword, tags.controlKeyword, tags.definitionKeyword, tags.modifier], class: "k" },
  { tag: tags.moduleKeyword, class: "kn" },
  { tag: tags.operatorKeyword, class: "ow" },
  { tag: [tags.bool, tags.null], class: "kc" },
  { tag: tags.function(tags.definition(tags.variableName)), class: "nf" },
  { tag: tags.definition(tags.className), class: "nc" },
  { tag: [tags.variableName, tags.propertyName], class: "n" },
  { tag: tags.comment, class: "c1" },
  { tag: tags.number, class: "mi" },
  { tag: tags.string, class: "s2" },
  { tag: tags.escape, class: "se" },
  { tag: tags.special(tags.brace), class: "si" },
  { tag: tags.meta, class: "nd" },
  { tag: tags.operator, class: "o" },
  { tag: tags.punctuation, class: "p" },
]);

// Where Lezer's tags differ from Pygments' tokens: "from" opening an import (kn), the colon (p), the
// star of *args (o) and the braces of an f-string's replacement field (si).
const python = pythonLanguage.configure({
  props: [
    styleTags({
      "ImportStatement/from": tags.moduleKeyword,
      ":": tags.punctuation,
      '"*" "**"': tags.arithmeticOperator,
      "FormatReplacement/{ FormatReplacement/}": tags.special(tags.brace),
    }),
  ],
});

// Classes Pygments gives by name or by spelling, which Lezer's tags cannot tell apart: built-in
// functions (nb), self and cls (bp), the modules an import names (nn; in "from a.b import c" only
// a.b), a string's prefix (sa: the f of f"…") and floats (mf). Each mark lands inside the
// highlighter's span, so its colour wins.
const BUILTINS = new Set(
  ("abs aiter all anext any ascii bin bool breakpoint bytearray bytes callable chr classmethod compile " +
    "complex delattr dict dir divmod enumerate eval exec filter float format frozenset getattr globals " +
    "hasattr hash hex id input int isinstance issubclass iter len list locals map max memoryview min next " +
    "object oct open ord pow print property range repr reversed round set setattr slice sorted " +
    "staticmethod str sum super tuple type vars zip").split(" "),
);
const MARKS = Object.fromEntries(["nb", "bp", "nn", "sa", "mf"].map((c) => [c, Decoration.mark({ class: c })]));

function moduleMark(name, node) {
  if (name !== "VariableName" && name !== ".") return null;
  // Before "import" in a from-import (or the whole statement typed so far).
  const keyword = node.parent.firstChild.name === "from" && node.parent.getChild("import");
  return !keyword || node.to <= keyword.from ? MARKS.nn.range(node.from, node.to) : null;
}

function pygmentsMark(state, name, node) {
  if (node.parent?.name === "ImportStatement") return moduleMark(name, node);
  const text = state.sliceDoc(node.from, node.to);
  if (name === "String" || name === "FormatString") {
    const prefix = /^[a-z]*/i.exec(text)[0].length;
    return prefix ? MARKS.sa.range(node.from, node.from + prefix) : null;
  }
  if (name === "Number") return /^0[box]/i.test(text) || !/[.e]/i.test(text) ? null : MARKS.mf.range(node.from, node.to);
  if (name !== "VariableName" || node.parent?.name === "MemberExpression") return null;
  if (BUILTINS.has(text)) return MARKS.nb.range(node.from, node.to);
  return text === "self" || text === "cls" ? MARKS.bp.range(node.from, node.to) : null;
}

function pygmentsMarks(view) {
  const marks = [];
  const tree = syntaxTree(view.state);
  for (const { from, to } of view.visibleRanges) {
    tree.iterate({
      from,
      to,
      enter: ({ name, node }) => {
        const mark = pygmentsMark(view.state, name, node);
        if (mark) marks.push(mark);
      },
    });
  }
  return Decoration.set(marks, true);
}

const PYGMENTS_MARKS = ViewPlugin.define(
  (view) => ({
    decorations: pygmentsMarks(view),
    update(update) {
      if (update.docChanged || update.viewportChanged || syntaxTree(update.startState) !== syntaxTree(update.state)) {
        this.decorations = pygmentsMarks(update.view);
      }
    },
  }),
  { decorations: (plugin) => plugin.decorations },
);

// The theme's variables only: light and dark (slate) schemes follow Material.
const MATERIAL = EditorView.theme({
  "&": {
    color: "var(--md-code-fg-color)",
    backgroundColor: "var(--md-code-bg-color)",
    fontSize: "0.85em",
  },
  "&.cm-focused": { outline: "0.1rem solid var(--md-accent-fg-color)" },
  ".cm-scroller": { fontFamily: "var(--md-code-font-family)", lineHeight: "1.4" },
  ".cm-content": { padding: "0.7720588235em 0", caretColor: "var(--md-code-fg-color)" },
  ".cm-line": { padding: "0 1.1764705882em" },
  ".cm-content ::selection, &.cm-focused .cm-content ::selection": {
    backgroundColor: "var(--md-accent-fg-color--transparent)",
  },
});

/**
 * An editor holding `code`, appended to `parent`; `onRun` is called on Ctrl+Entrée.
 * @returns {{code: string, focus: () => void}} the text now (settable: an undoable change) and focus.
 */
export function createEditor({ parent, code, label, onRun }) {
  const run = () => {
    onRun();
    return true;
  };
  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc: code,
      extensions: [
        EditorState.phrases.of(FRENCH),
        EditorState.tabSize.of(4),
        indentUnit.of("    "),
        EditorView.contentAttributes.of({
          "aria-label": label,
          spellcheck: "false",
          autocapitalize: "off",
          autocorrect: "off",
          translate: "no",
        }),
        EditorView.lineWrapping,
        history(),
        indentOnInput(),
        python,
        syntaxHighlighting(PYGMENTS),
        Prec.highest(PYGMENTS_MARKS),
        MATERIAL,
        Prec.highest(keymap.of([
          { key: "Mod-Enter", run },
          { key: "Shift-Enter", run },
        ])),
        keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
      ],
    }),
  });
  return {
    get code() {
      return view.state.doc.toString();
    },
    set code(text) {
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
    },
    focus() {
      view.focus();
    },
  };
}
