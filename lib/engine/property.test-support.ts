/**
 * Test support (not exported from index.ts) for the seeded property tests: random legal games,
 * every state deep-frozen (freeze.test-support.ts), with the engine's invariants (invariants.ts)
 * checked after every action, plus what only a test can check: `apply` is pure and
 * deterministic, a random variant of an action applies exactly when `legalActions` lists it, and
 * the log replays. A failure throws with the seed and the action number, so the seed can be
 * pinned as a named regression test.
 */
import type { VellumSet } from "../model";
import type { Action } from "./actions";
import { ACTION_FIELDS } from "./actions";
import { isDead } from "./analysis";
import { apply } from "./apply";
import type { GameEvent } from "./events";
import { deepFreeze } from "./freeze.test-support";
import { canonicalJson, stateHash } from "./hash";
import { invariantViolations, replayViolations } from "./invariants";
import { legalActions } from "./legal-actions";
import type { GameLog } from "./replay";
import { nextInt } from "./rng";
import { createGame } from "./setup";
import type { GameSetup, GameState } from "./types";
import { viewFor } from "./view";

/** How thoroughly to check a game. */
export interface CheckOptions {
  /** Re-apply every n-th action to the unchanged input and compare hashes (purity). */
  purityEvery: number;
  /** Replay the log (after a JSON round trip of the log) every n-th action, and at the end. */
  replayEvery: number;
  /** Try a mutated action every n-th action: it must apply iff `legalActions` lists it. */
  mutateEvery: number;
}

/** What one random game did. */
export interface GameRun {
  actions: number;
  turns: number;
  over: NonNullable<GameState["over"]>;
  hash: string;
  /** Modifiers played on characters that were dead (an effect allowed it, R5.2). */
  placedOnDead: number;
  /** Choices asked by a card hidden in a hand (an `on draw:` step, `Pending.secret`). */
  secretChoices: number;
  /** How many events of each type the game emitted. */
  eventCounts: Record<string, number>;
  /** Trigger abilities that ran (`triggered` events), and times the loop bound stopped them. */
  triggered: number;
  triggersStopped: number;
}

function fail(seed: number, step: number, what: string): never {
  throw new Error(`seed ${seed}, action ${step}: ${what}`);
}

/** The engine's invariants after one action (every view walked every 50 actions). */
function check(
  prev: GameState,
  next: GameState,
  events: readonly GameEvent[],
  seed: number,
  step: number,
): void {
  const broken = invariantViolations(prev, next, events, { fullScan: step % 50 === 0 });
  if (broken.length > 0) fail(seed, step, broken[0]!);
}

/** An action's meaning, whatever its key order or extra fields. */
function actionKey(a: Action): string {
  const r = a as unknown as Record<string, unknown>;
  const fields = ACTION_FIELDS[a.type] ?? [];
  return JSON.stringify([a.type, a.player, ...fields.map((k) => r[k] ?? null)]);
}

/** A random variant of an action (other card, target, player…), for the completeness check. */
function mutate(action: Action, rng: number, state: GameState): { action: Action; rng: number } {
  const r = nextInt(rng, 4);
  const n = nextInt(r.rng, Math.max(1, state.catalog.instances.length));
  const copy: Record<string, unknown> = { ...action };
  switch (r.value) {
    case 0:
      copy.player = n.value % state.seats.length;
      break;
    case 1:
      if ("card" in copy) copy.card = n.value;
      else if ("target" in copy) copy.target = n.value % state.characters.length;
      break;
    case 2:
      if ("target" in copy) copy.target = n.value % state.characters.length;
      else if ("character" in copy) copy.character = n.value % state.characters.length;
      else if ("seat" in copy) copy.seat = n.value % state.seats.length;
      break;
    default:
      copy.type = ["play-modifier", "play-event", "play-untimely-death", "end-plays", "respond"][
        n.value % 5
      ];
  }
  return { action: copy as unknown as Action, rng: n.rng };
}

/**
 * Plays one random legal game (uniform over `legalActions`, seeded), checking every invariant
 * after every action; throws on the first broken one.
 */
