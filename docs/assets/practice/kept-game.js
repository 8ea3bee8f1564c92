// The game in play on a practice page, kept for this tab (sessionStorage, through DeviceStore): a reload,
// or a phone that dropped the tab while the reader was in another app, finds the deal where it was. Kept
// per tab, as the address is: two tabs each go on with their own game. Unreadable data is put aside as
// found, never erased; a save the browser refuses is said at once, and the game goes on in the page.
import { DeviceStore, isObject } from "../site/device-store.js";
import { toldStore } from "../site/store-notice.js";

const VERSION = 1;

// What the page says about the kept game, by DeviceStore's problem.
export const MESSAGES = {
  aside:
    "La partie gardée dans cet onglet était illisible\u00a0: elle a été mise de côté, sans être effacée, et une nouvelle partie commence.",
  newer:
    "La partie de cet onglet a été gardée par une version plus récente du site\u00a0: cette page la laisse intacte et ne garde pas celle-ci.",
  full: "La partie en cours n’a pas pu être gardée\u00a0: le stockage du navigateur est plein. Elle continue ici, mais un rechargement de la page la recommencerait.",
  unavailable:
    "Ce navigateur n’autorise pas le stockage\u00a0: la partie continue ici, mais un rechargement de la page la recommencerait.",
};

// The game of the practice page `kind` ("donne", "africain"; "revoir": the record being reviewed) kept for
// this tab; `notice`: the element where problems are said, in the words of `messages`.
export function keptGame(kind, notice, messages = MESSAGES) {
  const store = toldStore(
    new DeviceStore(`tarot-entrainement-${kind}`, VERSION, (data) => data.game === null || isObject(data.game), () => ({ version: VERSION, game: null }), "session"),
    notice,
    messages,
  );
  return {
    // The record kept for this tab ({game, …what the page keeps with it}), or null.
    read() {
      const data = store.read();
      return data.game ? data : null;
    },
    // Keep `game`, with `more` (the page's own memory of it).
    save(game, more = {}) {
      store.update((data) => Object.assign(data, more, { game }));
    },
    // The kept record, which the engine refused to replay, put aside as found.
    putAside(record) {
      store.putAside(JSON.stringify(record));
    },
  };
}

// Open the page on the game kept for this tab when the address asks for it (it names no game, or that one:
// `settings.asks`), replayed by the engine's `fn` (`send`, reader-tools.js) and given to `show`; else, or
// when the engine refuses the kept game (put aside), `fresh()`.
export async function openKept({ kept, settings, form, send, fn, show, fresh }) {
  const record = kept.read();
  const wanted = record && settings.of(record.game);
  if (!wanted || !settings.asks(wanted)) return fresh();
  settings.write(wanted);
  form.show(wanted);
  const reply = await send(fn, record.game);
  if (reply) return show(reply, record);
  kept.putAside(record);
  return fresh();
}
