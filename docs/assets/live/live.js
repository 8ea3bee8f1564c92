// Live examples: every div.tarot-example (the `tarot` fence, scripts/hooks/tarot_examples.py) gets
// French controls; "Modifier" turns its code into an editor, "Exécuter" runs it with tarot_rules in a
// self-hosted Pyodide inside a module worker (worker.js). Nothing is downloaded until a reader
// interacts with an example. One worker lives across Material's instant navigations.

import { onEveryPage } from "../site/pages.js";

const WORKER_URL = new URL("./worker.js", import.meta.url);

// ---------------------------------------------------------------------------------------------
// The runner: one module worker, restarted after "Arrêter".
class Runner {
  constructor() {
    this.worker = null;
    this.readyPromise = null;
    this.pending = new Map();
    this.listeners = new Set();
    this.progress = { value: 0, ready: false };
    this.nextId = 1;
    this.timings = { start: 0, ready: 0 };
  }

  get ready() {
    return this.progress.ready;
  }

  // Start the worker if needed; resolves when Python and the engine are loaded.
  ensure() {
    if (this.readyPromise) return this.readyPromise;
    this.timings = { start: performance.now(), ready: 0 };
    this.progress = { value: 0, ready: false };
    const worker = new Worker(WORKER_URL, { type: "module", name: "tarot-live" });
    this.worker = worker;
    this.readyPromise = new Promise((resolve, reject) => {
      worker.onmessage = ({ data }) => {
        if (worker !== this.worker) return;
        if (data.type === "progress") {
          if (this.progress.ready) return;
          this.progress = { value: data.value, ready: false };
          this.notify();
        } else if (data.type === "ready") {
          this.timings.ready = performance.now();
          this.timings.phases = data.phases;
          this.progress = { value: 100, ready: true };
          this.notify();
          resolve();
        } else if (data.type === "snapshot") {
          this.storeSnapshot(data);
        } else if (data.type === "result") {
          const job = this.pending.get(data.id);
          this.pending.delete(data.id);
          if (job) job.resolve(data);
        } else if (data.type === "fatal") {
          this.fail(new Error(data.message));
          reject(new Error(data.message));
        }
      };
      worker.onerror = (event) => {
        event.preventDefault();
        const error = new Error(event.message || "le moteur n'a pas pu démarrer");
        this.fail(error);
        reject(error);
      };
    });
    this.readyPromise.catch(() => {});
    this.notify();
    return this.readyPromise;
  }

  // The worker's interpreter snapshot, kept for the next page (see worker.js).
  async storeSnapshot({ cache, key, bytes }) {
    const { storeSnapshot } = await import("../engine/python.js");
    this.snapshotStored = await storeSnapshot(cache, key, bytes);
  }

  fail(error) {
    for (const job of this.pending.values()) job.reject(error);
    this.pending.clear();
    if (this.worker) this.worker.terminate();
    this.worker = null;
    this.readyPromise = null;
    this.progress = { value: 0, ready: false, error: error.message };
    this.notify();
  }

  async run(code) {
    await this.ensure();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ type: "run", id, code });
    });
  }

  // Kill runaway code at once; a fresh worker starts warming up for the next run.
  stop() {
    const stopped = new Error("stopped");
    stopped.stopped = true;
    for (const job of this.pending.values()) job.reject(stopped);
    this.pending.clear();
    if (this.worker) this.worker.terminate();
    this.worker = null;
    this.readyPromise = null;
    this.progress = { value: 0, ready: false };
    this.ensure();
  }

  subscribe(listener) {
    this.listeners.add(listener);
    listener(this.progress);
    return () => this.listeners.delete(listener);
  }

  notify() {
    for (const listener of this.listeners) listener(this.progress);
  }
}

const runner = new Runner();
// For tests and benchmarks.
window.tarotLive = runner;

