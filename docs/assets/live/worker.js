// Module worker of the live examples: loads the self-hosted Pyodide and the tarot_rules wheel
// (engine/python.js), then runs the reader's code. Messages in: {type: "run", id, code}.
// Out: progress, ready, snapshot, result, fatal. The pages' own computations never come here.
import manifest from "./manifest.js";
import { snapshotKey, startPython } from "../engine/python.js";

const started = performance.now();
const queue = [];
let runner = null;

self.onmessage = ({ data }) => {
  if (data.type === "run") {
    if (runner) respond(data);
    else queue.push(data);
  }
};

function respond({ id, code }) {
  const begin = performance.now();
  let result;
  try {
    result = JSON.parse(runner(code));
  } catch (error) {
    result = { output: "", error: { summary: `Erreur interne : ${error.message}`, traceback: String(error.stack || error) } };
  }
  self.postMessage({ type: "result", id, ms: performance.now() - begin, ...result });
}

const SNAPSHOTS = "tarot-live-snapshots";

async function boot() {
  const key = snapshotKey(manifest.runner);
  const source = fetch(new URL("runner.py", import.meta.url)).then((response) => response.text());
  self.postMessage({ type: "progress", value: 0, step: "start" });
  const python = await startPython({
    cacheName: SNAPSHOTS,
    key,
    prepare: async (pyodide) => pyodide.runPython(await source),
    entry: "tarot_live_run",
    progress: (value) => runner || self.postMessage({ type: "progress", value, step: "download" }),
  });
  runner = python.entry;
  // The page stores the snapshot: this worker may be busy (or terminated) right after "ready".
  if (python.snapshot) self.postMessage({ type: "snapshot", cache: SNAPSHOTS, key, bytes: python.snapshot }, [python.snapshot.buffer]);
  self.postMessage({ type: "ready", ms: performance.now() - started, phases: python.phases });
  while (queue.length) respond(queue.shift());
}

boot().catch((error) => {
  self.postMessage({ type: "fatal", message: String(error && error.message ? error.message : error) });
});
