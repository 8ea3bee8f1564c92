// « Exporter vers À la table » : the practice evening, which the engine keeps as an « À la table » score
// sheet (tarot_app.practice.evening, format tarot-table/feuille-tarot), saved among the table's games
// by the table's own storage (storage.js: one localStorage key per game, with revisions), and shown first
// on « La feuille de la soirée ». Exported again after more deals, the same game is brought up to date
// (its « Annuler » goes back to the previous export), unless it was changed or deleted at the table
// since: then the evening is saved as a new game, and the other one is left as it is.
import { h } from "../site/dom.js";
import { Slot } from "../table/storage.js";
import { NEWER_GAME } from "../table/storage-notice.js";
import { plural } from "../table/widgets.js";

const SHEET_PAGE = new URL("../../table/feuille-tarot/", import.meta.url).href;
const FULL = "La soirée n’a pas pu être enregistrée dans «\u00a0À la table\u00a0»\u00a0: le stockage du navigateur est plein ou refusé. Supprimez une ancienne partie de la table pour faire de la place, puis recommencez.";

// Save `sheet`; `saved` is this evening's last export ({id, revision}) or null. Returns {saved, said}:
// the export to remember, and what to tell the reader (with the link to the sheet when it is saved).
export function exportEvening(sheet, saved) {
  const slot = new Slot("tarot");
  const again = saved !== null && slot.switchTo(saved.id) && slot.revision === saved.revision;
  if (!again) slot.load(null);
  const outcome = slot.change(sheet);
  if (!outcome.ok) return { saved, said: [outcome.problem === "newer" ? NEWER_GAME : FULL] };
  const done = again ? "Partie mise à jour dans «\u00a0À la table\u00a0»" : "Soirée enregistrée dans «\u00a0À la table\u00a0»";
  return {
    saved: { id: slot.id, revision: slot.revision },
    said: [`${done} (${plural(sheet.deals.length, "donne")})\u00a0: `, h("a", { href: SHEET_PAGE }, "ouvrir la feuille de la soirée"), "."],
  };
}
