/**
 * Trigger firings in the simulation report: each `triggered` event counts as a firing of the
 * card's `trigger` effect, so "effects that never fired" lists a trigger only when it never ran.
 */
import { describe, expect, it } from "vitest";
import { simulate } from "./simulate";
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
