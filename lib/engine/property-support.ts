/**
 * Test support for the seeded property tests (not exported from index.ts): random legal games
 * and the invariants checked after every action. A failure throws with the seed and the action
 * number, so the seed can be pinned as a named regression test.
 */
import { cardTimings } from "../dsl";
import { analyzeStack, resolveStack } from "../layers";
import { isDead } from "./analysis";
import { modifiersOnDeadAllowed } from "./lasting";
import type { VellumSet } from "../model";
import { validateSetText } from "../schema";
import type { Action } from "./actions";
import { ACTION_FIELDS } from "./actions";
import { apply } from "./apply";
import type { GameEvent } from "./events";
import { eventsFor } from "./events";
import { stateHash } from "./hash";
import { legalActions } from "./legal-actions";
import type { GameLog } from "./replay";
import { replay } from "./replay";
import { checkNoHiddenIdentity, holders, instancesIn } from "./property-secrets";
import { nextInt } from "./rng";
import { familyValues } from "./scoring";
import { createGame } from "./setup";
import type { GameSetup, GameState } from "./types";
import { viewFor } from "./view";
import type { PlayerView } from "./view";
import { zoneMap } from "./zones";

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
}

function fail(seed: number, step: number, what: string): never {
  throw new Error(`seed ${seed}, action ${step}: ${what}`);
}

/**
 * The cards of a view that could be secret: hands, held stories and the pending choice (the
 * other fields show public zones, checked by a full scan every few actions).
 */
function viewInstances(view: PlayerView): number[] {
  const out: number[] = [];
  for (const s of view.seats) {
    for (const r of s.hand ?? []) out.push(r.instance);
    if (s.held) out.push(s.held.instance);
  }
  if (view.pending?.source) out.push(view.pending.source.instance);
  for (const r of view.pending?.optionCards ?? []) out.push(r.instance);
  return out;
}

