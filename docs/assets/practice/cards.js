// Cards as the practice pages show them. A card of the engine's view carries its picture (`html`, drawn
// by tarot_app.render.card_html: the rulebook's cards, suit and colour, court letters, trumps and the
// Excuse) and its French name (`name`); the review page's cards, which have no picture, keep the
// engine's notation (« R♥ », « 21 »), red suits in red.
import { h } from "../site/dom.js";

const RED = /[♥♦]/;

export function cardLabel(card) {
  if (card.html) return h("span", { className: "practice-face", html: card.html });
  return h("span", { className: `practice-card${RED.test(card.card) ? " practice-card--red" : ""}`, title: card.name }, card.card);
}

// A card of the reader's hand as a button, named by its picture (« Roi de cœur »); `note`, shown
// under the card, ends the name (the Excuse's value). `legal`: the engine's mark, kept as data-legal
// (the page dims the others when « Montrer les cartes jouables » is on, and describes them as such:
// `describedBy`, the id of that sentence); `pressed`: chosen for the écart.
export function cardButton(card, onclick, { pressed, describedBy, note } = {}) {
  const node = h("button", {
    type: "button",
    className: "practice-card practice-card--face",
    "aria-pressed": pressed === undefined ? null : String(pressed),
    "aria-describedby": card.legal ? null : describedBy,
    "data-card": card.card,
    "data-legal": card.legal ? "1" : null,
    html: card.html,
    onclick,
  });
  if (note) node.append(h("span", { className: "practice-card-note" }, note));
  return node;
}

export function cardRow(cards, className = "practice-cards") {
  return h("div", { className }, cards.map(cardLabel));
}
