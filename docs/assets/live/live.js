// Live examples: every div.tarot-example (the `tarot` fence, scripts/hooks/tarot_examples.py) gets
// French controls; "Modifier" turns its code into an editor, "Exécuter" runs it with tarot_rules in a
// self-hosted Pyodide. Nothing of Python is downloaded until a reader interacts with an example (this
// module's static imports only say where it is).
//
// The reader's code runs in a box: a worker started by a sandboxed iframe (`sandbox="allow-scripts"`,
// so an opaque origin: no Cache Storage, IndexedDB, localStorage or service worker of the site, nor
// any HTTP cache) whose Content-Security-Policy lets it load no script and fetch only the site's
// Pyodide files, the wheel and runner.py. This page fetches everything the box needs for it, from the
// site's HTTP cache and service worker, and hands it over as Blobs: the worker's one script
// (box-worker.<hash>.js, assembled at build time from worker.js down to Pyodide's loader; the
// manifest names it), the runtime's big
// files (handed.js) and the interpreter's memory snapshot, read from the site's Cache Storage and
// stored when a cold worker sends one before its first run. So an example read once online runs
// offline too. Cache name and key are this module's constants; a message from the box only ever
// fills in a result. One box lives across Material's instant navigations.

import { Jobs } from "../engine/jobs.js";
import { cachedSnapshotBlob, snapshotKey, storeSnapshot } from "../engine/snapshots.js";
import { h } from "../site/dom.js";
import { onEveryPage } from "../site/pages.js";
import { progressBar } from "../site/progress.js";
import { handedAddresses } from "./handed.js";
import manifest, { boxWorker } from "./manifest.js";

const LIVE = new URL("./", import.meta.url);
const SNAPSHOTS = "tarot-live-snapshots";
const SNAPSHOT_KEY = snapshotKey(manifest.runner);
const BOX_WORKER = new URL(boxWorker, LIVE).href;
const OFFLINE =
  "Hors ligne, cet exemple ne peut pas s’exécuter\u00a0: Python n’a pas encore été chargé sur cet " +
  "appareil. Exécutez un exemple une fois en ligne, ensuite les exemples marcheront aussi hors ligne. " +
  "Le résultat affiché est celui calculé à la construction du site.";

// A same-origin file as a Blob (from the site's HTTP cache or service worker), or null.
const blobOf = (url) =>
  fetch(url)
    .then((response) => (response.ok ? response.blob() : null))
    .catch(() => null);

// The box's own script, written into its document (`page`: this page's origin; `script`: the address
// of the worker's script). Tells the page it listens; the page then sends the worker's script (a Blob) with
// the message port, and the stored interpreter snapshot (a Blob, or null). Starts the worker from a
// blob of that script, after a line giving the script's address on the site (its `import.meta.url`),
// and hands the worker the port (the page speaks to the worker on it only). Reads the snapshot while
// the worker starts (parsing its megabyte of script takes longer than reading the 31 MB) and gives
// the bytes to the worker (a transfer, no copy). The page removes the iframe to stop a run; messages
// from the worker to this document are ignored (the reader's code may send any).
function box(page, script) {
  let worker = null;
  let snapshot = null;
  const giveSnapshot = () => worker && snapshot && snapshot.then((bytes) => worker.postMessage({ saved: bytes }, bytes ? [bytes] : []));
  addEventListener("message", ({ source, data, ports }) => {
    if (source !== parent || !data) return;
    if (!worker && ports.length === 1 && data.script instanceof Blob) {
      const address = `const TAROT_LIVE_SCRIPT = ${JSON.stringify(script)};\n`;
      worker = new Worker(URL.createObjectURL(new Blob([address, data.script], { type: "text/javascript" })), { name: "tarot-live" });
      worker.onerror = (event) => {
        event.preventDefault();
        parent.postMessage({ type: "fatal", message: event.message || "le moteur n’a pas pu démarrer" }, page);
      };
      worker.postMessage({ port: ports[0] }, [ports[0]]);
      giveSnapshot();
    } else if (!snapshot && "saved" in data) {
      snapshot = data.saved instanceof Blob ? data.saved.arrayBuffer().catch(() => null) : Promise.resolve(null);
      giveSnapshot();
    }
  });
  parent.postMessage({ type: "listening" }, page);
}

