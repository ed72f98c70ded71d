/**
 * R6.6 an optional ("you may") step asks its player in the words of the effect (issue 23): "draw
 * a card?", "draw 2 cards?", "return any dead character to life?", never the operation's bare
 * type ("return to life?") nor an amount without its noun ("draw 1?").
 */
import { describe, expect, it } from "vitest";
import { act, death, event, scenario } from "./scenario.test-support";

const fillers = ["f1", "f2", "f3"].map((id) => event(id));

/** The prompt of the yes/no question the event `effect` asks when played. */
function asked(effect: string, killed: string[] = []): string | undefined {
  const b = scenario({
    cards: [...fillers, event("maybe", effect), death("gone", [-5, null, null])],
    hands: [["maybe"], ["f3"]],
    draw: ["f1", "f2"],
    ...(killed.length > 0 ? { stacks: Object.fromEntries(killed.map((c) => [c, ["gone"]])) } : {}),
  });
  const s = act(b.state, { type: "play-event", player: 0, card: b.card("maybe") }).state;
  expect(s.pending?.kind).toBe("yes-no");
  return s.pending?.prompt;
}

describe("R6.6 the question of an optional step reads as its effect text", () => {
  it("names the cards drawn or discarded, one as 'a card'", () => {
    expect(asked("you may draw 1 card")).toBe("Maybe: do you want to draw a card?");
    expect(asked("you may draw 2 cards")).toBe("Maybe: do you want to draw 2 cards?");
    expect(asked("you may discard 1 card")).toBe("Maybe: do you want to discard a card?");
    // Each player decides for themselves: asked in the second person.
    expect(asked("each player may draw 2 cards")).toBe("Maybe: do you want to draw 2 cards?");
  });

  it("says every other step as its effect does, not by its type", () => {
    expect(asked("you may return any dead character to life", ["basil"])).toBe(
      "Maybe: do you want to return any dead character to life?",
    );
    expect(asked("you may kill any living character")).toBe(
      "Maybe: do you want to kill any living character?",
    );
    expect(asked("you may pass your hand to the left")).toBe(
      "Maybe: do you want to pass your hand to the left?",
    );
    expect(asked("you may look at the top 2 cards of the draw pile")).toBe(
      "Maybe: do you want to look at the top 2 cards of the draw pile?",
    );
  });
});
