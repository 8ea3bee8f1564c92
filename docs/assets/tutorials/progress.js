// The reader's progress in the tutorials, kept in localStorage (versioned).
export const STORE_KEY = "tarot-tutoriels";
const STORE_VERSION = 1;

export function readStore() {
  try {
    const raw = JSON.parse(localStorage.getItem(STORE_KEY) || "null");
    if (raw && raw.version === STORE_VERSION && raw.tutorials) return raw;
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

export function progressOf(store, id) {
  if (!store.tutorials[id]) store.tutorials[id] = { done: [], current: 1, finished: false };
  return store.tutorials[id];
}
