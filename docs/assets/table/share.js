// « Partager » : a score sheet carried by its own link, from phone to phone without a server. The engine
// checks the sheet and makes it compact (share_sheet, tarot_app/table/share.py); here it is deflated
// (fflate, raw deflate), written in base64url after « #partage= » (the fragment of an address is never
// sent to a server) and drawn as a QR code (qrcode-generator, error correction M). A link opened is read
// by the engine (open_shared): a damaged or hostile one is refused with its French reason, and nothing
// is stored until the reader asks for a copy.
import { deflateSync, strToU8 } from "fflate";
import qrcode from "qrcode-generator";
import { h } from "../site/dom.js";
import { ask } from "./engine.js";
import { reportSave } from "./sheet-parts.js";
import { fingerprint } from "./storage-records.js";
import { button } from "./widgets.js";

const MARK = "#partage=";
const SVG = "http://www.w3.org/2000/svg";
const QUIET = 4; // the blank margin around a QR code, in modules (ISO/IEC 18004)
const PAGES = {
  tarot: "Ce lien porte une feuille de Tarot\u00a0: ouvrez-le sur la page de la feuille de la soirée.",
  africain: "Ce lien porte une feuille de Tarot africain\u00a0: ouvrez-le sur la page de la feuille des vies.",
};

// What follows « #partage= » in the page's address, or null.
export function sharedLink() {
  return location.hash.startsWith(MARK) ? location.hash.slice(MARK.length) : null;
}

// The address without the shared sheet (after a copy is saved, or the link is closed or refused).
export function forgetSharedLink() {
  if (location.hash) history.replaceState(history.state, "", location.pathname + location.search);
}

// The sheet in the address (« #partage=… ») as the engine reads it for the page of `kind` (its loader's
// answer, to show read-only), or null: no link, or a link refused (said, and taken out of the address).
export async function sharedSheet(kind, body, say) {
  const link = sharedLink();
  if (link === null) return null;
  body.replaceChildren(h("p", { className: "table-waiting" }, "La feuille partagée s’affichera dès que le moteur sera prêt…"));
  const answer = await ask("open_shared", { link });
  if (answer.ok && answer.kind === kind) return answer;
  forgetSharedLink();
  say("error", answer.ok ? PAGES[answer.kind] : answer.code === "share" ? answer.error : `Lien de partage refusé\u00a0: ${answer.error}`);
  return null;
}

// What a page shows of a shared sheet (`answer`, from sharedSheet) before its `table`: nothing is stored
// until « Enregistrer une copie » makes it a new game of `slot` (or finds it already there); then, or
// after « Fermer sans enregistrer », the link leaves the address and show() draws the page again.
export function sharedView({ answer, slot, say, describe, show }) {
  const leave = (text) => {
    forgetSharedLink();
    say("info", text);
    show();
  };
  const keep = button("Enregistrer une copie", () => {
    const imported = fingerprint(answer.sheet);
    const twin = slot.games().find((game) => game.imported === imported || fingerprint(game.sheet) === imported);
    if (twin) {
      slot.switchTo(twin.id);
      return leave("Cette feuille est déjà enregistrée sur cet appareil\u00a0: la voici.");
    }
    slot.load(null);
    const outcome = slot.change(answer.sheet, { imported, copy: "reçue par lien" });
    if (reportSave(outcome, slot, say, "Copie enregistrée\u00a0: la feuille partagée est une partie de cet appareil.")) {
      forgetSharedLink();
      show();
    }
  }, "table-shared-save");
  const close = button("Fermer sans enregistrer", () => leave("Feuille partagée fermée\u00a0: rien n’a été enregistré."), "table-shared-close");
  return [
    h("h2", { className: "table-shared-title" }, "Feuille partagée, en lecture seule"),
    h("p", { className: "table-shared-what" }, `Reçue par un lien\u00a0: ${describe(answer.sheet)}. Rien n’est enregistré sur cet appareil sans votre accord.`),
    h("p", { className: "table-tools table-no-print" }, keep, " ", close),
  ];
}

