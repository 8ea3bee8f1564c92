// A stand-in for localStorage or sessionStorage under Node, that counts characters against a quota as
// Chromium does (keys and values), for the tests of tests/js/.
export class QuotaStorage {
  constructor(quota) {
    this.quota = quota;
    this.items = new Map();
  }
  get length() {
    return this.items.size;
  }
  key(i) {
    return [...this.items.keys()][i] ?? null;
  }
  getItem(key) {
    return this.items.has(key) ? this.items.get(key) : null;
  }
  used() {
    let total = 0;
    for (const [key, value] of this.items) total += key.length + value.length;
    return total;
  }
  setItem(key, value) {
    const text = String(value);
    const before = this.items.has(key) ? key.length + this.items.get(key).length : 0;
    if (this.used() - before + key.length + text.length > this.quota) throw new Error("QuotaExceededError");
    this.items.set(key, text);
  }
  removeItem(key) {
    this.items.delete(key);
  }
  // The values DeviceStore put aside from `key` (unreadable data, kept as found).
  asideOf(key) {
    return [...this.items].filter(([name]) => name.startsWith(`${key}:illisible:`)).map(([, kept]) => kept);
  }
  // Take every character left, as a full device has none.
  fill() {
    this.items.set("filler", "x".repeat(Math.max(0, this.quota - this.used() - "filler".length)));
  }
}
