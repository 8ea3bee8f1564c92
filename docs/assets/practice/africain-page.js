// « Tarot africain, une partie » : the reader against computer players to the game's winner. The page
// holds the engine's answer ({game, view}) and sends the game back with each of the reader's actions
// (tarot_app.practice.africain_game: practice_africain, practice_africain_advice for « Conseil »,
// practice_africain_undo for « Reprendre »); presets and player counts come from the
// engine at build (template.table-facts).
import { h } from "../site/dom.js";
import { engineStatus } from "../table/engine.js";
import { button, download, field, message, select } from "../table/widgets.js";
import { cardLabel, cardRow } from "./cards.js";
import { journal } from "./reasons.js";
import { engineSender, readerTools, sayRefusal } from "./reader-tools.js";
import { pacedTable, paceSelect } from "./pace.js";
import { handButton, handView, optionsView, practiceBoard, tableAt } from "./table-view.js";
import { showInView } from "./view-port.js";

const CALLS = { advice: "practice_africain_advice", undo: "practice_africain_undo" };
const LEVELS = [
  ["debutant", "Débutant"],
  ["confirme", "Confirmé"],
];

function readAddress(facts) {
  const params = new URLSearchParams(location.hash.slice(1));
  const seed = Number.parseInt(params.get("partie") || "", 10);
  const players = Number(params.get("joueurs"));
  const preset = facts.presets.find(([name]) => name === params.get("regle"));
  return {
    seed: seed >= 1 && seed <= 1e9 ? seed : 1 + Math.floor(Math.random() * 99999),
    players: facts.players.includes(players) ? players : 4,
    preset: preset ? preset[0] : facts.presets[0][0],
    level: LEVELS.some(([name]) => name === params.get("niveau")) ? params.get("niveau") : LEVELS[0][0],
  };
}

function writeAddress({ seed, players, preset, level }) {
  const params = new URLSearchParams({ partie: seed, joueurs: players, regle: preset, niveau: level });
  history.replaceState(history.state, "", `#${params}`);
}

function settingsForm(facts, settings, start) {
  const players = select("joueurs", facts.players.map((n) => [String(n), `${n}\u00a0joueurs`]), String(settings.players));
  const preset = select("regle", facts.presets, settings.preset);
  const level = select("niveau", LEVELS, settings.level);
  const seed = h("input", { type: "number", name: "partie", min: "1", max: "1000000000", value: String(settings.seed) });
  const pace = paceSelect();
  const form = h(
    "form",
    { className: "practice-settings" },
    field("Joueurs", players),
    field("Règle", preset),
    field("Niveau des adversaires", level),
    field("Partie n°", seed),
    field("Rythme des autres joueurs", pace),
    h("button", { type: "submit", className: "md-button table-button" }, "Commencer"),
  );
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    start({ seed: Number(seed.value) || 1, players: Number(players.value), preset: preset.value, level: level.value });
  });
  return { form, pace: () => pace.value };
}

function plural(count, word) {
  return `${count}\u00a0${word}${count > 1 ? "s" : ""}`;
}

// Each seat's notes: dealer, lives (or out), bid, tricks won, and on the forehead the card it shows.
function seatNotes(view) {
  return (name) => {
    const seat = view.names.indexOf(name);
    const bid = view.bids.find((b) => b.name === name);
    const won = view.tricks.find((t) => t.name === name);
    const seen = name === "Vous" ? null : view.seen.find((s) => s.name === name);
    return [
      name === view.dealer && "donneur",
      view.alive.includes(name) ? plural(view.lives[seat], "vie") : "éliminé",
      bid ? `annonce\u00a0${bid.bid}` : null,
      won && bid ? plural(won.won, "pli") : null,
      seen ? cardRow(seen.faces, "practice-cards practice-forehead") : null,
    ];
  };
}

// The reader's hand: each card with a play is a button (the Excuse twice in the « 0 ou 22 » mode, one
// per value); on the forehead, a card back per play.
function handCards(view, act) {
  if (view.blind) return view.plays.map((play) => h("button", { type: "button", className: "practice-card practice-back", onclick: () => act(play) }, "Jouer votre carte (sur le front)"));
  return view.hand.flatMap((card) =>
    card.plays.length
      ? card.plays.map((play) =>
          handButton(card, () => act(play.action), { note: play.value === null ? null : `valeur\u00a0${play.value}` }),
        )
      : [cardLabel(card)],
  );
}