// The iframe's document and its policy. No script to load: only box() above runs in the document,
// allowed by a nonce drawn for this box. `worker-src blob:` lets it start the worker from the script
// the page handed over; that is safe: a blob: address belongs to the origin that made it (this
// opaque one, whose only code is box() and the handed script), and the worker, like any worker the
// reader's code could make from its own blobs, inherits this same policy: no script to load and
// `connect-src` closed to all but the site's Pyodide files, the wheel and runner.py.
function boxDocument() {
  const at = (path) => new URL(path, LIVE).href;
  const pyodide = at(manifest.pyodide);
  const nonce = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
  const policy = [
    "default-src 'none'",
    `script-src 'nonce-${nonce}' 'wasm-unsafe-eval'`,
    "worker-src blob:",
    `connect-src ${pyodide} ${at(manifest.wheel)} ${at("runner.py")}`,
  ].join("; ");
  return (
    `<!doctype html><html lang="fr"><meta charset="utf-8">` +
    `<meta http-equiv="Content-Security-Policy" content="${policy}">` +
    `<script nonce="${nonce}">(${box})(${JSON.stringify(location.origin)}, ${JSON.stringify(BOX_WORKER)});</script></html>`
  );
}

// Offline, a file the box needs is not kept on this device: the example says so.
function offlineError() {
  const error = new Error(OFFLINE);
  error.offline = true;
  return error;
}

// ---------------------------------------------------------------------------------------------
// The runner: one sandboxed box, replaced after "Arrêter".
class Runner extends Jobs {
  constructor() {
    super();
    this.frame = null;
    this.port = null;
    this.readyPromise = null;
    this.snapshotStored = false;
  }

  // Start the box if needed; resolves when Python and the engine are loaded.
  ensure() {
    if (this.readyPromise) return this.readyPromise;
    this.timings = { start: performance.now(), ready: 0 };
    this.report({ value: 0, ready: false });
    const channel = new MessageChannel();
    const frame = document.createElement("iframe");
    this.frame = frame;
    this.port = channel.port1;
    this.readyPromise = new Promise((resolve, reject) => {
      const failed = (error) => {
        if (frame !== this.frame || this.progress.ready) return;
        this.fail(error);
        reject(error);
      };
      // The box says when it listens (then it gets its worker's script with the port, and the
      // snapshot), or that its worker failed; nothing else.
      const script = blobOf(BOX_WORKER);
      const saved = cachedSnapshotBlob(SNAPSHOTS, SNAPSHOT_KEY);
      let portGiven = false;
      this.onFrameMessage = ({ source, data }) => {
        if (source !== frame.contentWindow || !data) return;
        if (data.type === "listening" && !portGiven) {
          portGiven = true;
          script.then((blob) => {
            if (frame !== this.frame) return;
            if (blob) frame.contentWindow.postMessage({ script: blob }, "*", [channel.port2]);
            else failed(navigator.onLine === false ? offlineError() : new Error("le script de Python est introuvable"));
          });
          saved.then((blob) => frame === this.frame && frame.contentWindow.postMessage({ saved: blob }, "*"));
        } else if (data.type === "fatal") failed(new Error(String(data.message)));
      };
      addEventListener("message", this.onFrameMessage);
      let snapshotExpected = true; // only a cold worker's first message, before any reader code
      channel.port1.onmessage = ({ data }) => {
        if (frame !== this.frame || !data) return;
        if (data.type === "progress") {
          this.showProgress(data.value);
        } else if (data.type === "snapshot" && snapshotExpected && data.bytes instanceof Uint8Array) {
          snapshotExpected = false;
          this.storeSnapshot(data.bytes);
        } else if (data.type === "ready" && !this.progress.ready) {
          snapshotExpected = false;
          this.timings.ready = performance.now();
          this.timings.phases = data.phases;
          this.report({ value: 100, ready: true });
          resolve();
        } else if (data.type === "result") {
          this.take(data.id)?.resolve(data);
        } else if (data.type === "fatal" && !this.progress.ready) {
          failed(new Error(String(data.message)));
        }
      };
      this.open(frame, failed);
    });
    this.readyPromise.catch(() => {});
    return this.readyPromise;
  }

