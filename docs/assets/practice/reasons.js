// « Pourquoi ? » : a computer's action with its reason, and the advice it follows, in a <details>.
import { h } from "../site/dom.js";
import { ruleUrl } from "./rules.js";

export function adviceLink(advice, text = "le conseil suivi") {
  return advice ? h("a", { href: ruleUrl(advice) }, text) : null;
}

// The reason box: the French reason (a Confirmé player's says what it estimated) and the advice's link.
export function reasonText(why) {
  const link = adviceLink(why.advice);
  return h("p", { className: "practice-why" }, why.reason, link ? " — " : null, link);
}

// What a computer did since the reader's last action (a bid, a call, a card…), with its reason.
export function decisionItem(decision) {
  return h(
    "li",
    {},
    h("details", { className: "practice-reason" }, h("summary", {}, decision.text, h("span", { className: "practice-ask" }, " Pourquoi\u00a0?")), reasonText(decision)),
  );
}

// « Depuis votre dernière action » : what the computers did since the reader's last action. Hidden
// while empty, so that nothing on the page moves when the first deal appears above it.
export function journal() {
  const log = h("ol", { className: "practice-log", "aria-label": "Ce que les autres ont fait" });
  const element = h("section", { className: "practice-journal", hidden: true }, h("h3", {}, "Depuis votre dernière action"), log);
  const fill = (items) => {
    log.replaceChildren(...items);
    element.hidden = !items.length;
  };
  return {
    element,
    clear: () => fill([]),
    // A reply's decisions; an action the computers did not answer keeps the previous ones.
    show: (decisions) => {
      if (decisions.length) fill(decisions.map(decisionItem));
    },
  };
}
