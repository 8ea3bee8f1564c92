// The pages' level list (docs/assets/site/levels.js) against the engine's, without a browser.
// tests/test_drills.py passes the engine's levels, in order, as [key, name shown] pairs in ENGINE_LEVELS.
import assert from "node:assert/strict";
import { test } from "node:test";
import { LEVEL_KEYS, LEVELS, levelName } from "../../docs/assets/site/levels.js";

const engine = JSON.parse(process.env.ENGINE_LEVELS);

test("the pages offer the engine's levels, in its order, under its names", () => {
  assert.deepEqual(LEVELS, engine);
  assert.deepEqual(LEVEL_KEYS, engine.map(([key]) => key));
  for (const [key, name] of engine) assert.equal(levelName(key), name);
});
