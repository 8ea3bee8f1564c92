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

// What a screen reader hears of a card played by another seat (« Est joue le Roi de cœur. ») and of a
// trick's winner (« Nord remporte le pli. »): the names as the engine gives them.
function playSaid(play) {
  return play.player === "Vous" ? [] : [`${play.player} joue ${play.the_name}.`];
}

function winnerSaid(winner) {
  return winner === "Vous" ? "Vous remportez le pli." : `${winner} remporte le pli.`;
}

// The tricks to draw one after the other once the reader has played `card`: the last trick from the
// reader's card to its end (the full trick with its winner), then the trick in progress card by card,
// the last frame `whole` (the page's own drawing of its view). Each frame has what it `said`: the card
// it adds, played by another seat, and the winner of a trick it completes. Without `card` (the reader
// made another choice), only the whole view, saying the cards of the trick in progress that `before`
// (the view shown until then) did not have. When the trick of the reader's card is not the last one, the
// whole view, saying nothing (Tarot africain: the reader out, the others played on to the end).
export function paceFrames(view, card, before = null) {
  if (card === null) {
    const seen = new Set((before?.trick ?? []).map((play) => play.card));
    return [{ whole: true, said: view.trick.filter((play) => !seen.has(play.card)).flatMap(playSaid) }];
  }
  const last = view.last_trick;
  const mine = last ? last.cards.findIndex((play) => play.player === "Vous" && play.card === card) : -1;
  if (mine < 0) return [{ whole: true, said: [] }];
  const frames = [];
  for (let count = mine + 1; count < last.cards.length; count++) {
    frames.push({ trick: last.cards.slice(0, count), winner: null, said: playSaid(last.cards[count - 1]) });
  }
  const name = trickName(last);
  const said = [...playSaid(last.cards[last.cards.length - 1]), winnerSaid(last.winner)];
  frames.push({ trick: last.cards, winner: last.winner, label: name[0].toUpperCase() + name.slice(1), said });
  for (let count = 1; count < view.trick.length; count++) {
    frames.push({ trick: view.trick.slice(0, count), winner: null, said: playSaid(view.trick[count - 1]) });
  }
  frames.push({ whole: true, said: view.trick.length ? playSaid(view.trick[view.trick.length - 1]) : [] });
  return frames;
}

// Draws `frames` at the pace `name`, each with `draw(frame)`, the `whole` one with `done(frame)`;
// `stop()` ends it at once and returns the frames not drawn yet. While it runs, `root` carries
// data-pacing="1".
export function pacer(root) {
  let timer = null;
  let left = [];
  const stop = () => {
    clearTimeout(timer);
    timer = null;
    root.dataset.pacing = "";
    const dropped = left;
    left = [];
    return dropped;
  };
  const run = (name, frames, draw, done) => {
    stop();
    left = frames;
    root.dataset.pacing = "1";
    const delay = DELAYS[name] ?? 0;
    const step = () => {
      const [frame, ...rest] = left;
      left = rest;
      if (frame.whole) {
        stop();
        done(frame);
        return;
      }
      draw(frame);
      timer = setTimeout(step, frame.winner ? 2 * delay : delay);
    };
    step();
  };
  return { run, stop };
}

// The setting « Rythme des autres joueurs » (a page's form gives it its label).
export function paceSelect() {
  return select("rythme", PACES, PACES[0][0]);
}

// A practice page's table at the reader's pace, on `board` (table-view.js: practiceBoard):
// `table(frame)` draws the table as the engine's view has it (frame null) or one frame; `pace()` is the
// setting's value; `settle()` is what follows « Plus vite » (the focus back on the hand). Each frame's
// sentences go to the board's polite live region as it is drawn.
// `play(view, card, before)`: the engine's answer to the reader's action (`card`, or null for another
// choice; `before`, the view shown until then): the others' cards one at a time, or at once at the pace
// « Tout de suite » (the page has already drawn the whole table). `stop()` ends it, saying what was left
// to say (the page draws the whole table itself).
export function pacedTable(root, board, { table, pace, settle }) {
  const pacing = pacer(root);
  const say = (frames) => board.say(frames.flatMap((frame) => frame.said));
  const stop = () => say(pacing.stop());
  const hurry = () => {
    stop();
    board.showTable(table(null));
    settle();
  };
  const play = (view, card, before) => {
    stop();
    const frames = paceFrames(view, card, before);
    if (!DELAYS[pace()] || frames.length === 1) {
      say(frames);
      return;
    }
    const draw = (frame) => {
      board.showTable(table({ ...frame, hurry }));
      say([frame]);
    };
    pacing.run(pace(), frames, draw, (frame) => {
      board.showTable(table(null));
      say([frame]);
    });
  };
  return { stop, play };
}
