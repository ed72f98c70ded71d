import { describe, expect, it } from "vitest";
import type { Card, VellumSet } from "../model";
import { compileEffect } from "./compile";
import type { DslContext } from "./context";
import type { EffectTiming } from "./timings";
import { cardTimings, effectCategoriesOf, effectTimings } from "./timings";

const CTX: DslContext = {
  icons: ["rose", "tide"],
  families: ["ashgrove"],
  cardTypes: ["character", "modifier", "event", "untimely-death", "story", "reference"],
};

const CASES: { description: string; source: string; expected: EffectTiming[] }[] = [
  { description: "no effect", source: "", expected: [] },
  {
    description: "R6.2 on play acts once",
    source: "on play:\n  draw 1 card",
    expected: ["immediate"],
  },
  {
    description: "R6.3 while visible is continuous",
    source: "while visible:\n  draw limit -1",
    expected: ["continuous"],
  },
  {
    description: "R6.4 while persistent is persistent",
    source: "while persistent:\n  draw limit +1",
    expected: ["persistent"],
  },
  {
    description: "R6.5 a response never acts from a stack",
    source: "response: cancel an event",
    expected: ["immediate"],
  },
  {
    description: "R4.6 on draw never acts from a stack",
    source: "on draw: play at once\non play:\n  draw 1 card",
    expected: ["immediate", "immediate"],
  },
  {
    description:
      "R8.4 a story: its requirement has no timing, on claim and while held act off the stack",
    source: "story requires rose, tide\non claim:\n  draw 1 card\nwhile held:\n  draw limit +1",
    expected: ["immediate", "immediate"],
  },
  {
    description: "one timing per ability, in order, repeats kept",
    source:
      "on play:\n  draw 1 card\nwhile visible:\n  draw limit -1\nwhile visible:\n  no events\non play:\n  discard 1 card",
    expected: ["immediate", "continuous", "continuous", "immediate"],
  },
];

describe("effectTimings", () => {
  for (const { description, source, expected } of CASES) {
    it(description, () => {
      const { ir, diagnostics } = compileEffect(source, CTX);
      expect(diagnostics.filter((d) => d.severity === "error")).toEqual([]);
      expect(effectTimings(ir!)).toEqual(expected);
    });
  }

  it("a card with no compiled effect has none", () => {
    expect(effectTimings(null)).toEqual([]);
  });
});

describe("cardTimings", () => {
  const set = {
    id: "s",
    name: "S",
    version: "1.0.0",
    icons: [{ id: "rose" }, { id: "tide" }],
    families: [{ id: "ashgrove" }],
    frames: [],
    cards: [],
  } as unknown as VellumSet;
  const card = (effect: string | undefined): Card => ({
    id: "c",
    type: "modifier",
    name: "C",
    ...(effect === undefined ? {} : { effect }),
  });

  it("reads the card's effect compiled against the set's words", () => {
    expect(cardTimings(card("on play:\n  draw 1 card"), set)).toEqual(["immediate"]);
    expect(
      cardTimings(card("while visible:\n  if this character has rose: draw limit -1"), set),
    ).toEqual(["continuous"]);
  });

  it("an on-play effect is never read as continuous, whatever the card prints", () => {
    const persistentLooking: Card = { ...card("on play:\n  draw 1 card"), persistent: true };
    expect(cardTimings(persistentLooking, set)).toEqual(["immediate"]);
  });

  it("no effect, or one that does not compile, has no timings", () => {
    expect(cardTimings(card(undefined), set)).toEqual([]);
    expect(cardTimings(card("  \n"), set)).toEqual([]);
    // 'beest' is no icon of the set: the effect does not compile, so it never acts.
    expect(
      cardTimings(card("while visible:\n  if this character has beest: draw limit -1"), set),
    ).toEqual([]);
  });

  it("is memoised per set and card object (the same frozen array)", () => {
    const c = card("while persistent:\n  draw limit +1");
    const first = cardTimings(c, set);
    expect(cardTimings(c, set)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(cardTimings({ ...c }, set)).not.toBe(first);
  });
});

describe("effectCategoriesOf: the printed categories (the icons a frame prints)", () => {
  const categories = (source: string) => effectCategoriesOf(compileEffect(source, CTX).ir!);

  it("R6.5 a response prints the response icon, where its timing is immediate", () => {
    expect(categories("response: cancel an event")).toEqual(["response"]);
  });

  it("R6.2–R6.4 on play, while visible and while persistent print their own", () => {
    expect(categories("on play:\n  draw 1 card")).toEqual(["immediate"]);
    expect(categories("while visible:\n  draw limit -1")).toEqual(["continuous"]);
    expect(categories("while persistent:\n  draw limit +1")).toEqual(["persistent"]);
  });

  it("several categories once each, in print order whatever the source order", () => {
    expect(
      categories(
        "while visible:\n  draw limit -1\non play:\n  draw 1 card\nwhile visible:\n  no events",
      ),
    ).toEqual(["immediate", "continuous"]);
  });

  it("R4.6/R8.4 on draw and on claim act once (immediate); while held lasts (continuous); a requirement prints none", () => {
    expect(categories("on draw: play at once\non play:\n  draw 1 card")).toEqual(["immediate"]);
    expect(
      categories(
        "story requires rose, tide\non claim:\n  draw 1 card\nwhile held:\n  draw limit +1",
      ),
    ).toEqual(["immediate", "continuous"]);
    expect(effectCategoriesOf(null)).toEqual([]);
  });
});
