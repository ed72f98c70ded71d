/**
 * The engine's invariants (README "Invariants"), checked from outside after any action: by the
 * property tests, and by `vellum simulate --check` (lib/sim) on real bot games. Every check
 * reads the state through the public API and lib/layers; a broken one comes back as a message
 * (never thrown), so a caller reports all of them with its own context (seed, action).
 */
import { analyzeStack } from "../layers";
import type { StackEntry } from "../layers";
import type { VellumSet } from "../model";
import { isDead } from "./analysis";
import { cardOf } from "./catalog";
import type { GameEvent } from "./events";
import { stateHash } from "./hash";
import { secrecyViolations } from "./invariant-secrecy";
import { modifiersOnDeadAllowed } from "./lasting";
import type { GameLog } from "./replay";
import { replay } from "./replay";
import { familyValues } from "./scoring";
import type { GameState } from "./types";
import { viewFor } from "./view";
import type { PlayerView } from "./view";
import { zoneMap } from "./zones";
import { messageOf } from "../model";

/** How thoroughly `invariantViolations` looks. */
export interface InvariantOptions {
  /**
   * Walk every field of every view for hidden cards, and re-read every stack (not only those
   * the action changed). Slower; a caller does it every few actions.
   */
  fullScan?: boolean;
}

/**
 * What is broken after an action turned `prev` into `next` with `events` (pass the same state
 * twice and no events to check a state alone, e.g. the first): an empty list when nothing is.
 * - Cards: every instance is in exactly one zone, and the table shows as many cards as before.
 * - Stacks: a character's self-worth is what lib/layers reads off a fresh stack, the sum of its
 *   visible points; no modifier was played on a dead character unless an effect allows it.
 * - End: the game is over exactly when a family is all dead (or the turn limit or exhaustion
 *   ended it); then the family values are the score's and the views', and the winners are the
 *   seats with the lowest value (all of them when ties share).
 * - Secrets: each seat's view shows its own hand and no other; no view or event stream
 *   identifies a card hidden from its viewer (invariant-secrecy.ts).
 */
export function invariantViolations(
  prev: GameState,
  next: GameState,
  events: readonly GameEvent[],
  options: InvariantOptions = {},
): string[] {
  const out: string[] = [];
  const fullScan = options.fullScan === true || prev === next;
  const views: PlayerView[] = next.seats.map((_, p) => viewFor(next, p));
  views.push(viewFor(next, "spectator"));
  const spectator = views[views.length - 1]!;
  conservation(prev, next, spectator, out);
  stacks(prev, next, spectator, fullScan, out);
  placements(prev, next, events, out);
  ending(next, spectator, out);
  next.seats.forEach((seat, p) => {
    if (views[p]!.seats[p]?.hand?.length !== seat.hand.length)
      out.push(`view ${p} does not show its own hand`);
  });
  secrecyViolations(prev, next, events, views, fullScan, out);
  return out;
}

/**
 * What is broken in a finished (or stopped) game's log: it must replay, after a JSON round trip,
 * to a state with `end`'s hash (R3.5).
 */
export function replayViolations(log: GameLog, set: VellumSet, end: GameState): string[] {
  const again = replay(JSON.parse(JSON.stringify(log)) as GameLog, set);
  if (!again.ok)
    return [`the game's log does not replay: ${again.error.code} ${again.error.message}`];
  if (stateHash(again.value.state) !== stateHash(end))
    return ["the game's log replays to a different state (hash)"];
  return [];
}

/** The cards a spectator can count: hands, piles, stacks, held stories. */
function visibleCount(v: PlayerView): number {
  let n = v.drawPileCount + v.discard.length + v.centre.length + v.resolving.length;
  for (const s of v.seats) n += s.handCount + (s.held ? 1 : 0);
  for (const c of v.characters) n += c.stack.length;
  return n;
}

