/**
 * The bots play only legal actions and replay exactly from their seeds, on the sample set and
 * on the minimal fixture set, at every player count.
 */
import { describe, expect, it } from "vitest";
import type { Action, PlayerView, ResponseWindows } from "../engine";
import { apply, createGame, legalActions, stateHash, viewFor } from "../engine";
import type { VellumSet } from "../model";
import { minimalSet } from "../../test/fixtures/minimal-set";
import { sampleSet } from "../../test/fixtures/sample-set";
import { BOT_NAMES, botFactory, createRng, mixSeed } from "./index";

const SAMPLE = sampleSet();

interface Played {
  actions: string[];
  hash: string;
  illegal: number;
  /** The hash with what the response-window option alone changes (the option, the action count) left out. */
  game: string;
  /** Response windows where the bot asked could only pass. */
  forcedPasses: number;
}

/** Plays one game with the named bots (seat order), checking each choice is listed. */
function play(
  set: VellumSet,
  bots: string[],
  seed: number,
  responseWindows: ResponseWindows = "everyone",
): Played {
  const families = set.families.map((f) => f.id);
  const created = createGame(
    set,
    {
      players: bots.map((_, i) => ({ name: `P${i}`, family: families[i] ?? null })),
      turnLimit: 150,
      responseWindows,
    },
    seed,
  );
  if (!created.ok) throw new Error(created.error.message);
  let state = created.value;
  const seats = bots.map((name, seat) =>
    botFactory(name)!({ set, seat, seed: mixSeed(seed, seat) }),
  );
  const actions: string[] = [];
  let illegal = 0;
  let forcedPasses = 0;
  while (!state.over) {
    const who = state.pending ? state.pending.player : state.turn.seat;
    const legal = legalActions(state, who);
    if (legal.length === 1 && legal[0]!.type === "pass-response") forcedPasses++;
    const at = state;
    let view: PlayerView | undefined;
    const action: Action = seats[who]!.choose({
      seat: who,
      legal,
      view: () => (view ??= viewFor(at, who)),
    });
    if (!legal.includes(action)) illegal++;
    const r = apply(state, action);
    if (!r.ok) throw new Error(`seed ${seed}: ${r.error.message}`);
    actions.push(JSON.stringify(action));
    state = r.value.state;
  }
  const game = stateHash({ ...state, actions: 0, responseWindows: "everyone" });
  return { actions, hash: stateHash(state), illegal, game, forcedPasses };
}

describe("bots", () => {
  it("are registered by name", () => {
    expect(BOT_NAMES).toEqual(["random", "greedy"]);
    expect(botFactory("nope")).toBeUndefined();
    expect(botFactory("toString")).toBeUndefined();
  });

  for (const [label, set] of [
    ["the sample set", SAMPLE],
    ["the minimal set", minimalSet()],
  ] as const) {
    it(
      `choose only listed actions and replay exactly from their seeds (${label}, 2–5 players)`,
      { timeout: 60_000 },
      () => {
        for (let seed = 1; seed <= 12; seed++) {
          const players = 2 + (seed % 4);
          const line = Array.from(
            { length: players },
            (_, i) => BOT_NAMES[(i + seed) % BOT_NAMES.length]!,
          );
          const a = play(set, line, seed);
          const b = play(set, line, seed);
          expect(a.illegal).toBe(0);
          expect(b.actions).toEqual(a.actions);
          expect(b.hash).toBe(a.hash);
        }
      },
    );
  }

  it(
    "R6.5 answer windows that ask everyone (passing with no response) and play the same game as when only holders are asked",
    { timeout: 60_000 },
    () => {
      let forced = 0;
      for (let seed = 1; seed <= 12; seed++) {
        const players = 2 + (seed % 4);
        const line = Array.from(
          { length: players },
          (_, i) => BOT_NAMES[(i + seed) % BOT_NAMES.length]!,
        );
        const everyone = play(SAMPLE, line, seed, "everyone");
        const holders = play(SAMPLE, line, seed, "holders");
        expect(everyone.illegal).toBe(0);
        // The same final state (but for the option and the count of actions, passes included).
        expect(everyone.game).toBe(holders.game);
        expect(everyone.actions.length - everyone.forcedPasses).toBe(holders.actions.length);
        expect(holders.forcedPasses).toBe(0);
        forced += everyone.forcedPasses;
      }
      expect(forced).toBeGreaterThan(100);
    },
  );

  it("play differently with different seeds", () => {
    const a = play(SAMPLE, ["random", "random"], 7);
    const b = play(SAMPLE, ["random", "random"], 8);
    expect(b.actions).not.toEqual(a.actions);
  });
});

describe("createRng", () => {
  it("is deterministic, in [0, 1), and spreads close seeds apart", () => {
    const a = createRng(1);
    const b = createRng(1);
    const xs = Array.from({ length: 1000 }, () => a.next());
    expect(Array.from({ length: 1000 }, () => b.next())).toEqual(xs);
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(createRng(2).next()).not.toBe(createRng(1).next());
    const counts = [0, 0, 0, 0];
    for (let i = 0; i < 4000; i++) counts[a.int(4)]!++;
    for (const c of counts) expect(c).toBeGreaterThan(850);
  });
});
