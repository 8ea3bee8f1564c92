// The deal being typed, kept for the tab (docs/assets/table/deal-draft.js), without a browser: put back
// as typed (the calculator's players and names too; a sheet's facts only, at its own player count, and
// again after a deal was modified), unreadable or foreign data put aside and said, a refused save said. Run by
// tests/test_table_engine.py (`node --test`); sessionStorage and the form are stand-ins.
import assert from "node:assert/strict";
import { beforeEach, test } from "node:test";
import { QuotaStorage } from "./quota-storage.mjs";

const { keptDeal, MESSAGES } = await import("../../docs/assets/table/deal-draft.js");
const KEY = "tarot-calculateur-saisie";

// A DealForm as the calculator has it (deal-form.js), its fields as plain values.
class Form {
  constructor() {
    this.rules = new Map([3, 4, 5].map((n) => [n, { players: n }]));
    this.players = 4;
    this.nameInputs = Array.from({ length: 5 }, () => ({ value: "" }));
    this.deal = { taker: 0, contract: "garde" };
  }
  setPlayers(players, names) {
    this.players = players;
    names.forEach((name, i) => (this.nameInputs[i].value = name));
  }
  fill({ players, ...facts }) {
    this.deal = facts;
  }
  facts() {
    return { players: this.players, ...this.deal };
  }
}
const notice = () => ({ textContent: "", hidden: true, dataset: {} });

beforeEach(() => {
  globalThis.sessionStorage = new QuotaStorage(5000);
});

test("the deal typed is put back as it was, names and player count too", () => {
  const typed = new Form();
  const { restored, save } = keptDeal(KEY, typed, notice());
  assert.equal(restored, false);
  typed.setPlayers(5, ["Anne", "Bruno", "", "", "Zoé"]);
  typed.fill({ taker: 4, partner: 1, contract: "garde sans", bouts: "2", points: "51" });
  save();
  const found = new Form();
  assert.equal(keptDeal(KEY, found, notice()).restored, true);
  assert.deepEqual(found.facts(), typed.facts());
  assert.deepEqual(found.nameInputs, typed.nameInputs);
});

test("in a sheet, only the facts come back, and only at the sheet's own player count", () => {
  const SHEET = "tarot-feuille-saisie:g1";
  const typed = new Form();
  const { save } = keptDeal(SHEET, typed, notice(), { choosesPlayers: false });
  typed.setPlayers(4, ["Anne", "Bruno", "Chloé", "David"]);
  typed.fill({ taker: 2, contract: "garde sans", bouts: "1", points: "57" });
  save();
  const sheet = new Form();
  sheet.setPlayers(4, ["Léa", "Marc", "Noé", "Paul"]);
  assert.equal(keptDeal(SHEET, sheet, notice(), { choosesPlayers: false }).restored, true);
  assert.deepEqual(sheet.facts(), typed.facts());
  assert.deepEqual(sheet.nameInputs.slice(0, 4).map((input) => input.value), ["Léa", "Marc", "Noé", "Paul"]);
  const other = new Form();
  other.setPlayers(5, []);
  assert.equal(keptDeal(SHEET, other, notice(), { choosesPlayers: false }).restored, false);
  assert.deepEqual(other.deal, { taker: 0, contract: "garde" });
  assert.equal(sessionStorage.items.size, 1);
});

test("restore() puts the kept deal back once another deal was shown in the form", () => {
  const form = new Form();
  const kept = keptDeal(KEY, form, notice(), { choosesPlayers: false });
  assert.equal(kept.restore(), false);
  form.fill({ taker: 1, contract: "prise", bouts: "2", points: "44" });
  kept.save();
  form.fill({ taker: 3, contract: "garde", bouts: "0", points: "60" });
  assert.equal(kept.restore(), true);
  assert.deepEqual(form.deal, { taker: 1, contract: "prise", bouts: "2", points: "44" });
});

for (const [what, raw] of [
  ["unreadable", "{coupé"],
  ["a player count the engine does not offer", JSON.stringify({ version: 1, deal: { players: 7, names: [], facts: {} } })],
]) {
  test(`${what} data is put aside as found, said, and the form stays empty`, () => {
    sessionStorage.setItem(KEY, raw);
    const said = notice();
    const form = new Form();
    assert.equal(keptDeal(KEY, form, said).restored, false);
    assert.equal(form.players, 4);
    assert.equal(said.textContent, MESSAGES.aside);
    assert.deepEqual(sessionStorage.asideOf(KEY), [raw]);
  });
}

test("a save the browser refuses is said at once", () => {
  globalThis.sessionStorage = new QuotaStorage(60);
  const said = notice();
  const form = new Form();
  const { save } = keptDeal(KEY, form, said);
  save();
  assert.equal(said.hidden, false);
  assert.equal(said.textContent, MESSAGES.full);
});
