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

onEveryPage(() => {
  document.querySelectorAll("div.practice-app[data-practice]").forEach((root) => {
    if (root.dataset.wired) return;
    root.dataset.wired = "1";
    const facts = root.querySelector("template.table-facts");
    const data = facts ? JSON.parse(facts.content.textContent) : null;
    PAGES[root.dataset.practice]?.().then((page) => page(root, data));
    keepOffline();
  });
});
