// The correction of a question: the verdict, one right answer (question.solution, shown in French for
// each answer kind), the engine's breakdown, and the link to the section of the rules that decides it
// (question.rule, "page.md#anchor", made a link from the site's root).
import { h } from "../site/dom.js";
import { frenchNumber } from "./numbers.js";

// "tarot/score.md#le-bareme" → "<root>tarot/score/#le-bareme" (the site's directory URLs).
export function ruleHref(rule, root) {
  const [page, anchor] = rule.split("#");
  const path = page.replace(/(^|\/)index\.md$/, "$1").replace(/\.md$/, "/");
  return `${root}${path}${anchor ? `#${anchor}` : ""}`;
}


const cardsOf = (codes, faces) =>
  h("span", { className: "exercise-solution-cards" }, codes.map((code) => h("span", { html: faces[code] || code })));

const SHOWN = {
  number: (answer, solution) => frenchNumber(solution),
  fraction: (answer, solution) => String(solution),
  choice: (answer, solution) =>
    [solution].flat().map((id) => answer.options.find((option) => option.id === id)?.label ?? id).join(", "),
  cards: (answer, solution, faces) => cardsOf(solution, faces),
  pick: (answer, solution, faces) => cardsOf(solution, faces),
  numbers: (answer, solution) =>
    answer.fields.map((field) => `${field.label}\u00a0: ${frenchNumber(solution[field.id])}`).join(" · "),
  parts: (answer, solution, faces) =>
    h("span", {}, answer.parts.map((part, index) => [index ? " · " : "", shown(part.answer, solution[part.id], faces)])),
};

export function shown(answer, solution, faces = {}) {
  const show = SHOWN[answer.kind];
  return show ? show(answer, solution, faces) : JSON.stringify(solution);
}

// "Réponse : …" with one right answer of the question.
export function solution(question) {
  return h("p", { className: "exercise-solution" },
    h("strong", { text: "Une bonne réponse\u00a0: " }), shown(question.answer, question.solution, question.faces));
}

export function correction(question, root) {
  return h(
    "div",
    { className: "exercise-correction" },
    solution(question),
    h("div", { className: "exercise-breakdown", text: question.correction }),
    h("p", { className: "exercise-rule" },
      h("a", { href: ruleHref(question.rule, root), text: `Relire la règle «\u00a0${question.rule_title}\u00a0»` })),
  );
}

export function verdict(result) {
  const kind = result.correct ? "right" : result.unreadable ? "unreadable" : "wrong";
  return h("p", { className: `exercise-verdict exercise-verdict--${kind}`, text: result.message });
}
