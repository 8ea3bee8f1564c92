// « La feuille de la soirée » : the French Tarot evening sheet, every deal recomputed by the engine.
import { h } from "../site/dom.js";
import { DealForm } from "./deal-form.js";
import { adopter, commitSheet, followOtherTabs, gamesBar, importRow, readSheet, setupForm, sheetPageParts, sheetTools } from "./sheet-parts.js";
import { MINUS, button, plural, signed } from "./widgets.js";

export function tarotSheetPage(root, rules) {
  const { slot, status, msg, say, body, games } = sheetPageParts("tarot");
  let view = null;
  const adopt = adopter((answer) => {
    view = answer;
    render();
  });
  let editing = null; // index of the deal being edited
  let form = null;
  const describe = (sheet) => `${sheet.players.join(", ")} — ${plural(sheet.deals.length, "donne")}`;

  const refreshGames = () =>
    games.replaceChildren(gamesBar(slot, describe, (text) => {
      say("info", text);
      stopEditing();
      show();
    }));

  const show = async () => {
    refreshGames();
    if (!slot.sheet) {
      view = null;
      form = null;
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
        importRow("Ou reprendre une feuille exportée : ", "tarot_sheet", slot, say, show),
      );
      return;
    }
    adopt(await readSheet(slot, "tarot_sheet", body, say));
  };

  const save = async (sheet, done) => adopt(await commitSheet(slot, "tarot_sheet", sheet, say, done));

  const render = () => {
    refreshGames();
    const names = view.players;
    if (!form || form.names.join("\n") !== names.join("\n")) {
      form = new DealForm({
        rules,
        players: names.length,
        names,
        choosePlayers: false,
        submitLabel: "Ajouter la donne",
        onSubmit: async (facts) => {
          const { players, ...deal } = facts;
          const deals = [...slot.sheet.deals];
          const index = editing;
          if (index === null) deals.push(deal);
          else deals[index] = deal;
          const ok = await save({ ...slot.sheet, deals }, index === null ? `Donne ${deals.length} ajoutée.` : `Donne ${index + 1} modifiée : la suite est recalculée.`);
          if (ok) {
            stopEditing();
            form.clearDeal();
          }
        },
      });
      form.setPlayers(names.length, names);
      form.onCancel = () => {
        stopEditing();
        form.clearDeal();
      };
    }
    const next = h("p", { className: "table-next" }, "Prochaine donne : ", h("strong", { className: "table-next-dealer" }, names[view.next_dealer]), " distribue.");
    const passed = button("Tout le monde passe", () => save({ ...slot.sheet, deals: [...slot.sheet.deals, { passe: true }] }, "Donne passée : la main tourne."), "table-pass");
    const table = sheetTable(view);
    const tools = sheetTools({
      slot,
      sheetCall: "tarot_sheet",
      csvCall: "tarot_csv",
      prefix: "feuille-tarot",
      exportJson: () => slot.sheet,
      say,
      show: () => {
        stopEditing();
        show();
      },
    });
    const entry = h("section", { className: "table-entry table-no-print", "aria-label": "Saisie d'une donne" }, h("h2", { className: "table-entry__title" }, editing === null ? "Nouvelle donne" : `Modifier la donne ${editing + 1}`), form.form, passed);
    body.replaceChildren(next, entry, h("h2", {}, "La feuille"), table, tools);
  };

  const stopEditing = () => {
    editing = null;
    if (form) {
      form.submit.textContent = "Ajouter la donne";
      form.cancel.hidden = true;
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

  const sheetTable = (data) => {
    const names = data.players;
    const head = h("tr", {}, h("th", { scope: "col" }, "N°"), h("th", { scope: "col" }, "Donne"), ...names.map((name) => h("th", { scope: "col", className: "table-num" }, name)), h("th", { scope: "col", className: "table-num" }, "Somme"), h("th", { scope: "col", className: "table-no-print" }, h("span", { className: "md-visually-hidden" }, "Actions")));
    const rows = data.rows.map((row, index) => {
      const deal = slot.sheet.deals[index];
      const tr = h(
        "tr",
        { className: "table-row", "data-row": String(row.number) },
        h("th", { scope: "row" }, String(row.number)),
        h("td", { className: "table-what" }, row.title, h("small", {}, ` — donneur : ${names[row.dealer]}${row.taker !== null ? `, preneur : ${names[row.taker]}` : ""}${row.partner !== null && row.partner !== undefined ? `, partenaire : ${names[row.partner]}` : ""}`)),
        ...row.scores.map((value, seat) =>
          h("td", { className: "table-num", "data-score": String(value), "data-total": String(row.totals[seat]) }, h("span", { className: "table-score" }, signed(value)), h("span", { className: "table-running", title: "total après cette donne" }, String(row.totals[seat]).replace("-", MINUS))),
        ),
        h("td", { className: "table-num table-sum", "data-sum": String(row.sum) }, row.sum === 0 ? "0 ✓" : signed(row.sum)),
        h(
          "td",
          { className: "table-row-actions table-no-print" },
          deal.passe ? null : button("Modifier", () => startEditing(index), "table-edit", { "aria-label": `Modifier la donne ${row.number}` }),
          button("Supprimer", () => {
            const deals = slot.sheet.deals.filter((_, i) => i !== index);
            stopEditing();
            save({ ...slot.sheet, deals }, `Donne ${row.number} supprimée : la suite est recalculée.`);
          }, "table-delete", { "aria-label": `Supprimer la donne ${row.number}` }),
        ),
      );
      return tr;
    });
    const total = h("tr", { className: "table-total" }, h("th", { scope: "row", colspan: "2" }, "Total"), ...data.totals.map((value, seat) => h("td", { className: "table-num", "data-seat": String(seat), "data-total": String(value) }, String(value).replace("-", MINUS))), h("td", { className: "table-num" }, String(data.totals.reduce((a, b) => a + b, 0))), h("td", { className: "table-no-print" }));
    return h("div", { className: "table-scroll" }, h("table", { className: "table-sheet" }, h("caption", {}, `Feuille de la soirée (${names.length} joueurs)`), h("thead", {}, head), h("tbody", {}, rows), h("tfoot", {}, total)));
  };

  root.replaceChildren(status.element, msg, games, body);
  followOtherTabs(slot, root, say, refreshGames, () => {
    stopEditing();
    show();
  });
  show();
}
