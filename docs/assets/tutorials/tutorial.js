// One interactive tutorial: its steps, computed by the rules engine at build time
// (scripts/hooks/tutorials.py) and kept in the page (template.tutorial-data): this module only looks
// the answers up. Works with the keyboard and screen readers.
import { h } from "../site/dom.js";
import { MESSAGES, progressOf, store, validStep } from "./progress.js";
import { button } from "./widgets.js";
import { tellStore } from "../site/store-notice.js";

// A step where the reader picks several cards, then validates (an écart): it gives their number.
const picksSeveral = (step) => step.size !== undefined;

export class Tutorial {
  constructor(root) {
    this.root = root;
    this.data = JSON.parse(root.querySelector("template.tutorial-data").content.textContent);
    this.steps = this.data.steps;
    this.selected = new Set();
    this.build();
    // A deep link to a step that does not exist (#etape-99) opens the saved step, or the first.
    const linked = Tutorial.stepFromHash();
    const fromHash = validStep(linked, this.steps.length);
    const { data, problem } = store.read();
    tellStore(this.notice, MESSAGES, problem);
    this.show(fromHash || this.progress(data).current, { focus: false, hash: Boolean(linked) });
    root.dataset.ready = "1";
    if (!Tutorial.readyMarked) {
      Tutorial.readyMarked = true;
      performance.mark("tutorial-ready");
    }
  }

  // The reader's progress in this tutorial, read from (and repaired in) `stored`.
  progress(stored) {
    return progressOf(stored, this.data.id, this.steps.length);
  }

  // Change the progress stored now with `edit(progress, stored)`: the progress as changed.
  change(edit) {
    const { data, problem } = store.update((stored) => edit(this.progress(stored), stored));
    tellStore(this.notice, MESSAGES, problem);
    return this.progress(data);
  }

  static stepFromHash() {
    const match = /^#etape-(\d+)$/.exec(window.location.hash);
    return match ? Number(match[1]) : 0;
  }

  build() {
    const staticList = this.root.querySelector(".tutorial-static");
    if (staticList) staticList.hidden = true;
    const box = h("div", { className: "tuto" });
    if (this.data.intro) box.append(h("p", { className: "tuto-intro", html: this.data.intro }));

    const head = h("div", { className: "tuto-head" });
    this.counter = h("p", { className: "tuto-count", "aria-live": "polite" });
    this.dots = h("ol", { className: "tuto-dots", "aria-label": "Étapes du tutoriel" });
    this.steps.forEach((step) => {
      const item = h("li");
      const dot = button(String(step.n), "tuto-dot", { "aria-label": `Aller à l’étape ${step.n}` });
      dot.addEventListener("click", () => this.show(step.n));
      item.append(dot);
      this.dots.append(item);
    });
    head.append(this.counter, this.dots);

    this.section = h("section", { className: "tuto-step" });
    this.goal = h("h2", { className: "tuto-goal", tabindex: "-1", elementtiming: "tutorial-goal" });
    this.text = h("div", { className: "tuto-text" });
    this.zones = h("div", { className: "tuto-zones" });
    this.prompt = h("p", { className: "tuto-prompt" });
    this.choices = h("div", { className: "tuto-choices", role: "group" });
    this.selection = h("div", { className: "tuto-selection" });
    this.feedback = h("div", { className: "tuto-feedback", role: "status", "aria-live": "polite" });
    this.after = h("div", { className: "tuto-after" });
    this.hintBox = h("div", { className: "tuto-hint", hidden: true });
    this.section.append(
      this.goal, this.text, this.zones, this.prompt, this.choices, this.selection,
      this.feedback, this.after, this.hintBox,
    );

    const nav = h("div", { className: "tuto-nav" });
    this.prevButton = button("← Étape précédente", "tarot-button tuto-prev");
    this.hintButton = button("Un indice", "tarot-button tuto-hint-button");
    this.restartButton = button("Recommencer", "tarot-button tuto-restart");
    this.nextButton = button("Étape suivante →", "tarot-button tarot-button--primary tuto-next");
    this.prevButton.addEventListener("click", () => this.show(this.current - 1));
    this.nextButton.addEventListener("click", () => this.next());
    this.hintButton.addEventListener("click", () => this.toggleHint());
    this.restartButton.addEventListener("click", () => this.restart());
    nav.append(this.prevButton, this.hintButton, this.restartButton, this.nextButton);

    this.endBox = h("div", { className: "tuto-end", hidden: true, role: "status" });
    this.notice = h("p", { className: "tuto-notice", role: "status", hidden: true });
    box.append(this.notice, head, this.section, nav, this.endBox);
    this.root.append(box);
  }

