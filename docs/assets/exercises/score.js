// The reader's score, streak and place in each series, kept on this device (localStorage, versioned).
// Data that does not have the expected shape (edited by hand, written by an older page, cut short) is
// reset, and load() says so in French: never a script error.
export const STORE_KEY = "tarot-exercices";
const STORE_VERSION = 1;
export const LEVELS = ["debutant", "confirme"];
export const RESET_MESSAGE =
  "Vos scores enregistrés sur cet appareil étaient illisibles\u00a0: ils ont été remis à zéro.";

const count = (value) => Number.isSafeInteger(value) && value >= 0;
const seed = (value) => Number.isSafeInteger(value) && value >= 1;

function validSeries(series) {
  return Boolean(series) && seed(series.start) && seed(series.next) && series.next >= series.start;
}

function validDrill(entry) {
  return (
    Boolean(entry) &&
    typeof entry === "object" &&
    LEVELS.includes(entry.level) &&
    ["right", "total", "streak", "best"].every((name) => count(entry[name])) &&
    entry.right <= entry.total &&
    Boolean(entry.series) &&
    LEVELS.every((level) => validSeries(entry.series[level]))
  );
}

function fresh() {
  return { version: STORE_VERSION, drills: {} };
}

// {store, message}: message is null unless saved data had to be reset.
export function load() {
  let raw;
  try {
    raw = localStorage.getItem(STORE_KEY);
  } catch (error) {
    return { store: fresh(), message: null }; // storage unavailable: nothing is kept
  }
  if (raw === null) return { store: fresh(), message: null };
  try {
    const data = JSON.parse(raw);
    const drills = data && data.version === STORE_VERSION && data.drills;
    if (drills && typeof drills === "object" && Object.values(drills).every(validDrill)) {
      return { store: data, message: null };
    }
  } catch (error) {
    // not JSON: reset below
  }
  save(fresh());
  return { store: fresh(), message: RESET_MESSAGE };
}

export function save(store) {
  try {
    localStorage.setItem(STORE_KEY, JSON.stringify(store));
  } catch (error) {
    // private mode or full storage: the score is simply not kept
  }
}

// The entry of one drill, created on first use: every series starts at seed 1 (the built pool).
export function entryOf(store, drill) {
  if (!store.drills[drill]) {
    const series = Object.fromEntries(LEVELS.map((level) => [level, { start: 1, next: 1 }]));
    store.drills[drill] = { level: LEVELS[0], right: 0, total: 0, streak: 0, best: 0, series };
  }
  return store.drills[drill];
}

export function record(entry, correct) {
  entry.total += 1;
  entry.right += correct ? 1 : 0;
  entry.streak = correct ? entry.streak + 1 : 0;
  entry.best = Math.max(entry.best, entry.streak);
}
