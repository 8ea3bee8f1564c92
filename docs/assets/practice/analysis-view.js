// The engine's analysis of a deal (tarot_app.practice.compare): « Comparer la donne » (the Confirmé
// player in the reader's seat, same cards), « Analyse » (what each card of a seat cost, one engine call
// per choice, with progress and a stop), « Ce que l'ordinateur devine » (the hidden cards as the reader's
// seat can infer them). Every figure comes from the engine; nothing is judged here.
import { h } from "../site/dom.js";
import { ask } from "../table/engine.js";
import { button, field, message, select, signed } from "../table/widgets.js";
import { adviceLink } from "./reasons.js";
import { scoreLines } from "./rules.js";

function percent(chance) {
  return `${Math.round(chance * 100)}\u00a0%`;
}

function pointsSaid(value) {
  const rounded = Math.round(Math.abs(value));
  return `${rounded}\u00a0point${rounded > 1 ? "s" : ""}`;
}

function gainSentence(gain) {
  if (gain === 0) return "Le Confirmé fait le même score que vous.";
  return gain > 0 ? `Le Confirmé fait ${pointsSaid(gain)} de plus que vous.` : `Vous faites ${pointsSaid(gain)} de plus que le Confirmé.`;
}

function lines(outcome) {
  return outcome.lines.length
    ? scoreLines(outcome.lines)
    : h("p", {}, "Tout le monde a passé\u00a0: la donne est redistribuée.");
}

function compareView(names, reply) {
  const rows = names.map((name, seat) =>
    h("tr", {}, h("th", { scope: "row" }, name), h("td", {}, signed(reply.yours.scores[seat])), h("td", {}, signed(reply.confirme.scores[seat]))),
  );
  return h(
    "div",
    { className: "practice-compare" },
    h("p", { className: "practice-gain", "data-gain": String(reply.gain) }, h("strong", {}, gainSentence(reply.gain))),
    h(
      "table",
      { className: "practice-compare-scores" },
      h("caption", {}, "La même donne, jouée par vous et par le Confirmé à votre place"),
      h("thead", {}, h("tr", {}, h("th", { scope: "col" }, "Joueur"), h("th", { scope: "col" }, "Votre donne"), h("th", { scope: "col" }, "Le Confirmé à votre place"))),
      h("tbody", {}, rows),
    ),
    h("details", {}, h("summary", {}, "Le score de la donne du Confirmé"), lines(reply.confirme)),
  );
}

// « Comparer la donne » under a finished deal: `game` is the game the engine sent back.
export function compareSection(names, game) {
  const out = h("div", { className: "practice-compare-out", role: "status" });
  const start = button("Comparer la donne", async () => {
    start.disabled = true;
    out.replaceChildren(h("p", {}, "Le Confirmé rejoue votre place…"));
    const reply = await ask("practice_compare", game);
    start.disabled = false;
    if (reply.ok === false) message(out, "error", reply.error);
    else out.replaceChildren(compareView(names, reply));
  });
  return h("section", { className: "practice-analysis", "aria-label": "Comparer la donne" }, h("div", { className: "table-actions" }, start), out);
}

const GRADE_ORDER = { erreur: 0, "imprécision": 1, "": 2 };

function verdictItem(verdict) {
  const link = adviceLink(verdict.advice, "ce que conseille «\u00a0Bien jouer\u00a0»");
  const grade = verdict.grade ? h("strong", { className: `practice-grade practice-grade--${verdict.grade === "erreur" ? "error" : "slip"}` }, `${verdict.grade[0].toUpperCase()}${verdict.grade.slice(1)}\u00a0: `) : null;
  return h(
    "li",
    { "data-grade": verdict.grade, "data-move": String(verdict.move) },
    grade,
    verdict.text,
    h("p", { className: "practice-why" }, verdict.reason, link ? " — " : null, link),
  );
}

// The seat's choices, flagged ones first (errors, then imprecisions, by cost), then how many were fine.
function verdictList(verdicts, done, total) {
  const flagged = verdicts.filter((v) => v.grade).sort((a, b) => GRADE_ORDER[a.grade] - GRADE_ORDER[b.grade] || b.cost - a.cost);
  const fine = verdicts.length - flagged.length;
  return [
    h("p", {}, `${done}\u00a0choix analysés sur ${total}\u00a0: ${flagged.length ? `${flagged.length}\u00a0à revoir` : "aucune erreur nette"}, ${fine}\u00a0sans écart net.`),
    flagged.length ? h("ol", { className: "practice-verdicts" }, flagged.map(verdictItem)) : null,
    h("details", {}, h("summary", {}, "Tous les choix, dans l’ordre"), h("ol", {}, verdicts.map(verdictItem))),
  ];
}

