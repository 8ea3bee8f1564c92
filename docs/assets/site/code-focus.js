// Code wider than its box can be scrolled from the keyboard, on every page with code. Material sets up a code
// block (its copy button, its keyboard focus) when the block first comes on screen (`content.lazy` in
// mkdocs.yml): setting up every block at load, each measured right after the previous one was changed,
// was most of the main-thread work of the pages with many blocks. This module gives every block, seen
// or not, the focus Material gives it: `tabindex="0"` when the code is wider than its box on a device
// whose pointer can hover, none otherwise. The blocks are measured in short slices (a block in a
// section the browser has not laid out yet, `offscreen.css`, is laid out when measured), again after
// each resize; once all are measured, the content carries `data-code-measured`.
import { onEveryPage } from "./pages.js";

const SLICE_MS = 5;
const HOVER = matchMedia("(hover)");
let pass = 0;

function measure(content, blocks, mine) {
  if (mine !== pass) return;
  const start = performance.now();
  const wide = [];
  while (blocks.length && performance.now() - start < SLICE_MS) {
    const code = blocks.shift();
    wide.push([code, code.scrollWidth > code.offsetWidth]);
  }
  for (const [code, scrolls] of wide) {
    if (scrolls && HOVER.matches) code.setAttribute("tabindex", "0");
    else code.removeAttribute("tabindex");
  }
  if (blocks.length) setTimeout(() => measure(content, blocks, mine));
  else content.setAttribute("data-code-measured", "");
}

function measureAll() {
  const content = document.querySelector(".md-content");
  if (!content) return;
  content.removeAttribute("data-code-measured");
  const mine = ++pass;
  requestAnimationFrame(() => setTimeout(() => measure(content, [...content.querySelectorAll("pre > code")], mine)));
}

onEveryPage(measureAll);
window.addEventListener("resize", measureAll, { passive: true });
