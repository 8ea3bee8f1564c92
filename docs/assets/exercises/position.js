// The position of a question (question.position, whose keys each drill of tarot_app.drills
// documents): drawn as the engine described it, never interpreted. Every word around it comes from the
// engine too (question.labels, tarot_app.drills.base.position_labels): the title of each key (for a
// yes-or-no value, the sentence shown alone), the column titles of a table, the text of an empty list.
// Cards are drawn by the engine (question.faces); a list of cards is a row, a list of played cards
// ({seat, card}) a trick, a list of records a table, anything else a line of text. A position with
// `facts` (sentences written by the engine) shows them in place of its single values; an absent value
// (null) is left out.
import { h } from "../site/dom.js";
import { frenchNumber } from "./numbers.js";

const isCard = (value) => Boolean(value) && typeof value === "object" && "code" in value && "name" in value;
const isRecord = (value) => Boolean(value) && typeof value === "object" && !Array.isArray(value);

function face(card, faces) {
  return h("span", { html: faces[card.code] || undefined, text: faces[card.code] ? undefined : card.notation });
}

function figure(title, list) {
  return h("figure", { className: "tc-set" }, h("figcaption", { className: "tc-set__label", text: title }), list);
}

function cardRow(cards, faces, title) {
  return figure(title, h("ul", { className: "tc-cards", "aria-label": title },
    cards.map((card) => h("li", {}, face(card, faces)))));
}

function played(plays, faces, title) {
  return figure(title, h("ol", { className: "tc-cards tc-trick", "aria-label": title },
    plays.map((play) => h("li", {}, h("span", { className: "tc-trick__seat", text: play.seat ?? "" }), face(play.card, faces)))));
}

function text(value) {
  if (value === null || value === undefined) return "—";
  return typeof value === "number" ? frenchNumber(value) : String(value);
}

function table(records, title, columns) {
  const keys = Object.keys(records[0]);
  return h("div", { className: "exercise-table" },
    h("table", {},
      h("caption", { text: title }),
      h("thead", {}, h("tr", {}, keys.map((key) => h("th", { scope: "col", text: columns[key] ?? key })))),
      h("tbody", {}, records.map((record) => h("tr", {}, keys.map((key) => h("td", { text: text(record[key]) })))))));
}

function line(title, value, empty) {
  if (typeof value === "boolean") return h("p", { text: title });
  const shown = Array.isArray(value) ? (value.length ? value.map(text).join(", ") : empty ?? "—") : text(value);
  return h("p", {}, h("strong", { text: `${title}\u00a0: ` }), shown);
}

function part(key, value, faces, labels) {
  if (value === null || value === undefined) return null;
  const title = labels.titles?.[key] ?? key;
  if (isCard(value)) return cardRow([value], faces, title);
  if (Array.isArray(value) && value.length && value.every(isCard)) return cardRow(value, faces, title);
  if (Array.isArray(value) && value.length && value.every((item) => isRecord(item) && isCard(item.card))) {
    return played(value, faces, title);
  }
  if (Array.isArray(value) && value.length && value.every(isRecord)) return table(value, title, labels.columns ?? {});
  return line(title, value, labels.empty?.[key]);
}

export function position(question) {
  const faces = question.faces || {};
  const labels = question.labels || {};
  const entries = Object.entries(question.position || {});
  const facts = question.position && question.position.facts;
  const shown = Array.isArray(facts)
    ? [h("ul", { className: "exercise-facts" }, facts.map((fact) => h("li", { text: fact })))]
    : entries.map(([key, value]) => part(key, value, faces, labels));
  return h("div", { className: "exercise-position" }, shown);
}
