// Cards as the practice pages show them: the engine's notation (« R♥ », « 21 », « Excuse »), named for
// screen readers, red suits in red.
import { h } from "../site/dom.js";

const RED = /[♥♦]/;

export function cardClass(card) {
  return `practice-card${RED.test(card.card) ? " practice-card--red" : ""}`;
}

export function cardLabel(card) {
  return h("span", { className: cardClass(card), title: card.name }, card.card);
}

export function cardButton(card, onclick, pressed) {
  return h(
    "button",
    {
      type: "button",
      className: cardClass(card),
      "aria-label": card.name,
      "aria-pressed": pressed === undefined ? null : String(pressed),
      "data-card": card.card,
      "data-legal": card.legal ? "1" : null,
      onclick,
    },
    card.card,
  );
}

export function cardRow(cards, className = "practice-cards") {
  return h("div", { className }, cards.map(cardLabel));
}