function conservation(
  prev: GameState,
  next: GameState,
  spectator: PlayerView,
  out: string[],
): void {
  let zones: ReturnType<typeof zoneMap>;
  try {
    zones = zoneMap(next);
  } catch (e) {
    out.push(`card conservation: ${messageOf(e)}`);
    return;
  }
  // NOTE: `includes`, not `some`: zoneMap's array is sparse, and `some` skips its holes.
  if (zones.length !== next.catalog.instances.length || zones.includes(undefined)) {
    out.push("card conservation: a card instance is in no zone");
  }
  if (prev !== next) {
    const before = visibleCount(viewFor(prev, "spectator"));
    const after = visibleCount(spectator);
    if (after !== before)
      out.push(`card conservation: the table shows ${after} cards, ${before} before`);
  }
}

/** Self-worth as lib/layers reads a fresh stack (stacks the action changed, or every one). */
function stacks(
  prev: GameState,
  next: GameState,
  spectator: PlayerView,
  all: boolean,
  out: string[],
): void {
  next.characters.forEach((c, ch) => {
    if (!all && prev.characters[ch]?.stack === c.stack) return;
    const entries: StackEntry[] = c.stack.map((i) => {
      const card = cardOf(next.catalog, i);
      return { card: card.card, frame: card.frame, effects: card.timings };
    });
    const fresh = analyzeStack(entries);
    const shown = spectator.characters[ch]!.selfWorth;
    if (shown !== fresh.selfWorth)
      out.push(`character ${ch} self-worth ${shown}, lib/layers reads ${fresh.selfWorth}`);
    const sum = fresh.visiblePoints.reduce((a, p) => a + p.value, 0);
    if (sum !== shown) out.push(`character ${ch} self-worth is not its visible sum`);
  });
}

/** No modifier placed (played) on a dead character, unless an effect allows it (R5.2). */
function placements(
  prev: GameState,
  next: GameState,
  events: readonly GameEvent[],
  out: string[],
): void {
  if (!events.some((e) => e.type === "modifier-placed")) return;
  if (modifiersOnDeadAllowed(prev) || modifiersOnDeadAllowed(next)) return;
  const dead = new Set<number>();
  prev.characters.forEach((_, ch) => {
    if (isDead(prev, ch)) dead.add(ch);
  });
  for (const e of events) {
    if (e.type === "died") dead.add(e.character);
    if (e.type === "returned-to-life") dead.delete(e.character);
    if (e.type === "modifier-placed" && dead.has(e.character))
      out.push(`a modifier was played on dead character ${e.character}`);
  }
}

/** Game over iff a family is all dead (or another end); the score and the winners (R9). */
function ending(state: GameState, spectator: PlayerView, out: string[]): void {
  const allDead = spectator.seats.some((_, seat) => {
    const own = spectator.characters.filter((c) => c.owner === seat);
    return own.length > 0 && own.every((c) => c.dead);
  });
  const over = state.over;
  if (!over) {
    if (allDead) out.push("a family is all dead but the game goes on");
    return;
  }
  if (over.reason === "family-dead" && !allDead) out.push("the game ended with no family all dead");
  if (over.reason !== "family-dead" && allDead)
    out.push(`a family is all dead but the game ended by ${over.reason}`);
  const values = familyValues(state);
  if (values.join() !== over.values.join())
    out.push(`family values ${values.join()} differ from the score ${over.values.join()}`);
  spectator.seats.forEach((s, seat) => {
    if (s.familyValue !== values[seat])
      out.push(`seat ${seat + 1}'s view shows family value ${s.familyValue}, not ${values[seat]}`);
  });
  const best = Math.min(...values);
  if (over.winners.length === 0) out.push("the game ended with no winner");
  for (const w of over.winners) {
    if (values[w] !== best)
      out.push(
        `the winner, seat ${w + 1}, has family value ${values[w]}, not the lowest (${best})`,
      );
  }
  if (state.rules.ties === "share") {
    const lowest = values.flatMap((v, seat) => (v === best ? [seat] : []));
    if (lowest.join() !== [...over.winners].sort((a, b) => a - b).join()) {
      out.push(
        `tied seats ${lowest.map((x) => x + 1).join()} should share the win, winners are seats ${over.winners.map((x) => x + 1).join()}`,
      );
    }
  }
}
