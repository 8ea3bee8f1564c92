// Run `wire` on every page shown, pages reached by Material's instant navigation included: that
// navigation swaps the page without reloading scripts, and document$ (a replaying observable) emits
// each time. A script that runs before Material's bundle (the tutorials) wires the page at once, then
// follows document$ when the document is parsed. `wire` must be safe to run twice on one page.
export function onEveryPage(wire) {
  const follow = () => {
    const pages = window.document$;
    if (!pages || typeof pages.subscribe !== "function") return false;
    pages.subscribe(wire);
    return true;
  };
  if (follow()) return;
  wire();
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", () => follow(), { once: true });
  }
}
