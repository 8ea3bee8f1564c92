// Code wider than its box can be scrolled from the keyboard, on every page with code. Material sets up a code
// block (its copy button, its keyboard focus) when the block first comes on screen (`content.lazy` in
// mkdocs.yml): setting up every block at load, each measured right after the previous one was changed,
// was most of the main-thread work of the pages with many blocks. A reader using the keyboard must also
// reach the wide blocks not seen yet: this module gives every block, seen or not, the focus Material
// gives it, `tabindex="0"` when the code is wider than its box on a device whose pointer can hover, none
// otherwise: on a touch screen no width is read at all (each read may lay the page out, for a focus no
// block would get), until a mouse comes (the media query changes). All blocks are read first, then
// written, in short slices, again after each resize; once every block is measured, the content carries
// `data-code-measured`.
import { onEveryPage } from "./pages.js";

const SLICE_MS = 5;
const HOVER = matchMedia("(hover)");
let pass = 0;

function measure(content, blocks, from, mine) {
  if (mine !== pass) return;
  const start = performance.now();
  const wide = [];
  while (from + wide.length < blocks.length && performance.now() - start < SLICE_MS) {
    const code = blocks[from + wide.length];
    wide.push(HOVER.matches && code.scrollWidth > code.offsetWidth);
  }
  wide.forEach((scrolls, index) => {
    const code = blocks[from + index];
    if (scrolls) code.setAttribute("tabindex", "0");
    else code.removeAttribute("tabindex");
  });
  const next = from + wide.length;
  if (next < blocks.length) setTimeout(() => measure(content, blocks, next, mine));
  else content.setAttribute("data-code-measured", "");
}

function measureAll() {
  const content = document.querySelector(".md-content");
  if (!content) return;
  content.removeAttribute("data-code-measured");
  const mine = ++pass;
  requestAnimationFrame(() => setTimeout(() => measure(content, [...content.querySelectorAll("pre > code")], 0, mine)));
}

onEveryPage(measureAll);
window.addEventListener("resize", measureAll, { passive: true });
HOVER.addEventListener("change", measureAll);
