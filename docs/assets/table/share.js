// « Partager » : a score sheet carried by its own link, from phone to phone without a server. The engine
// checks the sheet and makes it compact (share_sheet, tarot_rules/table/share.py); here it is deflated
// (fflate, raw deflate), written in base64url after « #partage= » (the fragment of an address is never
// sent to a server) and drawn as a QR code (qrcode-generator, error correction M). A link opened is read
// by the engine (open_shared): a damaged or hostile one is refused with its French reason, and nothing
// is stored until the reader asks for a copy.
import { deflateSync, strToU8 } from "fflate";
import qrcode from "qrcode-generator";
import { h } from "../site/dom.js";
import { ask } from "./engine.js";
import { button } from "./widgets.js";

const MARK = "#partage=";
const SVG = "http://www.w3.org/2000/svg";
const QUIET = 4; // the blank margin around a QR code, in modules (ISO/IEC 18004)

// What follows « #partage= » in the page's address, or null.
export function sharedLink() {
  return location.hash.startsWith(MARK) ? location.hash.slice(MARK.length) : null;
}

// The address without the shared sheet (after a copy is saved, or the link is closed or refused).
export function forgetSharedLink() {
  if (location.hash) history.replaceState(history.state, "", location.pathname + location.search);
}

// The engine's reading of a link: {ok, kind, rows, totals, sheet, …} or {ok: false, error, code}.
export function openShared(link) {
  return ask("open_shared", { link });
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

// « Partager » for a sheet: `sheet()` the sheet shown, `place` an element the panel goes into, `say`
// the page's message, `exportButton()` the tools' « Exporter en JSON » (offered when the sheet is too
// long for a QR code).
export function shareButton({ sheet, place, say, exportButton, near }) {
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
