// Offline « À la table »: once the engine is ready, the site's service worker (assets/site/offline.js)
// also stores the other table pages and everything the engine's worker loaded. window.tarotOffline holds
// its answer.
import { engineFiles, ensure } from "../engine/client.js";
import { keepOffline as keepFiles, pageFiles } from "../site/offline.js";

const SITE_ROOT = new URL("../../", import.meta.url);
const TABLE_PAGES = ["table/", "table/calculateur/", "table/feuille-tarot/", "table/feuille-africain/", "table/saison/"];
let offlineStarted = false;

export async function keepOffline() {
  if (offlineStarted) return;
  offlineStarted = true;
  try {
    await ensure();
  } catch {
    return; // no engine: nothing worth keeping for the table
  }
  const tablePages = TABLE_PAGES.map((path) => new URL(path, SITE_ROOT).href);
  const answer = await keepFiles([...pageFiles(), ...tablePages, ...engineFiles()]);
  if (answer) window.tarotOffline = answer;
}
