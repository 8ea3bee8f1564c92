// « Une donne de Tarot » : the reader against computer players. The page holds the engine's answer
// ({game, view}) and sends the game back with each of the reader's actions (tarot_rules.practice:
// practice_play, practice_advice, practice_undo); the engine checks everything and plays the computers.
import { h } from "../site/dom.js";
import { engineStatus } from "../table/engine.js";
import { button, field, message, select } from "../table/widgets.js";
import { readAddress, writeAddress } from "./address.js";
import { exportEvening } from "./evening-export.js";
import { journal } from "./reasons.js";
import { engineSender, readerTools, sayRefusal } from "./reader-tools.js";
import { resultView } from "./result-view.js";
import { handView, optionsView, tableView } from "./table-view.js";

const CALLS = { advice: "practice_advice", undo: "practice_undo" };
const LEVELS = [
  ["debutant", "Débutant"],
  ["confirme", "Confirmé"],
];

function settingsForm(settings, start) {
  const players = select("joueurs", [["3", "3\u00a0joueurs"], ["4", "4\u00a0joueurs"], ["5", "5\u00a0joueurs"]], String(settings.players));
  const level = select("niveau", LEVELS, settings.level);
  const donne = h("input", { type: "number", name: "donne", min: "1", max: "1000000000", value: String(settings.donne) });
  const form = h(
    "form",
    { className: "practice-settings" },
    field("Joueurs", players),
    field("Niveau des adversaires", level),
    field("Donne n°", donne),
    h("button", { type: "submit", className: "md-button table-button" }, "Distribuer"),
  );
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    start({ donne: Number(donne.value) || 1, players: Number(players.value), level: level.value }, null);
  });
  return { form, show: (s) => ((players.value = String(s.players)), (level.value = s.level), (donne.value = String(s.donne))) };
}

export function dealPage(root) {
  const status = engineStatus();
  const prompt = h("p", { className: "practice-prompt", role: "status" });
  const feedback = h("div", { className: "table-message", hidden: true, role: "alert" });
  const board = h("div", { className: "practice-board" });
  const log = journal();
  let answer = null;
  let chosen = new Set();
  let exported = null; // this evening's last export to « À la table »
  const timing = { clicked: 0, shown: 0 };
  window.tarotPractice = { timing };

  const send = engineSender(root, feedback);

  function show(reply, { focus = true } = {}) {
    answer = reply;
    const view = reply.view;
    chosen = new Set();
    prompt.textContent = view.prompt;
    log.show(reply.decisions);
    render();
    root.dataset.phase = view.phase;
    root.dataset.ready = "1";
    timing.shown = performance.now();
    if (focus) (board.querySelector(".practice-options button, .practice-hand button, .practice-result button") || prompt).focus?.();
  }

  function render() {
    const view = answer.view;
    const parts = [tableView(view), optionsView(view, act)];
    if (view.hand.length) parts.push(handView(view, { play: (card) => act(`carte:${card}`), toggle, chosen }));
    if (view.ecart) parts.push(h("div", { className: "table-actions" }, button(`Valider l’écart (${chosen.size}\u00a0/\u00a0${view.ecart.size})`, discard, "md-button--primary")));
    if (!view.result) {
      parts.push(readerTools({ calls: CALLS, game: answer.game, canUndo: view.undo, send, feedback, show }));
    } else {
      parts.push(resultView(view, { next, exportSheet }));
    }
    board.replaceChildren(...parts.filter(Boolean));
  }

  function toggle(card) {
    if (chosen.has(card)) chosen.delete(card);
    else chosen.add(card);
    render();
    board.querySelector(`.practice-hand button[data-card="${CSS.escape(card)}"]`)?.focus();
  }

  async function act(action) {
    timing.clicked = performance.now();
    const reply = await send("practice_play", { ...answer.game, action });
    if (!reply) return;
    if (reply.refused) {
      sayRefusal(feedback, reply.refused);
      return;
    }
    message(feedback, "info", "");
    show(reply);
  }

  function discard() {
    act(`écart:${[...chosen].join(" ")}`);
  }

  function exportSheet() {
    const outcome = exportEvening(answer.view.result.sheet, exported);
    exported = outcome.saved;
    return outcome.said;
  }

  const form = settingsForm(readAddress(), start);

  // A deal; `evening`: the score-sheet facts of the evening's earlier deals (« Donne suivante »), or
  // null for a new evening.
  async function start(settings, evening) {
    writeAddress(settings);
    form.show(settings);
    message(feedback, "info", "");
    log.clear();
    if (!evening) exported = null;
    const args = { players: settings.players, donne: settings.donne, level: settings.level };
    const reply = await send("practice_play", evening ? { ...args, evening } : args);
    if (reply) show(reply, { focus: Boolean(evening) });
  }

  function next() {
    const game = answer.game;
    start({ donne: game.donne + 1, players: game.players, level: game.level }, answer.view.result.sheet.deals);
  }

  root.replaceChildren(
    form.form,
    prompt,
    feedback,
    board,
    // The loading line under the (empty) board: its going when the engine is ready moves nothing above it.
    status.element,
    log.element,
  );
  start(readAddress(), null);
}
