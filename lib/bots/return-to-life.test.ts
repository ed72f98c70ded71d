/**
 * The greedy bot values returning a character to life as the engine plays it (issue 23 point 5):
 * a character whose stack shows `this character cannot return to life` stays dead (lib/engine
 * `identityOf`), so returning it is worth nothing, and its untimely death cannot be moved.
 */
import { describe, expect, it } from "vitest";
import { compileEffect, contextFromSet } from "../dsl";
import type { Operation } from "../dsl";
import { sampleSet } from "../../test/fixtures/sample-set";
import { makeView } from "./view.test-support";
import { opValue, sceneAfter } from "./effect-value";
import { knowledgeOf } from "./knowledge";
import { createRng } from "./rng";
import { turnOf, sceneOf } from "./turn";

const SET = sampleSet();
/** "while visible: this character cannot return to life" (its slot 2 blank). */
const FOG = "was-devoured-by-the-fog";
/** A plain untimely death. */
const TEACUP = "drowned-in-a-teacup-somehow";

/** -10 in slot 1, shown under the fog: the dead character counts -10 for its family. */
const HERON = "lost-a-wager-to-a-heron";

/**
 * The value to seat 0 of `source` (one step) with seat 0's first character killed by `death`
 * (at -10 under the fog, -5 under the teacup).
 */
function valueWith(death: string, source: string): number {
  const made = makeView(SET, {
    me: 0,
    seats: 2,
    hand: [],
    chars: [
      { owner: 0, stack: ["captain-absalom-gannett", ...(death === FOG ? [HERON] : []), death] },
      { owner: 0, stack: ["mrs-temperance-gannett"] },
      { owner: 1, stack: ["the-great-augustus-flummery"] },
      { owner: 1, stack: ["madame-coralie-flummery"] },
    ],
  });
  expect(made.view.characters[0]).toMatchObject({
    dead: true,
    selfWorth: death === FOG ? -10 : -5,
  });
  const t = turnOf(made.view, 0, knowledgeOf(SET), createRng(1), { plan: null });
  const scene = sceneAfter(sceneOf(t, 0, null), t.board, []);
  const ir = compileEffect(`on play:\n  ${source}`, contextFromSet(SET)).ir!;
  const a = ir.abilities[0]!;
  if (a.category === "story-requirement") throw new Error("no steps");
  return opValue(a.steps[0] as Operation, scene);
}

describe("R10 cannot return to life, as the greedy bot values it", () => {
  it("values returning a character to life when nothing on it forbids it", () => {
    // The dead character's points leave the family value: returning it changes the bot's lot.
    expect(valueWith(TEACUP, "return any dead character to life")).not.toBe(0);
  });

  it("values returning a character that cannot return to life as nothing happening", () => {
    expect(valueWith(FOG, "return any dead character to life")).toBe(0);
    expect(
      valueWith(FOG, "move the untimely death from any dead character to any living character"),
    ).toBe(0);
  });
});
