// The live examples' worker, inside the box (live.js: a sandboxed iframe, opaque origin, no site
// storage; its Content-Security-Policy lets it load no script and fetch only the site's Pyodide files,
// the wheel and runner.py). Not served as it is: scripts/hooks/bundles.py assembles it with what it
// imports, down to Pyodide's loader and module factory, into one classic script, box-worker.js, which
// the page fetches (so the site's service worker keeps it: offline too) and hands to the box, which
// starts it from a blob. There, `import.meta.url` is that script's address on the site (the box
// defines it). A classic worker, which Pyodide refuses where importScripts works: the box's policy
// lets it load no script, so it does not. Loads Python and the tarot_rules wheel (engine/python.js), then runs the reader's
// code. From the box: {port}, then {saved} (the bytes of the interpreter snapshot the page kept, or
// null), heeded only while Python starts. On the port, in: {type: "file", url, blob} (the page's copy
// of a runtime file, or null: fetch it here), only while Python starts, then {type: "run", id, code};
// out: progress, snapshot (before any reader code ran), ready, result, fatal. The pages' own
// computations never come here.
//
// The page fetches the runtime's files (handed.js: the site's HTTP cache and service worker, which
// an opaque origin has not) and hands them over; while Python starts, this worker's fetch answers
// those addresses with them. The worker's own fetch is back before any reader code runs.
import { loadPyodide } from "pyodide/pyodide.mjs";
import createPyodideModule from "pyodide/pyodide.asm.mjs";
import { startPython } from "../engine/python.js";
import { handedFiles } from "./handed.js";

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

// While `starting` runs, fetch answers the handed-over files' addresses with them, and Pyodide's
// instantiation of the WebAssembly runtime takes the module compiled from the handed one as soon as
// it came (while the snapshot and Pyodide's scripts arrive, not after). Both globals are
// the worker's own again before anything else runs (the reader's code comes after).
async function withHandedFiles(files, starting) {
  const { fetch: ownFetch } = self;
  const { instantiateStreaming } = WebAssembly;
  const responses = new Map();
  self.fetch = (resource, options) => {
    const handed = files.get(resource instanceof Request ? resource.url : String(resource));
    if (!handed) return ownFetch(resource, options);
    return handed.blob.then((blob) => {
      if (!blob) return ownFetch(resource, options);
      const response = new Response(blob, { headers: handed.headers });
      if (handed.compiled) responses.set(response, handed.compiled);
      return response;
    });
  };
  WebAssembly.instantiateStreaming = async (source, imports) => {
    const response = await source;
    const compiled = responses.get(response);
    if (!compiled) return instantiateStreaming(response, imports);
    const module = await compiled;
    return { module, instance: await WebAssembly.instantiate(module, imports) };
  };
  try {
    return await starting();
  } finally {
    self.fetch = ownFetch;
    WebAssembly.instantiateStreaming = instantiateStreaming;
  }
}

async function boot(port, saved, files) {
  port.postMessage({ type: "progress", value: 0 });
  const python = await withHandedFiles(files, () => {
    const source = fetch(new URL("runner.py", import.meta.url)).then((response) => response.text());
    return startPython({
      saved,
      bundled: { loadPyodide, createPyodideModule },
      makeSnapshot: true, // taken only after a normal start
      prepare: async (pyodide) => pyodide.runPython(await source),
      entry: "tarot_live_run",
      progress: (value) => runner || port.postMessage({ type: "progress", value }),
    });
  });
  files.forget();
  runner = python.entry;
  // The page stores the snapshot: this worker may be busy (or stopped) right after "ready". Sent
  // before it: sent after, its 30 MB would cross over in front of the first run's result.
  if (python.snapshot) port.postMessage({ type: "snapshot", bytes: python.snapshot }, [python.snapshot.buffer]);
  port.postMessage({ type: "ready", ms: performance.now() - started, phases: python.phases });
  while (queue.length) respond(port, queue.shift());
}

// The snapshot's bytes, read by the box while this worker started (null: none kept).
let keep;
const saved = new Promise((resolve) => (keep = resolve));
addEventListener("message", ({ data }) => {
  if (!runner && data && "saved" in data) keep(data.saved instanceof ArrayBuffer ? new Uint8Array(data.saved) : null);
});

// The box's first message, kept in this closure only: the reader's code never finds the port.
addEventListener("message", ({ data: { port } }) => {
  const files = handedFiles();
  port.onmessage = ({ data: job }) => {
    if (!job) return;
    if (job.type === "file" && !runner) files.receive(job.url, job.blob);
    if (job.type !== "run") return;
    if (runner) respond(port, job);
    else queue.push(job);
  };
  boot(port, saved, files).catch((error) => {
    port.postMessage({ type: "fatal", message: String(error && error.message ? error.message : error) });
  });
}, { once: true });
