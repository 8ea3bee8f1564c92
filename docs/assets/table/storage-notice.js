// What the pages say about storage: the room the saved games take, data kept aside or left to a newer
// version of the site (with a raw export), and why a change was not saved.
import { h } from "../site/dom.js";
import { button, download, stamp } from "./widgets.js";

const QUOTA_CHARS = 5 * 1024 * 1024; // localStorage: about 5 Mi characters per site (Chromium, Firefox)
const ko = (chars) => Math.max(1, Math.ceil(chars / 1024)).toLocaleString("fr-FR");

export const STALE = "Cette partie a été modifiée dans un autre onglet\u00a0: votre modification n’a pas été enregistrée, pour ne pas effacer l’autre. La feuille montre maintenant la dernière version\u202f; refaites votre modification si besoin.";
export const SYNCED = "Cette partie a été modifiée dans un autre onglet\u00a0: la feuille est à jour.";
export const NEWER_GAME = "Cette partie a été enregistrée par une version plus récente du site\u00a0: cette page ne la modifie pas (lecture seule).";

// « Parties enregistrées : 312 Ko sur environ 5 120 Ko »
export function usageLine(size) {
  return h("p", { className: "table-usage" }, `Parties enregistrées\u00a0: ${ko(size)}\u00a0Ko sur environ ${ko(QUOTA_CHARS)}\u00a0Ko dans ce navigateur.`);
}

// A change kept in this page only (full or refused storage): the words, and the export that saves it.
export function unsavedParts(kind, sheet) {
  const what = kind === "africain" ? "Cette manche n’a pas pu être enregistrée" : "Cette donne n’a pas pu être enregistrée";
  return [
    `${what}\u00a0: le stockage du navigateur est plein ou refusé. Elle reste affichée dans cette page tant qu’elle est ouverte\u202f; exportez la feuille pour la garder, puis supprimez une ancienne partie pour faire de la place.`,
    " ",
    button("Exporter la feuille (JSON)", () => download(`feuille-non-enregistree-${stamp()}.json`, JSON.stringify(sheet, null, 1), "application/json"), "table-export-unsaved"),
  ];
}

const rawExport = (label, entries, name, className) =>
  button(label, () => download(`${name}-${stamp()}.json`, JSON.stringify(Object.fromEntries(entries.map(({ key, raw }) => [key, raw])), null, 1), "application/json"), className);

// Data kept aside (unreadable) or written by a newer version of the site: never overwritten, exported as found.
export function storageNotices({ aside, newer }, forget) {
  const notices = [];
  if (aside.length) {
    notices.push(
      h(
        "div",
        { className: "table-message table-message--error table-storage-notice", role: "alert" },
        h("p", {}, `Des données enregistrées sont illisibles (${aside.length})\u00a0: elles ont été mises de côté telles quelles, sans rien effacer, et les autres parties restent utilisables.`),
        rawExport("Exporter les données illisibles", aside, "donnees-illisibles", "table-export-aside"),
        button("Oublier les données illisibles", () => {
          if (window.confirm("Effacer définitivement les données illisibles mises de côté\u202f? Exportez-les d’abord si vous voulez les garder.")) forget();
        }, "table-forget-aside"),
      ),
    );
  }
  if (newer.length) {
    notices.push(
      h(
        "div",
        { className: "table-message table-message--error table-storage-notice", role: "alert" },
        h("p", {}, `Des parties ont été enregistrées par une version plus récente du site (${newer.length})\u00a0: cette page ne sait pas les lire et n’y touche pas (lecture seule). Ouvrez-les avec la version récente, ou exportez-les telles quelles.`),
        rawExport("Exporter ces parties telles quelles", newer, "parties-version-recente", "table-export-newer"),
      ),
    );
  }
  return notices;
}
