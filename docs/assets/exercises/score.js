// The reader's score, streak and place in each series, kept on this device (localStorage, versioned,
// through DeviceStore: each answer is added to what is stored now, so that two tabs never write over
// each other; unreadable data is put aside, never erased, and the page says so in French).
import { DeviceStore } from "../site/device-store.js";
import { LEVEL_KEYS } from "../site/levels.js";

export const STORE_KEY = "tarot-exercices";
const STORE_VERSION = 1;

const count = (value) => Number.isSafeInteger(value) && value >= 0;
const seed = (value) => Number.isSafeInteger(value) && value >= 1;

function validSeries(series) {
  return Boolean(series) && seed(series.start) && seed(series.next) && series.next >= series.start;
}

function validDrill(entry) {
  return (
    Boolean(entry) &&
    typeof entry === "object" &&
    LEVEL_KEYS.includes(entry.level) &&
    ["right", "total", "streak", "best"].every((name) => count(entry[name])) &&
    entry.right <= entry.total &&
    Boolean(entry.series) &&
    LEVEL_KEYS.every((level) => validSeries(entry.series[level]))
  );
}

export const store = new DeviceStore(STORE_KEY, STORE_VERSION, validStore, () => ({ version: STORE_VERSION, drills: {} }));

function validStore(data) {
  return Boolean(data.drills) && typeof data.drills === "object" && Object.values(data.drills).every(validDrill);
}

// What the page says when the scores could not be read or kept, by DeviceStore's problem.
export const MESSAGES = {
  aside:
    "Vos scores enregistrés sur cet appareil étaient illisibles\u00a0: ils ont été mis de côté, sans être effacés, et le compte repart de zéro.",
  newer:
    "Vos scores ont été enregistrés par une version plus récente du site\u00a0: cette page les laisse intacts et ne garde pas vos nouvelles réponses.",
  full: "Votre score n’a pas pu être enregistré\u00a0: le stockage de cet appareil est plein. Il sera perdu en quittant la page.",
  unavailable: "Cet appareil n’autorise pas le stockage\u00a0: votre score ne sera pas gardé.",
};

// The entry of one drill, created on first use: every series starts at seed 1 (the built pool).
export function entryOf(store, drill) {
  if (!store.drills[drill]) {
    const series = Object.fromEntries(LEVEL_KEYS.map((level) => [level, { start: 1, next: 1 }]));
    store.drills[drill] = { level: LEVEL_KEYS[0], right: 0, total: 0, streak: 0, best: 0, series };
  }
  return store.drills[drill];
}

export function record(entry, correct) {
  entry.total += 1;
  entry.right += correct ? 1 : 0;
  entry.streak = correct ? entry.streak + 1 : 0;
  entry.best = Math.max(entry.best, entry.streak);
}
