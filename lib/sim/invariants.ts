/**
 * Invariants checked after every action when `checkInvariants` is on (`vellum simulate --check`):
 * the bot chose a listed action and the engine accepted it; the engine's invariants
 * (`invariantViolations` of lib/engine: card conservation, self-worth as lib/layers reads the
 * stack, no modifier on the dead unless allowed, the end and the winners, no view or event
 * identifying a hidden card); at the end, the game's log replayed from its seed gives the
 * identical state hash (`replayViolations`).
 */
import type { Action, GameEvent, GameLog, GameSetup, GameState } from "../engine";
import { invariantViolations, replayViolations } from "../engine";
import type { VellumSet } from "../model";

/** What the replay check needs besides the states: the game's set, setup and seed. */
export interface CheckedGame {
  set: VellumSet;
  setup: GameSetup;
  seed: number;
}

/** Every view is walked in full every this many actions (the others check the secret fields). */
const FULL_SCAN_EVERY = 50;

/** Checks one game; `report` records a violation. */
export class InvariantChecker {
  private readonly actions: Action[] = [];

  constructor(
    private readonly report: (message: string) => void,
    start: GameState,
    private readonly game?: CheckedGame,
  ) {
    this.reportAll(invariantViolations(start, start, []));
  }

  /** The bot's choice must be one of the listed actions. */
  chosen(legal: readonly Action[], action: Action): void {
    if (!legal.includes(action))
      this.report(`the bot chose an unlisted action ${JSON.stringify(action)}`);
    this.actions.push(action);
  }

  /** After an action applied to `prev` gave `next` and `events`; at the end, the replay. */
  applied(prev: GameState, next: GameState, events: readonly GameEvent[]): void {
    const fullScan = this.actions.length % FULL_SCAN_EVERY === 0;
    this.reportAll(invariantViolations(prev, next, events, { fullScan }));
    const game = this.game;
    if (game && next.over) {
      const log: GameLog = {
        setId: game.set.id,
        setVersion: game.set.version,
        setup: game.setup,
        seed: game.seed,
        actions: this.actions,
      };
      this.reportAll(replayViolations(log, game.set, next));
    }
  }

  private reportAll(messages: readonly string[]): void {
    for (const m of messages) this.report(m);
  }
}
