// « À la table » : the French Tarot calculator, the evening score sheet and the Tarot Africain lives sheet.
// These modules only collect what players type, keep the sheets in localStorage and show what the
// engine answers: every score, dealer, card count, bid check, life and winner comes from Python
// (tarot_app.calls, through the engine client, assets/engine/). What the forms offer comes from the
// engine too, put in the page at build (template.table-facts, scripts/hooks/table_facts.py). Works with
// Material's instant navigation (document$), the keyboard alone, the dark scheme and a 390 px screen.
import { onEveryPage } from "../site/pages.js";
import { africainPage } from "./africain-sheet.js";
import { calculatorPage } from "./calculator.js";
import { keepOffline } from "./offline.js";
import { seasonPage } from "./season.js";
import { tarotSheetPage } from "./tarot-sheet.js";

const PAGES = { calculateur: calculatorPage, "feuille-tarot": tarotSheetPage, "feuille-africain": africainPage, saison: seasonPage };

function wireAll() {
  document.querySelectorAll("div.table-app[data-table]").forEach((root) => {
    if (root.dataset.wired) return;
    root.dataset.wired = "1";
    const page = PAGES[root.dataset.table];
    const facts = root.querySelector("template.table-facts");
    if (page && facts) page(root, JSON.parse(facts.content.textContent));
    keepOffline();
  });
}

onEveryPage(wireAll);
