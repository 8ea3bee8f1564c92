// Offline: the site's service worker (docs/sw.js, scope "/"), registered by the table pages only.
import { engineFiles, ensure } from "../engine/client.js";

const SITE_ROOT = new URL("../../", import.meta.url);
const TABLE_PAGES = ["table/", "table/calculateur/", "table/feuille-tarot/", "table/feuille-africain/", "search/search_index.json"];
let offlineStarted = false;

// Register the service worker, then, once the engine is ready, have it store this page, the other table
// pages and everything they and the engine's worker loaded. window.tarotOffline holds its answer.
export async function keepOffline() {
  if (offlineStarted || !("serviceWorker" in navigator) || !window.isSecureContext) return;
  offlineStarted = true;
  try {
    await navigator.serviceWorker.register(new URL("sw.js", SITE_ROOT), { scope: SITE_ROOT.pathname });
    await ensure();
    const { active } = await navigator.serviceWorker.ready;
    const urls = [
      location.href.split("#")[0],
      ...TABLE_PAGES.map((path) => new URL(path, SITE_ROOT).href),
      ...performance.getEntriesByType("resource").map((entry) => entry.name).filter((name) => name.startsWith(SITE_ROOT.origin)),
      ...engineFiles(),
    ];
    const channel = new MessageChannel();
    const answer = new Promise((resolve) => (channel.port1.onmessage = ({ data }) => resolve(data)));
    active.postMessage({ type: "cache", urls }, [channel.port2]);
    window.tarotOffline = await answer;
  } catch {
    // no service worker (private mode, old browser): the site simply needs the network
  }
}
