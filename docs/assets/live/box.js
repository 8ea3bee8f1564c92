// The document of the sandboxed iframe the live examples run in (live.js builds it: opaque origin,
// Content-Security-Policy). Starts their worker from a blob as soon as it loads (nothing is
// same-origin with an opaque origin; the worker inherits the iframe's policy), tells the page it
// listens, and hands the worker the message port the page then sends (the page speaks to the worker
// on it only). A module worker from a blob fails at an opaque origin in Chromium: the blob is a
// classic script that keeps the first message and imports worker.js, and meanwhile the modules
// worker.js needs down to Pyodide's, all at once (one module map: each is fetched once, in parallel,
// instead of one after the other as each import is found). The page removes the iframe to stop a
// run; messages from the worker to this document are ignored (the reader's code may send any).
const at = (path) => new URL(path, import.meta.url).href;
const PAGE = new URL(import.meta.url).origin;
const LOADER = `self.tarotBoxStart = new Promise((resolve) => addEventListener("message", ({ data }) => resolve(data), { once: true }));
const failed = (error) => setTimeout(() => { throw error; });
import(${JSON.stringify(at("manifest.js"))}).then(({ default: manifest }) => {
  const pyodide = new URL(manifest.pyodide, ${JSON.stringify(at("./"))});
  for (const name of ["pyodide.mjs", "pyodide.asm.mjs"]) import(new URL(name, pyodide).href).catch(() => {});
}).catch(() => {});
for (const module of ["../engine/python.js", "handed.js"]) import(new URL(module, ${JSON.stringify(at("./"))}).href).catch(() => {});
import(${JSON.stringify(at("worker.js"))}).catch(failed);`;

const worker = new Worker(URL.createObjectURL(new Blob([LOADER], { type: "text/javascript" })), { name: "tarot-live" });
worker.onerror = (event) => {
  event.preventDefault();
  parent.postMessage({ type: "fatal", message: event.message || "le moteur n’a pas pu démarrer" }, PAGE);
};

let given = false;
addEventListener("message", ({ source, ports }) => {
  if (given || source !== parent || ports.length !== 1) return;
  given = true;
  worker.postMessage({ port: ports[0] }, [ports[0]]);
});
parent.postMessage({ type: "listening" }, PAGE);
