// The reader's progress in the tutorials, kept in localStorage (versioned, through DeviceStore: each
// change made to what is stored now, unreadable data put aside, never erased, a refused save said).
// What is read back is checked: a step number outside the tutorial, or of the wrong type, is dropped
// (the reader then starts at the first step), so foreign data never breaks a tutorial.
import { DeviceStore, isObject } from "../site/device-store.js";

export const STORE_KEY = "tarot-tutoriels";
const STORE_VERSION = 1;


export const store = new DeviceStore(STORE_KEY, STORE_VERSION, (data) => isObject(data.tutorials), () => ({
  version: STORE_VERSION,
  tutorials: {},
}));

// What the page says when the progress could not be read or kept, by DeviceStore's problem.
export const MESSAGES = {
  aside:
    "Votre progression enregistrée sur cet appareil était illisible\u00a0: elle a été mise de côté, sans être effacée, et les tutoriels repartent du début.",
  newer:
    "Votre progression a été enregistrée par une version plus récente du site\u00a0: cette page la laisse intacte et ne garde pas vos nouvelles étapes.",
  full: "Votre progression n’a pas pu être enregistrée\u00a0: le stockage de cet appareil est plein.",
  unavailable: "Cet appareil n’autorise pas le stockage\u00a0: votre progression ne sera pas gardée.",
};

// A step number of a tutorial of `total` steps, or 0 when `value` is none.
export function validStep(value, total) {
  return Number.isInteger(value) && value >= 1 && value <= total ? value : 0;
}

// The progress in tutorial `id` (of `total` steps), repaired in `store`: the steps done, each once and
// in order; the current step, or 1.
export function progressOf(store, id, total) {
  const saved = isObject(store.tutorials[id]) ? store.tutorials[id] : {};
  const done = Array.isArray(saved.done) ? saved.done.filter((n) => validStep(n, total)) : [];
  const progress = {
    done: [...new Set(done)].sort((a, b) => a - b),
    current: validStep(saved.current, total) || 1,
    finished: false,
  };
  progress.finished = progress.done.length === total;
  store.tutorials[id] = progress;
  return progress;
}
