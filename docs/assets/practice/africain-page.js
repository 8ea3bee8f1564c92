// « Tarot africain, une partie » : the reader against computer players to the game's winner. The page
// holds the engine's answer ({game, view}) and sends the game back with each of the reader's actions
// (tarot_app.practice.africain_game: practice_africain, practice_africain_advice for « Conseil »,
// practice_africain_undo for « Reprendre »); presets and player counts come from the
// engine at build (template.table-facts).
import { h } from "../site/dom.js";
import { button, download, message, plural } from "../table/widgets.js";
import { cardLabel, cardRow } from "./cards.js";
import { playAction, practiceParts, readerTools } from "./reader-tools.js";
import { pacedTable } from "./pace.js";
import { keptGame, openKept } from "./kept-game.js";
import { practiceSettings } from "./settings.js";
import { handButton, handView, optionsView, tableAt } from "./table-view.js";
import { showInView } from "./view-port.js";

const CALLS = { advice: "practice_africain_advice", undo: "practice_africain_undo" };

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
  const { prompt, feedback, notice, board, log, send, mount } = practiceParts(root);
  const kept = keptGame("africain", notice);
  let answer = null;
  const settings = practiceSettings({
    players: facts.africain.players,
    number: { key: "seed", param: "partie", label: "Partie n°" },
    choices: [{ key: "preset", param: "regle", label: "Règle", options: facts.africain.presets }],
    submit: "Commencer",
  });
  const first = settings.read();
  const form = settings.form(first, start);
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
          button("Nouvelle partie", () => start({ ...answer.game, seed: answer.game.seed + 1 }), "tarot-button--primary"),
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
    kept.save(reply.game);
    if (focus) showInView(board.element, prompt);
    if (answered) pacing.play(reply.view, played, before);
  }

  async function act(action) {
    const reply = await playAction(send, feedback, "practice_africain", answer.game, action);
    // « carte:18 », « carte:Excuse@22 » : the card is what comes before the Excuse's value.
    if (reply) show(reply, { answered: true, played: action.startsWith("carte:") ? action.slice("carte:".length).split("@")[0] : null });
  }

  // A game; `focus`: false for the one the page opens with (the reader is still reading above it).
  async function start(wanted, { focus = true } = {}) {
    settings.write(wanted);
    form.show(wanted);
    log.clear();
    message(feedback, "info", "");
    const reply = await send("practice_africain", { players: wanted.players, seed: wanted.seed, preset: wanted.preset, level: wanted.level });
    if (reply) show(reply, { focus });
  }

  mount(form.element);
  const fresh = () => start(first, { focus: false });
  openKept({ kept, settings, form, send, fn: "practice_africain", show: (reply) => show(reply, { focus: false }), fresh });
  return settings.stays;
}
