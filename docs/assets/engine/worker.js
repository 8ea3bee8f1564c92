// The pages' engine worker (score keeper, tutorials' free play): Python with tarot_rules and tarot_app, and
// one protocol. In: {id, fn, args}. Out: {id, result} or {id, error: {message, code}}, computed by
// tarot_app.calls (functions registered by name; nothing here runs source code sent by a page),
// plus {type: "progress", value}, {type: "ready", ms, phases} and {type: "fatal", message}.
// The reader's live examples have their own worker (assets/live/): never this one.
import { startPython } from "./python.js";
import { cachedSnapshot, snapshotKey, storeSnapshot } from "./snapshots.js";

// Import the whole wheel, engine and application (a snapshot keeps imported modules, not the wheel's
// files), then the entry.
const PREPARE = `
import importlib, pkgutil, tarot_rules, tarot_app
for _package in (tarot_rules, tarot_app):
    for _module in pkgutil.walk_packages(_package.__path__, _package.__name__ + "."):
        importlib.import_module(_module.name)
from tarot_app.calls import call_json as tarot_engine_call
`;
const SNAPSHOTS = "tarot-engine-snapshots";
const started = performance.now();
const queue = [];
let engine = null;

function answer({ id, fn, args }) {
  let reply;
  try {
    reply = JSON.parse(engine(String(fn), JSON.stringify(args ?? null)));
  } catch (error) {
    reply = { error: { message: `Erreur inattendue du moteur\u00a0: ${error.message}`, code: "internal" } };
  }
  self.postMessage({ id, ...reply });
}

self.onmessage = ({ data }) => {
  if (engine) answer(data);
  else queue.push(data);
};

async function boot() {
  const key = snapshotKey(PREPARE);
  let ready = false;
  const python = await startPython({
    saved: cachedSnapshot(SNAPSHOTS, key),
    makeSnapshot: typeof caches === "object",
    prepare: (pyodide) => pyodide.runPython(PREPARE),
    entry: "tarot_engine_call",
    progress: (value) => ready || self.postMessage({ type: "progress", value }),
  });
  ready = true;
  engine = python.entry;
  self.postMessage({ type: "ready", ms: performance.now() - started, phases: python.phases });
  while (queue.length) answer(queue.shift());
  if (python.snapshot) storeSnapshot(SNAPSHOTS, key, python.snapshot);
}

boot().catch((error) => {
  self.postMessage({ type: "fatal", message: String(error && error.message ? error.message : error) });
});