// ---------------------------------------------------------------------------------------------
// The controls of one example.
function button(label, action, title) {
  const element = document.createElement("button");
  element.type = "button";
  element.className = `md-button tarot-live__button tarot-live__button--${action}`;
  element.textContent = label;
  element.dataset.action = action;
  if (title) element.title = title;
  return element;
}

function wire(example, index) {
  if (example.dataset.liveWired) return;
  example.dataset.liveWired = "1";
  const original = example.dataset.code || "";
  const initial = original.replace(/\n$/, "");
  const codeBlock = example.querySelector(".tarot-example__code");
  const result = example.querySelector(".tarot-example__result");
  const output = example.querySelector(".tarot-example__output");
  // Write into the <code> inside the <pre>, so the live result keeps the build-time styling.
  const outputText = output ? output.querySelector("code") || output : null;
  const label = example.querySelector(".tarot-example__label");
  const builtOutput = output ? output.textContent : "";
  const uid = `tarot-live-${index}-${Math.random().toString(36).slice(2, 8)}`;

  // Toolbar.
  const bar = document.createElement("div");
  bar.className = "tarot-live__toolbar";
  bar.setAttribute("role", "toolbar");
  bar.setAttribute("aria-label", "Exemple modifiable");
  const edit = button("Modifier", "edit", "Modifier le code de l'exemple");
  edit.setAttribute("aria-pressed", "false");
  const run = button("Exécuter", "run", "Exécuter le code (Ctrl+Entrée)");
  const stop = button("Arrêter", "stop", "Arrêter le calcul en cours");
  stop.disabled = true;
  const reset = button("Réinitialiser", "reset", "Revenir au code et au résultat d'origine");
  const copy = button("Copier", "copy", "Copier le code");
  const status = document.createElement("span");
  status.className = "tarot-live__status";
  status.setAttribute("role", "status");
  status.setAttribute("aria-live", "polite");
  bar.append(edit, run, stop, reset, copy, status);

  // Progress bar while the runtime loads.
  const progress = document.createElement("div");
  progress.className = "tarot-live__progress";
  progress.hidden = true;
  const progressLabel = document.createElement("span");
  progressLabel.id = `${uid}-progress`;
  progressLabel.className = "tarot-live__progress-label";
  progressLabel.textContent = "Chargement de Python…";
  const track = document.createElement("div");
  track.className = "tarot-live__progress-track";
  track.setAttribute("role", "progressbar");
  track.setAttribute("aria-labelledby", progressLabel.id);
  track.setAttribute("aria-valuemin", "0");
  track.setAttribute("aria-valuemax", "100");
  track.setAttribute("aria-valuenow", "0");
  const fill = document.createElement("div");
  fill.className = "tarot-live__progress-fill";
  track.append(fill);
  progress.append(progressLabel, track);

  // Editor: CodeMirror (editor.js, bundled at build time), downloaded the first time a reader edits.
  const editor = document.createElement("div");
  editor.className = "tarot-live__editor highlight";
  editor.hidden = true;
  let codeEditor = null;
  let opening = null;

  // Error box.
  const error = document.createElement("div");
  error.className = "tarot-live__error";
  error.hidden = true;

  codeBlock.after(editor);
  editor.after(bar);
  bar.after(progress);
  result.append(error);

  const code = () => (codeEditor ? codeEditor.code : original);
  let unsubscribe = null;
  const showProgress = () => {
    if (unsubscribe) return;
    unsubscribe = runner.subscribe((state) => {
      if (state.ready || state.error) {
        progress.hidden = true;
        if (state.error) status.textContent = `Python n'a pas pu démarrer : ${state.error}`;
        if (unsubscribe) { const u = unsubscribe; unsubscribe = null; queueMicrotask(u); }
        return;
      }
      progress.hidden = false;
      track.setAttribute("aria-valuenow", String(state.value));
      track.setAttribute("aria-valuetext", `${state.value} %`);
      fill.style.width = `${Math.max(3, state.value)}%`;
      progressLabel.textContent = `Chargement de Python… ${state.value} %`;
    });
  };
  const warm = () => {
    runner.ensure();
    if (!runner.ready) showProgress();
  };

  const openEditor = () => {
    opening ??= import("./editor.js")
      .then(({ createEditor }) => {
        codeEditor = createEditor({
          parent: editor,
          code: initial,
          label: "Code Python de l'exemple (Ctrl+Entrée pour exécuter, Échap puis Tab pour sortir)",
          onRun: execute,
        });
        editor.hidden = false;
        codeBlock.hidden = true;
        edit.setAttribute("aria-pressed", "true");
        example.classList.add("tarot-example--editing");
        return codeEditor;
      })
      .catch((failure) => {
        opening = null;
        status.textContent = `L'éditeur n'a pas pu se charger : ${failure.message}`;
        throw failure;
      });
    return opening;
  };

  const showResult = (data) => {
    outputText.textContent = data.output || (data.error ? "" : "(aucune sortie)");
    output.classList.toggle("tarot-live__empty", !data.output && !data.error);
    output.hidden = !data.output && !!data.error;
    error.replaceChildren();
    error.hidden = !data.error;
    if (data.error) {
      const summary = document.createElement("p");
      summary.className = "tarot-live__error-summary";
      summary.textContent = data.error.summary;
      const details = document.createElement("details");
      const title = document.createElement("summary");
      title.textContent = data.error.line ? `Trace complète (ligne ${data.error.line})` : "Trace complète";
      const trace = document.createElement("pre");
      trace.textContent = data.error.traceback;
      details.append(title, trace);
      error.append(summary, details);
    }
    if (label) label.textContent = "Résultat (calculé dans votre navigateur)";
    example.classList.toggle("tarot-example--error", !!data.error);
  };

  const execute = async () => {
    warm();
    const source = code();
    run.disabled = true;
    stop.disabled = false;
    example.classList.add("tarot-example--running");
    status.textContent = runner.ready ? "Exécution…" : "Chargement de Python…";
    const begin = performance.now();
    try {
      const data = await runner.run(source);
      showResult(data);
      example.dataset.runMs = String(Math.round(performance.now() - begin));
      status.textContent = data.error ? "Erreur" : "Terminé";
    } catch (failure) {
      if (failure.stopped) status.textContent = "Arrêté";
      else status.textContent = `Échec : ${failure.message}`;
    } finally {
      run.disabled = false;
      stop.disabled = true;
      example.classList.remove("tarot-example--running");
      example.dataset.runs = String(Number(example.dataset.runs || 0) + 1);
    }
  };

  edit.addEventListener("focus", warm);
  run.addEventListener("focus", warm);
  editor.addEventListener("focusin", warm);
  edit.addEventListener("click", () => {
    warm();
    openEditor().then((opened) => opened.focus(), () => {});
  });
  run.addEventListener("click", execute);
  stop.addEventListener("click", () => {
    runner.stop();
    status.textContent = "Arrêté";
  });
  reset.addEventListener("click", () => {
    if (codeEditor) codeEditor.code = initial;
    outputText.textContent = builtOutput;
    output.hidden = false;
    output.classList.remove("tarot-live__empty");
    error.hidden = true;
    error.replaceChildren();
    if (label) label.textContent = "Résultat";
    example.classList.remove("tarot-example--error");
    status.textContent = "Exemple d'origine rétabli";
  });
  copy.addEventListener("click", async () => {
    const text = code();
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      const scratch = document.createElement("textarea");
      scratch.value = text;
      document.body.append(scratch);
      scratch.select();
      document.execCommand("copy");
      scratch.remove();
    }
    status.textContent = "Code copié";
  });
}

function wireAll() {
  document.querySelectorAll("div.tarot-example[data-code]").forEach(wire);
}

onEveryPage(wireAll);
