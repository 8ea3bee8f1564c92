// The chart of a sheet's running totals: the engine draws it (tarot_chart, an SVG string made by
// tarot_app/table/chart.py); this module only asks for it and puts it in the page. The chart's values
// are those of the sheet's table, which it names as its description (aria-describedby).
import { h } from "../site/dom.js";
import { ask } from "./engine.js";

const VALUES = "table-sheet-values";

// A section under the sheet's `table`; draw(view) asks the engine for the chart of view.rows' totals
// (an answer arriving after a newer request is dropped).
export function sheetChart(table) {
  table.id = VALUES;
  const figure = h("div", { className: "table-chart-box" });
  const section = h(
    "section",
    { className: "table-chart-section", "aria-labelledby": "table-chart-title" },
    h("h2", { id: "table-chart-title" }, "Les totaux au fil des donnes"),
    figure,
  );
  let asked = 0;
  const draw = async (view) => {
    const ticket = ++asked;
    section.hidden = !view.rows.length;
    if (!view.rows.length) return;
    const answer = await ask("tarot_chart", { players: view.players, totals: view.rows.map((row) => row.totals), described_by: VALUES });
    if (ticket !== asked) return;
    if (answer.ok) figure.innerHTML = answer.svg;
    else figure.replaceChildren(h("p", { className: "table-message table-message--error" }, answer.error));
  };
  return { element: section, draw };
}
