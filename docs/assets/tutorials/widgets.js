// The tutorials' buttons, and HTML escaping for the text the free play shows.
import { h } from "../site/dom.js";

export function esc(text) {
  return String(text).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
}

export function button(label, className, attrs = {}) {
  return h("button", { type: "button", className, ...attrs }, label);
}
