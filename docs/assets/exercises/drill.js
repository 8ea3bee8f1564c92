// One drill on its page: a question at a time from the pool, then from the engine; judged at once from
// the question's data, corrected with the engine's breakdown; level switch, « Encore », « Nouvelle
// série », score and streak kept on the device (score.js). Keyboard: Tab between controls, Entrée to
// answer, then the focus is on « Encore ».
import { h } from "../site/dom.js";
import { LEVEL_KEYS, levelName } from "../site/levels.js";
import { correction, verdict } from "./correction.js";
import { form } from "./forms.js";
import { judge } from "./judge.js";
import { position } from "./position.js";
import { entryOf, MESSAGES, record, store } from "./score.js";
import { carried, followEngine, inPool, loadPool, prefetchPool, question, warmUp } from "./source.js";
import { tellStore } from "../site/store-notice.js";

// A fresh series starts at a random seed past every pool: its questions come from the engine.
const FRESH_FROM = 10_000;
const FRESH_SEEDS = 1_000_000_000;
let readyMarked = false;

const button = (label, className, onclick) => h("button", { type: "button", className, onclick }, label);

export class DrillPlayer {
  constructor(root) {
    this.root = root;
    this.slug = root.dataset.drill;
    this.root.dataset.ready = "0";
    const { data, problem } = store.read();
    this.entry = entryOf(data, this.slug);
    this.build();
    tellStore(this.notice, MESSAGES, problem);
    store.follow(() => this.refresh(), () => root.isConnected);
    this.showNext();
    prefetchPool(root.dataset.pools, this.slug, this.entry.level);
  }

  build() {
    const name = `niveau-${this.slug}`;
    this.levels = LEVEL_KEYS.map((level) =>
      h("input", { type: "radio", name, value: level, id: `${name}-${level}`, checked: level === this.entry.level }),
    );
    const levels = h(
      "fieldset",
      { className: "exercise-levels", onchange: (event) => this.setLevel(event.target.value) },
      h("legend", { text: "Niveau" }),
      this.levels.map((radio) => h("label", { for: radio.id }, radio, " ", levelName(radio.value))),
    );
    this.notice = h("p", { className: "exercise-notice", role: "status", hidden: true });
    this.score = h("p", { className: "exercise-score", "aria-live": "polite" });
    this.counter = h("p", { className: "exercise-count" });
    this.prompt = h("h2", { className: "exercise-prompt", tabindex: "-1", elementtiming: "exercise-question" });
    this.position = h("div");
    this.answer = h("form", { className: "exercise-answer", onsubmit: (event) => this.submit(event) });
    this.feedback = h("div", { className: "exercise-feedback", role: "status", "aria-live": "polite" });
    this.again = button("Encore", "tarot-button tarot-button--primary exercise-again", () => this.next());
    this.fresh = button("Nouvelle série", "tarot-button exercise-fresh", () => this.freshSeries());
    this.loading = h("p", { className: "exercise-loading", role: "status", hidden: true });
    this.again.hidden = true;
    const actions = h("div", { className: "exercise-actions" }, this.again, this.fresh);
    const question = h("section", { className: "exercise-question", "aria-label": "Question" },
      this.counter, this.prompt, this.position, this.answer, this.feedback, this.loading);
    this.root.append(h("div", { className: "exercise-bar" }, levels, this.score), this.notice, question, actions);
    this.showScore();
  }

  // Change this drill's entry as stored now (another tab may have answered meanwhile): `edit(entry)`.
  change(edit) {
    const { data, problem } = store.update((stored) => edit(entryOf(stored, this.slug)));
    this.entry = entryOf(data, this.slug);
    tellStore(this.notice, MESSAGES, problem);
    this.showScore();
  }

  // Another tab changed the scores: show them, and its level for the next question.
  refresh() {
    this.entry = entryOf(store.read().data, this.slug);
    this.levels.forEach((radio) => { radio.checked = radio.value === this.entry.level; });
    this.showScore();
  }

  get series() {
    return this.entry.series[this.entry.level];
  }

