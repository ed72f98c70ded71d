/**
 * The memo of derived data per `characters` array (table-memo.ts) and the stack-content memo
 * (analysis.ts) never serve a stale reading: every state reads what a fresh copy of it reads,
 * in any order, after the recent tables were replaced, and through a draft's patches.
 */
import { describe, expect, it } from "vitest";
import { minimalSet } from "../../test/fixtures/minimal-set";
import { cardTimings } from "../dsl";
import { analyzeStack, resolveStack } from "../layers";
import { factsOf, selfWorth } from "./analysis";
import { Draft } from "./draft";
import { legalActions } from "./legal-actions";
import { tableEffects } from "./lasting";
import { nextInt } from "./rng";
import { familyValues } from "./scoring";
import { createGame } from "./setup";
import { claimableStories } from "./stories";
import { act } from "./scenario.test-support";
import type { GameState } from "./types";

const SET = minimalSet();

function start(): GameState {
  const r = createGame(
    SET,
    {
      players: [
        { name: "Ada", family: "ashgrove" },
        { name: "Bo", family: "blackmere" },
        { name: "Cy", family: "quillon" },
      ],
    },
    7,
  );
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** What the memos answer for a state. */
function readings(state: GameState) {
  return {
    worth: state.characters.map((_, ch) => selfWorth(state, ch)),
    effects: { ...tableEffects(state), rules: null },
    values: familyValues(state),
    claims: state.seats.map((_, seat) => claimableStories(state, seat)),
  };
}

/** The same state through JSON: new arrays, so nothing memoised applies to it. */
function fresh(state: GameState): GameState {
  return { ...(JSON.parse(JSON.stringify(state)) as GameState), catalog: state.catalog };
}

/** A random game's states, every one of them; `each` sees each state as it is reached. */
function game(actions: number, each: (state: GameState) => void = () => undefined): GameState[] {
  const states = [start()];
  each(states[0]!);
  let rng = 3;
  for (let i = 0; i < actions && !states[states.length - 1]!.over; i++) {
    const s = states[states.length - 1]!;
    const legal = legalActions(s, s.pending ? s.pending.player : s.turn.seat);
    const pick = nextInt(rng, legal.length);
    rng = pick.rng;
    states.push(act(s, legal[pick.value]!).state);
    each(states[states.length - 1]!);
  }
  return states;
}

describe("the table memo", () => {
  it("reads every state of a game as a fresh copy of it, as played and again later", () => {
    const forward: ReturnType<typeof readings>[] = [];
    const states = game(400, (s) => {
      forward.push(readings(s));
      expect(readings(fresh(s))).toEqual(forward[forward.length - 1]);
    });
    // Many more than the ring of recent tables holds (table-memo.ts).
    expect(states.length).toBeGreaterThan(100);
    // Backwards: the early tables left the recent ones long ago and are read anew.
    for (let i = states.length - 1; i >= 0; i--) expect(readings(states[i]!)).toEqual(forward[i]);
  });

  it("reads each stack as lib/layers reads it fresh", () => {
    for (const state of game(300)) {
      state.characters.forEach((c, ch) => {
        const cards = c.stack.map((i) => state.catalog.cards[state.catalog.instances[i]!]!.card);
        expect(selfWorth(state, ch)).toBe(
          analyzeStack(resolveStack(cards, SET, cardTimings)).selfWorth,
        );
      });
    }
  });

  it("carries the readings of unchanged characters through a draft's patch, not the changed one", () => {
    const state = start();
    const before = state.characters.map((_, ch) => factsOf(state, ch));
    const d = new Draft(state);
    const card = state.seats[0]!.hand[0]!;
    d.patchCharacter(1, { stack: [...d.character(1).stack, card] });
    d.patchCharacter(2, { diedAt: 1 });
    const after = d.state;
    expect(factsOf(after, 0)).toBe(before[0]);
    expect(factsOf(after, 2)).toBe(before[2]);
    expect(factsOf(after, 1)).not.toBe(before[1]);
    expect(factsOf(after, 1).analysis).toEqual(factsOf(fresh(after), 1).analysis);
    expect(factsOf(after, 1).analysis.selfWorth).toBe(
      analyzeStack(
        resolveStack(
          after.characters[1]!.stack.map(
            (i) => state.catalog.cards[state.catalog.instances[i]!]!.card,
          ),
          SET,
          cardTimings,
        ),
      ).selfWorth,
    );
  });
});
