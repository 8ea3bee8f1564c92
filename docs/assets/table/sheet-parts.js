// What both score sheets share: the saved games bar, the tools (undo, export, import, print, new game),
// the setup form, and reading or changing a sheet through the engine.
import { ask, engineStatus } from "./engine.js";
import { isReady } from "../engine/client.js";
import { h } from "../site/dom.js";
import { Slot } from "./storage.js";
import { NEWER_GAME, STALE, SYNCED, storageNotices, unsavedParts, usageLine } from "./storage-notice.js";
import { fingerprint } from "./storage-records.js";
import { button, download, field, message, select, stamp } from "./widgets.js";

// Where the messages of the tools (and of the import under a setup form) are shown.
const TOOLS = ".table-tools";

// The saved games of a sheet: a selector to switch, the deletion of the shown game (with confirmation),
// the room they take, and data kept aside or left to a newer version of the site.
export function gamesBar(slot, describe, onSwitch) {
  const stored = slot.overview();
  const games = stored.games;
  const bar = h("div", { className: "table-games table-no-print", role: "group", "aria-label": "Parties enregistrées" });
  bar.append(...storageNotices(stored, () => {
    slot.forgetAside();
    onSwitch("Données illisibles oubliées.");
  }));
  if (!games.length) return bar;
  const chooser = select("game", []);
  chooser.className = "table-game-select";
  if (!slot.id) chooser.append(h("option", { value: "" }, "Nouvelle partie (pas encore commencée)"));
  for (const game of games) {
    const when = (game.created || "").slice(0, 16).replace("T", " ");
    chooser.append(h("option", { value: game.id }, `${describe(game.sheet)}${game.copy ? ` (${game.copy})` : ""}${when ? ` — ${when}` : ""}`));
  }
  chooser.value = slot.id || "";
  chooser.addEventListener("change", () => {
    if (chooser.value && slot.switchTo(chooser.value)) onSwitch("Partie reprise.");
  });
  bar.append(field(`Parties enregistrées (${games.length})`, chooser), usageLine(stored.size));
  if (slot.id) {
    bar.append(
      button("Supprimer cette partie", () => {
        if (!window.confirm("Supprimer définitivement cette partie enregistrée\u202f?")) return;
        slot.remove(slot.id);
        onSwitch("Partie supprimée.");
      }, "table-game-delete"),
    );
  }
  return bar;
}

// Export buttons (CSV and JSON), import of a JSON sheet, print, undo and « Nouvelle partie ».
export function importControl(onImport) {
  const file = h("input", { type: "file", accept: "application/json,.json", className: "table-file", "aria-label": "Fichier JSON à importer" });
  file.addEventListener("change", async () => {
    const chosen = file.files && file.files[0];
    if (!chosen) return;
    const text = await chosen.text();
    file.value = "";
    onImport(text);
  });
  return h("label", { className: "tarot-button table-import" }, "Importer un JSON", file);
}

// exportJson: what « Exporter en JSON » saves (the sheet, or the engine's game record); after undo,
// redo, import or « Nouvelle partie », the page says what happened and shows the sheet again
// (show(answer) after an import: the engine's answer about the imported sheet, not asked twice).
export function sheetTools({ slot, sheetCall, csvCall, prefix, exportJson, say, show }) {
  const history = (from, label, className, done) => {
    const control = button(label, () => {
      if (reportSave(slot.step(from), slot, say, done, TOOLS)) show();
    }, className);
    control.disabled = !slot[from].length;
    return control;
  };
  return h(
    "div",
    { className: "table-tools table-no-print", role: "group", "aria-label": "Feuille" },
    history("undo", "Annuler la dernière modification", "table-undo", "Dernière modification annulée."),
    history("redo", "Rétablir", "table-redo", "Modification rétablie."),
    button("Exporter en CSV", async () => {
      const answer = await ask(csvCall, slot.sheet);
      if (answer.ok) download(`${prefix}-${stamp()}.csv`, answer.csv, "text/csv");
      else say("error", answer.error, { near: TOOLS });
    }, "table-export-csv"),
    button("Exporter en JSON", () => {
      download(`${prefix}-${stamp()}.json`, JSON.stringify(exportJson(), null, 1), "application/json");
    }, "table-export-json"),
    importControl((text) => importSheet(text, sheetCall, slot, say, show)),
    button("Imprimer", () => window.print(), "table-print"),
    button("Nouvelle partie", () => {
      if (!window.confirm("Commencer une nouvelle partie\u202f? Celle-ci reste enregistrée\u00a0: elle se reprend depuis la liste des parties.")) return;
      slot.clear();
      say("info", "", { near: TOOLS });
      show();
    }, "table-new"),
  );
}

