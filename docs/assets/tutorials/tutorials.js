// Interactive tutorials. Every answer was computed by the rules engine at build time
// (scripts/hooks/tutorials.py) and sits in the page as JSON: this script only looks it up.
// Works with the keyboard and screen readers.
//
// A classic script that the hook places right after the tutorial, so that the first step is
// playable before the theme's bundle has run. Material's instant navigation runs the scripts of
// each new page again: the second time, this file only mounts the new page's tutorials.

(() => {
  performance.mark("tutorial-script");
  if (window.tarotTutorials) {
    window.tarotTutorials.mountAll();
    return;
  }

  const STORE_KEY = "tarot-tutoriels";
  const STORE_VERSION = 1;

  // ----- progress in localStorage (versioned) -----------------------------------------------------

  function readStore() {
    try {
      const raw = JSON.parse(localStorage.getItem(STORE_KEY) || "null");
      if (raw && raw.version === STORE_VERSION && raw.tutorials) return raw;
    } catch (error) {
      // unreadable or unavailable storage: start afresh
    }
    return { version: STORE_VERSION, tutorials: {} };
  }

  function writeStore(store) {
    try {
      localStorage.setItem(STORE_KEY, JSON.stringify(store));
    } catch (error) {
      // private mode or full storage: progress is simply not kept
    }
  }

  function progressOf(store, id) {
    if (!store.tutorials[id]) store.tutorials[id] = { done: [], current: 1, finished: false };
    return store.tutorials[id];
  }

  // The live engine of assets/live/live.js, a module that runs after this script on a first load.
  function liveEngine() {
    if (window.tarotLive) return Promise.resolve(window.tarotLive);
    return new Promise((resolve) => {
      window.addEventListener("tarot-live", () => resolve(window.tarotLive), { once: true });
    });
  }

  // ----- small DOM helpers -------------------------------------------------------------------------

  function el(tag, attrs = {}, html = "") {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attrs)) {
      if (value === false || value === null || value === undefined) continue;
      if (key === "className") node.className = value;
      else node.setAttribute(key, value === true ? "" : value);
    }
    if (html) node.innerHTML = html;
    return node;
  }

  function esc(text) {
    return String(text).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
  }

  function button(label, className, attrs = {}) {
    const node = el("button", { type: "button", className, ...attrs });
    node.textContent = label;
    return node;
  }

  // ----- one tutorial -------------------------------------------------------------------------------

  class Tutorial {
    constructor(root) {
      this.root = root;
      this.data = JSON.parse(root.querySelector("template.tutorial-data").content.textContent);
      this.steps = this.data.steps;
      this.selected = new Set();
      this.build();
      const fromHash = Tutorial.stepFromHash();
      const saved = progressOf(readStore(), this.data.id).current;
      this.show(fromHash || Math.min(Math.max(saved || 1, 1), this.steps.length), { focus: false, hash: Boolean(fromHash) });
      root.dataset.ready = "1";
      if (!Tutorial.readyMarked) {
        Tutorial.readyMarked = true;
        performance.mark("tutorial-ready");
      }
    }

    static stepFromHash() {
      const match = /^#etape-(\d+)$/.exec(window.location.hash);
      return match ? Number(match[1]) : 0;
    }

    build() {
      const staticList = this.root.querySelector(".tutorial-static");
      if (staticList) staticList.hidden = true;
      const box = el("div", { className: "tuto" });
      if (this.data.intro) box.append(el("p", { className: "tuto-intro" }, this.data.intro));

      const head = el("div", { className: "tuto-head" });
      this.counter = el("p", { className: "tuto-count", "aria-live": "polite" });
      this.dots = el("ol", { className: "tuto-dots", "aria-label": "Étapes du tutoriel" });
      this.steps.forEach((step) => {
        const item = el("li");
        const dot = button(String(step.n), "tuto-dot", { "aria-label": `Aller à l’étape ${step.n}` });
        dot.addEventListener("click", () => this.show(step.n));
        item.append(dot);
        this.dots.append(item);
      });
      head.append(this.counter, this.dots);

      this.section = el("section", { className: "tuto-step" });
      this.goal = el("h2", { className: "tuto-goal", tabindex: "-1", elementtiming: "tutorial-goal" });
      this.text = el("div", { className: "tuto-text" });
      this.zones = el("div", { className: "tuto-zones" });
      this.prompt = el("p", { className: "tuto-prompt" });
      this.choices = el("div", { className: "tuto-choices", role: "group" });
      this.selection = el("div", { className: "tuto-selection" });
      this.feedback = el("div", { className: "tuto-feedback", role: "status", "aria-live": "polite" });
      this.after = el("div", { className: "tuto-after" });
      this.hintBox = el("div", { className: "tuto-hint", hidden: true });
      this.section.append(
        this.goal, this.text, this.zones, this.prompt, this.choices, this.selection,
        this.feedback, this.after, this.hintBox,
      );

      const nav = el("div", { className: "tuto-nav" });
      this.prevButton = button("← Étape précédente", "tuto-button tuto-prev");
      this.hintButton = button("Un indice", "tuto-button tuto-hint-button");
      this.restartButton = button("Recommencer", "tuto-button tuto-restart");
      this.nextButton = button("Étape suivante →", "tuto-button tuto-button--primary tuto-next");
      this.prevButton.addEventListener("click", () => this.show(this.current - 1));
      this.nextButton.addEventListener("click", () => this.next());
      this.hintButton.addEventListener("click", () => this.toggleHint());
      this.restartButton.addEventListener("click", () => this.restart());
      nav.append(this.prevButton, this.hintButton, this.restartButton, this.nextButton);

      this.endBox = el("div", { className: "tuto-end", hidden: true, role: "status" });
      box.append(head, this.section, nav, this.endBox);
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

      const store = readStore();
      const progress = progressOf(store, this.data.id);
      progress.current = n;
      writeStore(store);
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
      const store = readStore();
      const progress = progressOf(store, this.data.id);
      if (progress.done.length === this.steps.length) progress.finished = true;
      writeStore(store);
      const next = this.data.next
        ? ` <a href="${this.data.next.href}">Tutoriel suivant\u00a0: ${this.data.next.title}</a>`
        : ` <a href="../">Revenir à la liste des tutoriels</a>`;
      const missing = this.steps.length - progress.done.length;
      const status = missing ? `Il reste ${missing} étape(s) à réussir.` : this.data.end;
      this.endBox.innerHTML = `<p><strong>${status}</strong>${next}</p>`;
      this.endBox.hidden = false;
      this.endBox.querySelector("a")?.focus();
    }

    restart() {
      const store = readStore();
      store.tutorials[this.data.id] = { done: [], current: 1, finished: false };
      writeStore(store);
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
      const store = readStore();
      const progress = progressOf(store, this.data.id);
      if (!progress.done.includes(this.current)) progress.done.push(this.current);
      progress.done.sort((a, b) => a - b);
      if (progress.done.length === this.steps.length) progress.finished = true;
      writeStore(store);
      this.updateDots(progress);
    }

    // -- free play: the live engine (Pyodide, assets/live) judges each action
    stopFree() {
      if (this.freeUnsubscribe) this.freeUnsubscribe();
      this.freeUnsubscribe = null;
      this.free = null;
    }

    renderFree(step) {
      const box = el("div", { className: "tuto-free" });
      const status = el("p", { className: "tuto-free__status", role: "status" });
      const view = el("div", { className: "tuto-free__view" });
      box.append(status, view);
      this.zones.append(box);
      const free = { step, mine: [], view, status };
      this.free = free;
      status.textContent = "Chargement du moteur de règles dans votre navigateur…";
      liveEngine().then((live) => {
        if (this.free !== free) return; // the reader went to another step meanwhile
        this.freeUnsubscribe = live.subscribe((progress) => {
          if (progress.error) status.textContent = `Le moteur n’a pas pu démarrer\u00a0: ${progress.error}`;
          else status.textContent = progress.ready ? "" : `Chargement du moteur de règles dans votre navigateur… ${progress.value}\u202f%`;
        });
        this.freeRun(null);
      });
    }

    async freeRun(attempt, event) {
      const free = this.free;
      if (!free) return;
      const code = free.step.free.code
        .replace("__MINE__", JSON.stringify(free.mine))
        .replace("__ATTEMPT__", attempt === null ? "None" : JSON.stringify(attempt));
      let result;
      try {
        result = await window.tarotLive.run(code);
      } catch (error) {
        if (this.free === free) this.say("error", esc(`Le moteur s’est arrêté\u00a0: ${error.message}`));
        return;
      }
      if (this.free !== free) return; // the reader went to another step meanwhile
      if (result.error) {
        this.say("error", esc(result.error.summary));
        return;
      }
      const state = JSON.parse(result.output.trim().split("\n").pop());
      free.mine = state.mine;
      this.renderFreeState(state, attempt, event);
    }

    // The state is the free-play program's own view (tarot_rules/free_play/): the table, the trick
    // in progress, the reader's options; nothing here knows the rules.
    renderFreeState(state, attempt, event) {
      const free = this.free;
      const head = state.head.map((title) => `<th>${esc(title)}</th>`).join("");
      const rows = state.rows
        .map(([first, ...cells]) => `<tr><th scope="row">${esc(first)}</th>${cells.map((c) => `<td>${esc(c)}</td>`).join("")}</tr>`)
        .join("");
      const trick = state.trick.length
        ? `<p class="tuto-zone__title">Pli en cours</p><ul class="tuto-row">${state.trick
            .map((card) => `<li class="tuto-slot">${this.data.cards[card].html}</li>`)
            .join("")}</ul>`
        : "";
      const log = state.log.length
        ? `<details class="tuto-free__log"><summary>Ce qui s’est passé (${state.log.length})</summary><ul>${state.log
            .map((line) => `<li>${esc(line)}</li>`)
            .join("")}</ul></details>`
        : "";
      free.view.innerHTML =
        `<table class="tuto-table"><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>` + log + trick;
      this.choices.innerHTML = "";
      this.choices.hidden = false;
      this.prompt.hidden = false;
      this.prompt.textContent = state.prompt;
      this.choices.classList.toggle("tuto-choices--cards", state.options.some((option) => option.card));
      if (state.done) {
        const again = button(state.again, "tuto-button tuto-free__again");
        again.addEventListener("click", () => {
          free.mine = [];
          this.feedback.innerHTML = "";
          this.freeRun(null);
        });
        this.choices.append(again);
        this.say("ok", `${free.step.success || esc(state.prompt + ".")} ${esc(state.result)}`, event);
        this.markDone();
        return;
      }
      this.choices.setAttribute("aria-label", state.prompt);
      for (const option of state.options) {
        const node = option.card
          ? el("button", { type: "button", className: "tuto-card" }, this.data.cards[option.id].html)
          : button(option.label, "tuto-button tuto-option");
        node.dataset.id = option.id;
        node.addEventListener("click", (clickEvent) => this.freeRun(option.id, clickEvent));
        this.choices.append(node);
      }
      if (attempt !== null) {
        if (state.refused) this.say("error", esc(state.refused), event);
        else this.say("info", "Accepté par le moteur.", event);
      }
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
          node = el("button", {
            type: "button",
            className: `tuto-card${marked ? " tuto-card--illegal" : ""}${choice.hidden ? " tuto-card--back" : ""}`,
          });
          node.innerHTML = choice.hidden
            ? `<span class="tuto-back" aria-hidden="true"></span><span class="tuto-sr">${choice.label}</span>`
            : this.data.cards[choice.card].html + (marked ? '<span class="tuto-sr"> (injouable)</span>' : "");
          if (step.kind === "ecart") node.setAttribute("aria-pressed", "false");
        } else {
          node = button(choice.label, "tuto-button tuto-option");
        }
        node.dataset.id = choice.id;
        node.addEventListener("click", (event) => this.choose(choice, node, event));
        this.choices.append(node);
      }
    }

    renderSelection(step) {
      this.selection.innerHTML = "";
      this.selection.hidden = step.kind !== "ecart";
      if (step.kind !== "ecart") return;
      this.selectionCount = el("p", { className: "tuto-selection__count", "aria-live": "polite" });
      this.validateButton = button("Valider l’écart", "tuto-button tuto-button--primary tuto-validate");
      this.validateButton.addEventListener("click", (event) => this.validateEcart(event));
      this.selection.append(this.selectionCount, this.validateButton);
      this.updateSelection();
    }

    updateSelection() {
      this.selectionCount.textContent = `${this.selected.size} carte(s) sur ${this.step.size} dans l’écart`;
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
      if (step.kind === "ecart") {
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

  // ----- the overview of every tutorial (tutoriels/index) -----------------------------------------

  function renderOverview() {
    const slots = document.querySelectorAll(".tuto-progress[data-tutorial]");
    if (!slots.length) return;
    const store = readStore();
    let any = false;
    slots.forEach((slot) => {
      const total = Number(slot.dataset.steps);
      const progress = store.tutorials[slot.dataset.tutorial];
      const done = progress ? progress.done.length : 0;
      any = any || done > 0;
      slot.classList.toggle("tuto-progress--finished", done === total);
      slot.textContent =
        done === total ? `terminé (${total} étapes) ✓` : done ? `${done} étape(s) réussie(s) sur ${total}` : `${total} étapes, pas commencé`;
    });
    const reset = document.querySelector(".tuto-reset-all__button");
    if (reset) {
      reset.hidden = !any;
      if (!reset.dataset.bound) {
        reset.dataset.bound = "1";
        reset.addEventListener("click", () => {
          try {
            localStorage.removeItem(STORE_KEY);
          } catch (error) {
            // nothing stored
          }
          renderOverview();
        });
      }
    }
  }

  // ----- mounting (first load and every instant navigation) --------------------------------------

  const mounted = new WeakMap();

  function mountAll() {
    document.querySelectorAll(".tutorial[data-tutorial]").forEach((root) => {
      if (!mounted.has(root)) mounted.set(root, new Tutorial(root));
    });
    renderOverview();
  }

  window.addEventListener("hashchange", () => {
    const n = Tutorial.stepFromHash();
    if (!n) return;
    document.querySelectorAll(".tutorial[data-tutorial]").forEach((root) => {
      const tutorial = mounted.get(root);
      if (tutorial && tutorial.current !== n) tutorial.show(n);
    });
  });

  window.tarotTutorials = { mountAll };
  mountAll();
})();