function base64url(bytes) {
  let text = "";
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

// `text` as a QR code: an SVG of dark squares on white (also in the dark scheme: cameras need it),
// named for screen readers; and the QR version (1 to 40) it needed.
function qrCode(text) {
  const qr = qrcode(0, "M");
  qr.addData(text, "Byte");
  qr.make();
  const count = qr.getModuleCount();
  const size = count + 2 * QUIET;
  let path = "";
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count; col += 1) if (qr.isDark(row, col)) path += `M${col + QUIET} ${row + QUIET}h1v1h-1z`;
  }
  const svg = document.createElementNS(SVG, "svg");
  const attrs = { viewBox: `0 0 ${size} ${size}`, role: "img", "aria-label": "QR code du lien de la feuille", class: "table-share-qr", "shape-rendering": "crispEdges" };
  for (const [key, value] of Object.entries(attrs)) svg.setAttribute(key, value);
  const back = document.createElementNS(SVG, "rect");
  back.setAttribute("width", String(size));
  back.setAttribute("height", String(size));
  back.setAttribute("fill", "#fff");
  const dark = document.createElementNS(SVG, "path");
  dark.setAttribute("d", path);
  dark.setAttribute("fill", "#000");
  svg.append(back, dark);
  return { svg, version: (count - 17) / 4 };
}

// A sheet's tools (`group`, from sheetTools) with « Partager » for `sheet()`, the sheet shown, and the
// place its QR code and link go, under the tools.
export function withShare(group, sheet, say) {
  const panel = h("div", { className: "table-share-box" });
  group.append(shareButton({ sheet, place: panel, say, exportButton: () => group.querySelector(".table-export-json"), near: ".table-tools" }));
  return h("div", { className: "table-tools-box" }, group, panel);
}

// « Partager »: `place` an element the panel goes into, `say` the page's message, `exportButton()` the
// tools' « Exporter en JSON » (offered when the sheet is too long for a QR code).
function shareButton({ sheet, place, say, exportButton, near }) {
  return button("Partager", async () => {
    const answer = await ask("share_sheet", sheet());
    if (!answer.ok) {
      say("error", answer.error, { near });
      return;
    }
    const payload = base64url(deflateSync(strToU8(JSON.stringify(answer.sheet)), { level: 9 }));
    if (payload.length > answer.limit) {
      place.replaceChildren();
      const offer = button("Exporter en JSON", () => exportButton().click(), "table-share-export");
      say("error", `Feuille trop longue pour un QR code\u00a0: son lien ferait ${payload.length}\u00a0caractères, ${answer.limit} au plus. Exportez-la en JSON et envoyez le fichier\u00a0: `, { near, extra: [offer] });
      return;
    }
    const link = `${location.origin}${location.pathname}${MARK}${payload}`;
    const { svg, version } = qrCode(link);
    const field = h("input", { type: "text", readonly: true, value: link, className: "table-share-link", "aria-label": "Lien de la feuille" });
    const copied = h("span", { className: "table-share-copied", role: "status" });
    const copy = button("Copier le lien", async () => {
      field.select();
      try {
        await navigator.clipboard.writeText(link);
        copied.textContent = "Lien copié.";
      } catch {
        copied.textContent = "Copie refusée par le navigateur\u00a0: sélectionnez le lien et copiez-le.";
      }
    }, "table-share-copy");
    say("info", "", { near });
    place.replaceChildren(
      h(
        "section",
        { className: "table-share table-no-print", "aria-label": "Partager la feuille" },
        h("h2", {}, "Partager la feuille"),
        h("p", { className: "table-share-status" }, `QR code affiché (version ${version}, ${link.length}\u00a0caractères)\u00a0: la feuille entière est dans le lien.`),
        svg,
        h("p", {}, "Visez-le avec l’appareil photo d’un autre téléphone, ou envoyez-lui le lien\u00a0: la feuille s’y ouvre en lecture seule. La feuille voyage dans l’adresse après «\u00a0#\u00a0», que les navigateurs n’envoient à aucun serveur."),
        h("p", { className: "table-share-row" }, field, " ", copy, " ", copied),
        button("Fermer", () => place.replaceChildren(), "table-share-close"),
      ),
    );
    place.scrollIntoView({ block: "nearest" });
  }, "table-share-button");
}