// What a save means for the page: `done` said, or why nothing was saved (a stale save is said by
// followOtherTabs, which shows the newer sheet), said next to the element matching `near`. True if the
// page should show the slot's sheet.
export function reportSave(outcome, slot, say, done, near = null) {
  if (outcome.ok) say("info", done, { near });
  else if (outcome.problem === "full") {
    const [text, ...extra] = unsavedParts(slot.kind, slot.sheet);
    say("error", text, { near, extra });
  } else if (outcome.problem === "newer") say("error", NEWER_GAME, { near });
  return outcome.ok || outcome.problem === "full";
}

// An imported sheet is a new saved game (the current one stays in the list); a file already imported
// is either put in place of its game (« Remplacer », undoable) or kept as a copy with its own label.
export async function importSheet(text, call, slot, say, show) {
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    say("error", "Ce fichier n’est pas du JSON lisible.", { near: TOOLS });
    return null;
  }
  const answer = await ask(call, data);
  if (!answer.ok) {
    say("error", `Import refusé\u00a0: ${answer.error}`, { near: TOOLS });
    return null;
  }
  const imported = fingerprint(answer.sheet);
  const twins = slot.games().filter((game) => game.imported === imported || fingerprint(game.sheet) === imported);
  const keep = (twin) => {
    if (twin) slot.switchTo(twin.id);
    else slot.load(null);
    const copy = twins.length > 1 ? `copie ${twins.length}` : "copie";
    const fields = twin || !twins.length ? { imported } : { imported, copy };
    const done = twin ? "Partie remplacée par le fichier importé («\u00a0Annuler\u00a0» revient en arrière)." : "Feuille importée\u00a0: une nouvelle partie enregistrée.";
    if (reportSave(slot.change(answer.sheet, fields), slot, say, done, TOOLS)) show(answer);
  };
  if (!twins.length) return keep(null);
  const when = twins[0].created ? ` (partie du ${twins[0].created.slice(0, 16).replace("T", " à ")})` : "";
  say("info", `Ce fichier est déjà importé${when}. Remplacer cette partie par le fichier, ou l’importer en copie\u202f?`, {
    near: TOOLS,
    extra: [" ", button("Remplacer", () => keep(twins[0]), "table-import-replace"), button("Importer une copie", () => keep(null), "table-import-copy")],
  });
}

// The stored sheet read again by the engine (scores and checks are never stored); null if refused.
export async function readSheet(slot, call, body, say) {
  if (!isReady()) body.replaceChildren(h("p", { className: "table-waiting" }, "La feuille s’affichera dès que le moteur sera prêt…"));
  const answer = await ask(call, slot.sheet);
  if (answer.ok) return answer;
  say("error", `Feuille enregistrée illisible\u00a0: ${answer.error}`);
  return null;
}

// A changed sheet, kept only if the engine accepts it (else its French reason is shown); null if refused.
// The change is saved over the revision it was made from: if another tab saved meanwhile, it is refused.
// Messages are said next to the element matching `near` (the action's place).
export async function commitSheet(slot, call, payload, say, done, near = null) {
  const base = slot.revision;
  const answer = await ask(call, payload);
  if (!answer.ok) {
    say("error", answer.error, { near });
    return null;
  }
  return reportSave(slot.change(answer.sheet, { base }), slot, say, typeof done === "function" ? done(answer) : done, near) ? answer : null;
}

