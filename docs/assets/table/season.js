// « La saison » : every French Tarot evening saved on this device, each player's statistics and the chart of
// their totals evening after evening. The engine computes all of it (tarot_season, tarot_app/table/stats.py)
// from the saved sheets and their dates; this module reads the filters, sends the sheets and shows the answer.
import { h } from "../site/dom.js";
import { ask, engineStatus } from "./engine.js";
import { Slot } from "./storage.js";
import { field, message, select, signed, who } from "./widgets.js";

// A date of the engine's answer (AAAA-MM-JJ, the day the evening was started, UTC) in French.
function day(date) {
  if (!date) return "sans date";
  return new Date(`${date}T12:00:00Z`).toLocaleDateString("fr-FR", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
}

// A scrollable table: reachable by the keyboard, named for screen readers.
function scroller(label, table) {
  return h("div", { className: "table-scroll", tabindex: "0", role: "region", "aria-label": label }, table);
}

function grid(caption, head, rows, attrs = {}) {
  return h(
    "table",
    { className: "table-sheet table-season-table", ...attrs },
    h("caption", {}, caption),
    h("thead", {}, h("tr", {}, head.map((label, i) => h("th", { scope: "col", className: i ? "table-num" : "" }, label)))),
    h("tbody", {}, rows.map(([name, ...cells]) => h("tr", {}, h("th", { scope: "row" }, name), cells.map((cell) => h("td", { className: "table-num" }, cell))))),
  );
}

const evening = (best) => (best ? [signed(best.score), h("small", { className: "table-detail" }, day(best.date))] : "—");

function playersTable(out) {
  const partners = out.players.some((p) => p.partner);
  const head = ["Joueur", "Soirées", "Donnes jouées", "Preneur", ...(partners ? ["Appelé"] : []), "Total", "Moyenne par donne", "Meilleure soirée", "Pire soirée", "Poignées", "Petits au bout", "Chelems"];
  const rows = out.players.map((p) => [
    who(p.name), String(p.evenings), String(p.deals), String(p.taker), ...(partners ? [String(p.partner)] : []),
    signed(p.total), p.average_text || "—", evening(p.best), evening(p.worst), String(p.poignees), String(p.petits_au_bout), String(p.chelems),
  ]);
  return scroller("Statistiques des joueurs", grid("Les joueurs", head, rows, { "data-season": "players" }));
}

function contractsTable(out) {
  const rows = out.players.map((p) => [who(p.name), ...p.contracts.map((c) => (c.taken ? `${c.made}\u00a0/\u00a0${c.taken}` : "—"))]);
  return scroller("Contrats des joueurs", grid("Contrats réussis / pris", ["Joueur", ...out.contracts], rows, { "data-season": "contracts" }));
}

function chartPart(out) {
  const rows = out.evenings.map((e, i) => [`${i + 1}. ${day(e.date)}`, ...out.cumulative.map((line) => signed(line[i]))]);
  const values = grid("Total de chaque joueur après chaque soirée", ["Soirée", ...out.players.map((p) => who(p.name))], rows, { id: "table-season-values" });
  return h(
    "section",
    { className: "table-chart-section", "aria-labelledby": "table-season-chart" },
    h("h2", { id: "table-season-chart" }, "Les totaux, soirée après soirée"),
    h("div", { className: "table-chart-box", html: out.svg }),
    h("details", { className: "table-chart-values" }, h("summary", {}, "Les valeurs du graphique"), scroller("Valeurs du graphique", values)),
  );
}

export function seasonPage(root, rules) {
  const status = engineStatus({ usable: true });
  const slot = new Slot("tarot");
  const msg = h("p", { className: "table-message", role: "alert", hidden: true });
  const since = h("input", { type: "date", name: "since", className: "table-season-since" });
  const until = h("input", { type: "date", name: "until", className: "table-season-until" });
  const counts = select("players", [["", "Toutes"], ...rules.tarot_players.map((p) => [String(p.players), `${p.players} joueurs`])]);
  const filters = h("form", { className: "table-season-filters table-no-print", "aria-label": "Filtres" }, field("Depuis le", since), field("Jusqu’au", until), field("Joueurs à la table", counts));
  const summary = h("p", { className: "table-season-summary", "aria-live": "polite" }, "Les statistiques s’afficheront dès que le moteur sera prêt…");
  const body = h("div", { className: "table-body" });
  let asked = 0;

  const show = async () => {
    const ticket = ++asked;
    const games = slot.games();
    if (!games.length) {
      summary.textContent = "Aucune soirée de Tarot enregistrée sur cet appareil pour l’instant.";
      body.replaceChildren();
      return;
    }
    summary.textContent = `Calcul des statistiques de ${games.length}\u00a0soirée${games.length > 1 ? "s" : ""}…`;
    const answer = await ask("tarot_season", { evenings: games.map((game) => ({ date: game.created, sheet: game.sheet })), since: since.value, until: until.value, players: counts.value });
    if (ticket !== asked) return;
    if (!answer.ok) {
      message(msg, "error", answer.error);
      return;
    }
    message(msg, "info", "");
    const counted = answer.evenings.length;
    const deals = answer.evenings.reduce((sum, e) => sum + e.deals, 0);
    summary.textContent = counted ? `${counted} soirée${counted > 1 ? "s" : ""} sur ${games.length}, ${deals.toLocaleString("fr-FR")}\u00a0donne${deals > 1 ? "s" : ""}.` : `Aucune des ${games.length}\u00a0soirées enregistrées ne répond à ces filtres.`;
    const skipped = answer.skipped.map((s) => h("li", {}, `${day(s.date)}\u00a0: ${s.reason}`));
    body.replaceChildren(
      ...(skipped.length ? [h("div", { className: "table-message table-message--error" }, "Soirées laissées de côté (feuille illisible)\u00a0:", h("ul", {}, skipped))] : []),
      ...(counted ? [playersTable(answer), contractsTable(answer), chartPart(answer)] : []),
    );
  };

  filters.addEventListener("change", show);
  filters.addEventListener("submit", (event) => event.preventDefault());
  root.replaceChildren(status.element, filters, msg, summary, body);
  slot.follow(() => show(), () => root.isConnected);
  show();
}
