import { describe, expect, it } from "vitest";
import type { GameEvent } from "../engine";
import { describeEvents } from "./log-words";
import type { LogNames } from "./log-words";

const names: LogNames = {
  seat: (s) => ["Ada", "Bo"][s]!,
  character: (id) => ["Jonah Gannett", "Pip Flummery"][id]!,
  card: (id) => ({ vigil: "Lantern Vigil", wake: "A Long Wake" })[id] ?? id,
  points: () => null,
  selfWorth: (id) => [-25, 10][id]!,
  pointsWord: "Pathos",
};

const vigil = { instance: 7, cardId: "vigil" };

describe("the log tells a trigger with what set it off and its card", () => {
  it("leads the trigger's first sentence with its happening and card", () => {
    const events: GameEvent[] = [
      { type: "turn-started", player: 0, turn: 3 },
      {
        type: "triggered",
        player: 0,
        card: vigil,
        character: 0,
        trigger: { kind: "turn-start", whose: "yours" },
        about: 0,
      },
      { type: "drew", player: 0, count: 1 },
    ];
    expect(describeEvents(events, names)).toEqual([
      "Turn 3: Ada to play.",
      "At the start of Ada's turn, Lantern Vigil (on Jonah Gannett): Ada draws 1 card.",
    ]);
  });

  it("names the character that died, a held story's trigger has no character, and one doing nothing says so", () => {
    const events: GameEvent[] = [
      {
        type: "triggered",
        player: 1,
        card: { instance: 9, cardId: "wake" },
        character: null,
        trigger: { kind: "character-dies", whose: "anyone" },
        about: 1,
      },
      {
        type: "triggered",
        player: 0,
        card: vigil,
        character: 0,
        trigger: { kind: "played-on", cardType: "modifier", on: "this" },
        about: 0,
      },
      { type: "drew", player: 0, count: 2 },
    ];
    expect(describeEvents(events, names)).toEqual([
      "As Pip Flummery dies, A Long Wake has no effect.",
      "As a modifier is played on Jonah Gannett, Lantern Vigil (on Jonah Gannett): Ada draws 2 cards.",
    ]);
  });

  it("says a trigger that stops for a choice asks, not that it has no effect", () => {
    const events: GameEvent[] = [
      {
        type: "triggered",
        player: 0,
        card: vigil,
        character: 0,
        trigger: { kind: "turn-start", whose: "yours" },
        about: 0,
      },
      { type: "choice", player: 0, kind: "yes-no", prompt: "Lantern Vigil: draw 1 card?" },
    ];
    expect(describeEvents(events, names)).toEqual([
      "At the start of Ada's turn, Lantern Vigil (on Jonah Gannett) asks Ada to decide.",
    ]);
  });

  it("says when the loop bound stopped the triggers", () => {
    expect(describeEvents([{ type: "triggers-stopped", limit: 50 }], names)).toEqual([
      "Stopped: triggers went round more than 50 times in one play, so no more fire until the next play.",
    ]);
  });
});
