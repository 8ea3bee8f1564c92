// The document of the sandboxed iframe the live examples run in (live.js builds it: opaque origin,
// Content-Security-Policy). Starts their worker from a blob (nothing is same-origin with an opaque
// origin; the worker inherits the iframe's policy) and hands it the page's message port and the
// interpreter snapshot the page read. A module worker from a blob fails at an opaque origin in
// Chromium: the blob is a classic script that keeps the first message and imports worker.js. The
// page removes the iframe to stop a run; messages from the worker to this document are ignored
// (the reader's code may send any).
const WORKER = new URL("./worker.js", import.meta.url).href;
const PAGE = new URL(import.meta.url).origin;
const LOADER = `self.tarotBoxStart = new Promise((resolve) => addEventListener("message", ({ data }) => resolve(data), { once: true }));
import(${JSON.stringify(WORKER)}).catch((error) => setTimeout(() => { throw error; }));`;

addEventListener(
  "message",
  ({ data, ports }) => {
    const source = new Blob([LOADER], { type: "text/javascript" });
    const worker = new Worker(URL.createObjectURL(source), { name: "tarot-live" });
    worker.onerror = (event) => {
      event.preventDefault();
      parent.postMessage({ type: "fatal", message: event.message || "le moteur n’a pas pu démarrer" }, PAGE);
    };
    const snapshot = data && data.snapshot instanceof Uint8Array ? data.snapshot : null;
    worker.postMessage({ snapshot, port: ports[0] }, [ports[0], ...(snapshot ? [snapshot.buffer] : [])]);
  },
  { once: true },
);
