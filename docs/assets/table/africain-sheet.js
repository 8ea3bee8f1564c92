// « La feuille des vies » : a Tarot Africain game, each round replayed and settled by the engine. The
// tricks being noted are kept for the tab (tricks-draft.js).
import { h } from "../site/dom.js";
import { keptTricks } from "./tricks-draft.js";
import { adopter, commitSheet, followOtherTabs, gamesBar, importRow, readSheet, setupForm, sheetPageParts, sheetTools } from "./sheet-parts.js";
import { forgetSharedLink, sharedLink, sharedSheet, sharedView, withShare } from "./share.js";
import { MINUS, button, field, isolated, plural, select, who } from "./widgets.js";

// Where the messages about a bid or the tricks are shown: under the bid buttons or the tricks form.
const ENTRY = ".table-bid-buttons, .table-tricks";

export function africainPage(root, rules) {
  const offered = rules.africain;
  const { slot, status, msg, say, place, body, games } = sheetPageParts("africain");
  let view = null;
  const adopt = adopter((answer) => {
    view = answer;
    render();
  });
  const describe = (sheet) => `${sheet.players.map(isolated).join(", ")} — ${plural(sheet.rounds.length, "manche")}`;

  const refreshGames = () =>
    games.replaceChildren(gamesBar(slot, describe, (text) => {
      say("info", text, { near: ".table-games" });
      forgetSharedLink();
      show();
    }));

  const show = async (known) => {
    refreshGames();
    const shared = await sharedSheet("africain", body, say);
    if (shared) {
      body.replaceChildren(...sharedView({ answer: shared, slot, say, describe, show }), livesTable(shared));
      place();
      return;
    }
    if (!slot.sheet) {
      const preset = select("settings", offered.presets, offered.presets[0][0]);
      // Optional changes to the chosen rule, sent as engine settings fields (the engine checks them).
      const asRule = "comme la règle choisie";
      const changes = {
        lives: h("input", { name: "lives", type: "number", min: "1", max: "99", inputMode: "numeric", placeholder: asRule }),
        excuse: select("excuse", [["", asRule], ...offered.excuse], ""),
        end: select("end", [["", asRule], ...offered.end], ""),
        cycle: select("cycle", [["", asRule], ...offered.cycle], ""),
        short_cycle: select("short_cycle", [["", asRule], ...offered.short_cycle], ""),
      };
      const settingsBox = h(
        "details",
        { className: "table-settings" },
        h("summary", {}, "Changer un réglage"),
        field("Vies", changes.lives),
        field("Excuse", changes.excuse),
        field("Fin de partie", changes.end),
        field("Après la manche à 1\u00a0carte", changes.cycle),
        field("Départ à 3\u00a0joueurs", changes.short_cycle),
      );
      const chosenSettings = () => {
        const picked = {};
        for (const [name, control] of Object.entries(changes)) {
          if (control.value === "") continue;
          picked[name] = name === "lives" ? Number(control.value) : name === "short_cycle" ? control.value === "true" : control.value;
        }
        return Object.keys(picked).length ? { preset: preset.value, ...picked } : preset.value;
      };
      body.replaceChildren(
        h("h2", {}, "Nouvelle partie"),
        setupForm({
          counts: offered.players,
          defaultCount: 4,
          extra: h("div", {}, field("Règle", preset), settingsBox),
          startLabel: "Commencer la partie",
          onStart: async ({ players, first_dealer }) => {
            const sheet = { format: "tarot-table/feuille-africain", version: 1, players, settings: chosenSettings(), first_dealer, rounds: [] };
            adopt(await commitSheet(slot, "africain_sheet", sheet, say, ""));
          },
        }),
        importRow("Ou reprendre une partie exportée\u00a0: ", "africain_sheet", slot, say, show),
      );
      place();
      return;
    }
    adopt(known || (await readSheet(slot, "africain_sheet", body, say)));
  };

  const act = async (action, done) => adopt(await commitSheet(slot, "africain_sheet", { ...slot.sheet, action }, say, done, ENTRY));

  const render = () => {
    refreshGames();
    const names = view.players;
    const parts = [h("p", { className: "table-rule" }, view.settings)];
    const cur = view.current;
    if (view.over) {
      const winners = view.winners.map((s) => isolated(names[s])).join(", ");
      parts.push(h("p", { className: "table-winner", role: "status" }, view.winners.length > 1 ? `Partie terminée\u00a0: victoire partagée entre ${winners}.` : `Partie terminée\u00a0: ${winners} gagne\u202f!`));
    } else if (cur) {
      const entry = h("section", { className: "table-entry table-no-print", "aria-label": "Manche en cours" });
      entry.append(h("h2", { className: "table-round" }, `Manche ${cur.number}\u00a0: ${cur.cards}\u00a0carte${cur.cards > 1 ? "s" : ""} chacun`, cur.blind ? " — sur le front" : ""), h("p", {}, "Donneur\u00a0: ", h("strong", { className: "table-dealer" }, who(names[cur.dealer]))));
      const bids = h("ul", { className: "table-bids" }, cur.seats.map((s) => h("li", {}, who(names[s]), "\u00a0: ", h("strong", {}, cur.bids[s] === null ? "…" : String(cur.bids[s])))));
      entry.append(bids);
      if (cur.phase === "annonces") {
        const speaker = isolated(names[cur.to_speak]);
        const dealerSpeaks = cur.to_speak === cur.dealer;
        entry.append(h("p", { className: "table-speaker" }, "À ", who(names[cur.to_speak]), " d’annoncer", dealerSpeaks ? " (le donneur, en dernier)" : "", "\u00a0:"));
        if (dealerSpeaks && cur.forbidden !== null) entry.append(h("p", { className: "table-forbidden" }, `Annonce interdite au donneur\u00a0: ${cur.forbidden} (le total ferait ${cur.cards}\u00a0pli${cur.cards > 1 ? "s" : ""}).`));
        const choices = h("div", { className: "table-bid-buttons", role: "group", "aria-label": `Annonce de ${names[cur.to_speak]}` });
        for (let n = 0; n <= cur.cards; n++) {
          const forbidden = dealerSpeaks && n === cur.forbidden;
          choices.append(button(forbidden ? `${n} (interdit)` : String(n), () => act({ bid: n }, () => `${speaker} annonce ${n}.`), forbidden ? "table-bid table-bid--forbidden" : "table-bid", { "data-bid": String(n), "aria-label": forbidden ? `${n}, interdit au donneur` : `${names[cur.to_speak]} annonce ${n}` }));
        }
        entry.append(choices);
      } else {
        const form = h("form", { className: "table-tricks", novalidate: true });
        const inputs = new Map();
        for (const s of cur.seats) {
          const input = h("input", { type: "number", min: "0", max: String(cur.cards), inputmode: "numeric", name: `tricks${s}`, "data-seat": String(s) });
          inputs.set(s, input);
          form.append(field(["Plis de ", who(names[s]), ` (annonce ${cur.bids[s]})`], input));
        }
        form.append(h("button", { type: "submit", className: "tarot-button tarot-button--primary table-tricks-submit" }, "Valider les plis"));
        const notice = h("p", { className: "table-message", role: "status", hidden: true });
        form.addEventListener("input", keptTricks(`tarot-africain-saisie:${slot.id}`, cur.number, inputs, notice));
        form.addEventListener("submit", (event) => {
          event.preventDefault();
          const tricks = names.map((_, s) => (inputs.has(s) ? inputs.get(s).value : null));
          act({ tricks }, (answer) => {
            const row = answer.rounds[answer.rounds.length - 1];
            const out = row.eliminated.map((s) => isolated(names[s]));
            return out.length ? `Manche ${row.number} notée. Éliminé${out.length > 1 ? "s" : ""}\u00a0: ${out.join(", ")}.` : `Manche ${row.number} notée.`;
          });
        });
        entry.append(h("p", {}, `Notez les plis de chacun\u00a0: ${cur.cards} en tout.`), notice, form);
      }
      parts.push(entry);
    }
    parts.push(h("h2", {}, "La feuille des vies"), livesTable(view));
    parts.push(
      withShare(
        sheetTools({
          slot,
          sheetCall: "africain_sheet",
          csvCall: "africain_csv",
          prefix: "tarot-africain",
          exportJson: () => view.record,
          say,
          show,
        }),
        () => slot.sheet,
        say,
      ),
    );
    const focused = document.activeElement && document.activeElement.dataset ? document.activeElement.className : "";
    body.replaceChildren(...parts);
    place();
    const again = focused.includes("table-bid") ? body.querySelector(".table-bid") : body.querySelector(".table-tricks input");
    if (again) again.focus();
  };

  const livesTable = (data) => {
    const names = data.players;
    const head = h("tr", {}, h("th", { scope: "col" }, "Manche"), ...names.map((name) => h("th", { scope: "col", className: "table-num" }, who(name))));
    const start = h("tr", {}, h("th", { scope: "row" }, "Départ"), ...names.map(() => h("td", { className: "table-num" }, String(data.start_lives))));
    const rows = data.rounds.map((row) =>
      h(
        "tr",
        { className: "table-row", "data-row": String(row.number) },
        h("th", { scope: "row" }, `${row.number}`, h("small", {}, ` ${row.cards} c., donneur `, who(names[row.dealer]))),
        ...names.map((_, s) => {
          if (row.bids[s] === null) return h("td", { className: "table-num table-out" }, "—");
          const lost = row.lost[s];
          return h(
            "td",
            { className: `table-num${lost ? " table-lost" : ""}`, "data-lives": String(row.lives[s]) },
            h("span", { className: "table-detail" }, `${row.bids[s]}/${row.tricks[s]}`),
            h("span", { className: "table-lives" }, String(row.lives[s]).replace("-", MINUS)),
            row.eliminated.includes(s) ? h("span", { className: "table-eliminated" }, " éliminé") : null,
          );
        }),
      ),
    );
    const foot = h("tr", { className: "table-total" }, h("th", { scope: "row" }, "Vies"), ...names.map((_, s) => h("td", { className: `table-num${data.alive.includes(s) || data.over ? "" : " table-out"}`, "data-seat": String(s), "data-lives": String(data.lives[s]) }, String(data.lives[s]).replace("-", MINUS), data.winners.includes(s) ? " 🏆" : "")));
    return h("div", { className: "table-scroll" }, h("table", { className: "table-sheet table-lives-sheet" }, h("caption", {}, "Annonce/plis et vies restantes après chaque manche"), h("thead", {}, head), h("tbody", {}, start, rows), h("tfoot", {}, foot)));
  };

  root.replaceChildren(status.element, msg, games, body);
  followOtherTabs(slot, root, say, refreshGames, show);
  window.addEventListener("hashchange", () => {
    if (root.isConnected && sharedLink() !== null) show();
  });
  show();
}
