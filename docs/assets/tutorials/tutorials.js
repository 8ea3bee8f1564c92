// Interactive tutorials: mounts every tutorial of the page (tutorial.js) and the overview of the
// tutorials' index (overview.js). Every answer was computed by the rules engine at build time.
//
// An async ES module that the hook (scripts/hooks/page_assets.py) places right after the tutorial: it
// runs as soon as it and its imports (announced by <link rel="modulepreload">) are loaded.
// A module runs once per document: Material's instant navigation is followed through document$.
import { onEveryPage } from "../site/pages.js";
import { renderOverview } from "./overview.js";
import { Tutorial } from "./tutorial.js";

performance.mark("tutorial-script");

const mounted = new WeakMap();

function mountAll() {
  document.querySelectorAll(".tutorial[data-tutorial]").forEach((root) => {
    if (!mounted.has(root)) mounted.set(root, new Tutorial(root));
  });
  renderOverview();
}

window.addEventListener("hashchange", () => {
  const n = Tutorial.stepFromHash();
  if (!n) return;
  document.querySelectorAll(".tutorial[data-tutorial]").forEach((root) => {
    const tutorial = mounted.get(root);
    if (tutorial && tutorial.current !== n) tutorial.show(n);
  });
});

window.tarotTutorials = { mountAll };
onEveryPage(mountAll);
