// « Le calculateur de donne » : one deal's score, and « Ajouter à la feuille de la soirée ». The deal being
// typed is kept for the tab (deal-draft.js).
import { isReady } from "../engine/client.js";
import { h } from "../site/dom.js";
import { keptDeal } from "./deal-draft.js";
import { DealForm, breakdownView } from "./deal-form.js";
import { ask, engineStatus } from "./engine.js";
import { Slot } from "./storage.js";
import { NEWER_GAME, STALE, unsavedParts } from "./storage-notice.js";
import { button, message } from "./widgets.js";

export function calculatorPage(root, rules) {
  const status = engineStatus({ usable: true });
  const result = h("div", { className: "table-result", "aria-live": "polite" });
  const msg = h("p", { className: "table-message", role: "alert", hidden: true });
  let sequence = 0;
  let last = null;
  const compute = async (facts, explicit) => {
    const mine = ++sequence;
    if (!explicit && !form.complete()) {
      result.replaceChildren();
      message(msg, "info", "");
      return;
    }
    if (!isReady()) result.replaceChildren(h("p", { className: "table-waiting" }, "Le résultat s’affichera dès que le moteur sera prêt…"));
    const answer = await ask("score_deal", facts);
    if (mine !== sequence) return;
    if (!answer.ok) {
      result.replaceChildren();
      last = null;
      message(msg, "error", answer.error);
      if (explicit) msg.scrollIntoView({ block: "nearest" });
      return;
    }
    message(msg, "info", "");
    last = { facts, answer };
    // The add button stays in place: a button moved between a press and its release gets no click.
    const shown = breakdownView(answer, form.currentNames());
    if (addBox.parentNode === result) addBox.previousElementSibling.replaceWith(shown);
    else result.replaceChildren(shown, addBox);
  };
  const form = new DealForm({
    rules,
    players: 4,
    names: [],
    choosePlayers: true,
    submitLabel: "Calculer",
    onSubmit: (facts) => compute(facts, true),
    onChange: (facts) => {
      kept.save();
      compute(facts, false);
    },
  });
  const notice = h("p", { className: "table-message", role: "status", hidden: true });
  const kept = keptDeal("tarot-calculateur-saisie", form, notice);
  const addNote = h("p", { className: "table-message", role: "status", hidden: true });
  const addBox = h(
    "div",
    { className: "table-add table-no-print" },
    button("Ajouter à la feuille de la soirée", async () => {
      if (!last) return;
      const slot = new Slot("tarot");
      const { players, ...facts } = last.facts;
      const names = form.currentNames();
      let sheet = slot.sheet;
      if (sheet && sheet.players.length !== players) {
        message(addNote, "error", `La feuille en cours est à ${sheet.players.length}\u00a0joueurs\u00a0: commencez-en une nouvelle depuis la feuille.`);
        return;
      }
      if (!sheet) sheet = { format: "tarot-table/feuille-tarot", version: 1, players: names, first_dealer: 0, deals: [] };
      const base = slot.revision;
      const answer = await ask("tarot_sheet", { ...sheet, deals: [...sheet.deals, facts] });
      if (!answer.ok) {
        message(addNote, "error", answer.error);
        return;
      }
      const saved = slot.change(answer.sheet, { base });
      if (saved.ok) message(addNote, "info", `Donne ${answer.rows.length} ajoutée à la feuille de la soirée.`);
      else if (saved.problem === "full") {
        const [text, ...more] = unsavedParts("tarot", slot.sheet);
        message(addNote, "error", text);
        addNote.append(...more);
      } else message(addNote, "error", saved.problem === "newer" ? NEWER_GAME : STALE);
    }, "table-add-button"),
    h("a", { href: "../feuille-tarot/", className: "table-link" }, "Voir la feuille de la soirée"),
    addNote,
  );
  root.replaceChildren(status.element, notice, form.form, msg, result);
  if (kept.restored) form.changed();
}
