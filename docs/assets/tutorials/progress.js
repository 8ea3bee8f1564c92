// The reader's progress in the tutorials, kept in localStorage (versioned). What is read back is
// checked: a step number outside the tutorial, or of the wrong type, is dropped (the reader then
// starts at the first step), so damaged or foreign data never breaks a tutorial.
export const STORE_KEY = "tarot-tutoriels";
const STORE_VERSION = 1;

const isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);

// A step number of a tutorial of `total` steps, or 0 when `value` is none.
export function validStep(value, total) {
  return Number.isInteger(value) && value >= 1 && value <= total ? value : 0;
}

export function readStore() {
  try {
    const raw = JSON.parse(localStorage.getItem(STORE_KEY) || "null");
    if (isObject(raw) && raw.version === STORE_VERSION && isObject(raw.tutorials)) return raw;
  } catch (error) {
    // unreadable or unavailable storage: start afresh
  }
  return { version: STORE_VERSION, tutorials: {} };
}

export function writeStore(store) {
  try {
    localStorage.setItem(STORE_KEY, JSON.stringify(store));
  } catch (error) {
    // private mode or full storage: progress is simply not kept
  }
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
