/**
 * Trigger firings in the simulation report: each `triggered` event counts as a firing of the
 * card's `trigger` effect, so "effects that never fired" lists a trigger only when it never ran.
 */
import { describe, expect, it } from "vitest";
import { formatReport } from "./format";
import { simulate } from "./simulate";
import type { VellumSet } from "../model";
import { minimalSet } from "../../test/fixtures/minimal-set";
import { TRIGGER_EFFECTS, triggerSet } from "../../test/fixtures/trigger-set";

describe("simulation report and triggers", () => {
  it("counts each card's trigger firings: the triggers that ran are not listed as never fired", async () => {
    const set = triggerSet();
    // An event's trigger never applies (an event is discarded as it resolves): it never fires.
    const idle = set.cards.find((c) => c.type === "event")!;
    const withIdle = {
      ...set,
      cards: set.cards.map((c) =>
        c === idle ? { ...c, effect: "whenever a character dies: draw 1 card" } : c,
      ),
    };
    const r = await simulate({
      set: withIdle,
      games: 60,
      players: 3,
      bots: ["random"],
      turnCap: 40,
      checkInvariants: true,
    });
    if (!r.ok) throw new Error(r.error.message);
    const report = r.value;
    expect(report.invariants.violations).toBe(0);
    const neverFired = report.effectsNeverFired.filter((e) => e.category === "trigger");
    expect(neverFired.map((e) => e.cardId)).toEqual([idle.id]);
    for (const id of [
      "lost-at-cards",
      "married-for-money",
      "won-a-small-prize",
      "wore-the-wrong-mask",
      "left-at-the-altar",
    ]) {
      expect(TRIGGER_EFFECTS[id]).toBeDefined();
      expect(report.effectsNeverFired.some((e) => e.cardId === id)).toBe(false);
    }
  });
});

describe("the report says why a trigger never fired: its event never happened", () => {
  /** The minimal set (no stories) with two modifiers given triggers. */
  function withTriggers(): VellumSet {
    const set = minimalSet();
    const [waits, hears] = set.cards.filter((c) => c.type === "modifier");
    set.cards = set.cards.map((c) =>
      c === waits
        ? { ...c, effect: "whenever a story is claimed: draw 1 card" }
        : c === hears
          ? { ...c, effect: "whenever a player plays a modifier: draw 1 card" }
          : c,
    );
    return set;
  }

  it("R6.3 a story claimed, in a set with no stories: the reason names the event, in data and words", async () => {
    const set = withTriggers();
    const waits = set.cards.find((c) => c.effect?.startsWith("whenever a story"))!;
    const hears = set.cards.find((c) => c.effect?.startsWith("whenever a player"))!;
    expect(set.rules.stories).toBeFalsy();
    const r = await simulate({ set, games: 40, players: 3, bots: ["random"], turnCap: 40 });
    if (!r.ok) throw new Error(r.error.message);
    const row = r.value.effectsNeverFired.find(
      (e) => e.cardId === waits.id && e.category === "trigger",
    );
    expect(row).toBeDefined();
    expect(row!.reasons?.[0]?.reason).toEqual({
      kind: "event-never-happened",
      event: "a story is claimed",
    });
    expect(row!.reason).toMatch(/^the event it waits for \(a story is claimed\) never happened/);
    expect(formatReport(r.value)).toContain(
      "the event it waits for (a story is claimed) never happened",
    );
    // Both ways: the trigger whose event happens fires, and is given no such reason.
    expect(r.value.effectsNeverFired.some((e) => e.cardId === hears.id)).toBe(false);
  });

  it("a turn that would not end (a loop of plays the rules allow) stops the game as stalled, the loop said", async () => {
    // Greedy bots on the trigger set, game 0 of seed 1 with 4 players: an event that gives a free
    // play is drawn back by 'whenever you play an event: draw 1 card' once the piles run low.
    const r = await simulate({
      set: triggerSet(),
      games: 1,
      players: 4,
      bots: ["greedy"],
      seed: 1,
    });
    if (!r.ok) throw new Error(r.error.message);
    const report = r.value;
    expect(report.errors).toEqual([]);
    expect(report.games.stalled).toBe(1);
    expect(report.stalls.loops).toBe(1);
    const [example] = report.stalls.examples;
    expect(example?.loop?.actions).toBe(2000);
    expect(example?.loop?.name).toBeTruthy();
    expect(report.stalls.summary.join("\n")).toMatch(
      /1 of them was stopped inside a turn that would not end \(over 2,000 actions: a loop of plays the rules allow, e\.g\. .+ played again and again\)/,
    );
    expect(formatReport(report)).toMatch(
      /stopped inside a turn that would not end \(2,000 actions, .+ played again and again\)/,
    );
  });
});