export function africainPage(root, facts) {
  const status = engineStatus();
  const prompt = h("p", { className: "practice-prompt", role: "status" });
  const feedback = h("div", { className: "table-message", hidden: true, role: "alert" });
  const board = practiceBoard(prompt, feedback);
  const log = journal();
  let answer = null;
  const send = engineSender(root, feedback);
  const settings = readAddress(facts);
  const form = settingsForm(facts, settings, start);
  window.tarotPractice = { game: () => answer?.game };

  // The table as the engine's view has it, or one `frame` of the others' cards appearing one at a time.
  const table = (frame) => {
    const view = answer.view;
    const round = `Manche ${view.round}\u00a0: ${plural(view.cards, "carte")} chacun.`;
    const info = [h("p", {}, round)];
    if (view.blind) info.push(h("p", {}, "Manche sur le front\u00a0: vous voyez les cartes des autres, pas la vôtre."));
    return tableAt(view, frame, { seats: seatNotes(view), info, current: view.winners ? null : view.to_move });
  };
  const pacing = pacedTable(root, board, { table, pace: form.pace, settle: () => showInView(board.element, prompt) });

  function render() {
    const view = answer.view;
    pacing.stop();
    const parts = [optionsView(view.bid_choices.map((n) => ({ label: plural(n, "pli"), action: `annonce:${n}` })), act)];
    const cards = handCards(view, act);
    if (cards.length) parts.push(handView(view.blind ? "Votre carte, sur le front" : "Votre main", cards, { marks: false }));
    if (view.bid_choices.length || view.plays.length) {
      parts.push(readerTools({ calls: CALLS, game: answer.game, canUndo: view.undo, send, feedback, show }));
    }
    if (view.results.length) {
      const last = view.results[view.results.length - 1];
      parts.push(h("p", {}, `Manche ${last.round}\u00a0: ${last.lost.length ? `perdent des vies\u00a0: ${last.lost.join(", ")}` : "chacun a fait son annonce"}.`));
    }
    if (view.winners) {
      parts.push(
        h("p", { className: "practice-winner" }, `Gagnant${view.winners.length > 1 ? "s" : ""}\u00a0: ${view.winners.join(", ")}.`),
        h(
          "div",
          { className: "table-actions" },
          button("Nouvelle partie", () => start({ ...answer.game, seed: answer.game.seed + 1 }), "md-button--primary"),
          button("Télécharger la partie", () => download(`partie-${answer.game.seed}.json`, JSON.stringify(view.record, null, 1), "application/json")),
        ),
      );
    }
    board.show(table(null), parts);
  }

  // The engine's answer; `answered`: to the reader's action (`played`: their card, or null), after which
  // the others' cards appear at the chosen pace, said to a screen reader.
  function show(reply, { focus = true, answered = false, played = null } = {}) {
    const before = answer?.view;
    answer = reply;
    prompt.textContent = reply.view.prompt;
    log.show(reply.decisions);
    render();
    root.dataset.ready = "1";
    root.dataset.over = reply.view.winners ? "1" : "";
    if (focus) showInView(board.element, prompt);
    if (answered) pacing.play(reply.view, played, before);
  }

  async function act(action) {
    const reply = await send("practice_africain", { ...answer.game, action });
    if (!reply) return;
    if (reply.refused) {
      sayRefusal(feedback, reply.refused);
      return;
    }
    message(feedback, "info", "");
    // « carte:18 », « carte:Excuse@22 » : the card is what comes before the Excuse's value.
    show(reply, { answered: true, played: action.startsWith("carte:") ? action.slice("carte:".length).split("@")[0] : null });
  }

  // A game; `focus`: false for the one the page opens with (the reader is still reading above it).
  async function start(settings, { focus = true } = {}) {
    writeAddress(settings);
    log.clear();
    message(feedback, "info", "");
    const reply = await send("practice_africain", { players: settings.players, seed: settings.seed, preset: settings.preset, level: settings.level });
    if (reply) show(reply, { focus });
  }

  root.replaceChildren(
    form.form,
    board.element,
    // The loading line under the (empty) board: its going when the engine is ready moves nothing above it.
    status.element,
    log.element,
  );
  start(settings, { focus: false });
}
