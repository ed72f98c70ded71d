/**
 * The stall notice in the set's words (stall.ts): what the table says of a game the stall rule
 * calls stalled, nobody playing or the turn cap reached.
 */
import { describe, expect, it } from "vitest";
import type { Stall } from "../engine";
import { createGame, STALL_TURN_CAP } from "../engine";
import { validateSetText } from "../schema";
import { stallingSet } from "../../test/fixtures/stalling-set";
import { stallWords } from "./stall";

const set = validateSetText(JSON.stringify(stallingSet())).set!;
const created = createGame(
  set,
  {
    players: [
      { name: "Ann", family: "ashgrove" },
      { name: "Bo", family: "blackmere" },
    ],
  },
  5,
);
if (!created.ok) throw new Error(created.error.message);
const state = created.value;

const stall = (over: Partial<Stall>): Stall => ({
  turn: 30,
  drawPile: 0,
  discard: 2,
  hands: [0, 0],
  quietTurns: 20,
  deaths: 1,
  stuck: [],
  ...over,
});

describe("the stall notice", () => {
  it("names the cards that played themselves when drawn and says every hand is empty", () => {
    expect(stallWords(stall({}), [{ cardId: "whirling-omen", times: 19 }], state, set)).toEqual({
      title: "This game is stuck: nobody has made a play for 19 turns.",
      lines: [
        "Since the last play, only cards played as soon as drawn: Whirling Omen (19 times).",
        "Every hand is empty.",
        "The draw pile holds 0 cards and the discard pile 2 cards; 1 character has died.",
        "Ending it now scores it as the rules say: the lowest family value wins.",
      ],
    });
  });

  it("says the game goes on without ending at the turn cap, and names stuck cards by seat", () => {
    const ann = state.seats[0]!.hand;
    const words = stallWords(
      stall({
        turn: STALL_TURN_CAP,
        quietTurns: 2,
        hands: [5, 5],
        stuck: [
          { seat: 0, instance: ann[0]! },
          { seat: 0, instance: ann[1]! },
        ],
      }),
      [],
      state,
      set,
    );
    expect(words.title).toBe("This game has reached turn 200 without ending.");
    expect(words.lines[0]).toBe(
      "Stuck in hands, in no legal play for the last 10 turns: Fell Down the Well ×2 (Ann).",
    );
  });

  it("says when nobody played though cards could be", () => {
    const words = stallWords(stall({ hands: [2, 3] }), [], state, set);
    expect(words.lines[0]).toBe("No card is stuck in a hand: the players could play but passed.");
    const capped = stallWords(stall({ turn: 200, quietTurns: 1, hands: [2, 3] }), [], state, set);
    expect(capped.lines[0]).toBe("Plays go on, but none of them brings the end nearer.");
  });
});
