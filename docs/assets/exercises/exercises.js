// Exercices: mounts every drill of the page (drill.js) and the worksheet of the print view
// (worksheet.js). An async ES module placed by scripts/hooks/page_assets.py after the content; it runs
// once per document and follows Material's instant navigation through document$.
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

onEveryPage(mountAll);