export function randomGame(
  set: VellumSet,
  setup: GameSetup,
  seed: number,
  opts: CheckOptions,
): GameRun {
  const created = createGame(set, setup, seed);
  if (!created.ok) throw new Error(created.error.message);
  let state = deepFreeze(created.value);
  const log: GameLog = { setId: set.id, setVersion: set.version, setup, seed, actions: [] };
  let rng = (seed * 2654435761) >>> 0;
  let placedOnDead = 0;
  let secretChoices = 0;
  const eventCounts: Record<string, number> = {};
  let triggered = 0;
  let triggersStopped = 0;
  check(state, state, [], seed, 0);
  for (let step = 1; !state.over; step++) {
    const who = state.pending ? state.pending.player : state.turn.seat;
    const legal = legalActions(state, who);
    if (legal.length === 0) fail(seed, step, "no legal action while the game goes on");
    const pick = nextInt(rng, legal.length);
    rng = pick.rng;
    const action = legal[pick.value]!;
    const before = step % opts.purityEvery === 0 ? stateHash(state) : "";
    const r = apply(state, action);
    if (!r.ok) fail(seed, step, `legal action refused: ${r.error.code} ${r.error.message}`);
    deepFreeze(r.value.state);
    if (before) {
      if (stateHash(state) !== before) fail(seed, step, "apply mutated its input");
      const again = apply(state, action);
      if (!again.ok || stateHash(again.value.state) !== stateHash(r.value.state)) {
        fail(seed, step, "apply is not deterministic");
      }
    }
    if (step % opts.mutateEvery === 0) {
      const m = mutate(action, rng, state);
      rng = m.rng;
      const tried = apply(state, m.action);
      const listed = legalActions(state, m.action.player).some(
        (a) => actionKey(a) === actionKey(m.action),
      );
      if (tried.ok !== listed) {
        fail(seed, step, `${JSON.stringify(m.action)} applies: ${tried.ok}, listed: ${listed}`);
      }
    }
    log.actions.push(action);
    if (action.type === "play-modifier" && isDead(state, action.target)) placedOnDead++;
    check(state, r.value.state, r.value.events, seed, step);
    for (const e of r.value.events) {
      eventCounts[e.type] = (eventCounts[e.type] ?? 0) + 1;
      if (e.type === "triggered") triggered++;
      else if (e.type === "triggers-stopped") triggersStopped++;
    }
    state = r.value.state;
    if (state.pending?.secret) secretChoices++;
    if (step % opts.replayEvery === 0 || state.over) {
      const broken = replayViolations(log, set, state);
      if (broken.length > 0) fail(seed, step, broken[0]!);
    }
  }
  return {
    actions: log.actions.length,
    turns: state.turn.number,
    over: state.over,
    hash: stateHash(state),
    placedOnDead,
    secretChoices,
    eventCounts,
    triggered,
    triggersStopped,
  };
}

/** Default thoroughness of the property tests. */
export const PROPERTY_CHECKS: CheckOptions = { purityEvery: 25, replayEvery: 150, mutateEvery: 3 };

/**
 * A setup for seed `seed`: 2 to 5 players cycling with the seed, the first seat rotating, and
 * response windows asking everyone (even seeds) or the holders only (odd seeds).
 */
export function propertySetup(set: VellumSet, seed: number, turnLimit: number): GameSetup {
  const players = 2 + (seed % 4);
  const families = set.families.map((f) => f.id);
  return {
    players: Array.from({ length: players }, (_, i) => ({
      name: `P${i}`,
      family: families[i] ?? null,
    })),
    firstSeat: seed % players,
    turnLimit,
    responseWindows: seed % 2 === 0 ? "everyone" : "holders",
  };
}

/** Plays `count` checked random games from seed `first`; how they ended and how long they were. */
export function runGames(
  set: VellumSet,
  first: number,
  count: number,
  turnLimit: number,
): {
  reasons: Record<string, number>;
  actions: number;
  games: number;
  placedOnDead: number;
  secretChoices: number;
  eventCounts: Record<string, number>;
  triggered: number;
  triggersStopped: number;
} {
  const reasons: Record<string, number> = {};
  const eventCounts: Record<string, number> = {};
  let actions = 0;
  let placedOnDead = 0;
  let secretChoices = 0;
  let triggered = 0;
  let triggersStopped = 0;
  for (let seed = first; seed < first + count; seed++) {
    const run = randomGame(set, propertySetup(set, seed, turnLimit), seed, PROPERTY_CHECKS);
    reasons[run.over.reason] = (reasons[run.over.reason] ?? 0) + 1;
    actions += run.actions;
    placedOnDead += run.placedOnDead;
    secretChoices += run.secretChoices;
    for (const [type, n] of Object.entries(run.eventCounts)) {
      eventCounts[type] = (eventCounts[type] ?? 0) + n;
    }
    triggered += run.triggered;
    triggersStopped += run.triggersStopped;
  }
  return {
    reasons,
    actions,
    games: count,
    placedOnDead,
    secretChoices,
    eventCounts,
    triggered,
    triggersStopped,
  };
}

/**
 * What the acting player (or the one a choice waits for) may read of a state, as one string: their
 * legal actions, their view and the spectator's. Two ways of computing a state that must agree
 * (memos on and off, lib/engine memos.test.ts) compare it.
 */
export function readingOf(state: GameState): string {
  const who = state.pending ? state.pending.player : state.turn.seat;
  return canonicalJson([
    legalActions(state, who),
    viewFor(state, who),
    viewFor(state, "spectator"),
  ]);
}