// « Analyse » of a deal record (JSON text) for one seat chosen among `names` (`seat`: the one offered first).
export function analysisPanel(record, names, seat = 0) {
  const chosen = select("place", names.map((name, index) => [String(index), name]), String(seat));
  const progress = h("progress", { max: "1", value: "0", "aria-label": "Analyse en cours" });
  const said = h("div", { className: "practice-analysis-out", "aria-live": "polite" });
  const element = h("section", { className: "practice-analysis", "aria-label": "Analyse de la donne" });
  let running = null;
  const stop = button("Arrêter", () => running && (running.stopped = true));
  stop.hidden = true;
  progress.hidden = true;

  async function run() {
    const job = { stopped: false };
    running = job;
    start.disabled = true;
    stop.hidden = false;
    progress.hidden = false;
    element.dataset.state = "running";
    const args = { record, seat: Number(chosen.value) };
    const plan = await ask("practice_analyse", args);
    const verdicts = [];
    let failed = plan.ok === false ? plan.error : null;
    const moves = failed ? [] : plan.moves;
    progress.max = String(Math.max(1, moves.length));
    for (const move of moves) {
      if (job.stopped) break;
      const verdict = await ask("practice_analyse", { ...args, move });
      if (verdict.ok === false) {
        failed = verdict.error;
        break;
      }
      verdicts.push(verdict);
      progress.value = String(verdicts.length);
      said.replaceChildren(...verdictList(verdicts, verdicts.length, moves.length));
    }
    running = null;
    start.disabled = false;
    stop.hidden = true;
    progress.hidden = true;
    if (failed) message(said, "error", failed);
    else if (job.stopped) said.prepend(h("p", {}, "Analyse arrêtée\u00a0: relancez-la pour analyser tous les choix."));
    else if (!moves.length) said.replaceChildren(h("p", {}, "Rien à analyser\u00a0: ce joueur n’a jamais eu le choix."));
    element.dataset.state = failed ? "failed" : job.stopped ? "stopped" : "done";
  }

  const start = button("Analyser", run, "tarot-button--primary");
  element.append(
    h("h3", {}, "Analyse de la donne"),
    h(
      "p",
      {},
      "Pour chaque enchère, appel, écart et carte du joueur choisi, l’ordinateur redistribue les cartes que ce joueur ne voyait pas, joue la donne jusqu’au bout avec son choix et avec les autres, et compare les scores moyens.",
    ),
    field("Joueur", chosen),
    h("div", { className: "table-actions" }, start, stop),
    progress,
    said,
  );
  return element;
}

function guessTable(seat) {
  return h(
    "table",
    { className: "practice-guess" },
    h("caption", {}, seat.name),
    h("thead", {}, h("tr", {}, h("th", { scope: "col" }, "Carte ou couleur"), h("th", { scope: "col" }, "Chance"))),
    h("tbody", {}, [
      ...seat.cards.map((card) => h("tr", {}, h("th", { scope: "row" }, card.name), h("td", {}, percent(card.chance)))),
      ...seat.voids.map((kind) =>
        h("tr", {}, h("th", { scope: "row" }, `Plus aucun ${kind.suit}`), h("td", {}, kind.shown ? "sûr (vu au jeu)" : percent(kind.chance))),
      ),
    ]),
  );
}

// « Ce que l'ordinateur devine » during the card play: the Confirmé's guesses from the reader's seat.
export function guessSection(game) {
  const out = h("div", { className: "practice-guess-out", role: "status" });
  const show = button("Ce que l’ordinateur devine", async () => {
    const reply = await ask("practice_guess", game);
    if (reply.ok === false) message(out, "error", reply.error);
    else
      out.replaceChildren(
        h("p", {}, `D’après ce que vous avez vu seulement, sur ${reply.samples}\u00a0distributions possibles des cartes cachées\u00a0:`),
        h("div", { className: "practice-guesses" }, reply.seats.map(guessTable)),
      );
  });
  return h("section", { className: "practice-analysis", "aria-label": "Ce que l’ordinateur devine" }, h("div", { className: "table-actions" }, show), out);
}
