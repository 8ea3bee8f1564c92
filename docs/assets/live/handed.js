// The runtime files the page hands over to the live examples' box: live.js fetches them (same origin:
// the site's HTTP cache and service worker, so a second page does not download Python again) and posts
// them as Blobs; the box's worker.js answers its own fetches of these addresses with them while Python
// starts. Fetched by the box itself (opaque origin), they came from the network on every page: Chromium
// served the box's second page none of them from its HTTP cache, though they are sent `immutable`.
import manifest from "./manifest.js";

const live = new URL("./", import.meta.url);

// Address → Content-Type of each file handed over (the WebAssembly one compiles while it streams only
// with its own type), and its size in bytes (manifest.sizes, for the progress bar).
export function handedAddresses() {
  const pyodide = new URL(manifest.pyodide, live);
  const wheel = new URL(manifest.wheel, live);
  const files = [
    [new URL("pyodide.asm.wasm", pyodide), "application/wasm"],
    [new URL("python_stdlib.zip", pyodide), "application/zip"],
    [new URL("pyodide-lock.json", pyodide), "application/json"],
    [wheel, "application/zip"],
    [new URL("runner.py", live), "text/x-python; charset=utf-8"],
  ];
  return files.map(([url, type]) => ({ url: url.href, type, size: manifest.sizes[url.pathname.split("/").pop()] || 0 }));
}

// The worker's side: one promise of a Blob (or null: fetch it yourself) per address, settled by
// `receive`; `get(address)` gives it, with the headers of its response and, for the WebAssembly
// runtime, the promise of its module, compiled as soon as it came; `forget()` once Python started.
export function handedFiles() {
  const files = new Map();
  for (const { url, type } of handedAddresses()) {
    let settle;
    const blob = new Promise((resolve) => (settle = resolve));
    files.set(url, { blob, settle, headers: { "Content-Type": type }, compiled: null });
  }
  return {
    get: (url) => files.get(url),
    forget: () => files.clear(),
    receive(url, blob) {
      const file = files.get(String(url));
      if (!file) return;
      const received = blob instanceof Blob ? blob : null;
      if (received && file.headers["Content-Type"] === "application/wasm") {
        file.compiled = WebAssembly.compileStreaming(new Response(received, { headers: file.headers }));
        file.compiled.catch(() => {});
      }
      file.settle(received);
    },
  };
}
