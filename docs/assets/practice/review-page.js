// « Revoir une donne » : open a deal record (or a Tarot africain game record), the engine replays it (tarot_app.practice.review), then
// step through it trick by trick, forward and back, each computer decision with its reason. The record
// open and its step are kept for the tab (kept-game.js): a reload finds the review where it was.
import { h } from "../site/dom.js";
import { ask, engineStatus } from "../table/engine.js";
import { button, field, message } from "../table/widgets.js";
import { analysisPanel } from "./analysis-view.js";
import { cardRow } from "./cards.js";
import { keptGame } from "./kept-game.js";
import { decisionItem } from "./reasons.js";
import { scoreLines } from "./rules.js";

// What the page says about the record kept for the tab, by DeviceStore's problem.
const MESSAGES = {
  aside: "Le relevé gardé dans cet onglet était illisible\u00a0: il a été mis de côté, sans être effacé. Ouvrez de nouveau votre fichier.",
  newer: "Le relevé de cet onglet a été gardé par une version plus récente du site\u00a0: cette page le laisse intact.",
  full: "Le relevé ouvert n’a pas pu être gardé\u00a0: le stockage du navigateur est plein. Un rechargement de la page le fermerait.",
  unavailable: "Ce navigateur n’autorise pas le stockage\u00a0: un rechargement de la page fermerait le relevé ouvert.",
};

function eventItem(event) {
  return event.why ? decisionItem({ text: event.text, ...event.why }) : h("li", {}, event.text);
}

export function reviewPage(root) {
  const status = engineStatus();
  const input = h("input", { type: "file", accept: ".json,application/json" });
  const feedback = h("div", { className: "table-message", hidden: true, role: "alert" });
  const stage = h("div", { className: "practice-review" });
  const analysis = h("div");
  const notice = h("p", { className: "table-message", role: "status", hidden: true });
  const kept = keptGame("revoir", notice, MESSAGES);
  let review = null;
  let record = null; // the text of the record open
  let index = 0;

  function render() {
    const step = review.steps[index];
    const last = index === review.steps.length - 1;
    const previous = button("Précédent", () => go(-1));
    const next = button("Suivant", () => go(1), "tarot-button--primary");
    previous.disabled = index === 0;
    next.disabled = last;
    const score = last && review.score
      ? scoreLines(review.score)
      : null;
    stage.replaceChildren(
      h("h3", { className: "practice-step", tabindex: "-1" }, `Étape ${index + 1} sur ${review.steps.length}\u00a0: ${step.title}`),
      h("div", { className: "table-actions" }, previous, next),
      step.events.length ? h("ol", { className: "practice-log" }, step.events.map(eventItem)) : h("p", {}, "Les mains telles qu’elles ont été distribuées."),
      score,
      step.hands.length ? h("h4", {}, "Les mains") : null,
      step.hands.length ? h("div", { className: "practice-hands" }, step.hands.map((hand) => h("div", {}, h("h5", {}, hand.name), cardRow(hand.cards)))) : null,
    );
    root.dataset.step = String(index + 1);
    kept.save({ record }, { step: index });
  }

  function go(delta) {
    index = Math.min(review.steps.length - 1, Math.max(0, index + delta));
    render();
    stage.querySelector(delta > 0 ? ".tarot-button--primary:not([disabled])" : "button:not([disabled])")?.focus();
  }

  // The engine's review of the record `text`, shown at `step`; the engine's refusal, or null.
  async function open(text, step) {
    const reply = await ask("practice_review", { record: text });
    if (reply.ok === false) return reply.error;
    review = reply;
    record = text;
    index = Math.min(step, reply.steps.length - 1);
    render();
    analysis.replaceChildren(reply.analysis ? analysisPanel(text, reply.names) : "");
    root.dataset.ready = "1";
    return null;
  }

  input.addEventListener("change", async () => {
    const file = input.files[0];
    if (!file) return;
    const refused = await open(await file.text(), 0);
    message(feedback, refused ? "error" : "info", refused || "");
  });

  root.replaceChildren(field("Ouvrir un relevé (une donne de Tarot ou une partie de Tarot africain, en JSON)", input), status.element, notice, feedback, stage, analysis);
  const saved = kept.read();
  if (saved && typeof saved.game.record === "string" && Number.isInteger(saved.step)) {
    open(saved.game.record, saved.step).then((refused) => refused && kept.putAside(saved));
  } else if (saved) kept.putAside(saved);
  return () => true;
}
