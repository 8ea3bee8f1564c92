// Module of the live examples' worker, imported by the worker box.js starts inside a sandboxed iframe (opaque origin: no
// site storage; Content-Security-Policy: only the site's Pyodide files, the wheel and runner.py).
// Loads the self-hosted Pyodide and the tarot_rules wheel (engine/python.js), then runs the reader's
// code. The first message (from box.js): {snapshot: bytes or null, port}; then, on the port,
// in: {type: "run", id, code}; out: progress, snapshot (before any reader code ran), ready, result,
// fatal. The pages' own computations never come here.
import { startPython } from "../engine/python.js";

const started = performance.now();
const queue = [];
let runner = null;

function respond(port, { id, code }) {
  const begin = performance.now();
  let result;
  try {
    result = JSON.parse(runner(String(code)));
  } catch (error) {
    result = { output: "", error: { summary: `Erreur interne\u00a0: ${error.message}`, traceback: String(error.stack || error) } };
  }
  port.postMessage({ type: "result", id, ms: performance.now() - begin, ...result });
}

async function boot(port, saved) {
  const source = fetch(new URL("runner.py", import.meta.url)).then((response) => response.text());
  port.postMessage({ type: "progress", value: 0 });
  const python = await startPython({
    saved,
    makeSnapshot: true, // taken only after a normal start
    prepare: async (pyodide) => pyodide.runPython(await source),
    entry: "tarot_live_run",
    progress: (value) => runner || port.postMessage({ type: "progress", value }),
  });
  runner = python.entry;
  // The page stores the snapshot: this worker may be busy (or stopped) right after "ready".
  if (python.snapshot) port.postMessage({ type: "snapshot", bytes: python.snapshot }, [python.snapshot.buffer]);
  port.postMessage({ type: "ready", ms: performance.now() - started, phases: python.phases });
  while (queue.length) respond(port, queue.shift());
}

// box.js's loader kept the first message; the reader's code must not find the port there.
const start = self.tarotBoxStart;
delete self.tarotBoxStart;
start.then(({ port, snapshot }) => {
  port.onmessage = ({ data: job }) => {
    if (job.type !== "run") return;
    if (runner) respond(port, job);
    else queue.push(job);
  };
  boot(port, snapshot).catch((error) => {
    port.postMessage({ type: "fatal", message: String(error && error.message ? error.message : error) });
  });
});
