// The page's judge (docs/assets/exercises/judge.js) against the engine's check(), without a browser.
// tests/test_drills.py writes the cases to the JSON file named by JUDGE_CASES: every pool question's answer
// data (as the page gets it) and answers near its solution, each with the engine's verdict (message typeset).
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { judge, UNREADABLE } from "../../docs/assets/exercises/judge.js";

const { unreadable, answers, cases } = JSON.parse(readFileSync(process.env.JUDGE_CASES, "utf8"));

test("the unreadable message is the engine's", () => {
  assert.equal(UNREADABLE, unreadable);
});

test("every answer is judged as the engine judges it", () => {
  assert.ok(cases.length > 1000, `only ${cases.length} cases`);
  const differ = [];
  for (const [index, given, expected] of cases) {
    const got = judge(answers[index], given);
    if (got.correct !== expected.correct || got.message !== expected.message || got.unreadable !== expected.unreadable) {
      differ.push({ answer: answers[index].kind, given, expected, got });
    }
  }
  assert.deepEqual(differ.slice(0, 5), [], `${differ.length} of ${cases.length} answers judged otherwise`);
});
