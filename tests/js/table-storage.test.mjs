// The score sheets' storage (docs/assets/table/storage.js) without a browser: a device that kept its
// evenings in the older single record (version 1 or 2) and is now full. Run by tests/test_table_storage_full.py
// (`node --test`); localStorage is a stand-in that counts characters against a quota, as Chromium does.
import assert from "node:assert/strict";
import { beforeEach, test } from "node:test";
import { QuotaStorage } from "./quota-storage.mjs";

globalThis.window = { addEventListener() {}, removeEventListener() {} };
globalThis.navigator = {};
const { Slot } = await import("../../docs/assets/table/storage.js");

const NAMES = ["Anne", "Bruno", "Chloé", "David"];
const deal = (n) => ({ preneur: n % 4, contrat: "garde", bouts: n % 4, points: 30 + n, scores: [3 * n, n, n, n].map((s, i) => (i ? -s : s) || 0) });
const sheet = (deals) => ({ format: "tarot-table/feuille-tarot", version: 1, players: NAMES, first_dealer: 0, deals });
const evening = (n) => Array.from({ length: 20 + (n % 21) }, (_, i) => deal(i + n));
// Version 2 kept a full copy of the sheet before each change, for « Annuler ».
const v2Game = (n, undo = true) => {
  const deals = evening(n);
  return { id: `soir-${n}`, created: `2026-${String(1 + (n % 12)).padStart(2, "0")}-${String(1 + (n % 28)).padStart(2, "0")}T20:00`, sheet: sheet(deals), undo: undo ? deals.map((_, i) => sheet(deals.slice(0, i))) : [] };
};
const season = (undo = true) => ({ version: 2, tarot: { current: "soir-47", games: Array.from({ length: 48 }, (_, n) => v2Game(n, undo)) }, africain: { current: null, games: [] } });

const deals = (slot) => Object.fromEntries(slot.games().map((game) => [game.id, game.sheet.deals.length]));

beforeEach(() => {
  globalThis.localStorage = new QuotaStorage(5 * 1024 * 1024);
});

test("48 evenings of version 2 and a full storage: a new deal is saved once the old undo history goes", () => {
  localStorage.setItem("tarot-table", JSON.stringify(season()));
  localStorage.fill();
  const slot = new Slot("tarot");
  assert.equal(slot.id, "soir-47");
  const before = deals(slot);
  assert.equal(Object.keys(before).length, 48);
  assert.ok(localStorage.getItem("tarot-table"), "nothing could move: the old record stays");

  const outcome = slot.change(sheet([...slot.sheet.deals, deal(99)]));
  assert.deepEqual(outcome, { ok: true });
  const saved = JSON.parse(localStorage.getItem("tarot-table:game:soir-47"));
  assert.equal(saved.sheet.deals.length, before["soir-47"] + 1);
  assert.equal(saved.revision, 2);

  // The next change goes over the revision just written (no « modifiée dans un autre onglet »).
  assert.deepEqual(slot.change(sheet([...slot.sheet.deals, deal(100)])), { ok: true });
  // Every evening is still there, each with all its deals; the old record gives way as games are written.
  const again = new Slot("tarot");
  assert.deepEqual(deals(again), { ...before, "soir-47": before["soir-47"] + 2 });
});

test("version 1 (one game a sheet) under full storage: saved the same way", () => {
  const deals1 = evening(7);
  localStorage.setItem("tarot-table", JSON.stringify({ version: 1, tarot: { sheet: sheet(deals1), undo: deals1.map((_, i) => sheet(deals1.slice(0, i))) } }));
  localStorage.fill();
  const slot = new Slot("tarot");
  assert.equal(slot.id, "v1-tarot");
  assert.deepEqual(slot.change(sheet([...deals1, deal(1)])), { ok: true });
  assert.equal(new Slot("tarot").sheet.deals.length, deals1.length + 1);
});

test("nothing left to free: the deal is refused as « full » and the old record is untouched", () => {
  const old = JSON.stringify(season(false));
  localStorage.setItem("tarot-table", old);
  localStorage.fill();
  const slot = new Slot("tarot");
  const outcome = slot.change(sheet([...slot.sheet.deals, deal(99)]));
  assert.deepEqual(outcome, { ok: false, problem: "full" });
  assert.equal(localStorage.getItem("tarot-table"), old);
  // The page keeps the deal shown (for the export), and the next try is refused the same way, never « stale ».
  assert.equal(slot.sheet.deals.length, evening(47).length + 1);
  assert.deepEqual(slot.change(sheet([...slot.sheet.deals, deal(100)])), { ok: false, problem: "full" });
});

test("little room left: the games move one at a time and the old record goes once all are written", () => {
  const old = season(false);
  localStorage.setItem("tarot-table", JSON.stringify(old));
  localStorage.fill();
  localStorage.items.set("filler", localStorage.getItem("filler").slice(20_000)); // room for a few games
  const slot = new Slot("tarot");
  assert.equal(localStorage.getItem("tarot-table"), null);
  assert.equal(Object.keys(deals(slot)).length, 48);
  for (const game of old.tarot.games) assert.deepEqual(JSON.parse(localStorage.getItem(`tarot-table:game:${game.id}`)).sheet, game.sheet);
});

test("a game deleted while the old record still holds it does not come back", () => {
  localStorage.setItem("tarot-table", JSON.stringify(season(false)));
  localStorage.fill();
  const slot = new Slot("tarot");
  slot.remove("soir-3");
  assert.equal(Object.keys(deals(new Slot("tarot"))).length, 47);
  assert.ok(!("soir-3" in deals(new Slot("tarot"))));
});
