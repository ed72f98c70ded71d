import { describe, expect, it } from "vitest";
import type { GameEvent } from "../engine";
import { describeEvents, handCardWords, printedPoints } from "./log-words";
import type { LogNames } from "./log-words";
import { signedNumber } from "../model";

const names: LogNames = {
  seat: (s) => ["Ada", "Bo"][s]!,
  character: (id) => ["Jonah Gannett", "Pip Flummery"][id]!,
  card: (id) =>
    ({ lost: "Lost at Sea", grave: "Fell Down a Well", gale: "A Sudden Gale" })[id] ?? id,
  points: (id) => ({ lost: -15, grave: null, gale: null })[id] ?? null,
  selfWorth: (id) => [-25, 10][id]!,
  pointsWord: "Self-Worth",
};

const ref = (instance: number, cardId: string) => ({ instance, cardId });

describe("the log in the set's words", () => {
  it("signs numbers with a real minus", () => {
    expect([signedNumber(5), signedNumber(-10), signedNumber(0)]).toEqual(["+5", "−10", "0"]);
    expect(
      printedPoints({ id: "x", type: "modifier", name: "x", points: [-5, "blank", -10] } as never),
    ).toBe(-15);
    expect(printedPoints({ id: "x", type: "modifier", name: "x" } as never)).toBeNull();
  });

  it("names a card in hand by its name, its type's word and its printed points", () => {
    const jilted = { id: "j", type: "modifier", name: "Was Jilted", points: [-10] } as never;
    expect(handCardWords(jilted, "j")).toBe(`Was Jilted, modifier ${signedNumber(-10)}`);
    const death = { id: "d", type: "untimely-death", name: "Fell Down a Well" } as never;
    expect(handCardWords(death, "d")).toBe("Fell Down a Well, untimely death");
    expect(handCardWords(undefined, "gone")).toBe("gone");
  });

  it("says which requirement kept a card's steps from happening", () => {
    const events: GameEvent[] = [
      {
        type: "step-skipped",
        card: ref(31, "gale"),
        reason: "requirement not met: your family has raven and rose showing",
      },
    ];
    expect(describeEvents(events, names)).toEqual([
      "A Sudden Gale: a step is skipped (requirement not met: your family has raven and rose showing).",
    ]);
  });

  it("tells a play and its landing as one sentence with the new self-worth", () => {
    const events: GameEvent[] = [
      {
        type: "card-played",
        player: 0,
        card: ref(30, "lost"),
        as: "modifier",
        target: 0,
        free: false,
        atOnce: false,
      },
      { type: "modifier-placed", card: ref(30, "lost"), character: 0 },
    ];
    expect(describeEvents(events, names)).toEqual([
      "Ada played Lost at Sea (−15) on Jonah Gannett: Self-Worth now −25.",
    ]);
  });

  it("tells a play whose landing waits for responses, then the landing", () => {
    const play: GameEvent[] = [
      {
        type: "card-played",
        player: 1,
        card: ref(30, "lost"),
        as: "modifier",
        target: 0,
        free: true,
        atOnce: false,
      },
      { type: "response-window", card: ref(30, "lost"), players: [0] },
    ];
    expect(describeEvents(play, names)).toEqual([
      "Bo plays Lost at Sea (−15) on Jonah Gannett as a free play.",
      "Ada may respond to Lost at Sea.",
    ]);
    expect(
      describeEvents(
        [
          { type: "passed-response", player: 0 },
          { type: "modifier-placed", card: ref(30, "lost"), character: 0 },
        ],
        names,
      ),
    ).toEqual(["Lost at Sea (−15) lands on Jonah Gannett: Self-Worth now −25."]);
  });

  it("tells deaths, draws (counts only when the cards are hidden), discards and the end", () => {
    const events: GameEvent[] = [
      {
        type: "card-played",
        player: 0,
        card: ref(40, "grave"),
        as: "untimely-death",
        target: 0,
        free: false,
        atOnce: false,
      },
      { type: "died", character: 0, by: ref(40, "grave") },
      { type: "drew", player: 1, count: 2 },
      { type: "drew", player: 0, count: 1, cards: [ref(41, "gale")] },
      { type: "discarded", player: 1, cards: [ref(42, "gale")], hand: true },
      {
        type: "game-over",
        over: { reason: "family-dead", values: [-25, 0], winners: [0], fallen: 0 },
      },
    ];
    expect(describeEvents(events, names)).toEqual([
      "Ada played Fell Down a Well on Jonah Gannett: Jonah Gannett dies (Self-Worth −25 is final).",
      "Bo draws 2 cards.",
      "Ada draws A Sudden Gale.",
      "Bo discards their hand: A Sudden Gale.",
      "Game over: Ada wins.",
    ]);
  });

  it("tells a die roll, naming its card only to whoever may see it", () => {
    const events: GameEvent[] = [
      { type: "rolled", player: 0, card: ref(43, "gale"), sides: 6, result: 5 },
      { type: "rolled", player: 1, sides: 8, result: 2 },
    ];
    expect(describeEvents(events, names)).toEqual([
      "Ada rolls a die for A Sudden Gale: 5.",
      "Bo rolls a d8: 2.",
    ]);
  });
});
