// Code wider than its box can be scrolled from the keyboard, on every page with code. Material sets up a code
// block (its copy button, its keyboard focus) when the block first comes on screen (`content.lazy` in
// mkdocs.yml): setting up every block at load, each measured right after the previous one was changed,
// was most of the main-thread work of the pages with many blocks. A reader using the keyboard must also
// reach the wide blocks not seen yet: from the first press of Tab on, this module gives every block the
// focus Material gives it, `tabindex="0"` when the code is wider than its box on a device whose pointer
// can hover, none otherwise, and again on each page reached next and after each resize. Measuring lays
// out the sections the browser skips until they come near the screen (`offscreen.css`), so it waits for
// the keyboard and goes in short slices; once every block is measured, the content carries
// `data-code-measured`.
import { onEveryPage } from "./pages.js";

const SLICE_MS = 5;
const HOVER = matchMedia("(hover)");
let keyboard = false;
let pass = 0;

function measure(content, blocks, from, mine) {
  if (mine !== pass) return;
  const start = performance.now();
  const wide = [];
  while (from + wide.length < blocks.length && performance.now() - start < SLICE_MS) {
    const code = blocks[from + wide.length];
    wide.push(code.scrollWidth > code.offsetWidth);
  }
  wide.forEach((scrolls, index) => {
    const code = blocks[from + index];
    if (scrolls && HOVER.matches) code.setAttribute("tabindex", "0");
    else code.removeAttribute("tabindex");
  });
  const next = from + wide.length;
  if (next < blocks.length) setTimeout(() => measure(content, blocks, next, mine));
  else content.setAttribute("data-code-measured", "");
}

function measureAll() {
  const content = document.querySelector(".md-content");
  if (!keyboard || !content) return;
  content.removeAttribute("data-code-measured");
  const mine = ++pass;
  requestAnimationFrame(() => setTimeout(() => measure(content, [...content.querySelectorAll("pre > code")], 0, mine)));
}

function firstTab(event) {
  if (event.key !== "Tab" || keyboard) return;
  keyboard = true;
  measureAll();
}

document.addEventListener("keydown", firstTab, true);
onEveryPage(measureAll);
window.addEventListener("resize", measureAll, { passive: true });
