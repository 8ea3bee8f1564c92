// « La feuille de la soirée » : the French Tarot evening sheet. A deal added at the end is scored alone
// by the engine (tarot_append, from the sheet's « after ») and drawn as one more row; any other change
// (edit, delete, undo, import) has the whole sheet read again by the engine. The new deal being typed is
// kept for the tab, per game (deal-draft.js); a deal being modified is the sheet's own, already stored.
import { h } from "../site/dom.js";
import { keptDeal } from "./deal-draft.js";
import { ask } from "./engine.js";
import { sheetChart } from "./chart.js";
import { DealForm } from "./deal-form.js";
import { forgetSharedLink, sharedLink, sharedSheet, sharedView, withShare } from "./share.js";
import { adopter, commitSheet, followOtherTabs, gamesBar, importRow, readSheet, reportSave, setupForm, sheetPageParts, sheetTools } from "./sheet-parts.js";
import { MINUS, button, isolated, plural, signed, who } from "./widgets.js";

// Where the messages about a deal are shown: under the form's buttons.
const ENTRY = ".table-entry .table-actions";
// The rows drawn at first, the last ones: a long sheet stays quick to draw and to add to (a table's
// layout costs as much as its rows); earlier rows come on demand, and all of them for printing.
const WINDOW = 100;

