// « S'entraîner » : wires each practice page (div.practice-app[data-practice]) on every page shown,
// Material's instant navigation included. Every rule is the engine's (tarot_app.practice).
// Each page's own module is imported on that page only; the page announces its graph
// (scripts/hooks/page_assets.py reads PAGES below), so the browser has it by the time this asks.
import { onEveryPage } from "../site/pages.js";
import { keepOffline } from "../table/offline.js";

const PAGES = {
  donne: () => import("./deal-page.js").then((module) => module.dealPage),
  revoir: () => import("./review-page.js").then((module) => module.reviewPage),
  africain: () => import("./africain-page.js").then((module) => module.africainPage),
};

// Each kind of page as the reader left it, once it has something to show (`data-ready`): the reader who
// visits the site's other pages (a rule, « Bien jouer ») and comes back finds it in place of the new
// copy Material swaps in: the deal, its analysis, the review, as they were. `stays()`, the page's own
// answer, says whether it stays for the address now shown (one naming another deal starts that one).
const left = new Map();

onEveryPage(() => {
  document.querySelectorAll("div.practice-app[data-practice]").forEach((root) => {
    if (root.dataset.wired) return;
    const kind = root.dataset.practice;
    const kept = left.get(kind);
    if (kept?.root.dataset.ready && kept.stays()) {
      root.replaceWith(kept.root);
      return;
    }
    root.dataset.wired = "1";
    const facts = root.querySelector("template.table-facts");
    const data = facts ? JSON.parse(facts.content.textContent) : null;
    PAGES[kind]?.().then((page) => left.set(kind, { root, stays: page(root, data) }));
    keepOffline();
  });
});
