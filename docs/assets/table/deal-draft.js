// The deal being typed, kept for this tab (sessionStorage, through DeviceStore): in the calculator, and
// in each evening sheet's « Nouvelle donne ». A reload, a rule read and Back, or a phone that dropped the
// tab find the form as the reader left it. Unreadable data is put aside as found, never erased; a save
// the browser refuses is said at once.
import { DeviceStore, isObject } from "../site/device-store.js";
import { toldStore } from "../site/store-notice.js";

const VERSION = 1;

// What the page says about the deal being typed, by DeviceStore's problem.
export const MESSAGES = {
  aside: "La donne en cours de saisie gardée dans cet onglet était illisible\u00a0: elle a été mise de côté, sans être effacée.",
  newer: "La donne en cours de saisie a été gardée par une version plus récente du site\u00a0: cette page la laisse intacte.",
  full: "La donne en cours de saisie n’a pas pu être gardée\u00a0: le stockage du navigateur est plein. Un rechargement de la page la viderait.",
  unavailable: "Ce navigateur n’autorise pas le stockage\u00a0: un rechargement de la page viderait la donne en cours de saisie.",
};

// Fill `form` (a DealForm) with the deal kept under `key` for this tab, if any; `notice`: where problems
// are said. With `choosesPlayers` (the calculator) the player count and names are the reader's input and
// kept too; without (a sheet, whose players are its own), only the facts of a deal at the form's player
// count are put back. Returns {restored} (whether a deal was put back), `save()`, to call at each
// change, and `restore()`, which fills the form again with the deal last kept (true if it did).
export function keptDeal(key, form, notice, { choosesPlayers = true } = {}) {
  const counts = [...form.rules.keys()];
  const usable = (deal) =>
    isObject(deal) && counts.includes(deal.players) && Array.isArray(deal.names) && deal.names.every((name) => typeof name === "string") && isObject(deal.facts);
  const device = new DeviceStore(key, VERSION, (data) => data.deal === null || usable(data.deal), () => ({ version: VERSION, deal: null }), "session");
  const store = toldStore(device, notice, MESSAGES);
  const restore = () => {
    const data = store.read();
    const { deal } = device.pending || data;
    if (!deal || (!choosesPlayers && deal.players !== form.players)) return false;
    if (choosesPlayers) form.setPlayers(deal.players, deal.names);
    form.fill(deal.facts);
    return true;
  };
  const save = () => {
    const deal = { players: form.players, names: form.nameInputs.map((input) => input.value), facts: form.facts() };
    store.update((kept) => Object.assign(kept, { deal }));
  };
  return { restored: restore(), save, restore };
}
