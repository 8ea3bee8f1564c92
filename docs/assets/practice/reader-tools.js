// What both practice pages (a Tarot deal, a Tarot africain game) do with the engine for the reader: the
// parts of the page around the table, ask the engine one thing at a time (the page marked busy
// meanwhile), say its refusals with their rule, and the reader's tools, « Conseil » (what the computer would do in the reader's place, and why) and
// « Reprendre » (the game before the reader's last card). No rule here: the engine answers everything.
import { h } from "../site/dom.js";
import { ask, engineStatus } from "../table/engine.js";
import { button, message } from "../table/widgets.js";
import { journal, reasonText } from "./reasons.js";
import { ruleUrl } from "./rules.js";
import { practiceBoard } from "./table-view.js";

// The page's prompt, its feedback (errors, refusals, advice), the notice about the game kept for a
// reload (kept-game.js), the board (table-view.js), the journal of the computers' reasons and `send`
// (engineSender); `mount(form)` puts them in `root` under the settings form, the engine's loading line
// under the (empty) board: its going when the engine is ready moves nothing above it.
export function practiceParts(root) {
  const status = engineStatus();
  const prompt = h("p", { className: "practice-prompt", role: "status" });
  const feedback = h("div", { className: "table-message", hidden: true, role: "alert" });
  const notice = h("p", { className: "table-message practice-kept", hidden: true, role: "status" });
  const board = practiceBoard(prompt, feedback);
  const log = journal();
  const mount = (form) => root.replaceChildren(form, notice, board.element, status.element, log.element);
  return { prompt, feedback, notice, board, log, send: engineSender(root, feedback), mount };
}

// send(fn, args): the engine's answer, or null (a question already pending, or an error said in `feedback`).
export function engineSender(root, feedback) {
  let pending = false;
  return async (fn, args) => {
    if (pending) return null;
    pending = true;
    root.dataset.busy = "1";
    try {
      const reply = await ask(fn, args);
      if (reply && reply.ok === false) {
        message(feedback, "error", reply.error);
        return null;
      }
      return reply;
    } finally {
      pending = false;
      root.dataset.busy = "";
    }
  };
}

// The reader's `action` on the `game` shown, sent to the engine's `fn`: its answer, or null when there is
// none or the engine refused the action (its French reason and the link to its rule said in `feedback`).
export async function playAction(send, feedback, fn, game, action) {
  const reply = await send(fn, { ...game, action });
  if (!reply) return null;
  if (reply.refused) {
    feedback.className = "table-message table-message--error";
    feedback.replaceChildren(reply.refused.message, " ", h("a", { href: ruleUrl(reply.refused.rule) }, "Voir la règle"));
    feedback.hidden = false;
    return null;
  }
  message(feedback, "info", "");
  return reply;
}

// « Conseil » and, once the reader has played a card, « Reprendre »: `calls` names the engine functions
// ({advice, undo}), `game` is the game shown, `show(reply)` shows the game taken back.
export function readerTools({ calls, game, canUndo, send, feedback, show }) {
  const advise = async () => {
    const reply = await send(calls.advice, game);
    if (!reply) return;
    feedback.className = "table-message practice-advice";
    feedback.replaceChildren(h("strong", {}, `Conseil\u00a0: ${reply.text}`), reasonText(reply));
    feedback.hidden = false;
  };
  const undo = async () => {
    const reply = await send(calls.undo, game);
    if (!reply) return;
    message(feedback, "info", "Votre dernière carte est reprise\u00a0: rejouez.");
    show(reply);
  };
  const tools = [button("Conseil", advise)];
  if (canUndo) tools.push(button("Reprendre", undo));
  return h("div", { className: "table-actions practice-tools" }, tools);
}
