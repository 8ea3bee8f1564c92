// The tricks being noted for a round of a Tarot africain sheet, kept for this tab (sessionStorage, through
// DeviceStore), per game: a reload (a phone's pull to refresh at the table), a rule read and Back, or a
// bid taken back and said again find them as they were typed, for that same round only. Unreadable data
// is put aside as found, never erased; a save the browser refuses is said at once.
import { DeviceStore, isObject } from "../site/device-store.js";
import { toldStore } from "../site/store-notice.js";

const VERSION = 1;

// What the page says about the tricks being noted, by DeviceStore's problem.
export const MESSAGES = {
  aside: "Les plis en cours de saisie gardés dans cet onglet étaient illisibles\u00a0: ils ont été mis de côté, sans être effacés.",
  newer: "Les plis en cours de saisie ont été gardés par une version plus récente du site\u00a0: cette page les laisse intacts.",
  full: "Les plis en cours de saisie n’ont pas pu être gardés\u00a0: le stockage du navigateur est plein. Un rechargement de la page les viderait.",
  unavailable: "Ce navigateur n’autorise pas le stockage\u00a0: un rechargement de la page viderait les plis en cours de saisie.",
};

// Fill `inputs` (a Map from seat to its input) with the tricks kept under `key` for round `round`, if
// any; `notice`: where problems are said. Returns `save()`, to call at each change.
export function keptTricks(key, round, inputs, notice) {
  const valid = (data) =>
    data.round === null || (Number.isInteger(data.round) && isObject(data.tricks) && Object.values(data.tricks).every((value) => typeof value === "string"));
  const store = toldStore(new DeviceStore(key, VERSION, valid, () => ({ version: VERSION, round: null, tricks: {} }), "session"), notice, MESSAGES);
  const data = store.read();
  if (data.round === round) for (const [seat, input] of inputs) input.value = data.tricks[seat] ?? "";
  return () => {
    const tricks = Object.fromEntries([...inputs].map(([seat, input]) => [seat, input.value]));
    store.update((kept) => Object.assign(kept, { round, tricks }));
  };
}
