// One record kept on this device (localStorage, or this tab's sessionStorage), {version, …}, that is never
// lost silently:
// - every change is made to what is stored now (read, change, write), so that two tabs add to each
//   other's changes instead of writing over them;
// - data that cannot be read (damaged, edited by hand, cut short) is kept aside as it was found, under
//   `<key>:illisible:<time>`, before a fresh start; if even that copy is refused, nothing is written;
// - data written by a newer version of the site is left as it is: nothing is saved over it;
// - a save the browser refuses (full or disabled storage) is reported.
// Each answer carries `problem`: null, or "aside" (damaged data just put aside), "newer", "full" (not
// saved), "unavailable" (storage disabled: nothing kept). The page shows the store's French message.
// After a save that failed, this page's record goes on in memory (`pending`), and is what the next save
// tries to write.
export class DeviceStore {
  // `valid(data)`: a stored record of this version that the page can use; `empty()`: a fresh one;
  // `area`: "local" (the device) or "session" (this tab, kept through a reload).
  constructor(key, version, valid, empty, area = "local") {
    Object.assign(this, { key, version, valid, empty, area, pending: null });
  }

  // The storage area, read when used: a browser that refuses storage throws at the first touch.
  get storage() {
    return this.area === "session" ? sessionStorage : localStorage;
  }

  // {data, problem} as stored now.
  read() {
    let raw;
    try {
      raw = this.storage.getItem(this.key);
    } catch {
      return { data: this.empty(), problem: "unavailable" };
    }
    if (raw === null) return { data: this.empty(), problem: null };
    const data = parse(raw);
    if (data && data.version === this.version && this.valid(data)) return { data, problem: null };
    if (data && Number.isInteger(data.version) && data.version > this.version) {
      return { data: this.empty(), problem: "newer" };
    }
    return { data: this.empty(), problem: this.putAside(raw) ? "aside" : "full" };
  }

  // Apply `change(data)` to what is stored now and save it: {data, problem}; the data changed is
  // returned even when it could not be saved, so that the page goes on with it.
  update(change) {
    const stored = this.read();
    const data = this.pending || stored.data;
    change(data);
    let problem = stored.problem;
    if (!["newer", "unavailable", "full"].includes(problem)) {
      try {
        this.storage.setItem(this.key, JSON.stringify(data));
      } catch {
        problem = "full";
      }
    }
    this.pending = problem && problem !== "aside" ? data : null;
    return { data, problem };
  }

  // Call `listener()` whenever another tab changes this record, as long as `alive()`.
  follow(listener, alive) {
    const watch = (event) => {
      if (!alive()) window.removeEventListener("storage", watch);
      else if (event.key === this.key || event.key === null) listener();
    };
    window.addEventListener("storage", watch);
  }

  putAside(raw) {
    try {
      this.storage.setItem(`${this.key}:illisible:${new Date().toISOString()}`, raw);
      this.storage.removeItem(this.key);
      return true;
    } catch {
      return false;
    }
  }
}

// A plain object, as every stored record and its parts are: not null, not an array.
export const isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);

function parse(raw) {
  try {
    const data = JSON.parse(raw);
    return isObject(data) ? data : null;
  } catch {
    return null;
  }
}
