// Offline reading, on every page: registers the site's service worker (sw.js at the site's root, so that
// it serves the whole site, under a sub-path too) and has it keep the page being read with everything it
// loaded. A page read once then opens offline; any other page gives the French offline page (sw.js).
// Offline, search results whose page is not kept are marked « pas encore disponible hors ligne ».
import { h } from "./dom.js";
import { onEveryPage } from "./pages.js";

const SITE_ROOT = new URL("../../", import.meta.url);
const FIRST_PAGE = location.href; // the theme's configuration keeps addresses relative to it
let ready = null;

// Have the service worker store these same-origin `urls` (those already stored are left as they are).
// Resolves with its answer {type: "cached", stored}, or null when there is no service worker (private
// mode, old browser, not a secure context).
export async function keepOffline(urls) {
  if (!("serviceWorker" in navigator) || !window.isSecureContext) return null;
  try {
    ready ||= navigator.serviceWorker
      .register(new URL("sw.js", SITE_ROOT), { scope: SITE_ROOT.pathname })
      .then(() => navigator.serviceWorker.ready);
    const { active } = await ready;
    const channel = new MessageChannel();
    const answer = new Promise((resolve) => (channel.port1.onmessage = ({ data }) => resolve(data)));
    active.postMessage({ type: "cache", urls }, [channel.port2]);
    return await answer;
  } catch {
    return null;
  }
}

// The search's files, fetched by its worker out of the page's sight: the worker (assets/javascripts/
// workers/search-fold.js), the theme's worker it wraps, lunr's French language (mkdocs.yml) and the index.
function searchFiles() {
  const config = JSON.parse(document.getElementById("__config")?.textContent || "{}");
  if (!config.search) return [];
  const worker = new URL(config.search, FIRST_PAGE);
  return [
    worker,
    new URL(worker.searchParams.get("worker"), worker),
    new URL("../lunr/min/lunr.stemmer.support.min.js", worker),
    new URL("../lunr/min/lunr.fr.min.js", worker),
    new URL("search/search_index.json", SITE_ROOT),
  ].map((url) => url.href);
}

// This page's address and the same-origin files it loaded, its icon and the search's included.
export function pageFiles() {
  const files = performance.getEntriesByType("resource").map((entry) => entry.name);
  const icon = document.querySelector("link[rel~='icon']")?.href;
  const all = [location.href.split("#")[0], icon, ...searchFiles(), ...files];
  return all.filter((name) => name?.startsWith(SITE_ROOT.origin));
}

// window.tarotOfflineKept lists the pages kept.
async function keepThisPage() {
  const files = pageFiles();
  if (await keepOffline(files)) (window.tarotOfflineKept ||= []).push(files[0]);
}

async function markResult(link) {
  if (link.dataset.offlineChecked || navigator.onLine) return;
  link.dataset.offlineChecked = "1";
  const page = new URL(link.href);
  page.search = page.hash = ""; // results link « page/?h=mot#section »
  if (await caches.match(page.href)) return;
  link.classList.add("tarot-offline-missing");
  link.querySelector("article")?.append(h("p", { className: "tarot-offline-note" }, "Pas encore disponible hors ligne"));
}

const watched = new WeakSet();

function watchSearchResults() {
  const results = document.querySelector(".md-search-result");
  if (!results || watched.has(results) || !("caches" in window)) return;
  watched.add(results);
  const markAll = () => results.querySelectorAll("a.md-search-result__link").forEach(markResult);
  new MutationObserver(markAll).observe(results, { childList: true, subtree: true });
  markAll(); // results a quick reader typed before this module ran
}

onEveryPage(() => {
  watchSearchResults();
  if (document.readyState === "complete") keepThisPage();
  else window.addEventListener("load", keepThisPage, { once: true });
});
