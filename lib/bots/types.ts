/**
 * What a bot is: a seat's decision maker that sees only what that seat's player may see — the
 * engine's `viewFor(state, seat)` and `legalActions(state, seat)` — and picks one legal action.
 */
import type { Action, PlayerView } from "../engine";
import type { VellumSet } from "../model";

/**
 * One decision of one seat. The view is built on demand (`view()`): building it costs as much as
 * applying an action, and a bot that does not read it (the random bot) should not pay for it.
 */
export interface Decision {
  /** The deciding seat. */
  seat: number;
  /** `legalActions(state, seat)`: never empty when a bot is asked. */
  legal: readonly Action[];
  /** `viewFor(state, seat)`; may be called any number of times (the caller may memoise it). */
  view(): PlayerView;
}

/**
 * A bot: deterministic given its seed and the decisions it is shown (its seeded PRNG is part of
 * its own state, so one bot object plays one seat of one game).
 */
export interface Bot {
  /** The registry name (`random`, `greedy`). */
  readonly name: string;
  /** Picks one of `decision.legal`, returned as the same object (never a copy). */
  choose(decision: Decision): Action;
}

/** What a bot is created with. */
export interface BotOptions {
  /** The set being played: public card knowledge (what any player can read on the cards). */
  set: VellumSet;
  /** The seat the bot plays. */
  seat: number;
  /** Seed of the bot's own PRNG (any integer; 32 bits are used). */
  seed: number;
}

/** Makes a bot for one seat of one game. */
export type BotFactory = (options: BotOptions) => Bot;