  // Build the box (it gets the port and the stored snapshot when it listens) and hand it, on the port,
  // the runtime's files, each as soon as this page has it.
  open(frame, failed) {
    frame.setAttribute("sandbox", "allow-scripts");
    frame.setAttribute("aria-hidden", "true");
    frame.tabIndex = -1;
    frame.title = "Python des exemples";
    frame.hidden = true;
    frame.className = "tarot-live__box";
    frame.srcdoc = boxDocument();
    document.body.append(frame);
    this.handOver(handedAddresses(), failed);
  }

  // Fetch each file here (the site's caches) and post it to the box as a Blob (the box reads it from
  // the browser's storage; this page never holds the bytes), or null if this fails (the box then
  // fetches it itself, which offline cannot work: then the box fails at once, saying why); the
  // progress bar follows the files received.
  handOver(files, failed) {
    const port = this.port;
    const total = files.reduce((sum, file) => sum + file.size, 0) || 1;
    let received = 0;
    for (const { url, size } of files) {
      blobOf(url).then((blob) => {
        if (port !== this.port) return;
        if (!blob && navigator.onLine === false) return failed(offlineError());
        port.postMessage({ type: "file", url, blob });
        received += size;
        this.showProgress(Math.round((100 * received) / total));
      });
    }
  }

  showProgress(value) {
    if (this.progress.ready) return;
    this.report({ value: Math.max(this.progress.value, Math.max(0, Math.min(99, Number(value) || 0))), ready: false });
  }

  // A cold worker's interpreter snapshot, kept for the next page (under this module's own name).
  async storeSnapshot(bytes) {
    this.snapshotStored = await storeSnapshot(SNAPSHOTS, SNAPSHOT_KEY, bytes);
  }

  // Remove the box: its worker ends with it, whatever the reader's code is doing. In the next task,
  // so that the page first shows that the run ended.
  close() {
    if (this.onFrameMessage) removeEventListener("message", this.onFrameMessage);
    if (this.port) this.port.close();
    const frame = this.frame;
    if (frame) setTimeout(() => frame.remove());
    this.frame = null;
    this.port = null;
    this.readyPromise = null;
  }

  // The box could not start (offline: a file not kept on this device); the next interaction tries again.
  fail(error) {
    this.rejectAll(error);
    this.close();
    this.report({ value: 0, ready: false, error: error.message, offline: Boolean(error.offline) });
  }

  async run(code) {
    await this.ensure();
    return this.wait((id) => this.port.postMessage({ type: "run", id, code }));
  }

  // Kill runaway code at once; a fresh box starts warming up for the next run.
  stop() {
    const stopped = new Error("stopped");
    stopped.stopped = true;
    this.rejectAll(stopped);
    this.close();
    this.ensure();
  }
}

const runner = new Runner();
// For tests and benchmarks.
window.tarotLive = runner;

// ---------------------------------------------------------------------------------------------
// The controls of one example.
function button(label, action, title) {
  return h("button", { type: "button", className: `tarot-button tarot-button--compact${action === "run" ? " tarot-button--primary" : ""}`, "data-action": action, title }, label);
}

// The code each example's editor holds, by page and example, kept while the reader visits the site's
// other pages (Material's instant navigation keeps this module): Back to the page opens the editor on
// the reader's version again.
const typed = new Map();

