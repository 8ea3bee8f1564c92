// The position of a question (question.position, keys documented by each drill of tarot_rules.drills):
// drawn as the engine described it, never interpreted. Cards are drawn by the engine (question.faces);
// lists of cards become rows, other values text. TITLES names the keys the drills use.
import { h } from "../site/dom.js";

const TITLES = {
  cards: "",
};

const isCard = (value) => value && typeof value === "object" && "code" in value && "name" in value;

function face(card, faces) {
  return faces[card.code] ? h("span", { html: faces[card.code] }) : h("span", { text: card.notation || card.name });
}

function row(cards, faces, title) {
  return h(
    "figure",
    { className: "tc-set" },
    title ? h("figcaption", { className: "tc-set__label", text: title }) : null,
    h("ul", { className: "tc-cards", "aria-label": title || "Cartes" }, cards.map((card) => h("li", {}, face(card, faces)))),
  );
}

function value(item, faces, title) {
  if (Array.isArray(item) && item.length && item.every(isCard)) return row(item, faces, title);
  if (isCard(item)) return row([item], faces, title);
  if (item && typeof item === "object" && !Array.isArray(item)) {
    return h("div", { className: "exercise-zone" }, title ? h("p", { className: "exercise-zone__title", text: title }) : null,
      Object.entries(item).map(([key, inner]) => value(inner, faces, TITLES[key] ?? "")));
  }
  const text = Array.isArray(item) ? item.join(", ") : String(item);
  return h("p", {}, title ? h("strong", { text: `${title}\u00a0: ` }) : null, text);
}

export function position(question) {
  const faces = question.faces || {};
  return h(
    "div",
    { className: "exercise-position" },
    Object.entries(question.position || {}).map(([key, item]) => value(item, faces, TITLES[key] ?? "")),
  );
}
