/**
 * The engine's refusals speak the set's own words (issue 23, "The set's own words"): a set that
 * says "party" and "Pathos" reads them in every refusal that names a family or self-worth.
 */
import { describe, expect, it } from "vitest";
import { apply } from "./apply";
import { createGame } from "./setup";
import {
  act,
  death,
  event,
  eventsOf,
  mod,
  scenario,
  story,
  tinySet,
} from "./scenario.test-support";

const WORDS = { familyWord: "party", pointsWord: "Pathos" };

describe("refusals in the set's words", () => {
  it("R7.2 an untimely death on a character without negative Pathos is refused in Pathos", () => {
    const b = scenario({
      cards: [mod("high", [5, null, null]), death("plus", [null, null, 20])],
      stacks: { ada: ["high"] },
      hands: [["plus"]],
      options: WORDS,
    });
    const refused = apply(b.state, {
      type: "play-untimely-death",
      player: 0,
      card: b.card("plus"),
      target: b.ch("ada"),
    });
    expect(refused.ok ? null : refused.error.message).toBe(
      "untimely death needs a negative Pathos; Ada has +5",
    );
  });

  it("R6.6 a requirement not met is logged in the set's word for family", () => {
    const b = scenario({
      cards: [event("ev", "if your family has a raven showing: draw 1 card")],
      hands: [["ev"]],
      options: WORDS,
    });
    const { events } = act(b.state, { type: "play-event", player: 0, card: b.card("ev") });
    expect(eventsOf(events, "step-skipped").map((e) => e.reason)).toEqual([
      "requirement not met: your party has raven showing",
    ]);
  });

  it("R8.1 a story claim refused names the player's party", () => {
    const b = scenario({
      cards: [story("tale", "story requires raven, rose", [-10, null, null])],
      centre: ["tale"],
      options: { ...WORDS, stories: true },
    });
    const refused = apply(b.state, { type: "claim-story", player: 0, story: b.card("tale") });
    expect(refused.ok ? null : refused.error.message).toBe(
      "to claim 'Tale' your party needs different characters showing raven, rose, one icon each",
    );
  });

  it("R3.1 setup refusals name the set's party", () => {
    const set = tinySet([], new Map(), WORDS);
    const unknown = createGame(
      set,
      {
        players: [
          { name: "Ada", family: "ashgrove" },
          { name: "X", family: "nobody" },
        ],
      },
      1,
    );
    expect(unknown.ok ? null : unknown.error.message).toBe("this set has no party 'nobody'");
    const twice = createGame(
      set,
      {
        players: [
          { name: "Ada", family: "ashgrove" },
          { name: "Bo", family: "ashgrove" },
        ],
      },
      1,
    );
    expect(twice.ok ? null : twice.error.message).toBe("two players chose the party 'ashgrove'");
  });
});
