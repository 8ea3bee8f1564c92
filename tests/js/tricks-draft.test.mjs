// The tricks being noted for a Tarot africain round, kept for the tab (docs/assets/table/tricks-draft.js),
// without a browser: put back for the same round only, unreadable data put aside and said, a refused save
// said. Run by tests/test_table_engine.py (`node --test`); sessionStorage and the inputs are stand-ins.
import assert from "node:assert/strict";
import { beforeEach, test } from "node:test";
import { QuotaStorage } from "./quota-storage.mjs";

const { keptTricks, MESSAGES } = await import("../../docs/assets/table/tricks-draft.js");
const KEY = "tarot-africain-saisie:g1";

const inputs = (...values) => new Map(values.map((value, seat) => [seat, { value }]));
const notice = () => ({ textContent: "", hidden: true, dataset: {} });
const typed = (form) => [...form.values()].map((input) => input.value);

beforeEach(() => {
  globalThis.sessionStorage = new QuotaStorage(5000);
});

test("the tricks typed come back for the same round, and only for it", () => {
  const form = inputs("", "", "");
  const save = keptTricks(KEY, 3, form, notice());
  form.get(0).value = "2";
  form.get(2).value = "1";
  save();
  const again = inputs("", "", "");
  keptTricks(KEY, 3, again, notice());
  assert.deepEqual(typed(again), ["2", "", "1"]);
  const next = inputs("", "", "");
  keptTricks(KEY, 4, next, notice());
  assert.deepEqual(typed(next), ["", "", ""]);
});

test("unreadable data is put aside as found, said, and the inputs stay empty", () => {
  const raw = JSON.stringify({ version: 1, round: 3, tricks: { 0: 2 } });
  sessionStorage.setItem(KEY, raw);
  const said = notice();
  const form = inputs("", "");
  keptTricks(KEY, 3, form, said);
  assert.deepEqual(typed(form), ["", ""]);
  assert.equal(said.textContent, MESSAGES.aside);
  assert.deepEqual(sessionStorage.asideOf(KEY), [raw]);
});

test("a save the browser refuses is said at once", () => {
  globalThis.sessionStorage = new QuotaStorage(40);
  const said = notice();
  const save = keptTricks(KEY, 1, inputs("3", "4"), said);
  save();
  assert.equal(said.hidden, false);
  assert.equal(said.textContent, MESSAGES.full);
});
