// Memory snapshots of a ready interpreter, kept in the site's Cache Storage so that the next page,
// or a fresh worker, restores Python instead of starting it again (≈ 0.2 × the first start here).
// Only trusted code calls this module: the pages' engine worker (engine/worker.js) and the page
// that starts the live examples' sandbox (live/live.js), never code a reader wrote. Cache names
// and keys are constants of the caller: nothing here comes from a message.
import manifest from "../live/manifest.js";

const live = new URL("../live/", import.meta.url);

// The cache key of a snapshot: everything that shaped the interpreter (Pyodide, the wheel, `what` ran).
export const snapshotKey = (what) => new URL(`snapshot/${encodeURIComponent(manifest.pyodide + manifest.wheel + what)}`, live).href;

// The stored bytes, or null (none yet, no Cache Storage).
export async function cachedSnapshot(cacheName, key) {
  try {
    const hit = await (await caches.open(cacheName)).match(key);
    return hit ? new Uint8Array(await hit.arrayBuffer()) : null;
  } catch {
    return null;
  }
}

// The stored snapshot as a Blob, or null: handed to another context (the live examples' box) without
// being read here; the other context reads it straight from the browser's storage.
export async function cachedSnapshotBlob(cacheName, key) {
  try {
    const hit = await (await caches.open(cacheName)).match(key);
    return hit ? await hit.blob() : null;
  } catch {
    return null;
  }
}

// Keep `bytes` as the only snapshot of `cacheName`.
export async function storeSnapshot(cacheName, key, bytes) {
  try {
    const cache = await caches.open(cacheName);
    for (const request of await cache.keys()) if (request.url !== key) await cache.delete(request);
    await cache.put(key, new Response(bytes, { headers: { "Content-Type": "application/octet-stream" } }));
    return true;
  } catch {
    return false; // no Cache Storage (private mode, quota): the next start is a normal one
  }
}