  // -- navigation
  show(n, { focus = true, hash = true } = {}) {
    if (n < 1 || n > this.steps.length) return;
    this.current = n;
    const step = this.steps[n - 1];
    this.step = step;
    this.solved = false;
    this.selected.clear();
    this.section.id = `etape-${n}`;
    this.counter.textContent = `Étape ${n} sur ${this.steps.length}`;
    this.goal.innerHTML = step.goal;
    this.text.innerHTML = step.text || "";
    this.zones.innerHTML = step.zones || "";
    this.prompt.textContent = step.prompt || "";
    this.prompt.hidden = !step.choices;
    this.choices.setAttribute("aria-label", step.prompt || "Choix");
    this.feedback.className = "tuto-feedback";
    this.feedback.innerHTML = "";
    this.after.innerHTML = "";
    this.hintBox.hidden = true;
    this.hintBox.innerHTML = step.hint ? `<strong>Indice&nbsp;:</strong> ${step.hint}` : "";
    this.hintButton.hidden = !step.hint;
    this.hintButton.setAttribute("aria-expanded", "false");
    this.endBox.hidden = true;
    this.renderChoices(step);
    this.renderSelection(step);
    this.stopFree();
    if (step.free) this.renderFree(step);
    this.prevButton.disabled = n === 1;
    this.nextButton.textContent = n === this.steps.length ? "Terminer" : "Étape suivante →";

    const progress = this.change((stored) => {
      stored.current = n;
    });
    if (!step.choices && !step.free) this.markDone();
    this.updateDots(progress);
    if (progress.done.includes(n) && step.choices) {
      this.feedback.className = "tuto-feedback tuto-feedback--info";
      this.feedback.textContent = "Étape déjà réussie\u00a0: vous pouvez la rejouer ou passer à la suite.";
    }
    if (hash && window.location.hash !== `#etape-${n}`) {
      history.replaceState(history.state, "", `#etape-${n}`);
    }
    if (focus) this.goal.focus({ preventScroll: false });
  }

  next() {
    if (this.current < this.steps.length) {
      this.show(this.current + 1);
      return;
    }
    this.finish();
  }

  finish() {
    const progress = this.change((stored) => {
      if (stored.done.length === this.steps.length) stored.finished = true;
    });
    const next = this.data.next
      ? ` <a href="${this.data.next.href}">Tutoriel suivant\u00a0: ${this.data.next.title}</a>`
      : ` <a href="../">Revenir à la liste des tutoriels</a>`;
    const missing = this.steps.length - progress.done.length;
    const status = missing ? `Il reste ${missing}\u00a0étape(s) à réussir.` : this.data.end;
    this.endBox.innerHTML = `<p><strong>${status}</strong>${next}</p>`;
    this.endBox.hidden = false;
    this.endBox.querySelector("a")?.focus();
  }

  restart() {
    this.change((progress, stored) => {
      stored.tutorials[this.data.id] = { done: [], current: 1, finished: false };
    });
    this.show(1);
  }

  toggleHint() {
    this.hintBox.hidden = !this.hintBox.hidden;
    this.hintButton.setAttribute("aria-expanded", String(!this.hintBox.hidden));
  }

  updateDots(progress) {
    this.dots.querySelectorAll(".tuto-dot").forEach((dot, index) => {
      const n = index + 1;
      const done = progress.done.includes(n);
      dot.classList.toggle("tuto-dot--done", done);
      if (n === this.current) dot.setAttribute("aria-current", "step");
      else dot.removeAttribute("aria-current");
      dot.setAttribute("aria-label", `Aller à l’étape ${n}${done ? " (réussie)" : ""}`);
    });
  }

  markDone() {
    const progress = this.change((stored) => {
      if (!stored.done.includes(this.current)) stored.done.push(this.current);
      stored.done.sort((a, b) => a - b);
      if (stored.done.length === this.steps.length) stored.finished = true;
    });
    this.updateDots(progress);
  }

  // -- free play: the engine (assets/engine/, loaded only now) judges each action
  stopFree() {
    if (this.free) this.free.stop();
    this.free = null;
  }

  renderFree(step) {
    const pending = {};
    this.free = { stop: () => (pending.stopped = true) };
    import("./free-play.js").then(({ FreePlay }) => {
      if (!pending.stopped) this.free = new FreePlay(this, step);
    });
  }

