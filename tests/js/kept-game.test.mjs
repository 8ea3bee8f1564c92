// The practice pages' game kept for a reload (docs/assets/practice/kept-game.js) without a browser: what
// is kept and found again, unreadable data put aside, a refused save said, and when the page opens on the
// kept game, by the deal page's own settings (settings.js). Run by tests/test_practice_table.py (`node
// --test`); sessionStorage and the address are stand-ins, the storage with a quota.
import assert from "node:assert/strict";
import { beforeEach, test } from "node:test";
import { QuotaStorage } from "./quota-storage.mjs";

const notice = () => ({ textContent: "", hidden: true, dataset: {} });
let hash = "";
globalThis.location = {
  get hash() {
    return hash;
  },
};
globalThis.history = { state: null, replaceState: (_, __, written) => (hash = written) };
globalThis.addEventListener = () => {};
const { keptGame, openKept, MESSAGES } = await import("../../docs/assets/practice/kept-game.js");
const { practiceSettings } = await import("../../docs/assets/practice/settings.js");

const KEY = "tarot-entrainement-donne";
const game = (donne, actions = []) => ({ players: 4, donne, level: "debutant", actions });

// The deal page's settings (settings.js), its form left out.
const settings = practiceSettings({ players: [3, 4, 5], number: { key: "donne", param: "donne", label: "Donne n°" }, submit: "Distribuer" });
const form = { show: () => {} };

// The page opened on the address `address`, the engine answering `reply(game)`: what was shown or started.
async function open(kept, address, reply = (sent) => ({ game: sent })) {
  hash = address;
  const seen = {};
  await openKept({
    kept,
    settings,
    form,
    send: async (fn, sent) => reply(sent),
    fn: "practice_play",
    show: (answer, record) => Object.assign(seen, { shown: answer.game, record }),
    fresh: () => Object.assign(seen, { fresh: true }),
  });
  return seen;
}

beforeEach(() => {
  globalThis.sessionStorage = new QuotaStorage(5000);
  hash = "";
});

test("a game kept is found again, with what the page keeps beside it", async () => {
  const kept = keptGame("donne", notice());
  kept.save(game(7, ["enchère:passe"]), { exported: { id: "a", revision: 2 } });
  const seen = await open(keptGame("donne", notice()), "#donne=7&joueurs=4&niveau=debutant");
  assert.deepEqual(seen.shown, game(7, ["enchère:passe"]));
  assert.deepEqual(seen.record.exported, { id: "a", revision: 2 });
});

test("the page's bare address opens the kept game, and writes its address back", async () => {
  keptGame("donne", notice()).save(game(7, ["enchère:passe"]));
  const seen = await open(keptGame("donne", notice()), "");
  assert.equal(seen.shown.donne, 7);
  assert.equal(hash, "#donne=7&joueurs=4&niveau=debutant");
});

test("an address naming another deal starts that one and leaves the kept game alone", async () => {
  keptGame("donne", notice()).save(game(7, ["enchère:passe"]));
  const seen = await open(keptGame("donne", notice()), "#donne=8&joueurs=4&niveau=debutant");
  assert.deepEqual(seen, { fresh: true });
  assert.equal(JSON.parse(sessionStorage.getItem(KEY)).game.donne, 7);
});

test("nothing kept: a fresh game, nothing said", async () => {
  const said = notice();
  assert.deepEqual(await open(keptGame("donne", said), ""), { fresh: true });
  assert.equal(said.hidden, true);
});

test("unreadable data is put aside as found, said, and a fresh game starts", async () => {
  sessionStorage.setItem(KEY, "{coupé");
  const said = notice();
  assert.deepEqual(await open(keptGame("donne", said), ""), { fresh: true });
  assert.equal(said.textContent, MESSAGES.aside);
  assert.deepEqual(sessionStorage.asideOf(KEY), ["{coupé"]);
});

test("a kept game the engine refuses is put aside, said, and a fresh game starts", async () => {
  keptGame("donne", notice()).save(game(7, ["carte:99"]));
  const said = notice();
  const seen = await open(keptGame("donne", said), "", () => null);
  assert.deepEqual(seen, { fresh: true });
  assert.equal(said.textContent, MESSAGES.aside);
  assert.equal(sessionStorage.getItem(KEY), null);
  assert.deepEqual(JSON.parse(sessionStorage.asideOf(KEY)[0]).game.actions, ["carte:99"]);
});

test("a save the browser refuses is said at once, and the notice goes once a save succeeds", () => {
  globalThis.sessionStorage = new QuotaStorage(200);
  const said = notice();
  const kept = keptGame("donne", said);
  kept.save(game(7, Array(40).fill("enchère:passe")));
  assert.equal(said.hidden, false);
  assert.equal(said.textContent, MESSAGES.full);
  kept.save(game(8));
  assert.equal(said.hidden, true);
  assert.equal(JSON.parse(sessionStorage.getItem(KEY)).game.donne, 8);
});

test("a browser that refuses storage is said, and the game goes on", async () => {
  Object.defineProperty(globalThis, "sessionStorage", {
    configurable: true,
    get() {
      throw new Error("SecurityError");
    },
  });
  const said = notice();
  const kept = keptGame("donne", said);
  assert.deepEqual(await open(kept, ""), { fresh: true });
  kept.save(game(7));
  assert.equal(said.textContent, MESSAGES.unavailable);
  delete globalThis.sessionStorage;
});

test("a page keeps its own record in its own words (« Revoir une donne »)", () => {
  const words = { aside: "relevé mis de côté", newer: "", full: "relevé pas gardé", unavailable: "" };
  sessionStorage.setItem("tarot-entrainement-revoir", "{coupé");
  const said = notice();
  const kept = keptGame("revoir", said, words);
  assert.equal(kept.read(), null);
  assert.equal(said.textContent, "relevé mis de côté");
  kept.save({ record: "{}" }, { step: 3 });
  assert.deepEqual(keptGame("revoir", notice(), words).read(), { version: 1, game: { record: "{}" }, step: 3 });
  assert.equal(sessionStorage.getItem(KEY), null);
});
