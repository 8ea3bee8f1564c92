// How the saved games lie in localStorage (version 3), and how older or damaged data is read without
// ever being overwritten.
//   tarot-table:game:<id>      one saved game: {version: 3, kind, id, created, revision, sheet, undo, redo,
//                              imported?, copy?}; undo and redo are patches (sheet-patch.js), revision
//                              counts its saves (a tab never writes over a revision it has not read)
//   tarot-table:current:<kind> the id of the game shown last on that sheet
//   tarot-table:aside:<from>:<id>    unreadable data, kept as it was found (<from>: the key it came from)
//   tarot-table                version 1 or 2 (every game in one record, undo as full sheets): migrated
//                              to version 3, then removed; a newer version is left untouched.
import { patchesFrom } from "./sheet-patch.js";

export const VERSION = 3;
export const PREFIX = "tarot-table";
const LEGACY = PREFIX;
const GAME = `${PREFIX}:game:`;
const CURRENT = `${PREFIX}:current:`;
const ASIDE = `${PREFIX}:aside:`;
const LISTS = { tarot: "deals", africain: "rounds" };

export const gameKey = (id) => GAME + id;
export const currentKey = (kind) => CURRENT + kind;

export function newId() {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

// A game the pages can show: a known kind and a sheet with its players and its list of deals or rounds.
function usable(game, kind) {
  const sheet = game && game.sheet;
  return Boolean(sheet && typeof sheet === "object" && Array.isArray(sheet.players) && Array.isArray(sheet[LISTS[kind]]) && game.id);
}

const isNewer = (data) => Boolean(data) && Number.isInteger(data.version) && data.version > VERSION;

// Keep `raw` under an aside key, then free `key`; if even the copy fails (full storage), `key` stays as it is.
function putAside(key, raw) {
  try {
    localStorage.setItem(`${ASIDE}${key || "partie"}:${newId()}`, raw);
  } catch {
    return;
  }
  if (key !== null) localStorage.removeItem(key);
}

function parse(raw) {
  try {
    return { data: JSON.parse(raw) };
  } catch {
    return null;
  }
}

// Store a string as it is, anything else as JSON; false if storage refuses (full, or disabled).
export function tryWrite(key, value) {
  try {
    localStorage.setItem(key, typeof value === "string" ? value : JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

// Version 1 ({tarot: {sheet, undo}, …}) and 2 ({tarot: {current, games: [{id, created, sheet, undo, redo}]}, …})
// as version 3 records; a game that cannot be shown is put aside alone.
function legacyGames(old) {
  const games = [];
  for (const kind of Object.keys(LISTS)) {
    const slot = old[kind];
    if (!slot) continue;
    const listed = old.version === 1 ? [{ ...slot, id: `v1-${kind}`, created: null }] : slot.games || [];
    for (const game of listed) {
      if (!usable(game, kind)) {
        putAside(null, JSON.stringify(game));
        continue;
      }
      const undo = patchesFrom(Array.isArray(game.undo) ? game.undo : [], game.sheet);
      const redo = patchesFrom(Array.isArray(game.redo) ? game.redo : [], game.sheet);
      games.push({ version: VERSION, kind, id: game.id, created: game.created || null, revision: 1, sheet: game.sheet, undo, redo });
    }
    const current = old.version === 1 ? `v1-${kind}` : slot.current;
    if (current && games.some((game) => game.id === current)) tryWrite(currentKey(kind), current);
  }
  return games;
}

// Migrate the version 1 or 2 record; games that could not be written (full storage) come back to be
// shown from memory, and the old record stays until every game is written.
function migrate(found) {
  const raw = localStorage.getItem(LEGACY);
  if (raw === null) return [];
  const parsed = parse(raw);
  const old = parsed && parsed.data;
  if (isNewer(old)) {
    found.newer.push({ key: LEGACY, raw });
    return [];
  }
  if (!old || (old.version !== 1 && old.version !== 2)) {
    putAside(LEGACY, raw);
    return [];
  }
  // A game already written by an earlier, unfinished migration may have changed since: left as it is.
  const written = (game) => localStorage.getItem(gameKey(game.id)) !== null || tryWrite(gameKey(game.id), game) || tryWrite(gameKey(game.id), { ...game, undo: [], redo: [] });
  const unwritten = legacyGames(old).filter((game) => !written(game));
  if (!unwritten.length) localStorage.removeItem(LEGACY);
  return unwritten;
}

function keys() {
  return Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)).filter((key) => key && key.startsWith(PREFIX));
}

// Everything stored: {games: {tarot: [record], africain: [record]} (oldest first), aside: [{key, raw}],
// newer: [{key, raw}]}. Older data is migrated and damaged data put aside on the way.
export function readAll() {
  const found = { games: { tarot: [], africain: [] }, aside: [], newer: [] };
  const unwritten = migrate(found);
  for (const key of keys().filter((k) => k.startsWith(GAME))) {
    const raw = localStorage.getItem(key);
    const parsed = parse(raw);
    const game = parsed && parsed.data;
    if (isNewer(game)) found.newer.push({ key, raw });
    else if (game && found.games[game.kind] && usable(game, game.kind)) found.games[game.kind].push(game);
    else putAside(key, raw);
  }
  for (const game of unwritten) found.games[game.kind].push(game);
  found.aside = keys()
    .filter((key) => key.startsWith(ASIDE))
    .map((key) => ({ key, raw: localStorage.getItem(key) }));
  for (const list of Object.values(found.games)) list.sort((a, b) => String(a.created).localeCompare(String(b.created)));
  return found;
}

// One stored game: {game} if readable, {newer: true} if written by a newer page, {} if absent or damaged.
export function readGame(id) {
  const raw = localStorage.getItem(gameKey(id));
  const parsed = raw === null ? null : parse(raw);
  if (!parsed) return {};
  return isNewer(parsed.data) ? { newer: true } : { game: parsed.data };
}

export function forgetAside() {
  for (const key of keys().filter((k) => k.startsWith(ASIDE))) localStorage.removeItem(key);
}

// The characters the saved games take (localStorage counts characters of keys and values: 5 Mi in Chromium).
export function storedSize() {
  return keys().reduce((total, key) => total + key.length + localStorage.getItem(key).length, 0);
}

// A short fingerprint of a sheet (FNV-1a, 32 bits): a file imported twice is recognised.
export function fingerprint(sheet) {
  let hash = 0x811c9dc5;
  for (const char of JSON.stringify(sheet)) hash = Math.imul(hash ^ char.codePointAt(0), 0x01000193) >>> 0;
  return hash.toString(16);
}
