// The table of a practice deal as the engine's view describes it: the bids, the contract and the chien,
// the trick being played and the last one, the reader's choices and hand. Nothing here knows a rule:
// the reader's clicks go back to the page (deal-page.js), which asks the engine.
import { h } from "../site/dom.js";
import { button } from "../table/widgets.js";
import { cardButton, cardRow } from "./cards.js";
import { playItem } from "./reasons.js";

function section(title, ...children) {
  return h("section", { className: "practice-zone" }, h("h3", {}, title), ...children);
}

function contractLine(view) {
  if (!view.contract) return h("p", {}, `Donneur\u00a0: ${view.dealer}.`);
  const called = view.called ? `, ${view.called} appelé` : "";
  return h("p", {}, `${view.taker === "Vous" ? "Vous prenez" : `${view.taker} prend`} une ${view.contract}${called}.`);
}

function trickList(plays, label) {
  return h("ol", { className: "practice-trick", "aria-label": label }, plays.map(playItem));
}

function tricksWon(view) {
  return h("p", {}, view.names.map((name, seat) => `${name}\u00a0: ${view.won[seat]}`).join(" · "));
}

// The table: everything public on it.
export function tableView(view) {
  const partner = view.partner ? h("p", { className: "practice-partner" }, view.partner) : null;
  const zones = [section("Enchères", h("p", {}, view.bids.length ? view.bids.join(" ") : "Personne n’a encore parlé."), contractLine(view), partner)];
  if (view.chien) zones.push(section("Le chien", cardRow(view.chien)));
  if (view.phase === "jeu" || view.last_trick) {
    zones.push(section("Pli en cours", view.trick.length ? trickList(view.trick, "Pli en cours") : h("p", {}, "Aucune carte encore.")));
  }
  if (view.last_trick) {
    const last = view.last_trick;
    zones.push(section(`Pli ${last.number}, gagné par ${last.winner}`, trickList(last.cards, `Pli ${last.number}`), h("h4", {}, "Plis gagnés"), tricksWon(view)));
  }
  return h("div", { className: "practice-table" }, zones);
}

// The reader's choices (bids, call, chelem, poignée) as buttons.
export function optionsView(view, choose) {
  if (!view.options.length) return null;
  return h("div", { className: "table-actions practice-options" }, view.options.map((option) => button(option.label, () => choose(option.action))));
}

// The reader's hand: a card plays it, or, during the écart, toggles it (`chosen`, a Set of notations).
export function handView(view, { play, toggle, chosen }) {
  const ecart = view.ecart;
  const cards = view.hand.map((card) =>
    ecart ? cardButton(card, () => toggle(card.card), chosen.has(card.card)) : cardButton(card, () => play(card.card)),
  );
  const title = ecart ? `Votre main et le chien (${chosen.size}\u00a0/\u00a0${ecart.size}\u00a0cartes choisies pour l’écart)` : "Votre main";
  return h("section", { className: "practice-hand", "aria-label": "Votre main" }, h("h3", {}, title), h("div", { className: "practice-cards" }, cards));
}