// « Ou reprendre … » under a setup form: import a JSON sheet.
export function importRow(text, call, slot, say, show) {
  return h("p", { className: "table-tools table-no-print" }, text, importControl((json) => importSheet(json, call, slot, say, show)));
}

// Names, count and first dealer of a new sheet.
export function setupForm({ counts, defaultCount, extra, onStart, startLabel }) {
  const form = h("form", { className: "table-setup", novalidate: true });
  const count = select("count", counts.map((n) => [String(n), `${n}\u00a0joueurs`]), String(defaultCount));
  const names = h("fieldset", { className: "table-names" }, h("legend", {}, "Noms, dans l’ordre du jeu"));
  const dealer = select("dealer", []);
  const inputs = [];
  const refresh = () => {
    const n = Number(count.value);
    while (inputs.length < n) {
      const input = h("input", { type: "text", name: `name${inputs.length}`, autocomplete: "off", maxlength: "40" });
      inputs.push(input);
      names.append(field(`Joueur ${inputs.length}`, input));
    }
    inputs.forEach((input, i) => (input.closest(".table-field").hidden = i >= n));
    const chosen = dealer.value;
    dealer.replaceChildren(...inputs.slice(0, n).map((input, i) => h("option", { value: String(i) }, input.value.trim() || `J${i + 1}`)));
    if (Number(chosen) < n) dealer.value = chosen;
  };
  count.addEventListener("change", refresh);
  names.addEventListener("input", refresh);
  refresh();
  form.append(field("Nombre de joueurs", count), names, extra || "", field("Premier donneur", dealer), h("button", { type: "submit", className: "tarot-button tarot-button--primary table-start" }, startLabel));
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const n = Number(count.value);
    onStart({ players: inputs.slice(0, n).map((input, i) => input.value.trim() || `J${i + 1}`), first_dealer: Number(dealer.value) });
  });
  return form;
}

// ----- what both sheet pages share -----------------------------------------------------------------

// The page's one message (role=alert) is shown next to the action that caused it:
// say(level, text, {near, extra}) puts it after the first element matching the selector `near` (again
// after each drawing of the page, see place), at the top when there is none, and scrolls it into view;
// `extra`: nodes (or strings) appended to the message, such as buttons.
export function sheetPageParts(kind) {
  const msg = h("p", { className: "table-message", role: "alert", hidden: true });
  const games = h("div", { className: "table-games-box" });
  let near = null;
  const place = () => {
    const anchor = near && games.parentNode ? games.parentNode.querySelector(near) : null;
    if (anchor) anchor.after(msg);
    else games.before(msg);
    if (!msg.hidden) msg.scrollIntoView({ block: "nearest" });
  };
  return {
    slot: new Slot(kind),
    status: engineStatus({ usable: true }),
    msg,
    say: (level, text, { near: where = null, extra = [] } = {}) => {
      near = where;
      message(msg, level, text);
      msg.append(...extra);
      place();
    },
    place,
    body: h("div", { className: "table-body" }),
    games,
  };
}

// Another tab changed the saved games: the list follows; if it changed the game shown (or refused a stale
// save here), the page says so and shows the newer sheet.
export function followOtherTabs(slot, root, say, refreshGames, reshow) {
  slot.follow((shown, refused) => {
    if (!shown) return refreshGames();
    say(refused ? "error" : "info", refused ? STALE : SYNCED);
    reshow();
  }, () => root.isConnected);
}

// An engine answer about the sheet becomes the page's view; a refusal (null) was already said.
export function adopter(use) {
  return (answer) => {
    if (answer) use(answer);
    return Boolean(answer);
  };
}
