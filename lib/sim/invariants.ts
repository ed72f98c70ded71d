/**
 * Invariants checked after every action when `checkInvariants` is on (`vellum simulate --check`):
 * - through the engine's public API: the bot chose a listed action and the engine accepted it;
 *   every card is in exactly one zone (`zoneMap`) and the card count a spectator can see never
 *   changes; no view shows another player's hand; the game is over exactly when a family is all
 *   dead (or the turn cap or exhaustion ended it); the winners have the lowest family value;
 * - and the engine's own property-test invariants (`checkState` in lib/engine/property-support):
 *   self-worth equals the visible sum as lib/layers reads a fresh stack, no modifier played on a
 *   dead character unless an effect allows it, and no view or event names a hidden card;
 * - at the end, the game's log replayed from its seed gives the identical state hash.
 */
import type { Action, GameEvent, GameSetup, GameState, PlayerView } from "../engine";
import { familyValues, replay, stateHash, viewFor, zoneMap } from "../engine";
import { checkState } from "../engine/property-support";
import type { VellumSet } from "../model";

/** What the full checks need besides the states: the game's set, setup and seed. */
export interface CheckedGame {
  set: VellumSet;
  setup: GameSetup;
  seed: number;
}

/** The cards a spectator can count: hands, piles, stacks, held stories. */
function visibleCount(v: PlayerView): number {
  let n = v.drawPileCount + v.discard.length + v.centre.length + v.resolving.length;
  for (const s of v.seats) n += s.handCount + (s.held ? 1 : 0);
  for (const c of v.characters) n += c.stack.length;
  return n;
}

function familyDead(v: PlayerView): boolean {
  return v.seats.some((_, seat) => {
    const own = v.characters.filter((c) => c.owner === seat);
    return own.length > 0 && own.every((c) => c.dead);
  });
}

/** Checks one game; `report` records a violation. */
export class InvariantChecker {
  private readonly total: number;
  private readonly actions: Action[] = [];

  constructor(
    private readonly report: (message: string) => void,
    start: GameState,
    private readonly game?: CheckedGame,
  ) {
    this.total = visibleCount(viewFor(start, "spectator"));
    this.state(start);
  }

  /** The bot's choice must be one of the listed actions. */
  chosen(legal: readonly Action[], action: Action): void {
    if (!legal.includes(action))
      this.report(`the bot chose an unlisted action ${JSON.stringify(action)}`);
    this.actions.push(action);
  }

  /**
   * After an action applied to `prev` gave `next` and `events`: the engine's property-test
   * invariants, then the public ones (`state`), then at the end the replay of the whole game.
   */
  applied(prev: GameState, next: GameState, events: readonly GameEvent[]): void {
    const game = this.game;
    if (game) {
      try {
        checkState(game.set, prev, next, events, game.seed, this.actions.length);
      } catch (e) {
        this.report(e instanceof Error ? e.message : String(e));
      }
    }
    this.state(next);
    if (game && next.over) this.replayed(game, next);
  }

  private replayed(game: CheckedGame, end: GameState): void {
    const log = {
      setId: game.set.id,
      setVersion: game.set.version,
      setup: game.setup,
      seed: game.seed,
      actions: this.actions,
    };
    const again = replay(JSON.parse(JSON.stringify(log)) as typeof log, game.set);
    if (!again.ok) {
      this.report(`the game's log does not replay: ${again.error.code} ${again.error.message}`);
    } else if (stateHash(again.value.state) !== stateHash(end)) {
      this.report("the game's log replays to a different state (hash)");
    }
  }

  /** After an action: the state's invariants. */
  state(state: GameState): void {
    let zones: ReturnType<typeof zoneMap>;
    try {
      zones = zoneMap(state);
    } catch (e) {
      this.report(`card conservation: ${e instanceof Error ? e.message : String(e)}`);
      return;
    }
    if (zones.length !== state.catalog.instances.length || zones.includes(undefined)) {
      this.report("card conservation: a card instance is in no zone");
    }
    const spectator = viewFor(state, "spectator");
    const count = visibleCount(spectator);
    if (count !== this.total)
      this.report(`card conservation: ${count} cards in view, ${this.total} at the start`);
    const dead = familyDead(spectator);
    if (!state.over && dead) this.report("a family is all dead but the game goes on");
    if (state.over?.reason === "family-dead" && !dead)
      this.report("the game ended with no family all dead");
    if (state.over && state.over.reason !== "family-dead" && dead)
      this.report(`a family is all dead but the game ended by ${state.over.reason}`);
    if (!state.over) {
      const who = state.pending ? state.pending.player : state.turn.seat;
      const view = viewFor(state, who);
      view.seats.forEach((s, q) => {
        if (q !== who && s.hand !== undefined)
          this.report(`the view of seat ${who} shows the hand of seat ${q}`);
      });
      if (view.seats[who]?.hand?.length !== state.seats[who]?.hand.length) {
        this.report(`the view of seat ${who} does not show its own hand`);
      }
    }
    if (state.over) this.end(state, spectator);
  }

  private end(state: GameState, spectator: PlayerView): void {
    const over = state.over!;
    const values = familyValues(state);
    if (values.join() !== over.values.join())
      this.report(`family values ${values.join()} differ from the score ${over.values.join()}`);
    spectator.seats.forEach((s, seat) => {
      if (s.familyValue !== values[seat])
        this.report(`seat ${seat}'s view shows family value ${s.familyValue}, not ${values[seat]}`);
    });
    const best = Math.min(...values);
    if (over.winners.length === 0) this.report("the game ended with no winner");
    for (const w of over.winners) {
      if (values[w] !== best)
        this.report(`winner ${w} has family value ${values[w]}, not the lowest (${best})`);
    }
    if (state.rules.ties === "share") {
      const lowest = values.flatMap((v, seat) => (v === best ? [seat] : []));
      if (lowest.join() !== [...over.winners].sort((a, b) => a - b).join()) {
        this.report(
          `tied seats ${lowest.join()} should share the win, winners are ${over.winners.join()}`,
        );
      }
    }
  }
}
