import { describe, expect, it } from "vitest";
import type { SweepAxis, SweepValue } from "@/lib/sim/sweep";
import type { SweepReport } from "@/lib/sim/sweep-report";
import { effectSet } from "@/lib/sim/sets.test-support";
import type { LabEvent, LabState } from "./lab-state";
import { initialLabState, labReducer } from "./lab-state";
import {
  applyRow,
  balanceWords,
  cardChoices,
  checkSweep,
  defaultField,
  rowName,
  rowNow,
  rowValuesText,
  sweepFields,
  valuesOf,
} from "./sweep-state";

const set = effectSet();
const form = (over: Partial<{ cardId: string; field: string; values: string }> = {}) => ({
  cardId: "never-fires",
  field: "points.1",
  values: "-10, -15",
  ...over,
});

/** A sweep report with only what the view and Apply read: the axes and each row's values. */
function reportOf(axes: SweepAxis[], rows: SweepValue[][]): SweepReport {
  return {
    axes,
    rows: rows.map((values, i) => ({ label: `row ${i}`, current: i === 0, values })),
  } as unknown as SweepReport;
}
const axis: SweepAxis = {
  cardId: "never-fires",
  name: "Never Fires",
  path: "points.1",
  current: -5,
  values: [-10, -15],
};
const report = reportOf([axis], [[-5], [-10], [-15]]);

describe("the sweep's pickers", () => {
  it("offers every card by name, with its type", () => {
    expect(cardChoices(set)).toContainEqual({
      value: "always-fires",
      label: "Always Fires",
      detail: "modifier",
    });
  });

  it("offers the fields planSweep finds on the card, each with its value now", () => {
    expect(sweepFields(set, "never-fires").map((f) => [f.path, f.label])).toEqual([
      ["points.1", "Points, slot 1 (now −5)"],
      ["points.2", "Points, slot 2 (now clear)"],
      ["points.3", "Points, slot 3 (now clear)"],
      ["copies", "Copies (now 3)"],
      ["effect.1", "Effect, number 1 (now 30)"],
      ["effect.2", "Effect, number 2 (now 1)"],
    ]);
    // A character has no point slots and no effect: copies only.
    const character = set.cards.find((c) => c.type === "character")!;
    expect(sweepFields(set, character.id).map((f) => f.path)).toEqual(["copies"]);
    expect(sweepFields(set, "no-such-card")).toEqual([]);
  });

  it("starts on the first slot holding a number", () => {
    expect(defaultField(sweepFields(set, "always-fires"))).toBe("points.2");
    expect(defaultField([])).toBe("");
  });
});

