import { describe, expect, it } from "vitest";
import { sampleSet } from "../../../test/fixtures/sample-set";
import { signedNumber } from "../../model";
import type { SavedStack, VellumSet } from "../../model";
import { validateSetText, validateSetValue } from "../index";

/**
 * The stack expectations of a set (its `stacks`), checked with the rest of the set: the stack is
 * read off the cards as they are now, and a difference is a warning naming the stack.
 */

const CAPTAIN = "captain-absalom-gannett";
// Lost a Wager: −10 top, key middle. Mobbed by Ravens: −10 top, raven top and middle (covers the
// key). Drowned in a Teacup (an untimely death): −5 top, covering the −10 below it.
const CARDS = ["lost-a-wager-to-a-heron", "was-mobbed-by-ravens", "drowned-in-a-teacup-somehow"];

function withStack(stack: Partial<SavedStack> = {}): VellumSet {
  const set = sampleSet();
  set.stacks = [
    {
      id: "captain-drowned",
      name: "Captain drowned",
      character: CAPTAIN,
      cards: [...CARDS],
      expect: { selfWorth: -5, icons: ["raven", "raven"], dead: true },
      ...stack,
    },
  ];
  return set;
}

function stackProblems(set: VellumSet) {
  return validateSetValue(set).diagnostics.filter((d) => d.pointer?.startsWith("/stacks"));
}

describe("stack expectations (set/stack-…)", () => {
  it("passes a stack that shows what it should, icons in any order, live effects unchecked when absent", () => {
    const set = withStack();
    expect(stackProblems(set)).toEqual([]);
    expect(validateSetValue(set).set).toBeDefined();
  });

  it("checks live effects when the expectation lists them", () => {
    // Caught the Salt Fever ("while visible") on top: its text shows, so its effect is live.
    const set = withStack({
      cards: ["was-mobbed-by-ravens", "caught-the-salt-fever"],
      expect: {
        selfWorth: -10,
        icons: ["candle", "raven", "raven"],
        dead: false,
        liveEffects: ["caught-the-salt-fever"],
      },
    });
    expect(stackProblems(set)).toEqual([]);
    set.stacks![0]!.expect.liveEffects = [];
    expect(stackProblems(set).map((d) => d.message)).toEqual([
      "Stack 'Captain drowned': live effects are “Caught the Salt Fever”, expected none — if the change is intended, save the stack again in the stack lab",
    ]);
  });

  it("reports a card edit that changes the reading, naming the stack and the difference", () => {
    const set = withStack();
    const top = set.cards.find((c) => c.id === "drowned-in-a-teacup-somehow")!;
    top.points = [-15, null, null];
    const problems = stackProblems(set);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({
      code: "set/stack-expectation",
      severity: "warning",
      pointer: "/stacks/0/expect/selfWorth",
      message:
        "Stack 'Captain drowned': self-worth is \u221215, expected \u22125 — if the change is intended, save the stack again in the stack lab",
    });
    // A warning: the edit still saves (the set stays valid).
    expect(validateSetValue(set).set).toBeDefined();
  });

  it("lists every difference: self-worth, icons and death", () => {
    const set = withStack({
      expect: { selfWorth: -35, icons: ["tide", "key", "candle"], dead: false },
    });
    expect(stackProblems(set).map((d) => d.message)).toEqual([
      "Stack 'Captain drowned': self-worth is \u22125, expected \u221235; visible icons are raven \u00d72, expected tide, key, candle; the character is dead, expected alive — if the change is intended, save the stack again in the stack lab",
    ]);
  });

  it("reports a card that no longer exists, and a card that cannot be played on a stack", () => {
    const set = withStack();
    set.cards = set.cards.filter((c) => c.id !== "was-mobbed-by-ravens");
    expect(stackProblems(set).map((d) => [d.code, d.pointer, d.message])).toEqual([
      [
        "set/stack-missing-card",
        "/stacks/0/cards/1",
        "Stack 'Captain drowned': card 'was-mobbed-by-ravens' no longer exists — load it in the stack lab to rebuild it, or delete it",
      ],
    ]);
    const other = withStack({ character: "lost-a-wager-to-a-heron", cards: [CAPTAIN] });
    expect(stackProblems(other).map((d) => d.code)).toEqual([
      "set/stack-card-type",
      "set/stack-card-type",
    ]);
    const gone = withStack({ character: "nobody-at-all" });
    expect(stackProblems(gone).map((d) => d.message)).toEqual([
      "Stack 'Captain drowned': the character 'nobody-at-all' no longer exists — load it in the stack lab to rebuild it, or delete it",
    ]);
  });

  it("refuses two stacks with one id, and a stack the schema does not allow, with the field named", () => {
    const set = withStack();
    set.stacks!.push({ ...set.stacks![0]!, name: "Again" });
    expect(stackProblems(set).map((d) => [d.code, d.severity, d.pointer])).toEqual([
      ["set/duplicate-id", "error", "/stacks/1/id"],
    ]);
    const text = JSON.stringify({ ...withStack(), stacks: [{ id: "x", name: "X" }] }, null, 2);
    const schema = validateSetText(text).diagnostics.filter((d) =>
      d.pointer?.startsWith("/stacks"),
    );
    expect(schema.length).toBeGreaterThan(0);
    expect(schema[0]!.message).toMatch(/character|cards|expect/);
  });

  it("prints signed numbers as the cards do", () => {
    expect([signedNumber(-35), signedNumber(10), signedNumber(0)]).toEqual([
      "\u221235",
      "+10",
      "0",
    ]);
  });
});
