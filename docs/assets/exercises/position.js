// The position of a question (question.position, whose keys each drill of tarot_rules.drills
// documents): drawn as the engine described it, never interpreted. Cards are drawn by the engine
// (question.faces); a list of cards is a row, a list of played cards ({seat, card}) a trick, a list of
// records a table, anything else a line of text. The French names of the keys are below; a position
// with `facts` (sentences written by the engine) shows them in place of its single values; an absent
// value (null) is left out.
import { h } from "../site/dom.js";
import { frenchNumber } from "./numbers.js";

const TITLES = {
  players: "Joueurs",
  seat: "Votre place",
  hand: "Votre main",
  cards: "Cartes",
  trick: "Le pli",
  seen: "Les cartes que vous voyez (sur le front des autres)",
  bids: "Les annonces",
  seats: "La manche",
  dealer: "Donneur",
  contract: "Contrat",
  bouts: "Bouts du preneur",
  points: "Points du preneur",
  taker: "Preneur",
  partner: "Appelé",
  chien: "Le chien",
  called: "Le Roi appelé",
  sizes: "Atouts d’une poignée simple, double, triple",
  bid: "Annonce",
  tricks: "Plis faits",
};
const COLUMNS = { seat: "Joueur" };
const COUNTS = { cards: "Cartes par joueur" };
const EMPTY = { trick: "vous jouez le premier", bids: "aucune pour l’instant" };
const YES_NO = { dealer: ["Vous n’êtes pas le donneur.", "Vous êtes le donneur."] };

const isCard = (value) => Boolean(value) && typeof value === "object" && "code" in value && "name" in value;
const isRecord = (value) => Boolean(value) && typeof value === "object" && !Array.isArray(value);
const titleOf = (key) => TITLES[key] ?? key;

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

function table(records, title) {
  const keys = Object.keys(records[0]);
  return h("div", { className: "exercise-table" },
    h("table", {},
      h("caption", { text: title }),
      h("thead", {}, h("tr", {}, keys.map((key) => h("th", { scope: "col", text: COLUMNS[key] ?? titleOf(key) })))),
      h("tbody", {}, records.map((record) => h("tr", {}, keys.map((key) => h("td", { text: text(record[key]) })))))));
}

function text(value) {
  if (value === null || value === undefined) return "—";
  if (typeof value === "number") return frenchNumber(value);
  if (typeof value === "boolean") return value ? "oui" : "non";
  return String(value);
}

function line(key, value) {
  if (typeof value === "boolean" && YES_NO[key]) return h("p", { text: YES_NO[key][Number(value)] });
  const title = typeof value === "number" && COUNTS[key] ? COUNTS[key] : titleOf(key);
  const shown = Array.isArray(value) ? (value.length ? value.map(text).join(", ") : EMPTY[key] ?? "aucune") : text(value);
  return h("p", {}, h("strong", { text: `${title}\u00a0: ` }), shown);
}

function part(key, value, faces) {
  if (value === null || value === undefined) return null;
  if (isCard(value)) return cardRow([value], faces, titleOf(key));
  if (Array.isArray(value) && value.length && value.every(isCard)) return cardRow(value, faces, titleOf(key));
  if (Array.isArray(value) && value.length && value.every((item) => isRecord(item) && isCard(item.card))) {
    return played(value, faces, titleOf(key));
  }
  if (Array.isArray(value) && value.length && value.every(isRecord)) return table(value, titleOf(key));
  return line(key, value);
}

export function position(question) {
  const faces = question.faces || {};
  const entries = Object.entries(question.position || {});
  const facts = question.position && question.position.facts;
  const shown = Array.isArray(facts)
    ? [h("ul", { className: "exercise-facts" }, facts.map((fact) => h("li", { text: fact })))]
    : entries.map(([key, value]) => part(key, value, faces));
  return h("div", { className: "exercise-position" }, shown);
}
