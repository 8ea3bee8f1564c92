// What the engine client (client.js) and the live examples' runner (live/live.js) share: the calls
// waiting for their answer, by id, and the loading progress ({value: 0–100, ready, error?}) reported to
// each listener.
export class Jobs {
  constructor() {
    this.pending = new Map();
    this.listeners = new Set();
    this.progress = { value: 0, ready: false };
    this.nextId = 1;
    this.timings = { start: 0, ready: 0 };
  }

  get ready() {
    return this.progress.ready;
  }

  // A new call: `send(id)` posts it; the promise settles with its answer (take).
  wait(send) {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      send(id);
    });
  }

  // The call `id` answered: its {resolve, reject}, or undefined if it is no longer waiting.
  take(id) {
    const job = this.pending.get(id);
    this.pending.delete(id);
    return job;
  }

  rejectAll(error) {
    for (const job of this.pending.values()) job.reject(error);
    this.pending.clear();
  }

  subscribe(listener) {
    this.listeners.add(listener);
    listener(this.progress);
    return () => this.listeners.delete(listener);
  }

  report(progress) {
    this.progress = progress;
    for (const listener of this.listeners) listener(progress);
  }
}
