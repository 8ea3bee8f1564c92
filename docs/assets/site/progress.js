// The loading bar of the engine (table/engine.js) and of the live examples' Python (live/live.js): a line
// of text and a bar (role progressbar, 0 to 100). The classes are `${prefix}label`, `${prefix}track`
// and `${prefix}fill`; `named`: the bar's accessible name (attributes). `set(value, text)` moves it.
// The fill grows by a scale, not a width: its transition then runs on the compositor, not as a layout
// and a paint of the page every frame while Python starts, when the processor is busiest.
import { h } from "./dom.js";

export function progressBar(prefix, text, named) {
  const label = h("span", { className: `${prefix}label` }, text);
  const fill = h("div", { className: `${prefix}fill` });
  const track = h(
    "div",
    { className: `${prefix}track`, role: "progressbar", "aria-valuemin": "0", "aria-valuemax": "100", "aria-valuenow": "0", ...named },
    fill,
  );
  const set = (value, said) => {
    track.setAttribute("aria-valuenow", String(value));
    track.setAttribute("aria-valuetext", `${value}\u00a0%`);
    fill.style.transform = `scaleX(${Math.max(3, value) / 100})`;
    label.textContent = said;
  };
  return { label, track, set };
}
