// The saved games of one sheet (tarot or africain) and the game shown. A save is written only over the
// revision it was made from (another tab may have saved since); if storage is full, undo history goes
// before any deal; other tabs' changes are followed (storage event). Layout: storage-records.js.
import { apply, diff } from "./sheet-patch.js";
import { PREFIX, VERSION, currentId, currentKey, forgetAside, forgetLegacy, freeLegacyHistory, gameKey, newId, readAll, readGame, storedSize, tryWrite } from "./storage-records.js";

const UNDO_DEPTH = 50;
const HISTORY_CHARS = 30_000; // for each of undo and redo, per game

const NOTHING = { games: { tarot: [], africain: [] }, aside: [], newer: [] };
let persistAsked = false;

// Storage may be refused altogether (some private modes): then nothing is stored, nothing breaks.
function safely(read, fallback) {
  try {
    return read();
  } catch {
    return fallback;
  }
}

// The newest patches of a history, within UNDO_DEPTH steps and HISTORY_CHARS characters.
function bounded(history) {
  const kept = [];
  let size = 0;
  for (const patch of history.slice(-UNDO_DEPTH).reverse()) {
    size += JSON.stringify(patch).length;
    if (size > HISTORY_CHARS) break;
    kept.unshift(patch);
  }
  return kept;
}

// Write a game; when storage is full, the undo history of the other games goes first (those the old
// record of version 1 or 2 still holds, then the others, oldest game first), then its own: a deal is
// never lost to keep an « Annuler ». The record written, or null.
function writeWithRoom(record) {
  const key = gameKey(record.id);
  if (tryWrite(key, record)) return record;
  if (safely(freeLegacyHistory, false) && tryWrite(key, record)) return record;
  const found = safely(readAll, NOTHING);
  const stored = (game) => safely(() => localStorage.getItem(gameKey(game.id)) !== null, false);
  const others = [...found.games.tarot, ...found.games.africain].filter((game) => game.id !== record.id && (game.undo.length || game.redo.length) && stored(game));
  for (const game of others) {
    tryWrite(gameKey(game.id), { ...game, undo: [], redo: [] });
    if (tryWrite(key, record)) return record;
  }
  const bare = { ...record, undo: [], redo: [] };
  return tryWrite(key, bare) ? bare : null;
}

function askToPersist() {
  if (persistAsked || !navigator.storage || !navigator.storage.persist) return;
  persistAsked = true;
  navigator.storage.persist().catch(() => false);
}

export class Slot {
  constructor(kind) {
    this.kind = kind;
    this.onChange = null;
    const games = this.games(); // first: older data is migrated on the way
    const current = safely(() => currentId(kind), null);
    this.load(games.find((game) => game.id === current) || null);
  }

  load(game) {
    this.id = game ? game.id : null;
    this.created = game ? game.created : null;
    this.revision = game ? game.revision || 0 : 0;
    this.sheet = game ? game.sheet : null;
    this.undo = game ? game.undo || [] : [];
    this.redo = game ? game.redo || [] : [];
    this.imported = game ? game.imported : undefined;
    this.copy = game ? game.copy : undefined;
  }

  // What is stored for this sheet: {games (newest first), aside, newer, size}; see storage-records.js.
  overview() {
    const found = safely(readAll, NOTHING);
    return { games: [...found.games[this.kind]].reverse(), aside: found.aside, newer: found.newer, size: safely(storedSize, 0) };
  }

  games() {
    return this.overview().games;
  }

  // Save `next` ({sheet, undo, redo, imported?, copy?}) made from revision `base` (a game the old record
  // still holds, see storage-records.js, is at revision 1): {ok: true}, or
  // {ok: false, problem}: "stale" (another tab saved since: nothing written, the newer game is loaded),
  // "newer" (a newer version of the site wrote it: read-only), "full" (kept in this page only).
  commit(next, base) {
    const id = this.id || newId();
    const stored = safely(() => readGame(id), {});
    if (stored.newer) return { ok: false, problem: "newer" };
    if ((stored.game ? stored.game.revision || 0 : 0) !== base) {
      this.refresh();
      if (this.onChange) queueMicrotask(() => this.onChange(true, true));
      return { ok: false, problem: "stale" };
    }
    const record = { version: VERSION, kind: this.kind, id, created: this.created || new Date().toISOString(), revision: base + 1, imported: this.imported, copy: this.copy, ...next };
    const written = writeWithRoom(record);
    if (!written) {
      this.load({ ...record, revision: base });
      return { ok: false, problem: "full" };
    }
    this.load(written);
    tryWrite(currentKey(this.kind), id);
    askToPersist();
    return { ok: true };
  }

  // A new sheet for the game shown; `fields`: base (the revision it was made from, by default the one
  // shown), imported, copy.
  change(sheet, { base = this.revision, ...fields } = {}) {
    const undo = this.sheet ? bounded([...this.undo, diff(sheet, this.sheet)]) : [];
    return this.commit({ sheet, undo, redo: [], ...fields }, base);
  }

  // Undo (from = "undo") or redo (from = "redo"): the way back goes on the other stack.
  step(from) {
    const to = from === "undo" ? "redo" : "undo";
    const history = this[from];
    if (!history.length) return { ok: false, problem: "empty" };
    const sheet = apply(this.sheet, history[history.length - 1]);
    return this.commit({ sheet, [from]: history.slice(0, -1), [to]: bounded([...this[to], diff(sheet, this.sheet)]) }, this.revision);
  }

  // The game shown, read again from storage (gone if another tab deleted it).
  refresh() {
    const id = this.id;
    this.load(this.overview().games.find((game) => game.id === id) || null);
  }

  // « Nouvelle partie »: the current game stays in the list.
  clear() {
    this.load(null);
    safely(() => localStorage.removeItem(currentKey(this.kind)));
  }

  switchTo(id) {
    const game = this.games().find((g) => g.id === id);
    if (!game) return false;
    this.load(game);
    tryWrite(currentKey(this.kind), id);
    return true;
  }

  remove(id) {
    safely(() => {
      localStorage.removeItem(gameKey(id));
      forgetLegacy(id);
      if (localStorage.getItem(currentKey(this.kind)) === id) localStorage.removeItem(currentKey(this.kind));
    });
    if (this.id === id) this.load(null);
  }

  forgetAside() {
    safely(forgetAside);
  }

  // onChange(shown, refused) when another tab changed the saved games (shown: the game shown here,
  // now reloaded) or when a stale save was refused; stops once alive() is false.
  follow(onChange, alive) {
    this.onChange = onChange;
    const listener = (event) => {
      if (!alive()) {
        window.removeEventListener("storage", listener);
        return;
      }
      if (event.key !== null && !event.key.startsWith(PREFIX)) return;
      const shown = this.id !== null && (event.key === null || event.key === gameKey(this.id));
      if (shown) this.refresh();
      onChange(shown, false);
    };
    window.addEventListener("storage", listener);
  }
}