describe("the sweep's check before any game", () => {
  it("plans every variant of a sound form", () => {
    const checked = checkSweep(set, form());
    expect(checked.ok && checked.plan.variants.map((v) => v.label)).toEqual([
      "never-fires.points.1=-10",
      "never-fires.points.1=-15",
    ]);
  });

  it("reads a real minus sign as one", () => {
    expect(valuesOf("−10, -15 ,blank")).toEqual(["-10", "-15", "blank"]);
    expect(checkSweep(set, form({ values: "−10" })).ok).toBe(true);
  });

  it("says what is missing while the form is not filled in, without an error", () => {
    expect(checkSweep(set, form({ cardId: "" }))).toMatchObject({
      ok: false,
      place: "card",
      empty: true,
    });
    expect(checkSweep(set, form({ field: "" }))).toMatchObject({ place: "field", empty: true });
    expect(checkSweep(set, form({ values: " " }))).toMatchObject({
      place: "values",
      empty: true,
      message: "List the values to try, separated by commas.",
    });
  });

  it("refuses a value the field does not take, at the values, in planSweep's words", () => {
    const checked = checkSweep(set, form({ values: "-10, ten" }));
    expect(checked).toMatchObject({ ok: false, place: "values" });
    expect(!checked.ok && checked.message).toMatch(/points\.1=ten is refused/);
    expect(checkSweep(set, form({ values: "-10,,-15" }))).toMatchObject({
      place: "values",
      message: expect.stringMatching(/^A value is empty/),
    });
    expect(checkSweep(set, form({ values: "-10, -10" }))).toMatchObject({
      message: expect.stringMatching(/listed twice/),
    });
  });

  it("refuses a value the set's checks refuse, before any game", () => {
    const checked = checkSweep(set, form({ field: "copies", values: "2, 0" }));
    expect(checked).toMatchObject({ ok: false, place: "values" });
    expect(!checked.ok && checked.message).toMatch(/copies=0 is refused by the set's checks/);
  });

  it("places a field the card does not have at the field", () => {
    const character = set.cards.find((c) => c.type === "character")!;
    expect(checkSweep(set, form({ cardId: character.id, field: "points.1" }))).toMatchObject({
      ok: false,
      place: "field",
    });
  });
});

describe("the sweep's rows and Apply", () => {
  it("names a row by its value, and its Apply by the value as typed", () => {
    expect(rowName(report, 2)).toBe("−15");
    expect(rowValuesText(report, 2)).toBe("-15");
  });

  it("writes a row's value to the card as the set stands now, nothing else changed", () => {
    const applied = applyRow(set, report, 2);
    if (!applied.ok) throw new Error(applied.error);
    const card = applied.value.set.cards.find((c) => c.id === "never-fires")!;
    expect(card.points).toEqual([-15, null, null]);
    expect(card.effect).toBe(set.cards.find((c) => c.id === "never-fires")!.effect);
    expect(applied.value.set.cards.filter((c, i) => c !== set.cards[i])).toHaveLength(1);
    expect(applied.value.words).toBe("Points, slot 1 of card “Never Fires”: −15");
  });

  it("knows which row the card has now: the current one, then the applied one", () => {
    expect(rowNow(set, report)).toBe(0);
    const applied = applyRow(set, report, 1);
    expect(applied.ok && rowNow(applied.value.set, report)).toBe(1);
  });

  it("refuses to apply to a card that is gone, saying why", () => {
    const gone = { ...set, cards: set.cards.filter((c) => c.id !== "never-fires") };
    const applied = applyRow(gone, report, 1);
    expect(applied).toMatchObject({ ok: false, error: expect.stringMatching(/never-fires/) });
    expect(rowNow(gone, report)).toBe(-1);
  });
});

describe("the balance sentence", () => {
  const withSpreads = (spreads: (number | null)[], closest: number | null, significant = false) =>
    ({
      ...report,
      rows: report.rows.map((r, i) => ({
        ...r,
        spread: spreads[i],
        significant: significant && i === closest ? ["seat 1"] : [],
      })),
      balance: { measure: "family-spread", closest, sentence: "" },
    }) as unknown as SweepReport;
  const names = ["−5", "−10", "−15"];

  it("names the row closest to balanced by its value, and whether it is within chance", () => {
    expect(balanceWords(withSpreads([0.111, 0.12, 0.089], 2), names, "family")).toBe(
      "Closest to balanced: −15 (a spread of 8.9 points between the best and worst family, against 11.1 now); its difference from the current card is within chance.",
    );
    expect(balanceWords(withSpreads([0.111, 0.12, 0.089], 2, true), names, "house")).toMatch(
      /worst house, against 11\.1 now\)\.$/,
    );
  });

  it("says when the current card is the closest, or when no row can tell", () => {
    expect(balanceWords(withSpreads([0.05, 0.12, 0.09], 0), names, "family")).toMatch(
      /^The current card is the closest to balanced \(a spread of 5\.0 points/,
    );
    expect(balanceWords(withSpreads([null, null, null], null), names, "house")).toBe(
      "Not known: no row has win rates of two houses.",
    );
  });
});

describe("the sweep in the lab's state", () => {
  const props = {
    setId: "grim",
    revision: "rev-1",
    text: "{}",
    minPlayers: 2,
    maxPlayers: 4,
    bots: ["greedy"],
  };
  const after = (s: LabState, ...events: LabEvent[]) => events.reduce(labReducer, s);

  it("keeps the form as it is filled in", () => {
    const s = after(
      initialLabState(props),
      { type: "sweep form", form: { cardId: "a", field: "copies" } },
      { type: "sweep form", form: { values: "1, 2" } },
    );
    expect(s.sweepForm).toEqual({ cardId: "a", field: "copies", values: "1, 2" });
  });

  it("is busy while a sweep runs, and shows its report when it ends", () => {
    const running = after(initialLabState(props), { type: "sweep started" });
    expect(running.status).toBe("sweeping");
    const done = after(running, {
      type: "sweep ended",
      outcome: { kind: "report", report, revision: "rev-2", seconds: 1.5 },
    });
    expect(done).toMatchObject({ status: "idle", sweep: { report, revision: "rev-2" } });
  });

  it("says in the sweep's panel why a sweep ended without a report, and keeps the last one", () => {
    const shown = after(
      initialLabState(props),
      { type: "sweep started" },
      { type: "sweep ended", outcome: { kind: "report", report, revision: "r", seconds: 1 } },
      { type: "sweep started" },
    );
    const cancelled = after(shown, {
      type: "sweep ended",
      outcome: { kind: "cancelled", variant: 1, of: 3 },
    });
    expect(cancelled).toMatchObject({
      status: "idle",
      sweep: { report },
      message: {
        kind: "info",
        about: "sweep",
        text: "Sweep cancelled during set 2 of 3. Nothing was kept.",
      },
    });
    expect(
      after(shown, { type: "sweep ended", outcome: { kind: "refused", message: "no card 'x'" } })
        .message,
    ).toEqual({ kind: "failure", about: "sweep", text: "The sweep cannot run: no card 'x'" });
  });
});
