// After each answer of the engine, what the reader does next gets the focus: a choice (bid, call…), a
// card the engine marks playable, a card, or the end's first button. While the reader plays, the table
// is brought under the site's header when it is out of place, so that the trick and the hand are both
// on screen; the focus then moves without scrolling.
function next(board) {
  for (const selector of [".practice-options button", ".practice-hand button[data-legal]", ".practice-hand button", ".practice-result button, .tarot-button--primary"]) {
    const found = board.querySelector(selector);
    if (found) return found;
  }
  return null;
}

export function showInView(board, fallback) {
  const target = next(board) || fallback;
  const table = board.querySelector(".practice-table");
  if (!table || !target.closest(".practice-hand, .practice-options")) {
    target.focus();
    return;
  }
  const header = document.querySelector(".md-header")?.getBoundingClientRect().bottom ?? 0;
  const top = table.getBoundingClientRect().top;
  if (top < header || top > header + innerHeight / 4) table.scrollIntoView({ block: "start" });
  target.focus({ preventScroll: true });
}
