// Judge a reader's answer from the question's own data: the judging of each answer kind of
// tarot_app.drills.base (its docstring describes it), reproduced without any rule of the game.
// judge(answer, given) → {correct, message, unreadable}: the engine's check() (correct, message), and
// whether the answer could not be read (a page does not count it). tests/test_drills.py runs this file
// under Node against check() on every pool question and answers near its solution.
export const UNREADABLE = "Réponse illisible\u00a0: répondez dans les champs proposés.";

const has = (object, key) => Object.hasOwn(object, key);
const isRecord = (given) => given !== null && typeof given === "object" && !Array.isArray(given);
const isCodes = (given) => Array.isArray(given) && given.every((code) => typeof code === "string");
const inOrder = (offered, given) => offered.filter((code) => given.includes(code));
const sameSet = (a, b) => {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((item) => right.has(item));
};

// A number as the engine reads it: "17,5", "17.5", "−3" or a number (digits 0 to 9).
export function readNumber(given) {
  if (typeof given === "number") return Number.isFinite(given) ? given : null;
  if (typeof given !== "string") return null;
  const text = given.trim().replaceAll(",", ".").replaceAll("\u2212", "-");
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : null;
}

const readInteger = (given) => {
  const value = readNumber(given);
  return value !== null && Number.isInteger(value) ? value : null;
};

function readFraction(given) {
  let pair;
  if (typeof given === "string") {
    const match = /^\s*(\d+)\s*(?:\/\s*(\d+)\s*)?$/.exec(given);
    pair = match ? [match[1], match[2] || "1"] : [null];
  } else if (Array.isArray(given) && given.length === 2) {
    pair = [readInteger(given[0]), readInteger(given[1])];
  } else {
    pair = [readInteger(given), 1];
  }
  if (pair.includes(null)) return null;
  const [p, q] = pair.map(BigInt); // exact, as Python's int
  return q === 0n ? null : [p, q];
}

const verdict = (correct, message) => ({ correct, message, unreadable: false });
const unreadable = () => ({ correct: false, message: UNREADABLE, unreadable: true });

const JUDGES = {
  number(answer, given) {
    const value = readNumber(given);
    if (value === null) return unreadable();
    return answer.accepted.includes(value) ? verdict(true, answer.right) : verdict(false, answer.wrong);
  },
  choice(answer, given) {
    const ids = answer.options.map((option) => option.id);
    const chosen = typeof given === "string" && !answer.multiple ? [given] : isCodes(given) ? given : null;
    if (!chosen || !chosen.every((id) => ids.includes(id)) || (!answer.multiple && chosen.length !== 1)) {
      return unreadable();
    }
    const right = answer.multiple ? sameSet(chosen, answer.correct) : answer.correct.includes(chosen[0]);
    if (right) return verdict(true, answer.right);
    const reason = ids.find((id) => chosen.includes(id) && has(answer.reasons, id));
    return verdict(false, reason ? answer.reasons[reason] : answer.wrong);
  },
  cards(answer, given) {
    if (!isCodes(given) || !given.every((code) => answer.offered.includes(code))) return unreadable();
    if (sameSet(given, answer.correct)) return verdict(true, answer.right);
    const refused = inOrder(answer.offered, given).find((code) => has(answer.reasons, code));
    return verdict(false, refused ? answer.reasons[refused] : answer.missing);
  },
  pick(answer, given) {
    if (!isCodes(given) || !given.every((code) => answer.offered.includes(code))) return unreadable();
    if (new Set(given).size !== answer.count || given.length !== answer.count) return verdict(false, answer.size);
    const refused = inOrder(answer.offered, given).find((code) => has(answer.refused, code));
    if (refused) return verdict(false, answer.refused[refused]);
    const limit = answer.limits.find((l) => given.filter((code) => l.cards.includes(code)).length > l.max);
    return limit ? verdict(false, limit.message) : verdict(true, answer.right);
  },
  numbers(answer, given) {
    if (!isRecord(given)) return unreadable();
    const values = answer.fields.map((field) => readInteger(has(given, field.id) ? given[field.id] : null));
    if (values.includes(null)) return unreadable();
    const right = answer.fields.every((field, index) => field.accepted.includes(values[index]));
    return verdict(right, right ? answer.right : answer.wrong);
  },
  fraction(answer, given) {
    const pair = readFraction(given);
    if (!pair) return unreadable();
    const right = pair[0] * BigInt(answer.denominator) === pair[1] * BigInt(answer.numerator);
    return verdict(right, right ? answer.right : answer.wrong);
  },
  parts(answer, given) {
    if (!isRecord(given)) return unreadable();
    const verdicts = answer.parts.map((part) => judge(part.answer, has(given, part.id) ? given[part.id] : null));
    if (verdicts.some((v) => v.unreadable)) return unreadable(); // the reader fills it in, nothing given away
    return {
      correct: verdicts.every((v) => v.correct),
      message: verdicts.map((v) => v.message).join(" "),
      unreadable: false,
    };
  },
};

export function judge(answer, given) {
  const check = JUDGES[answer.kind];
  if (!check) return { correct: false, message: `Genre de réponse inconnu\u00a0: «\u00a0${answer.kind}\u00a0».`, unreadable: true };
  return check(answer, given);
}
