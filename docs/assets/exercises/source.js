// Where questions come from: the drill's pool, built with the site (assets/exercises/pools/SLUG.json,
// seeds 1 to N), then the same generator in the engine worker (drill_question) for any other seed.
import { call, ensure } from "../engine/client.js";

const pools = new Map();

// The pool of a drill: {drill, title, game, faces: {code: html}, levels: {debutant: [question…], …}};
// its questions share the pool's faces (drawn cards), the engine's answers bring their own.
export function loadPool(url) {
  if (!pools.has(url)) {
    const request = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`Questions introuvables (${response.status}).`);
      return response.json();
    });
    request.catch(() => pools.delete(url));
    pools.set(url, request);
  }
  return pools.get(url);
}

export function inPool(pool, level, seed) {
  return seed >= 1 && seed <= pool.levels[level].length;
}

// The question of `seed`: from the pool if it holds it, else computed by the engine (a Promise).
export function question(pool, level, seed) {
  if (inPool(pool, level, seed)) return Promise.resolve({ ...pool.levels[level][seed - 1], faces: pool.faces });
  return call("drill_question", { drill: pool.drill, level, seed });
}

// Start the engine in the background (after the first answer), so that the series never waits.
export const warmUp = () => ensure().catch(() => {});
