// « Une donne de Tarot » : the reader against computer players. The page holds the engine's answer
// ({game, view}) and sends the game back with each of the reader's actions (tarot_app.practice:
// practice_play, practice_advice, practice_undo); the engine checks everything and plays the computers.
import { h } from "../site/dom.js";
import { LEVEL_KEYS } from "../site/levels.js";
import { button, message, plural } from "../table/widgets.js";
import { exportEvening } from "./evening-export.js";
import { playAction, practiceParts, readerTools } from "./reader-tools.js";
import { resultView } from "./result-view.js";
import { guessSection } from "./analysis-view.js";
import { cardRow } from "./cards.js";
import { handButton, handView, optionsView, tableAt } from "./table-view.js";
import { pacedTable } from "./pace.js";
import { keptGame, openKept } from "./kept-game.js";
import { practiceSettings } from "./settings.js";
import { showInView } from "./view-port.js";

const CALLS = { advice: "practice_advice", undo: "practice_undo" };

// « Montrer les cartes jouables » : on by default against Débutant players, and again at each change of
// the level; `changed()` redraws the hand.
function marksBox(level, changed) {
  const box = h("input", { type: "checkbox", name: "jouables", onchange: changed });
  const follow = () => {
    box.checked = level.value === LEVEL_KEYS[0];
  };
  follow();
  level.addEventListener("change", () => {
    follow();
    changed();
  });
  return box;
}

// Each seat's notes: dealer, taker, the partner once known, tricks won.
function seatNotes(view) {
  return (name) => [
    name === view.dealer && "donneur",
    name === view.taker && "preneur",
    name === view.partner_seat && "partenaire",
    view.phase === "jeu" || view.result ? plural(view.won[view.names.indexOf(name)], "pli") : null,
  ];
}

function contractLine(view) {
  if (!view.contract) return h("p", {}, `Donneur\u00a0: ${view.dealer}.`);
  const called = view.called ? `, ${view.called} appelé` : "";
  return h("p", { className: "practice-contract" }, `${view.taker === "Vous" ? "Vous prenez" : `${view.taker} prend`} une ${view.contract}${called}.`);
}

// The lines above the table: the contract, the bids, the partner,
// the chien.
function infoLines(view) {
  const bids = view.bids.length ? view.bids.join(" ") : "Personne n’a encore parlé.";
  return [
    view.contract ? contractLine(view) : null,
    h("p", { className: "practice-bids" }, h("strong", {}, "Enchères\u00a0: "), bids),
    view.contract ? null : contractLine(view),
    view.partner ? h("p", { className: "practice-partner" }, view.partner) : null,
    view.chien ? h("div", { className: "practice-chien" }, h("span", {}, "Chien\u00a0:"), cardRow(view.chien)) : null,
  ];
}

export function dealPage(root, facts) {
  const settings = practiceSettings({
    players: facts.tarot_players.map((rules) => rules.players),
    number: { key: "donne", param: "donne", label: "Donne n°" },
    submit: "Distribuer",
  });
  const { prompt, feedback, notice, board, log, send, mount } = practiceParts(root);
  const kept = keptGame("donne", notice);
  let answer = null;
  let chosen = new Set();
  let exported = null; // this evening's last export to « À la table »
  const timing = { clicked: 0, shown: 0 };
  window.tarotPractice = { timing, game: () => answer?.game };

  const first = settings.read();
  let marks = null;
  const form = settings.form(first, start, ({ level }) => {
    marks = marksBox(level, () => answer && render());
    return h("label", { className: "practice-check" }, marks, "Montrer les cartes jouables");
  });
  const table = (frame) => {
    const view = answer.view;
    return tableAt(view, frame, { seats: seatNotes(view), info: infoLines(view), current: view.result ? null : view.to_move });
  };
  const pacing = pacedTable(root, board, { table, pace: form.pace, settle: () => showInView(board.element, prompt) });

  // The engine's answer; `answered`: to the reader's action (`played`: their card, or null), after which
  // the others' cards appear at the chosen pace, said to a screen reader.
  function show(reply, { focus = true, answered = false, played = null } = {}) {
    const before = answer?.view;
    answer = reply;
    const view = reply.view;
    chosen = new Set();
    prompt.textContent = view.prompt;
    log.show(reply.decisions);
    render();
    root.dataset.phase = view.phase;
    root.dataset.ready = "1";
    kept.save(reply.game, { exported });
    timing.shown = performance.now();
    if (focus) showInView(board.element, prompt);
    if (answered) pacing.play(view, played, before);
  }

  function hand(view) {
    const ecart = view.ecart;
    const marked = marks.checked && view.hand.some((card) => card.legal);
    const cards = view.hand.map((card) =>
      ecart
        ? handButton(card, () => toggle(card.card), { pressed: chosen.has(card.card) })
        : handButton(card, () => act(`carte:${card.card}`), { marks: marked }),
    );
    const title = ecart ? `Votre main et le chien (${chosen.size}\u00a0/\u00a0${ecart.size}\u00a0cartes choisies pour l’écart)` : "Votre main";
    return handView(title, cards, { marks: marked });
  }

  function render() {
    const view = answer.view;
    pacing.stop();
    const parts = [optionsView(view.options, act)];
    if (view.ecart) parts.push(h("div", { className: "table-actions" }, button(`Valider l’écart (${chosen.size}\u00a0/\u00a0${view.ecart.size})`, discard, "tarot-button--primary")));
    if (view.hand.length) parts.push(hand(view));
    if (!view.result) {
      parts.push(readerTools({ calls: CALLS, game: answer.game, canUndo: view.undo, send, feedback, show }));
      if (view.phase === "jeu") parts.push(guessSection(answer.game));
    } else {
      parts.push(resultView(view, { game: answer.game, next, exportSheet }));
    }
    board.show(table(null), parts);
  }

  function toggle(card) {
    if (chosen.has(card)) chosen.delete(card);
    else chosen.add(card);
    render();
    board.element.querySelector(`.practice-hand button[data-card="${CSS.escape(card)}"]`)?.focus();
  }

  async function act(action) {
    timing.clicked = performance.now();
    const reply = await playAction(send, feedback, "practice_play", answer.game, action);
    if (reply) show(reply, { answered: true, played: action.startsWith("carte:") ? action.slice("carte:".length) : null });
  }

  function discard() {
    act(`écart:${[...chosen].join(" ")}`);
  }

  function exportSheet() {
    const outcome = exportEvening(answer.view.result.sheet, exported);
    exported = outcome.saved;
    kept.save(answer.game, { exported });
    return outcome.said;
  }

  // A deal; `evening`: the score-sheet facts of the evening's earlier deals (« Donne suivante »), or
  // null for a new evening.
  async function start(wanted, evening) {
    settings.write(wanted);
    form.show(wanted);
    message(feedback, "info", "");
    log.clear();
    if (!evening) exported = null;
    const args = { players: wanted.players, donne: wanted.donne, level: wanted.level };
    const reply = await send("practice_play", evening ? { ...args, evening } : args);
    if (reply) show(reply, { focus: Boolean(evening) });
  }

  function next() {
    const game = answer.game;
    start({ donne: game.donne + 1, players: game.players, level: game.level }, answer.view.result.sheet.deals);
  }

  // The deal kept for this tab, with this evening's last export: the same game of « À la table » is
  // brought up to date after a reload.
  function resume(reply, record) {
    exported = record.exported ?? null;
    show(reply, { focus: false });
  }

  mount(form.element);
  openKept({ kept, settings, form, send, fn: "practice_play", show: resume, fresh: () => start(first, null) });
  return settings.stays;
}
