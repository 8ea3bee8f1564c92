// « Revoir une donne » : open a deal record (or a Tarot africain game record), the engine replays it (tarot_app.practice.review), then
// step through it trick by trick, forward and back, each computer decision with its reason.
import { h } from "../site/dom.js";
import { ask, engineStatus } from "../table/engine.js";
import { button, field, message } from "../table/widgets.js";
import { analysisPanel } from "./analysis-view.js";
import { cardRow } from "./cards.js";
import { decisionItem } from "./reasons.js";
import { scoreLines } from "./rules.js";

function eventItem(event) {
  return event.why ? decisionItem({ text: event.text, ...event.why }) : h("li", {}, event.text);
}

export function reviewPage(root) {
  const status = engineStatus();
  const input = h("input", { type: "file", accept: ".json,application/json" });
  const feedback = h("div", { className: "table-message", hidden: true, role: "alert" });
  const stage = h("div", { className: "practice-review" });
  const analysis = h("div");
  let review = null;
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
  }

  function go(delta) {
    index = Math.min(review.steps.length - 1, Math.max(0, index + delta));
    render();
    stage.querySelector(delta > 0 ? ".tarot-button--primary:not([disabled])" : "button:not([disabled])")?.focus();
  }

  input.addEventListener("change", async () => {
    const file = input.files[0];
    if (!file) return;
    const text = await file.text();
    const reply = await ask("practice_review", { record: text });
    if (reply.ok === false) {
      message(feedback, "error", reply.error);
      return;
    }
    message(feedback, "info", "");
    review = reply;
    index = 0;
    render();
    analysis.replaceChildren(reply.analysis ? analysisPanel(text, reply.names) : "");
    root.dataset.ready = "1";
  });

  root.replaceChildren(field("Ouvrir un relevé (une donne de Tarot ou une partie de Tarot africain, en JSON)", input), status.element, feedback, stage, analysis);
  return () => true;
}
