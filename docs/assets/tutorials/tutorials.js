// Interactive tutorials: mounts every tutorial of the page (tutorial.js) and the overview of the
// tutorials' index (overview.js). Every answer was computed by the rules engine at build time.
//
// Bundled with its imports into one classic script (scripts/hooks/bundles.py) that the page runs as soon
// as it is parsed, right after the tutorial, before the theme's bundle (scripts/hooks/page_assets.py).
// Material's instant navigation runs the script again with each tutorial page: the first run sets
// everything up and follows later pages through document$; the others do nothing.
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

function followHash() {
  const n = Tutorial.stepFromHash();
  if (!n) return;
  document.querySelectorAll(".tutorial[data-tutorial]").forEach((root) => {
    const tutorial = mounted.get(root);
    if (tutorial && tutorial.current !== n) tutorial.show(n);
  });
}

if (!window.tarotTutorials) {
  window.tarotTutorials = { mountAll };
  window.addEventListener("hashchange", followHash);
  onEveryPage(mountAll);
}
