// The card table of both practice pages, drawn from the engine's view: the seats around it (names,
// dealer, taker, partner, tricks won), the trick in the middle with each card in front of the seat that
// played it (the leader marked, « Pourquoi ? » beside a computer's card), the last trick to look at again,
// and the reader's hand. Nothing here knows a rule: the reader's clicks go back to the page, which asks
// the engine.
import { h } from "../site/dom.js";
import { button } from "../table/widgets.js";
import { cardButton, cardLabel } from "./cards.js";
import { reasonText } from "./reasons.js";

// Where each seat sits, by number of players: the reader at the bottom (s), the others in playing
// order (counter-clockwise) on the right, across and on the left.
const AREAS = {
  2: ["s", "n"],
  3: ["s", "e", "w"],
  4: ["s", "e", "n", "w"],
  5: ["s", "e", "ne", "nw", "w"],
  6: ["s", "e", "ne", "n", "nw", "w"],
  7: ["s", "se", "e", "ne", "nw", "w", "sw"],
};

export function seatArea(names, name) {
  return AREAS[names.length][names.indexOf(name)];
}

// One seat: its name, then its notes (« donneur », « preneur », « 2 plis »…); `current`: to play now.
function seatView(name, area, notes, current) {
  return h(
    "li",
    { className: `practice-seat practice-at-${area}${current ? " practice-seat--current" : ""}`, "data-seat": name },
    h("strong", {}, name),
    notes.filter(Boolean).map((note) => h("span", { className: "practice-note" }, note)),
  );
}

// « Pourquoi ? » : a button that shows or hides the computer's reason (over the table's bottom).
function whyButton(why) {
  const reason = reasonText(why);
  reason.hidden = true;
  const ask = h("button", { type: "button", className: "practice-why-button", "aria-expanded": "false" }, "Pourquoi\u00a0?");
  ask.addEventListener("click", () => {
    reason.hidden = !reason.hidden;
    ask.setAttribute("aria-expanded", String(!reason.hidden));
  });
  return [ask, reason];
}

// One card of a trick, in front of its seat: who played it (the leader marked), the card, and for a
// computer's card « Pourquoi ? » with its reason.
function playView(play, names, { lead, won }) {
  const who = [play.player, lead ? " · entame" : "", won ? " · gagne" : ""].join("");
  const card = cardLabel(play);
  const why = play.why ? whyButton(play.why) : [];
  return h(
    "li",
    { className: `practice-play practice-at-${seatArea(names, play.player)}${won ? " practice-play--won" : ""}`, "data-seat": play.player },
    h("span", { className: "practice-who" }, who),
    card,
    ...why,
  );
}

function trickView(plays, names, label, winner) {
  return h(
    "ol",
    { className: "practice-trick", "aria-label": label },
    plays.map((play, index) => playView(play, names, { lead: index === 0, won: play.player === winner })),
  );
}

// A gathered trick's name, « pli 3 », or « pli 7 de la manche 1 » when the engine says it closed an
// earlier round (Tarot africain: a round's last trick stays on view until the next trick is gathered).
export function trickName({ number, round = null }) {
  return `pli\u00a0${number}${round ? ` de la manche\u00a0${round}` : ""}`;
}

function capital(text) {
  return text[0].toUpperCase() + text.slice(1);
}

