// « Rythme » : after the reader's card, the other players' cards appear one at a time, the trick's
// winner marked before it is gathered, then the next trick's first cards, as at a real table; « Plus
// vite » shows the table as it stands at once. Only a drawing of what the engine's answer already
// holds (its last trick and the trick in progress): the page is ready for the reader's next card
// meanwhile. No movement is drawn, so reduced motion changes nothing here.
import { select } from "../table/widgets.js";
import { trickName } from "./table-view.js";

export const PACES = [
  ["pas-a-pas", "Pas à pas"],
  ["rapide", "Rapide"],
  ["immediat", "Tout de suite"],
];
const DELAYS = { "pas-a-pas": 800, rapide: 350, immediat: 0 };

// The tricks to draw one after the other once the reader has played `card`: the last trick from the
// reader's card to its end (the full trick with its winner), then the trick in progress card by card
// (the page's own drawing shows it whole at the end). None when the trick of that card is not the last.
export function paceFrames(view, card) {
  const last = view.last_trick;
  const mine = last ? last.cards.findIndex((play) => play.player === "Vous" && play.card === card) : -1;
  if (mine < 0) return [];
  const frames = [];
  for (let count = mine + 1; count < last.cards.length; count++) frames.push({ trick: last.cards.slice(0, count), winner: null });
  const name = trickName(last);
  frames.push({ trick: last.cards, winner: last.winner, label: name[0].toUpperCase() + name.slice(1) });
  for (let count = 1; count < view.trick.length; count++) frames.push({ trick: view.trick.slice(0, count), winner: null });
  return frames;
}

// Draws `frames` with `draw(frame)` at the pace `name`, then `done()`; `stop()` ends it at once (no
// `done`). While it runs, `root` carries data-pacing="1".
export function pacer(root) {
  let timer = null;
  const stop = () => {
    clearTimeout(timer);
    timer = null;
    root.dataset.pacing = "";
  };
  const run = (name, frames, draw, done) => {
    stop();
    const delay = DELAYS[name] ?? 0;
    if (!delay || !frames.length) return;
    root.dataset.pacing = "1";
    const step = (index) => {
      if (index === frames.length) {
        stop();
        done();
        return;
      }
      draw(frames[index]);
      timer = setTimeout(() => step(index + 1), frames[index].winner ? 2 * delay : delay);
    };
    step(0);
  };
  return { run, stop };
}

// The setting « Rythme des autres joueurs » (a page's form gives it its label).
export function paceSelect() {
  return select("rythme", PACES, PACES[0][0]);
}

// A practice page's table at the reader's pace, on `board` (table-view.js: practiceBoard):
// `table(frame)` draws the table as the engine's view has it (frame null) or one frame; `pace()` is the
// setting's value; `settle()` is what follows « Plus vite » (the focus back on the hand).
// `play(view, card)`: after the reader's `card`, the others' cards one at a time; `stop()` ends it
// (the page draws the whole table itself).
export function pacedTable(root, board, { table, pace, settle }) {
  const pacing = pacer(root);
  const whole = () => board.showTable(table(null));
  const hurry = () => {
    pacing.stop();
    whole();
    settle();
  };
  return {
    stop: pacing.stop,
    play: (view, card) => pacing.run(pace(), paceFrames(view, card), (frame) => board.showTable(table({ ...frame, hurry })), whole),
  };
}
