// How the saved games lie in localStorage (version 3), and how older or damaged data is read without
// ever being overwritten.
//   tarot-table:game:<id>      one saved game: {version: 3, kind, id, created, revision, sheet, undo, redo,
//                              imported?, copy?}; undo and redo are patches (sheet-patch.js), revision
//                              counts its saves (a tab never writes over a revision it has not read)
//   tarot-table:current:<kind> the id of the game shown last on that sheet
//   tarot-table:aside:<from>:<id>    unreadable data, kept as it was found (<from>: the key it came from)
//   tarot-table                version 1 or 2 (every game in one record, undo as full sheets): migrated
//                              to version 3 one game at a time, each game leaving it once written
//                              elsewhere, then removed; a newer version is left untouched. While it holds
//                              a game (full storage), that game reads as revision 1 and can still be saved.
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

// Keep `raw` under an aside key, then free `key`; if even the copy fails (full storage), `key` stays as
// it is. True once kept aside.
function putAside(key, raw) {
  try {
    localStorage.setItem(`${ASIDE}${key || "partie"}:${newId()}`, raw);
  } catch {
    return false;
  }
  if (key !== null) localStorage.removeItem(key);
  return true;
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

// The games of one kind in a version 1 ({tarot: {sheet, undo}, …}) or 2 ({tarot: {current, games: [{id,
// created, sheet, undo, redo}]}, …}) record, as found.
function legacyList(old, kind) {
  const slot = old[kind];
  if (!slot) return [];
  if (old.version === 1) return [slot];
  return Array.isArray(slot.games) ? slot.games : [];
}

const legacyId = (old, kind, game) => (old.version === 1 ? `v1-${kind}` : game && game.id);

// One game of the old record as a version 3 record (revision 1), or null if it cannot be shown.
function asRecord(old, kind, game) {
  const found = old.version === 1 ? { ...game, id: legacyId(old, kind, game), created: null } : game;
  if (!usable(found, kind)) return null;
  const undo = patchesFrom(Array.isArray(found.undo) ? found.undo : [], found.sheet);
  const redo = patchesFrom(Array.isArray(found.redo) ? found.redo : [], found.sheet);
  return { version: VERSION, kind, id: found.id, created: found.created || null, revision: 1, sheet: found.sheet, undo, redo };
}

// The old record without the games in `gone` (games as found in it).
function without(old, gone) {
  const next = { ...old };
  for (const kind of Object.keys(LISTS)) {
    if (!old[kind]) continue;
    if (old.version === 1) next[kind] = gone.has(old[kind]) ? null : old[kind];
    else next[kind] = { ...old[kind], games: legacyList(old, kind).filter((game) => !gone.has(game)) };
  }
  return next;
}

// The version 1 or 2 record, parsed, or null (absent, damaged, newer: migrate() deals with those).
function legacy() {
  const raw = localStorage.getItem(LEGACY);
  const parsed = raw === null ? null : parse(raw);
  const old = parsed && parsed.data;
  return old && (old.version === 1 || old.version === 2) ? old : null;
}

// Migrate the version 1 or 2 record, one game at a time: a game leaves the old record only once it is
// written under its own key (or, if it cannot be shown, put aside); when storage is full, the room of the
// games already moved is freed (the old record rewritten without them, which only shrinks it) before
// the next write is tried. Games that could not be written come back, to be shown from memory; the old
// record keeps them.
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
  const written = (record) => localStorage.getItem(gameKey(record.id)) !== null || tryWrite(gameKey(record.id), record) || tryWrite(gameKey(record.id), { ...record, undo: [], redo: [] });
  const moved = new Set();
  let freed = 0; // games of `moved` already gone from the stored old record
  const shrink = () => {
    if (moved.size > freed && tryWrite(LEGACY, without(old, moved))) freed = moved.size;
  };
  const unwritten = [];
  let kept = 0; // games left in the old record
  for (const kind of Object.keys(LISTS)) {
    const records = [];
    for (const game of legacyList(old, kind)) {
      const record = asRecord(old, kind, game);
      const place = () => (record ? written(record) : putAside(null, JSON.stringify(game)));
      let done = place();
      if (!done && moved.size > freed) {
        shrink();
        done = place();
      }
      if (done) moved.add(game);
      else kept += 1;
      if (record) records.push(record);
      if (record && !done) unwritten.push(record);
    }
    const current = old.version === 1 ? `v1-${kind}` : old[kind] && old[kind].current;
    if (current && records.some((record) => record.id === current) && localStorage.getItem(currentKey(kind)) === null) tryWrite(currentKey(kind), current);
  }
  if (!kept) localStorage.removeItem(LEGACY);
  else shrink();
  return unwritten;
}

// A game the old record still holds (not yet written under its own key), as a version 3 record, or null.
function pending(id) {
  const old = legacy();
  if (!old) return null;
  for (const kind of Object.keys(LISTS)) {
    const game = legacyList(old, kind).find((g) => legacyId(old, kind, g) === id);
    const record = game && asRecord(old, kind, game);
    if (record) return record;
  }
  return null;
}

// Full storage: the « Annuler » history of every game the old record still holds goes (full copies of
// the sheet there, the bulk of it), never a deal. True if room was freed.
export function freeLegacyHistory() {
  const old = legacy();
  if (!old) return false;
  const heavy = (game) => Boolean(game) && ((Array.isArray(game.undo) && game.undo.length > 0) || (Array.isArray(game.redo) && game.redo.length > 0));
  const bare = (game) => (heavy(game) ? { ...game, undo: [], redo: [] } : game);
  const kinds = Object.keys(LISTS).filter((kind) => legacyList(old, kind).some(heavy));
  if (!kinds.length) return false;
  const next = { ...old };
  for (const kind of kinds) {
    next[kind] = old.version === 1 ? bare(old[kind]) : { ...old[kind], games: legacyList(old, kind).map(bare) };
  }
  return tryWrite(LEGACY, next);
}

// The id of the game shown last on that sheet; while the old record could not give way (full storage),
// the one it names if that could not be written either.
export function currentId(kind) {
  const id = localStorage.getItem(currentKey(kind));
  const old = id === null ? legacy() : null;
  if (!old || !old[kind]) return id;
  return old.version === 1 ? legacyId(old, kind, old[kind]) : old[kind].current || null;
}

// A deleted game leaves the old record too (else it would come back at the next reading).
export function forgetLegacy(id) {
  const old = legacy();
  if (!old) return;
  const gone = new Set(Object.keys(LISTS).flatMap((kind) => legacyList(old, kind).filter((game) => legacyId(old, kind, game) === id)));
  if (gone.size) tryWrite(LEGACY, without(old, gone));
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

// One stored game: {game} if readable (from its key, or from the old record while that still holds
// it), {newer: true} if written by a newer page, {} if absent or damaged.
export function readGame(id) {
  const raw = localStorage.getItem(gameKey(id));
  if (raw === null) {
    const waiting = pending(id);
    return waiting ? { game: waiting } : {};
  }
  const parsed = parse(raw);
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