export function tarotSheetPage(root, rules) {
  const { slot, status, msg, say, place, body, games } = sheetPageParts("tarot");
  let view = null;
  const adopt = adopter((answer) => {
    view = answer;
    render();
  });
  let editing = null; // index of the deal being edited
  let form = null;
  let formGame = null; // the game whose new deal the form types
  let kept = null; // the new deal being typed, kept for the tab (deal-draft.js)
  const draftNotice = h("p", { className: "table-message", role: "status", hidden: true });
  let drawn = null; // the parts of the drawn sheet that a deal added at the end changes
  let shownFrom = 0; // the index of the first row drawn
  let adding = Promise.resolve(); // deals added one after the other, each from the previous « after »
  let readOnly = false; // a sheet opened from a shared link (share.js), not stored until copied
  const describe = (sheet) => `${sheet.players.map(isolated).join(", ")} — ${plural(sheet.deals.length, "donne")}`;

  const refreshGames = () =>
    games.replaceChildren(gamesBar(slot, describe, (text) => {
      say("info", text, { near: ".table-games" });
      stopEditing();
      forgetSharedLink();
      show();
    }));

  const show = async (known) => {
    readOnly = false;
    refreshGames();
    const shared = await sharedSheet("tarot", body, say);
    if (shared) return showShared(shared);
    if (!slot.sheet) {
      view = null;
      form = null;
      drawn = null;
      body.replaceChildren(
        h("h2", {}, "Nouvelle feuille"),
        setupForm({
          counts: rules.tarot_players.map((counted) => counted.players),
          defaultCount: 4,
          startLabel: "Commencer la feuille",
          onStart: ({ players, first_dealer }) => {
            slot.change({ format: "tarot-table/feuille-tarot", version: 1, players, first_dealer, deals: [] });
            show();
          },
        }),
        importRow("Ou reprendre une feuille exportée\u00a0: ", "tarot_sheet", slot, say, show),
      );
      place();
      return;
    }
    adopt(known || (await readSheet(slot, "tarot_sheet", body, say)));
  };

  const save = async (sheet, done, near = ENTRY) => adopt(await commitSheet(slot, "tarot_sheet", sheet, say, done, near));

  // One deal at the end: scored alone by the engine, saved over the revision it was made from (refused
  // if another tab saved meanwhile), drawn as one more row. done(row) says it.
  const append = (deal, done) => {
    const step = adding.then(async () => {
      const base = slot.revision;
      const answer = await ask("tarot_append", { after: view.after, deal });
      if (!answer.ok) {
        say("error", answer.error, { near: ENTRY });
        return false;
      }
      if (!reportSave(slot.change({ ...slot.sheet, deals: [...slot.sheet.deals, deal] }, { base }), slot, say, done(answer.row), ENTRY)) return false;
      view.rows.push(answer.row);
      Object.assign(view, { totals: answer.totals, next_dealer: answer.next_dealer, after: answer.after });
      drawn.rows.append(sheetRow(answer.row, view.rows.length - 1, view.players));
      drawn.total.replaceWith((drawn.total = totalRow(view)));
      drawn.next.replaceChildren(who(view.players[view.next_dealer]));
      drawn.tools.replaceWith((drawn.tools = tools()));
      drawn.chart.draw(view);
      refreshGames();
      place();
      return true;
    });
    adding = step.catch(() => false);
    return step;
  };

  const tools = () => {
    const group = sheetTools({
      slot,
      sheetCall: "tarot_sheet",
      csvCall: "tarot_csv",
      prefix: "feuille-tarot",
      exportJson: () => slot.sheet,
      say,
      show: (known) => {
        stopEditing();
        show(known);
      },
    });
    return withShare(group, () => slot.sheet, say);
  };

  // A sheet opened from a shared link: shown read-only, stored only by « Enregistrer une copie ».
  const showShared = (answer) => {
    view = answer;
    readOnly = true;
    const table = sheetTable(answer);
    drawn = { rows: table.querySelector("tbody"), total: table.querySelector(".table-total"), earlier: h("p", { className: "table-earlier table-no-print" }), chart: sheetChart(table.querySelector("table")) };
    showEarlier(0);
    body.replaceChildren(
      ...sharedView({ answer, slot, say, describe, show }),
      drawn.earlier,
      table,
      drawn.chart.element,
    );
    drawn.chart.draw(answer);
    place();
  };

  const render = () => {
    refreshGames();
    const names = view.players;
    if (!form || formGame !== slot.id || form.names.join("\n") !== names.join("\n")) {
      form = new DealForm({
        rules,
        players: names.length,
        names,
        choosePlayers: false,
        submitLabel: "Ajouter la donne",
        onSubmit: async (facts) => {
          const { players, ...deal } = facts;
          const index = editing;
          let ok;
          if (index === null) {
            ok = await append(deal, (row) => `Donne ${row.number} ajoutée.`);
          } else {
            const deals = [...slot.sheet.deals];
            deals[index] = deal;
            ok = await save({ ...slot.sheet, deals }, `Donne ${index + 1} modifiée\u00a0: la suite est recalculée.`);
          }
          if (!ok) return;
          stopEditing();
          if (index === null) {
            form.clearDeal();
            kept.save();
          }
        },
        onChange: () => {
          if (editing === null) kept.save();
        },
      });
      formGame = slot.id;
      form.setPlayers(names.length, names);
      kept = keptDeal(`tarot-feuille-saisie:${slot.id}`, form, draftNotice, { choosesPlayers: false });
      form.onCancel = stopEditing;
    }
    const nextDealer = h("strong", { className: "table-next-dealer" }, who(names[view.next_dealer]));
    const next = h("p", { className: "table-next" }, "Prochaine donne\u00a0: ", nextDealer, " distribue.");
    const passed = button("Tout le monde passe", () => append({ passe: true }, () => "Donne passée\u00a0: la main tourne."), "table-pass");
    const table = sheetTable(view);
    const entry = h("section", { className: "table-entry table-no-print", "aria-label": "Saisie d’une donne" }, h("h2", { className: "table-entry__title" }, editing === null ? "Nouvelle donne" : `Modifier la donne ${editing + 1}`), draftNotice, form.form, passed);
    drawn = { rows: table.querySelector("tbody"), total: table.querySelector(".table-total"), next: nextDealer, tools: tools(), earlier: h("p", { className: "table-earlier table-no-print" }), chart: sheetChart(table.querySelector("table")) };
    showEarlier(0);
    body.replaceChildren(next, entry, h("h2", { className: "table-sheet-title" }, "La feuille"), drawn.earlier, table, drawn.tools, drawn.chart.element);
    drawn.chart.draw(view);
    place();
  };

  // Back to « Nouvelle donne »: a deal that was being modified leaves the form to the new deal kept.
  const stopEditing = () => {
    const modified = editing !== null;
    editing = null;
    if (form) {
      form.submit.textContent = "Ajouter la donne";
      form.cancel.hidden = true;
      if (modified && !kept.restore()) form.clearDeal();
    }
    const title = body.querySelector(".table-entry__title");
    if (title) title.textContent = "Nouvelle donne";
  };

  const startEditing = (index) => {
    editing = index;
    form.fill(slot.sheet.deals[index]);
    form.submit.textContent = `Enregistrer la donne ${index + 1}`;
    form.cancel.hidden = false;
    body.querySelector(".table-entry__title").textContent = `Modifier la donne ${index + 1}`;
    form.taker.focus();
  };

  // Who played the deal, each name isolated: « — donneur : Léa, preneur : Marc ».
  const roles = (row, names) => {
    const parts = [["donneur", row.dealer], ["preneur", row.taker], ["partenaire", row.partner]].filter(([, seat]) => seat !== null && seat !== undefined);
    return h("small", {}, " — ", parts.flatMap(([role, seat], i) => [i ? ", " : "", `${role}\u00a0: `, who(names[seat])]));
  };

  // One deal's row. On a narrow screen the row is a card (table.css), each score under its player's name.
  const sheetRow = (row, index, names) =>
    h(
      "tr",
      { className: "table-row", "data-row": String(row.number) },
      h("th", { scope: "row" }, String(row.number)),
      h("td", { className: "table-what" }, row.title, roles(row, names)),
      ...row.scores.map((value, seat) =>
        h(
          "td",
          { className: "table-num", "data-score": String(value), "data-total": String(row.totals[seat]) },
          h("span", { className: "table-cell-name" }, who(names[seat])),
          h("span", { className: "table-score" }, signed(value)),
          h("span", { className: "table-running", title: "total après cette donne" }, String(row.totals[seat]).replace("-", MINUS)),
        ),
      ),
      h("td", { className: "table-num table-sum", "data-sum": String(row.sum) }, h("span", { className: "table-cell-name" }, "Somme"), row.sum === 0 ? "0 ✓" : signed(row.sum)),
      readOnly ? h("td", { className: "table-row-actions table-no-print" }) : h(
        "td",
        { className: "table-row-actions table-no-print" },
        slot.sheet.deals[index].passe ? null : button("Modifier", () => startEditing(index), "table-edit", { "aria-label": `Modifier la donne ${row.number}` }),
        button("Supprimer", () => {
          const deals = slot.sheet.deals.filter((_, i) => i !== index);
          stopEditing();
          save({ ...slot.sheet, deals }, `Donne ${row.number} supprimée\u00a0: la suite est recalculée.`, ".table-sheet-title");
        }, "table-delete", { "aria-label": `Supprimer la donne ${row.number}` }),
      ),
    );

  const totalRow = (data) =>
    h("tr", { className: "table-total" }, h("th", { scope: "row", colspan: "2" }, "Total"), ...data.totals.map((value, seat) => h("td", { className: "table-num", "data-seat": String(seat), "data-total": String(value) }, h("span", { className: "table-cell-name" }, who(data.players[seat])), String(value).replace("-", MINUS))), h("td", { className: "table-num" }, String(data.totals.reduce((a, b) => a + b, 0))), h("td", { className: "table-no-print" }));

  // Draw `count` more rows before the first one drawn, and say how many are still hidden.
  const showEarlier = (count) => {
    const from = Math.max(0, shownFrom - count);
    drawn.rows.prepend(...view.rows.slice(from, shownFrom).map((row, i) => sheetRow(row, from + i, view.players)));
    shownFrom = from;
    const more = Math.min(WINDOW, shownFrom);
    drawn.earlier.replaceChildren(...(shownFrom ? [`${plural(shownFrom, "donne")} plus ancienne${shownFrom > 1 ? "s" : ""}\u00a0: `, button(more > 1 ? `Afficher les ${more} précédentes` : "Afficher la précédente", () => showEarlier(WINDOW), "table-earlier-button"), " ", button("Tout afficher", () => showEarlier(shownFrom), "table-all-button")] : []));
  };
  window.addEventListener("beforeprint", () => {
    if (drawn && root.isConnected) showEarlier(shownFrom);
  });

  const sheetTable = (data) => {
    const names = data.players;
    shownFrom = Math.max(0, data.rows.length - WINDOW);
    const head = h("tr", {}, h("th", { scope: "col" }, "N°"), h("th", { scope: "col" }, "Donne"), ...names.map((name) => h("th", { scope: "col", className: "table-num" }, who(name))), h("th", { scope: "col", className: "table-num" }, "Somme"), h("th", { scope: "col", className: "table-no-print" }, h("span", { className: "md-visually-hidden" }, "Actions")));
    const rows = data.rows.slice(shownFrom).map((row, i) => sheetRow(row, shownFrom + i, names));
    return h("div", { className: "table-scroll" }, h("table", { className: "table-sheet table-deals" }, h("caption", {}, `Feuille de la soirée (${names.length}\u00a0joueurs)`), h("thead", {}, head), h("tbody", {}, rows), h("tfoot", {}, totalRow(data))));
  };

  root.replaceChildren(status.element, msg, games, body);
  followOtherTabs(slot, root, say, refreshGames, () => {
    stopEditing();
    show();
  });
  window.addEventListener("hashchange", () => {
    if (root.isConnected && sharedLink() !== null) show();
  });
  show();
}
