// « Annuler » and « Rétablir » as operations: the patch that turns one sheet into another is a few
// hundred characters for a deal added, changed or removed, however long the sheet.
// A patch acts on the sheet's top-level fields: {set: {field: value}, drop: [field],
// splice: {field: [start, removed, items]}}; a list (deals, rounds) changes by one splice between the
// part it keeps at its head and the part it keeps at its tail.

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

function splice(before, after) {
  let head = 0;
  while (head < before.length && head < after.length && same(before[head], after[head])) head++;
  let tail = 0;
  const room = Math.min(before.length, after.length) - head;
  while (tail < room && same(before[before.length - 1 - tail], after[after.length - 1 - tail])) tail++;
  return [head, before.length - head - tail, after.slice(head, after.length - tail)];
}

// The patch that turns the sheet `before` into the sheet `after`.
export function diff(before, after) {
  const patch = { set: {}, drop: Object.keys(before).filter((key) => !(key in after)), splice: {} };
  for (const [key, value] of Object.entries(after)) {
    const old = before[key];
    if (same(old, value)) continue;
    if (Array.isArray(old) && Array.isArray(value)) patch.splice[key] = splice(old, value);
    else patch.set[key] = value;
  }
  return patch;
}

// The sheet a patch makes of `sheet` (a new object: `sheet` is left as it is).
export function apply(sheet, patch) {
  const next = { ...sheet, ...patch.set };
  for (const key of patch.drop) delete next[key];
  for (const [key, [start, removed, items]] of Object.entries(patch.splice)) {
    next[key] = [...sheet[key].slice(0, start), ...items, ...sheet[key].slice(start + removed)];
  }
  return next;
}

// The patches that walk back from `sheet` through `copies` (full sheets, oldest first, as stored by
// version 2), oldest first: the last one turns `sheet` into the last copy.
export function patchesFrom(copies, sheet) {
  return copies.map((copy, i) => diff(i + 1 < copies.length ? copies[i + 1] : sheet, copy));
}