// The table: `seats` gives each name's notes; `trick` the plays of the trick in progress
// ({player, card, name, html, why}), `winner` its winner once complete, `label` its name; `last` the
// last trick gathered ({number, round?, winner, cards}) or null; `info` the lines above the table
// (bids, contract, chien); `current` the seat to play; `hurry`, while the cards appear one at a time,
// what « Plus vite » does.
export function tableView({ names, seats, trick, winner = null, label = "Pli en cours", last, info, current, hurry }) {
  const center = h("div", { className: "practice-center" });
  let showLast = false;
  const now = trickView(trick, names, label, winner);
  const parts = [];
  if (hurry) parts.push(h("p", { className: "practice-last" }, button("Plus vite", hurry, "practice-again")));
  if (last) {
    const name = trickName(last);
    const again = button(`Revoir le ${name}`, () => {
      showLast = !showLast;
      again.setAttribute("aria-pressed", String(showLast));
      center.replaceChildren(showLast ? trickView(last.cards, names, capital(name), last.winner) : now, ...parts);
    }, "practice-again");
    again.setAttribute("aria-pressed", "false");
    parts.push(h("p", { className: "practice-last" }, `${capital(name)} gagné par ${last.winner}. `, again));
  }
  center.replaceChildren(now, ...parts);
  return h(
    "section",
    { className: "practice-table", "aria-label": "La table" },
    h("div", { className: "practice-info" }, info),
    h(
      "div",
      { className: `practice-felt practice-felt--${names.length}` },
      h("ul", { className: "practice-seats", "aria-label": "Les joueurs" }, names.map((name) => seatView(name, seatArea(names, name), seats(name), name === current))),
      center,
    ),
  );
}

// The table as the engine's `view` has it (its trick in progress, its last trick; `current`, the seat
// to play), or one `frame` of it while the others' cards appear one at a time (pace.js: a trick, its
// winner once complete, its label, « Plus vite »). `seats` and `info` as for tableView.
export function tableAt(view, frame, { seats, info, current }) {
  const drawn = { names: view.names, seats, info };
  if (frame) return tableView({ ...drawn, ...frame, last: null, current: null });
  return tableView({ ...drawn, trick: view.trick, last: view.last_trick, current });
}

// What the table says to a screen reader, politely: each card the others play and each trick's winner,
// as they appear (pace.js). Seen by no one else: the table shows it. The last few lines only.
const SAID_KEPT = 12;

function saidRegion() {
  const element = h("div", { className: "practice-said", "aria-live": "polite" });
  const say = (lines) => {
    if (!lines.length) return;
    element.append(h("p", {}, lines.join(" ")));
    while (element.childElementCount > SAID_KEPT) element.firstElementChild.remove();
  };
  return { element, say };
}

// The board under the settings: the table, then the prompt, the engine's messages and what the table
// says (never moved: they are live regions), then the reader's choices, hand and tools. `show(table,
// parts)` draws them, `showTable(table)` the table alone, `say(lines)` adds to what the table says.
export function practiceBoard(prompt, feedback) {
  const table = h("div");
  const below = h("div");
  const said = saidRegion();
  return {
    element: h("div", { className: "practice-board" }, table, prompt, feedback, said.element, below),
    show: (drawn, parts) => {
      table.replaceChildren(drawn);
      below.replaceChildren(...parts.filter(Boolean));
    },
    showTable: (drawn) => table.replaceChildren(drawn),
    say: said.say,
  };
}

// The reader's choices other than a card (bids, call, chelem, poignée) as buttons.
export function optionsView(options, choose) {
  if (!options.length) return null;
  return h("div", { className: "table-actions practice-options" }, options.map((option) => button(option.label, () => choose(option.action))));
}

const DIM_NOTE = "practice-dim-note";

// The reader's hand: `cards` are buttons (cardButton) or pictures. `marks`: « Montrer les cartes
// jouables » is on and some card is playable, so the others are dimmed and described as not playable.
export function handView(title, cards, { marks }) {
  return h(
    "section",
    { className: "practice-hand", "aria-label": "Votre main", "data-marks": marks ? "1" : null },
    h("h3", {}, title),
    h("span", { id: DIM_NOTE, hidden: true }, "Pas jouable maintenant\u00a0: la cliquer dit pourquoi."),
    h("div", { className: "practice-cards" }, cards),
  );
}

// A card of the hand as a button; `marks`: as for handView.
export function handButton(card, onclick, { marks, ...options } = {}) {
  return cardButton(card, onclick, { ...options, describedBy: marks ? DIM_NOTE : null });
}
