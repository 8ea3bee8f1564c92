// The end of a deal: the count and the score line by line (each line links to its rule), the scores
// and the running totals, every hand (« Voir les jeux »), the record's download, the evening's export
// to « À la table » (exportSheet() says what became of it), « Comparer la donne » and its « Analyse ».
import { h } from "../site/dom.js";
import { button, download, signed } from "../table/widgets.js";
import { analysisPanel, compareSection } from "./analysis-view.js";
import { cardRow } from "./cards.js";
import { scoreLines } from "./rules.js";

function scoreTable(result) {
  return h(
    "table",
    { className: "practice-scores" },
    h("caption", {}, "Scores"),
    h("thead", {}, h("tr", {}, h("th", { scope: "col" }, "Joueur"), h("th", { scope: "col" }, "Cette donne"), h("th", { scope: "col" }, "Total"))),
    h("tbody", {}, result.scores.map((row) => h("tr", {}, h("th", { scope: "row" }, row.name), h("td", {}, signed(row.score)), h("td", {}, signed(row.total))))),
  );
}

function handsView(result) {
  const rows = result.hands.map((hand) => h("div", {}, h("h4", {}, hand.name), cardRow(hand.cards)));
  rows.push(h("div", {}, h("h4", {}, "Le chien"), cardRow(result.chien)));
  if (result.ecart_made.length) rows.push(h("div", {}, h("h4", {}, "L’écart"), cardRow(result.ecart_made)));
  return h("div", { className: "practice-hands", hidden: true }, rows);
}

export function resultView(view, { game, next, exportSheet }) {
  const result = view.result;
  const hands = handsView(result);
  const show = button("Voir les jeux", () => {
    hands.hidden = !hands.hidden;
    show.setAttribute("aria-expanded", String(!hands.hidden));
  });
  show.setAttribute("aria-expanded", "false");
  const record = JSON.stringify(result.record, null, 1);
  const exported = h("p", { className: "practice-export", role: "status" });
  return h(
    "section",
    { className: "practice-result", "aria-label": "Le score" },
    h("h3", {}, "Le décompte et le score"),
    result.lines.length ? scoreLines(result.lines) : null,
    scoreTable(result),
    h(
      "div",
      { className: "table-actions" },
      button("Donne suivante", next, "tarot-button--primary"),
      show,
      button("Télécharger la donne", () => download(`donne-${view.donne}.json`, record, "application/json")),
      button("Exporter vers À la table", () => exported.replaceChildren(...exportSheet())),
    ),
    exported,
    hands,
    compareSection(view.names, game),
    analysisPanel(record, view.names, 0),
  );
}
