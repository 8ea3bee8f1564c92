// « S'entraîner » : wires each practice page (div.practice-app[data-practice]) on every page shown,
// Material's instant navigation included. Every rule is the engine's (tarot_app.practice).
import { onEveryPage } from "../site/pages.js";
import { keepOffline } from "../table/offline.js";
import { africainPage } from "./africain-page.js";
import { dealPage } from "./deal-page.js";
import { reviewPage } from "./review-page.js";

const PAGES = { donne: dealPage, revoir: reviewPage, africain: africainPage };

onEveryPage(() => {
  document.querySelectorAll("div.practice-app[data-practice]").forEach((root) => {
    if (root.dataset.wired) return;
    root.dataset.wired = "1";
    const facts = root.querySelector("template.table-facts");
    PAGES[root.dataset.practice]?.(root, facts ? JSON.parse(facts.content.textContent) : null);
    keepOffline();
  });
});
