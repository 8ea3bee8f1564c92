// Exercices: mounts every drill of the page (drill.js) and the worksheet of the print view
// (worksheet.js).
//
// Bundled with its imports into one classic script (scripts/hooks/bundles.py) that the page runs as soon
// as it is parsed, right after the drill, before the theme's bundle (scripts/hooks/page_assets.py): the
// question the page carries is on screen with the first paint. Material's instant navigation runs the
// script again with each drill page: the first run sets everything up and follows later pages through
// document$; the others do nothing.
import { onEveryPage } from "../site/pages.js";
import { DrillPlayer } from "./drill.js";
import { Worksheet } from "./worksheet.js";

performance.mark("exercise-script");
const mounted = new WeakSet();

function mountAll() {
  document.querySelectorAll(".exercise[data-drill]").forEach((root) => {
    if (!mounted.has(root)) {
      mounted.add(root);
      new DrillPlayer(root);
    }
  });
  document.querySelectorAll(".worksheet").forEach((root) => {
    if (!mounted.has(root)) {
      mounted.add(root);
      new Worksheet(root);
    }
  });
}

if (!window.tarotExercises) {
  window.tarotExercises = { mountAll };
  onEveryPage(mountAll);
}