  // -- choices
  renderChoices(step) {
    this.choices.innerHTML = "";
    this.choices.hidden = !step.choices;
    this.choices.classList.toggle("tuto-choices--cards", Boolean(step.choices?.some((c) => c.card || c.hidden)));
    if (!step.choices) return;
    for (const choice of step.choices) {
      let node;
      if (choice.card || choice.hidden) {
        // The accessible name comes from the drawing (role="img", « Roi de cœur »), so that the
        // visible text and the name agree; « injouable » is added as hidden text.
        const marked = step.mark && !choice.ok;
        node = h("button", {
          type: "button",
          className: `tuto-card${marked ? " tuto-card--illegal" : ""}${choice.hidden ? " tuto-card--back" : ""}`,
        });
        node.innerHTML = choice.hidden
          ? `<span class="tuto-back" aria-hidden="true"></span><span class="tuto-sr">${choice.label}</span>`
          : this.data.cards[choice.card].html + (marked ? '<span class="tuto-sr"> (injouable)</span>' : "");
        if (picksSeveral(step)) node.setAttribute("aria-pressed", "false");
      } else {
        node = button(choice.label, "tarot-button tuto-option");
      }
      node.dataset.id = choice.id;
      node.addEventListener("click", (event) => this.choose(choice, node, event));
      this.choices.append(node);
    }
  }

  renderSelection(step) {
    this.selection.innerHTML = "";
    this.selection.hidden = !picksSeveral(step);
    if (!picksSeveral(step)) return;
    this.selectionCount = h("p", { className: "tuto-selection__count", "aria-live": "polite" });
    this.validateButton = button("Valider l’écart", "tarot-button tarot-button--primary tuto-validate");
    this.validateButton.addEventListener("click", (event) => this.validateEcart(event));
    this.selection.append(this.selectionCount, this.validateButton);
    this.updateSelection();
  }

  updateSelection() {
    this.selectionCount.textContent = `${this.selected.size}\u00a0carte(s) sur ${this.step.size} dans l’écart`;
  }

  say(kind, html, event) {
    this.feedback.className = `tuto-feedback tuto-feedback--${kind}`;
    const prefix = kind === "error" ? "<strong>Refusé.</strong> " : kind === "ok" ? "<strong>Accepté.</strong> " : "";
    this.feedback.innerHTML = prefix + html;
    if (event) {
      const start = event.timeStamp;
      requestAnimationFrame(() => {
        performance.measure("tutorial-feedback", { start, end: performance.now() });
      });
    }
  }

  choose(choice, node, event) {
    if (this.solved) return;
    const step = this.step;
    if (picksSeveral(step)) {
      this.toggleEcart(choice, node, event);
      return;
    }
    if (!choice.ok) {
      this.say(choice.code === "wrong-answer" ? "wrong" : "error", choice.message, event);
      node.classList.add("tuto-card--refused");
      return;
    }
    if (!choice.expected) {
      this.say("info", choice.message, event);
      return;
    }
    this.solved = true;
    this.say("ok", choice.message, event);
    node.classList.add("tuto-chosen");
    node.setAttribute("aria-describedby", "");
    this.choices.querySelectorAll("button").forEach((b) => {
      if (b !== node) b.disabled = true;
    });
    if (step.after && step.after[choice.id]) this.after.innerHTML = step.after[choice.id];
    if (step.breakdown) {
      this.after.insertAdjacentHTML("beforeend", `<pre class="tuto-breakdown"></pre>`);
      this.after.querySelector(".tuto-breakdown").textContent = step.breakdown;
    }
    this.markDone();
    this.nextButton.focus({ preventScroll: true });
  }

  toggleEcart(choice, node, event) {
    if (this.selected.has(choice.id)) {
      this.selected.delete(choice.id);
      node.setAttribute("aria-pressed", "false");
      this.say("info", `${this.data.cards[choice.card].name} revient dans votre main.`, event);
    } else if (!choice.ok) {
      this.say("error", choice.message, event);
      node.classList.add("tuto-card--refused");
      return;
    } else {
      this.selected.add(choice.id);
      node.setAttribute("aria-pressed", "true");
      this.say("info", `${this.data.cards[choice.card].name} est dans l’écart.`, event);
    }
    this.updateSelection();
  }

  validateEcart(event) {
    if (this.solved) return;
    const count = this.selected.size;
    if (count !== this.step.size) {
      this.say("error", this.step.sizeMessages[String(count)], event);
      return;
    }
    this.solved = true;
    this.say("ok", this.step.success, event);
    this.choices.querySelectorAll("button").forEach((b) => {
      b.disabled = true;
    });
    this.validateButton.disabled = true;
    this.markDone();
    this.nextButton.focus({ preventScroll: true });
  }
}
