// The site's service worker: pages read once open offline, and « À la table » keeps computing.
// Registered by assets/site/offline.js on every page, with the site's root as its scope (the site may be
// hosted under a sub-path: every address here is read relative to the scope). Versioned files (the
// Pyodide runtime under assets/pyodide/<version>-<digest>/, the wheel under assets/wheels/<hash>/, the
// live examples' worker script assets/live/box-worker.<hash>.js, Material's hashed bundles) are served
// cache first; pages and every other file network first, the cache as a fallback.
// A page that is neither online nor kept gets the offline page (hors-ligne/), listing the pages kept.
// Each page sends the list of what it loaded ("cache" message; the table pages add the engine's files):
// it is stored at once, so a single visit is enough. At install, the installed app's start page (the
// manifest's start_url, « À la table ») is kept too, with the files it loads: the app opens offline even
// if the table was never visited (its engine, Python's megabytes, is kept by the table's first visit).

const CACHE = "tarot-site-v1";
const VERSIONED = /\/assets\/(?:pyodide\/[^/]+\/|wheels\/[0-9a-f]+\/|live\/box-worker\.[0-9a-f]{16}\.js$|javascripts\/.*\.[0-9a-f]{8}\.min\.js$|stylesheets\/.*\.[0-9a-f]{8}\.min\.css$)/;
const OFFLINE_PAGE = "hors-ligne/";
const KEPT_AT_INSTALL = ["", OFFLINE_PAGE];
const PAGE_LIST = /(<ul class="offline-pages"[^>]*>)(<\/ul>)/;
const THEME_CONFIG = /(<script id="__config" type="application\/json">)(.*?)(<\/script>)/s;
const APP_MANIFEST = "manifest.webmanifest";
const NOT_AT_INSTALL = /\/assets\/(?:pyodide|wheels)\//; // the engine: megabytes, for the table's own visit
// What a page loads (its scripts, styles, icons, manifest) and what a module imports (relative addresses).
const PAGE_FILES = /<script\b[^>]*?\ssrc="([^"]+)"|<link\b[^>]*?\srel="(?:stylesheet|icon|manifest|apple-touch-icon)"[^>]*?\shref="([^"]+)"/g;
const MODULE_IMPORTS = /\b(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g;

const inScope = (path) => new URL(path, self.registration.scope).href;

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await Promise.all([...KEPT_AT_INSTALL.map((path) => cache.add(inScope(path)).catch(() => {})), keepStartPage(cache).catch(() => {})]);
      await self.skipWaiting();
    })(),
  );
});

// The manifest's start page and the files it needs, followed through its modules' imports; the engine's
// files are left out (NOT_AT_INSTALL).
async function keepStartPage(cache) {
  const manifest = inScope(APP_MANIFEST);
  const start = new URL((await (await fetch(manifest)).json()).start_url, manifest).href;
  const pending = [start];
  const seen = new Set(pending);
  while (pending.length) {
    const href = pending.shift();
    const response = await fetch(href).catch(() => null);
    if (!response || !response.ok) continue;
    const pattern = href === start ? PAGE_FILES : !VERSIONED.test(new URL(href).pathname) && href.endsWith(".js") ? MODULE_IMPORTS : null;
    const text = pattern ? await response.clone().text() : "";
    await cache.put(href, response);
    for (const match of pattern ? text.matchAll(pattern) : []) {
      const url = new URL((match[1] || match[2]).replace(/&amp;/g, "&"), href);
      url.hash = "";
      if (url.origin !== self.location.origin || NOT_AT_INSTALL.test(url.pathname) || seen.has(url.href)) continue;
      seen.add(url.href);
      pending.push(url.href);
    }
  }
}

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

// The response goes to the page at once, while its copy is stored (`keep`: the event's waitUntil): the
// page reads the Python runtime's megabytes as they arrive, not once they are on disk.
function store(cache, request, response, keep) {
  if (storable(request, response)) keep(cache.put(request, response.clone()).catch(() => {}));
  return response;
}

async function cacheFirst(request, keep) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  return store(cache, request, await fetch(request), keep);
}

async function networkFirst(request, keep) {
  const cache = await caches.open(CACHE);
  try {
    return store(cache, request, await fetch(request), keep);
  } catch (error) {
    const hit = (await cache.match(request)) || (await cache.match(request.url.split(/[?#]/)[0], { ignoreVary: true }));
    if (hit) return hit;
    if (request.mode === "navigate") {
      const offline = await offlinePage(cache);
      if (offline) return offline;
    }
    throw error;
  }
}

// The kept pages (address and title), in the site's order of addresses.
async function keptPages(cache) {
  const pages = [];
  for (const request of await cache.keys()) {
    if (!request.url.endsWith("/") || request.url === inScope(OFFLINE_PAGE)) continue;
    const title = /<title>([^<]*)<\/title>/.exec(await (await cache.match(request)).text());
    if (title) pages.push({ href: request.url, title: title[1].split(" - ")[0] });
  }
  return pages.sort((a, b) => (a.href < b.href ? -1 : 1));
}

// The theme's configuration of the offline page with absolute addresses: the theme reads them from the
// page's address, not from <base>.
function absoluteConfig(match, open, json, close) {
  const config = JSON.parse(json);
  config.base = inScope("");
  config.search = new URL(config.search, inScope(OFFLINE_PAGE)).href;
  return open + JSON.stringify(config) + close;
}

// The kept offline page, shown at the address asked for: its relative links resolve from its own address
// (<base>), and its list holds the kept pages.
async function offlinePage(cache) {
  const page = await cache.match(inScope(OFFLINE_PAGE));
  if (!page) return null;
  const items = (await keptPages(cache)).map(({ href, title }) => `<li><a href="${href}">${title}</a></li>`);
  const html = (await page.text())
    .replace(/<head>/, `<head><base href="${inScope(OFFLINE_PAGE)}">`)
    .replace(THEME_CONFIG, absoluteConfig)
    .replace(PAGE_LIST, `$1${items.join("")}$2`);
  return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" } });
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin || request.headers.has("range")) return;
  const keep = (promise) => event.waitUntil(promise);
  event.respondWith(VERSIONED.test(url.pathname) ? cacheFirst(request, keep) : networkFirst(request, keep));
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
