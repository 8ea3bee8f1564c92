// Where questions come from: the drill's pool of each level, built with the site
// (assets/exercises/pools/SLUG/LEVEL.json, seeds 1 to N), then the same generator in the engine worker
// (drill_question) for any other seed.
import { call, ensure } from "../engine/client.js";

const loaded = new Map();

// The pool of a drill and level: {drill, title, game, level, faces: {code: html}, questions: […]};
// its questions share the pool's faces (drawn cards), the engine's answers bring their own.
export function loadPool(pools, drill, level) {
  const url = `${pools}${drill}/${level}.json`;
  if (!loaded.has(url)) {
    const request = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`Questions introuvables (${response.status}).`);
      return response.json();
    });
    request.catch(() => loaded.delete(url));
    loaded.set(url, request);
  }
  return loaded.get(url);
}

export const inPool = (pool, seed) => seed >= 1 && seed <= pool.questions.length;

// The question of `seed`: from the pool if it holds it, else computed by the engine (a Promise).
export function question(pool, seed) {
  if (inPool(pool, seed)) return Promise.resolve({ ...pool.questions[seed - 1], faces: pool.faces });
  return call("drill_question", { drill: pool.drill, level: pool.level, seed });
}

// Start the engine in the background (after the first answer), so that the series never waits.
export const warmUp = () => ensure().catch(() => {});
