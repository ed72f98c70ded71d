/**
 * The report says why (issue 23): "cards never playable" and "effects that never fired" give the
 * reason the engine knows — a requirement never met, a condition that never held, a target that
 * never existed, a lasting effect that forbade it, never drawn — with how often, as data and in
 * words, and the text report prints it.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { formatReport } from "./format";
import { neverFiredReasons, reasonText, unplayableReasons } from "./report";
import type { RowFacts } from "./report";
import { simulate } from "./simulate";
import { reasonSet } from "../../test/fixtures/reason-set";
import { validateSetText } from "../schema";
import { minimalSet } from "../../test/fixtures/minimal-set";
import type { CardRow, ReasonCount, SimReport } from "./types";

const GAMES = 40;

describe("on a set made to show each reason", () => {
  let report: SimReport;
  beforeAll(async () => {
    const r = await simulate({
      set: reasonSet(),
      games: GAMES,
      players: 3,
      bots: ["greedy", "random"],
      turnCap: 60,
    });
    if (!r.ok) throw new Error(r.error.message);
    report = r.value;
  });

  const never = (id: string) => report.neverPlayable.find((c) => c.cardId === id);
  const fired = (id: string) => report.effectsNeverFired.find((e) => e.cardId === id);

  it("a story no family could claim: its requirement was never met, in every game", () => {
    const row = never("impossible-wedding");
    expect(row?.reasons).toEqual([
      {
        reason: {
          kind: "requirement-never-met",
          requirement: ["raven", "rose", "key", "candle", "coin", "mask"],
        },
        count: GAMES,
        of: GAMES,
        unit: "games",
      },
    ]);
    expect(row?.reason).toBe(
      `never claimable: its requirement (Raven, Rose, Key, Candle, Coin, Mask) was never met by any family in all ${GAMES} games`,
    );
    // Both ways: a story any family can claim is not listed.
    expect(never("easy-picnic")).toBeUndefined();
  });

  it("an untimely death with no negative self-worth on the table: no target, in every game it was held", () => {
    const row = never("fell-down-the-well");
    expect(row?.reasons).toHaveLength(1);
    const [why] = row!.reasons!;
    expect(why!.reason).toEqual({
      kind: "no-target",
      detail: "no living character had a negative self-worth",
    });
    expect(why!.unit).toBe("games");
    expect(why!.count).toBe(why!.of);
    expect(why!.of).toBeGreaterThan(0);
    expect(row?.reason).toMatch(
      /^never playable: no living character had a negative self-worth \(in all \d+ games it was held in\)$/,
    );
  });

  it("an effect whose target never existed: the engine's words, in every play", () => {
    const row = fired("raise-the-dead");
    expect(row?.plays).toBeGreaterThan(0);
    expect(row?.reasons).toEqual([
      {
        reason: { kind: "no-target", detail: "no dead character can return to life" },
        count: row!.plays,
        of: row!.plays,
        unit: "plays",
      },
    ]);
    expect(row?.reason).toBe(
      `nothing to act on: no dead character can return to life in all ${row!.plays} plays`,
    );
  });

  it("an `if` whose condition never held: the condition's text", () => {
    const row = fired("wake-of-mourning");
    expect(row?.reasons?.[0]?.reason).toEqual({
      kind: "condition-never-held",
      condition: "at least 1 character is dead",
    });
    expect(row?.reason).toMatch(
      /^its condition \(at least 1 character is dead\) did not hold in all \d+ plays$/,
    );
  });

  it("an effect that fired is not listed, and a playable card is not never-playable", () => {
    expect(fired("the-will-is-read")).toBeUndefined();
    expect(never("the-will-is-read")).toBeUndefined();
  });

  it("the text report prints the reasons in its tables", () => {
    const text = formatReport(report);
    const lines = text.split("\n");
    const wedding = lines.find((l) => l.includes("The Impossible Wedding"));
    expect(wedding).toMatch(
      /never claimable: its requirement \(Raven, Rose, Key, Candle, Coin, Mask\)/,
    );
    expect(text).toMatch(/cards never playable \(\d+\)\n {2}card +type +held by +why\n/);
    expect(lines.find((l) => l.startsWith("  Raise the Dead"))).toMatch(
      /immediate +\d+ {3}nothing to act on: no dead character can return to life/,
    );
  });
});

describe("a response window is not the played card's effect", () => {
  it("an event asked about in a response window, whose condition never holds, never fired", async () => {
    const set = minimalSet();
    set.cards.push(
      {
        id: "idle-rumour",
        type: "event",
        name: "An Idle Rumour",
        copies: 4,
        effect: "on play:\n  if at least 30 characters are dead: draw 1 card",
      },
      {
        id: "hush",
        type: "event",
        name: "Hush",
        copies: 4,
        effect: "response: cancel an event",
      },
    );
    const checked = validateSetText(JSON.stringify(set)).set;
    if (!checked) throw new Error("the set does not validate");
    const r = await simulate({ set: checked, games: 60, players: 3, bots: ["greedy", "random"] });
    if (!r.ok) throw new Error(r.error.message);
    const idle = r.value.effectsNeverFired.find((e) => e.cardId === "idle-rumour");
    expect(idle?.reason).toMatch(/^its condition \(at least 30 characters are dead\) did not hold/);
    // Both ways: the response that cancels does fire.
    expect(r.value.effectsNeverFired.find((e) => e.cardId === "hush")).toBeUndefined();
  });
});

describe("reasons from what the counts show (pure)", () => {
  const card = (over: Partial<CardRow>): CardRow => ({
    cardId: "x",
    name: "X",
    type: "modifier",
    plays: 0,
    playsPerGame: 0,
    drawn: 5,
    playRate: 0,
    measuredPlays: 0,
    selfWorthChange: null,
    selfWorthMoved: null,
    heldBy: 5,
    winRateHeld: null,
    winRateNotHeld: null,
    impact: null,
    playableGames: 0,
    ...over,
  });
  const facts = (over: Partial<CardRow>, more: Partial<RowFacts> = {}): RowFacts => ({
    card: card(over),
    games: 500,
    heldGames: 120,
    covered: 0,
    unplayable: [0, 0, 0],
    ...more,
  });
  const texts = (list: readonly ReasonCount[]) => list.map((r) => reasonText(r));

  it("never drawn", () => {
    expect(texts(neverFiredReasons(facts({ drawn: 0 }), "immediate"))).toEqual([
      "never drawn in all 500 games",
    ]);
  });

  it("forbidden by a lasting effect while held, most frequent reason first", () => {
    const list = unplayableReasons(facts({ type: "untimely-death" }, { unplayable: [30, 90, 0] }));
    expect(list.map((r) => r.reason.kind)).toEqual(["forbidden", "no-target"]);
    expect(texts(list)).toEqual([
      "never playable: forbidden by a lasting effect, no untimely deaths may be played there (in 90 of the 120 games it was held in)",
      "never playable: no living character had a negative self-worth (in 30 of the 120 games it was held in)",
    ]);
  });

  it("says the set's words: its points word and its family word", () => {
    const list = unplayableReasons(
      facts({ type: "untimely-death" }, { unplayable: [30, 0, 0], pointsWord: "Pathos" }),
    );
    expect(texts(list)).toEqual([
      "never playable: no living character had a negative pathos (in 30 of the 120 games it was held in)",
    ]);
    const story = unplayableReasons(facts({ type: "story" }, { requirement: ["raven"] }));
    expect(story.map((r) => reasonText(r, undefined, "party"))).toEqual([
      "never claimable: its requirement (raven) was never met by any party in all 500 games",
    ]);
  });

  it("playable but never chosen", () => {
    expect(texts(neverFiredReasons(facts({ playableGames: 7 }), "immediate"))).toEqual([
      "in a legal play in 7 of 500 games, but no bot ever chose it",
    ]);
  });

  it("a lasting effect always covered on the stack", () => {
    expect(texts(neverFiredReasons(facts({ plays: 4 }, { covered: 4 }), "continuous"))).toEqual([
      "played 4 times, but its effect was always covered on the stack (not live)",
    ]);
  });

  it("the engine's reasons, at most three, most frequent first", () => {
    const list = neverFiredReasons(
      facts(
        { plays: 40 },
        {
          engine: [
            { kind: "condition-never-held", detail: "at least 2 characters are dead", count: 30 },
            { kind: "no-target", detail: "no modifier to move", count: 6 },
            {
              kind: "forbidden",
              detail: "a lasting effect forbade its target when it landed",
              count: 3,
            },
            { kind: "no-target", detail: "no character can be killed", count: 1 },
          ],
        },
      ),
      "immediate",
    );
    expect(texts(list)).toEqual([
      "its condition (at least 2 characters are dead) did not hold in 30 of 40 plays",
      "nothing to act on: no modifier to move in 6 of 40 plays",
      "forbidden by a lasting effect: a lasting effect forbade its target when it landed in 3 of 40 plays",
    ]);
  });

  it("a trigger whose event never happened is one more kind (the hook for triggers)", () => {
    const list = neverFiredReasons(
      facts(
        { plays: 12 },
        { engine: [{ kind: "event-never-happened", detail: "a character dies", count: 12 }] },
      ),
      "immediate",
    );
    expect(list[0]!.reason).toEqual({ kind: "event-never-happened", event: "a character dies" });
    expect(texts(list)).toEqual([
      "the event it waits for (a character dies) never happened in all 12 plays",
    ]);
  });
});
