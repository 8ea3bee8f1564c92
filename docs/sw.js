// The site's service worker: « À la table » keeps working offline once the site has been loaded once.
// Registered (scope "/") by assets/table/offline.js on the table pages only. Versioned files (the Pyodide
// runtime under assets/pyodide/<version>/, the wheel under assets/wheels/<hash>/, Material's hashed
// bundles) are served cache first; pages and every other file network first, the cache as a fallback.
// The table page sends the list of what it and the engine's worker (assets/engine/) loaded ("cache" message): it is
// stored at once, so a single visit is enough.

const CACHE = "tarot-site-v1";
const VERSIONED = /\/assets\/(?:pyodide\/[^/]+\/|wheels\/[0-9a-f]+\/|javascripts\/.*\.[0-9a-f]{8}\.min\.js$|stylesheets\/.*\.[0-9a-f]{8}\.min\.css$)/;

self.addEventListener("install", () => self.skipWaiting());

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name.startsWith("tarot-site-") && name !== CACHE) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

function storable(request, response) {
  return request.method === "GET" && !request.headers.has("range") && response && response.ok && response.type === "basic";
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (storable(request, response)) await cache.put(request, response.clone());
  return response;
}

async function networkFirst(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (storable(request, response)) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const hit = (await cache.match(request)) || (await cache.match(request.url.split(/[?#]/)[0], { ignoreVary: true }));
    if (hit) return hit;
    throw error;
  }
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin || request.headers.has("range")) return;
  event.respondWith(VERSIONED.test(url.pathname) ? cacheFirst(request) : networkFirst(request));
});

// {type: "cache", urls}: store those of these same-origin files not stored yet (the fetch handler keeps
// them fresh afterwards), then answer {type: "cached", stored}.
self.addEventListener("message", (event) => {
  const data = event.data || {};
  if (data.type !== "cache" || !Array.isArray(data.urls)) return;
  const port = event.ports && event.ports[0];
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      let stored = 0;
      for (const href of new Set(data.urls)) {
        const url = new URL(href, self.location.href);
        if (url.origin !== self.location.origin) continue;
        url.hash = "";
        try {
          if (await cache.match(url.href)) {
            stored += 1;
            continue;
          }
          const response = await fetch(url.href);
          if (response.ok) {
            await cache.put(url.href, response);
            stored += 1;
          }
        } catch {
          // offline or gone: kept for next time
        }
      }
      if (port) port.postMessage({ type: "cached", stored });
    })(),
  );
});
