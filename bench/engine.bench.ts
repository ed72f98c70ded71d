/**
 * Rules-engine benchmark: full 4-player games on the sample set (the minimal fixture set if the
 * sample does not validate), effects on, every decision taken uniformly at random from
 * `legalActions` with a seeded PRNG — the work a random bot does in a batch simulation.
 * Target: ≥ 1,000 games per second on one core. Figures: games/s, actions/s, mean game length.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { apply, createGame, legalActions, randomStream } from "../lib/engine";
import type { GameSetup } from "../lib/engine";
import type { VellumSet } from "../lib/model";
import { validateSetText } from "../lib/schema";
import { minimalSet } from "../test/fixtures/minimal-set";
import { measure, report } from "./harness";

const GAMES_PER_ITERATION = 50;
/** Safety cap: a random game that has not ended by then is scored (counted separately). */
const TURN_LIMIT = 500;

function benchSet(): { set: VellumSet; name: string } {
  const path = fileURLToPath(new URL("../examples/saltmarrow/set.json", import.meta.url));
  const set = validateSetText(readFileSync(path, "utf8")).set;
  return set ? { set, name: "sample set" } : { set: minimalSet(), name: "minimal fixture set" };
}

interface Tally {
  games: number;
  actions: number;
  capped: number;
}

function playGame(set: VellumSet, setup: GameSetup, seed: number, tally: Tally): void {
  const created = createGame(set, setup, seed);
  if (!created.ok) throw new Error(created.error.message);
  let state = created.value;
  const rng = randomStream(seed);
  while (!state.over) {
    const who = state.pending ? state.pending.player : state.turn.seat;
    const legal = legalActions(state, who);
    const action = legal[rng.int(legal.length)]!;
    const r = apply(state, action);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    state = r.value.state;
    tally.actions++;
  }
  tally.games++;
  if (state.over.reason === "turn-limit") tally.capped++;
}

/** Runs the engine benchmark and prints its figures. */
export async function engineBench(): Promise<void> {
  const { set, name } = benchSet();
  const families = set.families.map((f) => f.id);
  const setup: GameSetup = {
    players: families.slice(0, 4).map((family, i) => ({ name: `Bot ${i + 1}`, family, bot: true })),
    turnLimit: TURN_LIMIT,
    responseWindows: "holders",
  };
  const tally: Tally = { games: 0, actions: 0, capped: 0 };
  let seed = 1;
  const stats = await measure(
    `engine: ${GAMES_PER_ITERATION} random 4-player games (${name})`,
    () => {
      for (let g = 0; g < GAMES_PER_ITERATION; g++) playGame(set, setup, seed++, tally);
    },
    { warmup: 2, iterations: 20 },
  );
  report(stats);
  const gamesPerSecond = GAMES_PER_ITERATION / (stats.mean / 1000);
  const meanLength = tally.actions / tally.games;
  console.log(
    `engine: ${gamesPerSecond.toFixed(0)} games/s on one core (target ≥ 1000: ${gamesPerSecond >= 1000 ? "met" : "MISSED"}), ` +
      `${(gamesPerSecond * meanLength).toFixed(0)} actions/s, mean game ${meanLength.toFixed(1)} actions; ` +
      `${tally.capped} of ${tally.games} games hit the ${TURN_LIMIT}-turn cap`,
  );
}
