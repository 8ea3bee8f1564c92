// Small widgets of the table pages: buttons, labelled fields, selects, messages, numbers, downloads.
import { h } from "../site/dom.js";

export const MINUS = "\u2212";

// A player's name shown in the page, isolated from the text around it: a right-to-left override
// typed in a name never reverses the rest of the line.
export function who(name) {
  return h("bdi", {}, name);
}

// The same for text without markup (option labels, messages): the name between FSI and PDI.
export function isolated(name) {
  return `\u2068${name}\u2069`;
}

export function button(label, onclick, className = "", attrs = {}) {
  return h("button", { type: "button", className: `tarot-button ${className}`, onclick, ...attrs }, label);
}

export function signed(value) {
  if (value === null || value === undefined) return "";
  return value > 0 ? `+${value}` : value < 0 ? `${MINUS}${-value}` : "0";
}

export function field(labelText, control, hint) {
  const id = control.id || `tf-${Math.random().toString(36).slice(2, 9)}`;
  control.id = id;
  return h("div", { className: "table-field" }, h("label", { for: id }, labelText), control, hint || null);
}

export function select(name, options, value) {
  const node = h("select", { name });
  for (const [optionValue, label] of options) node.append(h("option", { value: optionValue }, label));
  if (value !== undefined) node.value = value;
  return node;
}

export function download(filename, text, type) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = h("a", { href: url, download: filename, hidden: true });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function message(box, kind, text) {
  box.className = `table-message table-message--${kind}`;
  box.textContent = text;
  box.hidden = !text;
}

export function stamp() {
  return new Date().toISOString().slice(0, 16).replace("T", "-").replace(":", "h");
}

export function plural(n, word) {
  return `${n}\u00a0${word}${n > 1 ? "s" : ""}`;
}
