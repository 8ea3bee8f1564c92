// A tutorial's free play: the engine worker (tarot_app.calls, function "free_play") answers each of
// the reader's actions with the program's own view (tarot_app/free_play/): the table, the trick in
// progress, the reader's options. Nothing here knows the rules. The step's data is
// {program, spec}, written at build by scripts/hooks/tutorials.py.
import { call, subscribe } from "../engine/client.js";
import { h } from "../site/dom.js";
import { button, esc } from "./widgets.js";

const LOADING = "Chargement du moteur de règles dans votre navigateur…";

export class FreePlay {
  constructor(tutorial, step) {
    this.tutorial = tutorial;
    this.step = step;
    this.mine = [];
    this.status = h("p", { className: "tuto-free__status", role: "status" }, LOADING);
    this.view = h("div", { className: "tuto-free__view" });
    tutorial.zones.append(h("div", { className: "tuto-free" }, this.status, this.view));
    this.unsubscribe = subscribe((progress) => {
      if (progress.error) this.status.textContent = `Le moteur n’a pas pu démarrer\u00a0: ${progress.error}`;
      else this.status.textContent = progress.ready ? "" : `${LOADING} ${progress.value}\u202f%`;
    });
    this.run(null);
  }

  // The reader left the step: later answers are dropped.
  stop() {
    this.unsubscribe();
    this.stopped = true;
  }

  async run(attempt, event) {
    const { program, spec } = this.step.free;
    let state;
    try {
      state = await call("free_play", { program, spec, mine: this.mine, attempt });
    } catch (error) {
      if (!this.stopped) this.tutorial.say("error", esc(error.message));
      return;
    }
    if (this.stopped) return;
    this.mine = state.mine;
    this.show(state, attempt, event);
  }

  show(state, attempt, event) {
    const tutorial = this.tutorial;
    const cards = tutorial.data.cards;
    const head = state.head.map((title) => `<th>${esc(title)}</th>`).join("");
    const rows = state.rows
      .map(([first, ...cells]) => `<tr><th scope="row">${esc(first)}</th>${cells.map((c) => `<td>${esc(c)}</td>`).join("")}</tr>`)
      .join("");
    const trick = state.trick.length
      ? `<p class="tuto-zone__title">Pli en cours</p><ul class="tuto-row">${state.trick
          .map((card) => `<li class="tuto-slot">${cards[card].html}</li>`)
          .join("")}</ul>`
      : "";
    const log = state.log.length
      ? `<details class="tuto-free__log"><summary>Ce qui s’est passé (${state.log.length})</summary><ul>${state.log
          .map((line) => `<li>${esc(line)}</li>`)
          .join("")}</ul></details>`
      : "";
    this.view.innerHTML =
      `<table class="tuto-table"><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>` + log + trick;
    tutorial.choices.innerHTML = "";
    tutorial.choices.hidden = false;
    tutorial.prompt.hidden = false;
    tutorial.prompt.textContent = state.prompt;
    tutorial.choices.classList.toggle("tuto-choices--cards", state.options.some((option) => option.card));
    if (state.done) {
      const again = button(state.again, "tarot-button tuto-free__again");
      again.addEventListener("click", () => {
        this.mine = [];
        tutorial.feedback.innerHTML = "";
        this.run(null);
      });
      tutorial.choices.append(again);
      tutorial.say("ok", `${this.step.success || esc(state.prompt + ".")} ${esc(state.result)}`, event);
      tutorial.markDone();
      return;
    }
    tutorial.choices.setAttribute("aria-label", state.prompt);
    for (const option of state.options) {
      const node = option.card
        ? h("button", { type: "button", className: "tuto-card", html: cards[option.id].html })
        : button(option.label, "tarot-button tuto-option");
      node.dataset.id = option.id;
      node.addEventListener("click", (clickEvent) => this.run(option.id, clickEvent));
      tutorial.choices.append(node);
    }
    if (attempt !== null) {
      if (state.refused) tutorial.say("error", esc(state.refused), event);
      else tutorial.say("info", "Accepté par le moteur.", event);
    }
  }
}
