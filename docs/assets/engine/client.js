// The pages' one way to the engine: call(fn, args) → Promise of the result of the Python function
// registered as `fn` in tarot_app.calls, run in the engine worker (worker.js). A refusal rejects
// with an EngineError (its French message and code); so does a crash of the worker, which restarts
// at the next call. subscribe(listener) reports the loading: {value: 0–100, ready, error?}.
// Nothing starts until the first call (or ensure()).
import { Jobs } from "./jobs.js";
import { runtimeFiles } from "./python.js";

const WORKER_URL = new URL("./worker.js", import.meta.url);

export class EngineError extends Error {
  constructor({ message, code }) {
    super(message);
    this.code = code;
  }
}

class Engine extends Jobs {
  constructor() {
    super();
    this.worker = null;
    this.started = null;
  }

  // Start the worker if needed; resolves when Python and the engine are loaded.
  ensure() {
    if (this.started) return this.started;
    this.timings = { start: performance.now(), ready: 0 };
    this.report({ value: 0, ready: false });
    const worker = new Worker(WORKER_URL, { type: "module", name: "tarot-engine" });
    this.worker = worker;
    this.started = new Promise((resolve, reject) => {
      worker.onmessage = ({ data }) => {
        if (data.id !== undefined) {
          const job = this.take(data.id);
          if (!job) return;
          if (data.error) job.reject(new EngineError(data.error));
          else job.resolve(data.result);
        } else if (data.type === "progress" && !this.ready) {
          this.report({ value: data.value, ready: false });
        } else if (data.type === "ready") {
          this.timings = { ...this.timings, ready: performance.now(), phases: data.phases };
          this.report({ value: 100, ready: true });
          resolve();
        } else if (data.type === "fatal") {
          reject(this.crash(data.message));
        }
      };
      worker.onerror = (event) => {
        event.preventDefault();
        reject(this.crash(event.message || "le moteur s’est arrêté"));
      };
    });
    this.started.catch(() => {});
    return this.started;
  }

  // The worker died: every pending call fails in French; the next call starts a new worker.
  crash(reason) {
    const error = new EngineError({ message: `Le moteur de règles s’est arrêté\u00a0: ${reason}`, code: "crash" });
    this.rejectAll(error);
    if (this.worker) this.worker.terminate();
    this.worker = null;
    this.started = null;
    this.report({ value: 0, ready: false, error: error.message });
    return error;
  }

  call(fn, args) {
    this.ensure();
    return this.wait((id) => this.worker.postMessage({ id, fn, args }));
  }
}

const engine = new Engine();
// For tests and benchmarks: window.tarotEngine.ready, .timings.
window.tarotEngine = engine;

export const call = (fn, args) => engine.call(fn, args);
export const ensure = () => engine.ensure();
export const subscribe = (listener) => engine.subscribe(listener);
export const isReady = () => engine.ready;

// What a page needs offline to compute: the worker's modules, the manifest, the runtime and the wheel.
export const engineFiles = () => [
  WORKER_URL.href,
  new URL("./python.js", import.meta.url).href,
  new URL("./snapshots.js", import.meta.url).href,
  new URL("../live/manifest.js", import.meta.url).href,
  ...runtimeFiles(),
];
