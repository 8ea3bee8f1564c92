// « Tarot africain, une partie » : the reader against computer players to the game's winner. The page
// holds the engine's answer ({game, view}) and sends the game back with each of the reader's actions
// (tarot_rules.practice.africain_game: practice_africain, practice_africain_advice for « Conseil »,
// practice_africain_undo for « Reprendre »); presets and player counts come from the
// engine at build (template.table-facts).
import { h } from "../site/dom.js";
import { engineStatus } from "../table/engine.js";
import { button, download, field, message, select } from "../table/widgets.js";
import { journal } from "./reasons.js";
import { engineSender, readerTools, sayRefusal } from "./reader-tools.js";

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
  const form = h(
    "form",
    { className: "practice-settings" },
    field("Joueurs", players),
    field("Règle", preset),
    field("Niveau des adversaires", level),
    field("Partie n°", seed),
    h("button", { type: "submit", className: "md-button table-button" }, "Commencer"),
  );
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    start({ seed: Number(seed.value) || 1, players: Number(players.value), preset: preset.value, level: level.value });
  });
  return form;
}

function livesTable(view) {
  return h(
    "table",
    { className: "practice-scores" },
    h("caption", {}, "Les vies"),
    h("thead", {}, h("tr", {}, h("th", { scope: "col" }, "Joueur"), h("th", { scope: "col" }, "Vies"), h("th", { scope: "col" }, "Annonce"), h("th", { scope: "col" }, "Plis"))),
    h(
      "tbody",
      {},
      view.names.map((name, seat) => {
        const bid = view.bids.find((b) => b.name === name);
        const won = view.tricks.find((t) => t.name === name);
        const out = !view.alive.includes(name);
        return h("tr", {}, h("th", { scope: "row" }, name), h("td", {}, out ? `${view.lives[seat]} (éliminé)` : String(view.lives[seat])), h("td", {}, bid ? String(bid.bid) : ""), h("td", {}, won ? String(won.won) : ""));
      }),
    ),
  );
}

function playLabel(action, blind) {
  if (blind) return "Jouer votre carte (sur le front)";
  const [card, value] = action.slice("carte:".length).split("@");
  return value === undefined ? card : `${card} (valeur ${value})`;
}

export function africainPage(root, facts) {
  const status = engineStatus();
  const prompt = h("p", { className: "practice-prompt", role: "status" });
  const feedback = h("div", { className: "table-message", hidden: true, role: "alert" });
  const board = h("div", { className: "practice-board" });
  const log = journal();
  let answer = null;
  const send = engineSender(root, feedback);

  function render() {
    const view = answer.view;
    const round = `Manche ${view.round}\u00a0: ${view.cards}\u00a0carte${view.cards > 1 ? "s" : ""} chacun, donneur ${view.dealer}.`;
    const parts = [h("p", {}, round), livesTable(view)];
    if (view.blind) parts.push(h("p", {}, "Manche sur le front\u00a0: vous voyez les cartes des autres, pas la vôtre."));
    for (const seen of view.seen) parts.push(h("p", {}, `${seen.name === "Vous" ? "Votre main" : `Carte de ${seen.name}`}\u00a0: ${seen.cards.join(" ")}`));
    if (view.trick.length) parts.push(h("p", {}, `Pli en cours\u00a0: ${view.trick.map((p) => `${p.name} ${p.card}`).join(", ")}`));
    if (view.bid_choices.length) {
      parts.push(h("div", { className: "table-actions practice-options" }, view.bid_choices.map((n) => button(`${n}\u00a0pli${n > 1 ? "s" : ""}`, () => act(`annonce:${n}`)))));
    }
    if (view.plays.length) {
      parts.push(h("div", { className: "table-actions practice-hand", "aria-label": "Vos cartes" }, view.plays.map((p) => button(playLabel(p, view.blind), () => act(p), "practice-play"))));
    }
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
    board.replaceChildren(...parts);
  }

  function show(reply, { focus = true } = {}) {
    answer = reply;
    prompt.textContent = reply.view.prompt;
    log.show(reply.decisions);
    render();
    root.dataset.ready = "1";
    root.dataset.over = reply.view.winners ? "1" : "";
    if (focus) (board.querySelector(".practice-options button, .practice-hand button, .md-button--primary") || prompt).focus?.();
  }

  async function act(action) {
    const reply = await send("practice_africain", { ...answer.game, action });
    if (!reply) return;
    if (reply.refused) {
      sayRefusal(feedback, reply.refused);
      return;
    }
    message(feedback, "info", "");
    show(reply);
  }

  // A game; `focus`: false for the one the page opens with (the reader is still reading above it).
  async function start(settings, { focus = true } = {}) {
    writeAddress(settings);
    log.clear();
    message(feedback, "info", "");
    const reply = await send("practice_africain", { players: settings.players, seed: settings.seed, preset: settings.preset, level: settings.level });
    if (reply) show(reply, { focus });
  }

  const settings = readAddress(facts);
  root.replaceChildren(
    settingsForm(facts, settings, start),
    prompt,
    feedback,
    board,
    // The loading line under the (empty) board: its going when the engine is ready moves nothing above it.
    status.element,
    log.element,
  );
  start(settings, { focus: false });
}
