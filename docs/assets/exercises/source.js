// Where questions come from: the question the page carries (data-first, written at build: seed 1 of
// the first level), the drill's pool of each level, built with the site
// (assets/exercises/pools/SLUG/LEVEL.json, seeds 1 to N), then the same generator in the engine worker
// (drill_question) for any other seed. The engine's client and the offline cache are imported on first
// use only: the page shows its first question without them.
const engine = () => import("../engine/client.js");
const loaded = new Map();

// The question carried by the drill's element, if it is that of `level` and `seed`.
export function carried(root, level, seed) {
  if (!root.dataset.first) return null;
  const question = JSON.parse(root.dataset.first);
  return question.level === level && question.seed === seed ? question : null;
}

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

// Once the page has loaded: fetch the pool (so that « Encore » never waits) and have the site's
// service worker keep it, so that the drill goes on offline after this visit.
export function prefetchPool(pools, drill, level) {
  const url = new URL(`${pools}${drill}/${level}.json`, location.href).href;
  const fetchIt = () =>
    loadPool(pools, drill, level)
      .then(() => import("../site/offline.js"))
      .then(({ keepOffline }) => keepOffline([url]))
      .catch(() => {}); // offline: asked again when needed
  if (document.readyState === "complete") fetchIt();
  else window.addEventListener("load", fetchIt, { once: true });
}

export const inPool = (pool, seed) => seed >= 1 && seed <= pool.questions.length;

// The question of `seed`: from the pool if it holds it, else computed by the engine (a Promise).
export function question(pool, seed) {
  if (inPool(pool, seed)) return Promise.resolve({ ...pool.questions[seed - 1], faces: pool.faces });
  return engine().then(({ call }) => call("drill_question", { drill: pool.drill, level: pool.level, seed }));
}

// Start the engine in the background (after the first answer), so that the series never waits; not
// offline, where the pool goes on without it.
export function warmUp() {
  if (navigator.onLine) engine().then(({ ensure }) => ensure()).catch(() => {});
}

// Follow the engine's loading progress (client.js subscribe) until the returned function is called.
export function followEngine(listener) {
  let stop = null;
  let stopped = false;
  engine().then(({ subscribe }) => {
    if (!stopped) stop = subscribe(listener);
  });
  return () => {
    stopped = true;
    if (stop) stop();
  };
}