  showScore() {
    const { right, total, streak, best } = this.entry;
    this.score.textContent =
      `${right}\u00a0bonne${right > 1 ? "s" : ""} réponse${right > 1 ? "s" : ""} sur ${total}` +
      ` · ${streak}\u00a0d’affilée (record\u00a0: ${best})`;
  }

  async showNext({ focus = false } = {}) {
    const { level } = this.entry;
    const seed = this.series.next;
    const own = carried(this.root, level, seed);
    if (own) {
      this.current = own;
      this.level = level;
      this.render(focus); // the page's own question: shown at once, before anything is fetched
      return;
    }
    this.root.dataset.ready = "0"; // until the question of this level and seed is shown
    try {
      const pool = await loadPool(this.root.dataset.pools, this.slug, level);
      this.busy(!inPool(pool, seed));
      this.current = await question(pool, seed);
    } catch (error) {
      this.problem(error.message);
      return;
    } finally {
      this.busy(false);
    }
    if (this.entry.level !== level || this.series.next !== seed) return; // the reader moved on meanwhile
    this.level = level;
    this.render(focus);
  }

  render(focus) {
    const q = this.current;
    this.counter.textContent = `Question n°\u00a0${q.seed - this.series.start + 1} · graine ${q.seed}`;
    this.prompt.textContent = q.prompt;
    this.position.replaceChildren(position(q));
    this.form = form(q.answer, q.faces);
    const submit = h("button", { type: "submit", className: "tarot-button tarot-button--primary exercise-submit" }, "Valider");
    this.answer.replaceChildren(this.form.node, submit);
    this.feedback.replaceChildren();
    this.answered = false;
    this.again.hidden = true;
    this.root.dataset.seed = String(q.seed);
    this.root.dataset.ready = "1";
    if (!readyMarked) {
      readyMarked = true;
      performance.mark("exercise-ready");
    }
    if (focus) this.form.focus();
  }

  submit(event) {
    event.preventDefault();
    if (this.answered) return;
    const result = judge(this.current.answer, this.form.read());
    if (result.unreadable) {
      this.feedback.replaceChildren(verdict(result)); // not counted: the reader may fix the answer
      return;
    }
    this.answered = true;
    const { level, current: { seed } } = this;
    this.change((entry) => {
      record(entry, result.correct);
      entry.series[level].next = Math.max(entry.series[level].next, seed + 1);
    });
    this.answer.querySelectorAll("input, button").forEach((control) => { control.disabled = true; });
    this.feedback.replaceChildren(verdict(result), correction(this.current, this.root.dataset.root));
    this.again.hidden = false;
    this.again.focus();
    const start = event.timeStamp;
    requestAnimationFrame(() => performance.measure("exercise-feedback", { start, end: performance.now() }));
    warmUp();
  }

  next() {
    const { level, current: { seed } } = this;
    this.change((entry) => {
      entry.series[level].next = Math.max(entry.series[level].next, seed + 1); // skipped: the next one all the same
    });
    this.showNext({ focus: true });
  }

  setLevel(level) {
    if (!LEVEL_KEYS.includes(level) || level === this.entry.level) return;
    this.change((entry) => {
      entry.level = level;
    });
    this.showNext();
    prefetchPool(this.root.dataset.pools, this.slug, level);
  }

  freshSeries() {
    const start = FRESH_FROM + Math.floor(Math.random() * FRESH_SEEDS);
    const { level } = this.entry;
    this.change((entry) => {
      entry.series[level] = { start, next: start };
    });
    this.showNext({ focus: true });
  }

  // While the engine computes a question: its loading progress, then « prépare ».
  busy(waiting) {
    this.loading.hidden = !waiting;
    if (this.unsubscribe) this.unsubscribe();
    this.unsubscribe = null;
    if (!waiting) return;
    this.unsubscribe = followEngine(({ value, ready }) => {
      this.loading.textContent = ready
        ? "Le moteur prépare la question…"
        : `Chargement du moteur de règles… ${Math.round(value)}\u00a0%`;
    });
  }

  problem(message) {
    this.feedback.replaceChildren(h("p", { className: "exercise-verdict exercise-verdict--wrong", text: message }));
    this.root.dataset.ready = "error";
  }
}