/** The invariants of one state after an action (README "Invariants"). */
export function checkState(
  set: VellumSet,
  prev: GameState,
  state: GameState,
  events: readonly GameEvent[],
  seed: number,
  step: number,
): void {
  // Card conservation: every instance in exactly one zone (zoneMap throws on two).
  const zones = zoneMap(state);
  // NOTE: `includes`, not `some`: zoneMap's array is sparse, and `some` skips its holes.
  if (zones.length !== state.catalog.instances.length || zones.includes(undefined)) {
    fail(seed, step, "a card instance is in no zone");
  }
  // Self-worth as lib/layers reads a fresh stack (only stacks this action changed).
  const views = state.seats.map((_, p) => viewFor(state, p));
  const characters = views[0]!.characters;
  state.characters.forEach((c, ch) => {
    if (prev.characters[ch]?.stack === c.stack && step > 0) return;
    const cards = c.stack.map((i) => state.catalog.cards[state.catalog.instances[i]!]!.card);
    const fresh = analyzeStack(resolveStack(cards, set, cardTimings));
    const shown = characters[ch]!;
    if (shown.selfWorth !== fresh.selfWorth) {
      fail(
        seed,
        step,
        `character ${ch} self-worth ${shown.selfWorth}, layers say ${fresh.selfWorth}`,
      );
    }
    const sum = fresh.visiblePoints.reduce((a, p) => a + p.value, 0);
    if (sum !== shown.selfWorth)
      fail(seed, step, `character ${ch} self-worth is not its visible sum`);
  });
  // No modifier placed (played) on a dead character, unless an effect allows it (R5.2).
  const deadAllowed = modifiersOnDeadAllowed(prev) || modifiersOnDeadAllowed(state);
  const dead = new Set(characters.flatMap((_, ch) => (prevDead(prev, ch) ? [ch] : [])));
  for (const e of events) {
    if (e.type === "died") dead.add(e.character);
    if (e.type === "returned-to-life") dead.delete(e.character);
    if (e.type === "modifier-placed" && dead.has(e.character) && !deadAllowed) {
      fail(seed, step, `a modifier was played on dead character ${e.character}`);
    }
  }
  // Game over iff some family is all dead (or the turn limit / exhaustion ended it).
  const allDead = state.seats.some((_, seat) =>
    characters.filter((c) => c.owner === seat).every((c) => c.dead),
  );
  if (state.over === null && allDead) fail(seed, step, "a family is all dead but the game goes on");
  if (state.over?.reason === "family-dead" && !allDead)
    fail(seed, step, "game over with no family all dead");
  if (state.over && state.over.reason !== "family-dead" && allDead)
    fail(seed, step, "wrong end reason");
  if (state.over) {
    const values = familyValues(state);
    if (values.join() !== state.over.values.join())
      fail(seed, step, "family values changed after the end");
    const best = Math.min(...values);
    if (state.over.winners.length === 0 || state.over.winners.some((w) => values[w] !== best)) {
      fail(seed, step, `a winner does not have the lowest family value (${values.join(", ")})`);
    }
  }
  // Hidden information: no view or event stream shows another hand or the draw order.
  const holder = holders(state);
  const fullScan = step % 50 === 0;
  views.forEach((view, p) => {
    view.seats.forEach((s, q) => {
      if (q !== p && s.hand !== undefined) fail(seed, step, `view ${p} shows hand ${q}`);
    });
    // Every few actions, a full scan of the view's JSON (not only the fields that hold cards).
    const shown = fullScan ? instancesIn(view) : viewInstances(view);
    // The options of a card choice in another hand are shown to the chooser (they look).
    const allowed = view.pending?.player === p ? (view.pending.options ?? []) : [];
    for (const i of shown) {
      const q = holder[i]!;
      if (q !== -2 && q !== p && !allowed.includes(i))
        fail(seed, step, `view ${p} shows hidden card ${i}`);
    }
    for (const e of eventsFor(events, p)) {
      const secret =
        (e.type === "drew" && e.player !== p) ||
        (e.type === "looked-at-hand" && e.player !== p) ||
        (e.type === "took-cards" && e.player !== p && e.from !== p);
      if (secret && "cards" in e && e.cards !== undefined)
        fail(seed, step, `player ${p} sees a secret ${e.type}`);
    }
  });
  if (fullScan) {
    for (const i of instancesIn(viewFor(state, "spectator"))) {
      if (holder[i] !== -2) fail(seed, step, `the spectator sees hidden card ${i}`);
    }
  }
  checkNoHiddenIdentity(prev, state, holder, events, views, (what) => fail(seed, step, what));
}

function prevDead(prev: GameState, ch: number): boolean {
  return ch < prev.characters.length && isDead(prev, ch);
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
  let state = created.value;
  const log: GameLog = { setId: set.id, setVersion: set.version, setup, seed, actions: [] };
  let rng = (seed * 2654435761) >>> 0;
  let placedOnDead = 0;
  let secretChoices = 0;
  checkState(set, state, state, [], seed, 0);
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
    checkState(set, state, r.value.state, r.value.events, seed, step);
    state = r.value.state;
    if (state.pending?.secret) secretChoices++;
    if (step % opts.replayEvery === 0 || state.over) {
      const replayed = replay(JSON.parse(JSON.stringify(log)) as GameLog, set);
      if (!replayed.ok) fail(seed, step, `replay failed: ${replayed.error.message}`);
      if (stateHash(replayed.value.state) !== stateHash(state)) fail(seed, step, "replay differs");
    }
  }
  return {
    actions: log.actions.length,
    turns: state.turn.number,
    over: state.over,
    hash: stateHash(state),
    placedOnDead,
    secretChoices,
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
} {
  const reasons: Record<string, number> = {};
  let actions = 0;
  let placedOnDead = 0;
  let secretChoices = 0;
  for (let seed = first; seed < first + count; seed++) {
    const run = randomGame(set, propertySetup(set, seed, turnLimit), seed, PROPERTY_CHECKS);
    reasons[run.over.reason] = (reasons[run.over.reason] ?? 0) + 1;
    actions += run.actions;
    placedOnDead += run.placedOnDead;
    secretChoices += run.secretChoices;
  }
  return { reasons, actions, games: count, placedOnDead, secretChoices };
}

/** The sample set (examples/saltmarrow), when it validates; `undefined` otherwise. */
export function sampleSet(text: string): VellumSet | undefined {
  return validateSetText(text).set;
}
