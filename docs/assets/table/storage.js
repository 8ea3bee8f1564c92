// The table's storage (localStorage): one versioned record, several saved games per sheet, each with its
// undo and redo stacks.
const STORE_KEY = "tarot-table";
const STORE_VERSION = 2;
const UNDO_DEPTH = 50;

// Version 2: {version: 2, tarot: {current, games: [{id, created, sheet, undo}]}, africain: {…}}.
// Version 1 kept one game per sheet ({version: 1, tarot: {sheet, undo} | null, …}): migrated, not lost.
function emptyKind() {
  return { current: null, games: [] };
}

function newId() {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

function migrate(raw) {
  if (raw && raw.version === STORE_VERSION) return raw;
  const store = { version: STORE_VERSION, tarot: emptyKind(), africain: emptyKind() };
  if (raw && raw.version === 1) {
    for (const kind of ["tarot", "africain"]) {
      const slot = raw[kind];
      if (slot && slot.sheet) {
        const id = newId();
        store[kind] = { current: id, games: [{ id, created: new Date().toISOString(), sheet: slot.sheet, undo: slot.undo || [] }] };
      }
    }
  }
  return store;
}

function readStore() {
  try {
    const raw = JSON.parse(localStorage.getItem(STORE_KEY) || "null");
    const store = migrate(raw);
    for (const kind of ["tarot", "africain"]) if (!store[kind] || !Array.isArray(store[kind].games)) store[kind] = emptyKind();
    if (raw && raw.version !== STORE_VERSION) writeStore(store);
    return store;
  } catch {
    // unreadable storage: start afresh
  }
  return { version: STORE_VERSION, tarot: emptyKind(), africain: emptyKind() };
}

function writeStore(store) {
  try {
    localStorage.setItem(STORE_KEY, JSON.stringify(store));
  } catch {
    // private mode or full storage: the sheet lives as long as the page
  }
}

// The current game of one sheet ({sheet, undo: [older sheets], redo: [undone sheets]}) and the list
// of saved games.
// A new game is only stored once it has a sheet (id null until then).
export class Slot {
  constructor(kind) {
    this.kind = kind;
    const own = readStore()[kind];
    this.load(own.games.find((game) => game.id === own.current) || null);
  }

  load(game) {
    this.id = game ? game.id : null;
    this.created = game ? game.created : null;
    this.sheet = game ? game.sheet : null;
    this.undo = game ? game.undo || [] : [];
    this.redo = game ? game.redo || [] : [];
  }

  // The saved games, newest first: [{id, created, sheet}].
  games() {
    return [...readStore()[this.kind].games].reverse();
  }

  save() {
    const store = readStore();
    const own = store[this.kind];
    if (!this.sheet) {
      own.current = null;
    } else {
      if (!this.id) {
        this.id = newId();
        this.created = new Date().toISOString();
      }
      const game = { id: this.id, created: this.created, sheet: this.sheet, undo: this.undo, redo: this.redo };
      const index = own.games.findIndex((g) => g.id === this.id);
      if (index >= 0) own.games[index] = game;
      else own.games.push(game);
      own.current = this.id;
    }
    writeStore(store);
  }

  change(sheet) {
    if (this.sheet) this.undo = [...this.undo, this.sheet].slice(-UNDO_DEPTH);
    this.redo = [];
    this.sheet = sheet;
    this.save();
  }

  // Undo (from = "undo") or redo (from = "redo"): the sheet left goes on the other stack.
  step(from) {
    const to = from === "undo" ? "redo" : "undo";
    if (!this[from].length) return false;
    this[to] = [...this[to], this.sheet].slice(-UNDO_DEPTH);
    this.sheet = this[from][this[from].length - 1];
    this[from] = this[from].slice(0, -1);
    this.save();
    return true;
  }

  // « Nouvelle partie »: the current game stays in the list.
  clear() {
    this.load(null);
    this.save();
  }

  switchTo(id) {
    const store = readStore();
    const game = store[this.kind].games.find((g) => g.id === id);
    if (!game) return false;
    store[this.kind].current = id;
    writeStore(store);
    this.load(game);
    return true;
  }

  remove(id) {
    const store = readStore();
    const own = store[this.kind];
    own.games = own.games.filter((g) => g.id !== id);
    if (own.current === id) own.current = null;
    writeStore(store);
    if (this.id === id) this.load(null);
  }
}
