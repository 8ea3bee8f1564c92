// The answer form of each answer kind: form(answer, faces) → {node, read(), focus()}. read() gives the
// answer in the format the question's judge reads (judge.js); `faces` draws each card code (the
// engine's HTML of the card). Native controls only (text fields, radio buttons and check boxes, toggle
// buttons): everything works with the keyboard.
import { h } from "../site/dom.js";

let unique = 0;
const ident = () => `exercice-champ-${++unique}`;

function textField(label, hint) {
  const id = ident();
  const input = h("input", { id, type: "text", autocomplete: "off", spellcheck: "false", className: "exercise-input", inputmode: hint ? "text" : "decimal", placeholder: hint });
  return { input, node: h("p", { className: "exercise-field" }, h("label", { for: id, text: label }), " ", input) };
}

function number(answer) {
  const field = textField(answer.label);
  return { node: field.node, read: () => field.input.value, focus: () => field.input.focus() };
}

function fraction(answer) {
  const field = textField(answer.label, "par exemple 3/8");
  return { node: field.node, read: () => field.input.value, focus: () => field.input.focus() };
}

function numbers(answer) {
  const fields = answer.fields.map((field) => ({ id: field.id, ...textField(field.label) }));
  return {
    node: h("fieldset", { className: "exercise-fields" }, h("legend", { text: answer.label }), fields.map((f) => f.node)),
    read: () => Object.fromEntries(fields.map((field) => [field.id, field.input.value])),
    focus: () => fields[0].input.focus(),
  };
}

function choice(answer) {
  const group = ident();
  const inputs = answer.options.map((option) =>
    h("input", { type: answer.multiple ? "checkbox" : "radio", name: group, value: option.id, id: ident() }),
  );
  const labels = answer.options.map((option, index) =>
    h("label", { className: "exercise-choice", for: inputs[index].id }, inputs[index], " ", option.label),
  );
  return {
    node: h("fieldset", { className: "exercise-choices" }, h("legend", { text: answer.label }), labels),
    read() {
      const chosen = inputs.filter((input) => input.checked).map((input) => input.value);
      return answer.multiple ? chosen : chosen[0] ?? null;
    },
    focus: () => inputs[0].focus(),
  };
}

// Cards to select (kinds "cards" and "pick"): toggle buttons, pressed when chosen.
function cardToggles(answer, faces) {
  const buttons = answer.offered.map((code) =>
    h("button", {
      type: "button",
      className: "exercise-card",
      "aria-pressed": "false",
      "data-card": code,
      html: faces[code] || undefined,
      text: faces[code] ? undefined : code,
      onclick: (event) => {
        const pressed = event.currentTarget.getAttribute("aria-pressed") === "true";
        event.currentTarget.setAttribute("aria-pressed", String(!pressed));
      },
    }),
  );
  return {
    node: h("div", { className: "exercise-cards-answer" },
      h("p", { className: "exercise-legend", text: answer.label }),
      h("div", { className: "exercise-cards", role: "group", "aria-label": answer.label }, buttons)),
    read: () => buttons.filter((b) => b.getAttribute("aria-pressed") === "true").map((b) => b.dataset.card),
    focus: () => buttons[0] && buttons[0].focus(),
  };
}

function parts(answer, faces) {
  const forms = answer.parts.map((part) => ({ id: part.id, form: form(part.answer, faces) }));
  return {
    node: h("div", { className: "exercise-parts" }, forms.map((part) => part.form.node)),
    read: () => Object.fromEntries(forms.map((part) => [part.id, part.form.read()])),
    focus: () => forms[0].form.focus(),
  };
}

const FORMS = { number, fraction, numbers, choice, cards: cardToggles, pick: cardToggles, parts };

export function form(answer, faces = {}) {
  const make = FORMS[answer.kind];
  if (!make) {
    return { node: h("p", { text: `Genre de réponse inconnu\u00a0: «\u00a0${answer.kind}\u00a0».` }), read: () => null, focus() {} };
  }
  return make(answer, faces);
}