function wire(example, index) {
  if (example.dataset.liveWired) return;
  example.dataset.liveWired = "1";
  const original = example.dataset.code || "";
  const initial = original.replace(/\n$/, "");
  const key = `${location.pathname}#${index}`;
  const kept = typed.get(key)?.();
  const codeBlock = example.querySelector(".tarot-example__code");
  const result = example.querySelector(".tarot-example__result");
  const output = example.querySelector(".tarot-example__output");
  // Write into the <code> inside the <pre>, so the live result keeps the build-time styling.
  const outputText = output ? output.querySelector("code") || output : null;
  const label = example.querySelector(".tarot-example__label");
  const builtOutput = output ? output.textContent : "";
  const uid = `tarot-live-${index}-${Math.random().toString(36).slice(2, 8)}`;

  // Toolbar.
  const edit = button("Modifier", "edit", "Modifier le code de l’exemple");
  edit.setAttribute("aria-pressed", "false");
  const run = button("Exécuter", "run", "Exécuter le code (Ctrl+Entrée)");
  const stop = button("Arrêter", "stop", "Arrêter le calcul en cours");
  stop.disabled = true;
  const reset = button("Réinitialiser", "reset", "Revenir au code et au résultat d’origine");
  const copy = button("Copier", "copy", "Copier le code");
  const status = h("span", { className: "tarot-live__status", role: "status", "aria-live": "polite" });
  const bar = h("div", { className: "tarot-live__toolbar", role: "toolbar", "aria-label": "Exemple modifiable" }, edit, run, stop, reset, copy, status);

  // Progress bar while the runtime loads.
  const loading = progressBar("tarot-live__progress-", "Chargement de Python…", { "aria-labelledby": `${uid}-progress` });
  loading.label.id = `${uid}-progress`;
  const progress = h("div", { className: "tarot-live__progress", hidden: true }, loading.label, loading.track);

  // Editor: CodeMirror (editor.js, bundled at build time), downloaded the first time a reader edits.
  const editor = h("div", { className: "tarot-live__editor highlight", hidden: true });
  let codeEditor = null;
  let opening = null;

  // Error box.
  const error = h("div", { className: "tarot-live__error", hidden: true });

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
        if (state.error) status.textContent = state.offline ? state.error : `Python n’a pas pu démarrer\u00a0: ${state.error}`;
        if (unsubscribe) { const u = unsubscribe; unsubscribe = null; queueMicrotask(u); }
        return;
      }
      progress.hidden = false;
      loading.set(state.value, `Chargement de Python… ${state.value} %`);
    });
  };
  const warm = () => {
    runner.ensure();
    if (!runner.ready) showProgress();
  };

  const openEditor = (start = initial) => {
    opening ??= import("./editor.js")
      .then(({ createEditor }) => {
        codeEditor = createEditor({
          parent: editor,
          code: start,
          label: "Code Python de l’exemple (Ctrl+Entrée pour exécuter, Échap puis Tab pour sortir)",
          onRun: execute,
        });
        typed.set(key, () => codeEditor.code);
        editor.hidden = false;
        codeBlock.hidden = true;
        edit.setAttribute("aria-pressed", "true");
        example.classList.add("tarot-example--editing");
        return codeEditor;
      })
      .catch((failure) => {
        opening = null;
        status.textContent = `L’éditeur n’a pas pu se charger\u00a0: ${failure.message}`;
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
      const where = [data.error.kind, data.error.line ? `ligne ${data.error.line}` : ""].filter(Boolean).join(", ");
      error.append(
        h("p", { className: "tarot-live__error-summary" }, data.error.summary),
        h(
          "details",
          { className: "tarot-live__trace" },
          h("summary", {}, where ? `Trace complète (${where})` : "Trace complète"),
          h("pre", {}, data.error.traceback),
        ),
      );
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
      else if (failure.offline) status.textContent = failure.message;
      else status.textContent = `Échec\u00a0: ${failure.message}`;
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
  if (kept !== undefined && kept !== initial) {
    openEditor(kept).then(() => {
      status.textContent = "Votre version du code, retrouvée";
    }, () => {});
  }
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
    status.textContent = "Exemple d’origine rétabli";
  });
  copy.addEventListener("click", async () => {
    const text = code();
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      const scratch = h("textarea");
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
