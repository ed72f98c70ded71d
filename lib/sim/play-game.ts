/**
 * One simulated game: the engine loop (legal actions → the seat's bot → apply), as tight as
 * the report allows. The view is built only for bots that ask for it.
 */
import { mixSeed } from "../bots";
import type { Decision } from "../bots";
import type { Action, GameState, PlayerView } from "../engine";
import { apply, createGame, legalActions, stopGame, viewFor } from "../engine";
import type { SimContext } from "./context";
import { planOf } from "./context";
import { InvariantChecker } from "./invariants";
import { MAX_EXAMPLES } from "./tally";
import type { Tally } from "./tally";
import { GameTracker } from "./tracker";
import { messageOf } from "../model";

/**
 * Actions after which a turn that will not end is stopped: a loop of plays the rules allow (an
 * event that gives a free play and draws itself back) that a bot would repeat for ever. The game
 * is stopped as stalled, with the loop said (`StalledGame.loop`); the same bound over the whole
 * game guards against an engine bug.
 */
export const MAX_ACTIONS_PER_TURN = 2_000;

/** Family key of the report for a seat's family (`null`: the built fifth family). */
export function familyKey(family: string | null): string {
  return family ?? "(removed characters)";
}

/**
 * A seat's decision whose view is built on first use. NOTE: a class rather than an object with
 * a closure: one is made per decision, and a method costs nothing to create.
 */
class LazyDecision implements Decision {
  private built: PlayerView | undefined;

  constructor(
    readonly seat: number,
    readonly legal: readonly Action[],
    private readonly state: GameState,
  ) {}

  view(): PlayerView {
    return (this.built ??= viewFor(this.state, this.seat));
  }
}

/** Plays game `index` and adds it to `tally`. */
export function playGame(ctx: SimContext, index: number, tally: Tally): void {
  const plan = planOf(ctx, index);
  let action = 0;
  const fail = (message: string) => {
    tally.errored++;
    tally.games++;
    if (tally.errors.length < MAX_EXAMPLES)
      tally.errors.push({ game: index, seed: plan.seed, action, message });
  };
  const created = createGame(ctx.set, plan.setup, plan.seed);
  if (!created.ok) return fail(`${created.error.code}: ${created.error.message}`);
  let state: GameState = created.value;
  const bots = plan.bots.map((name, seat) => {
    const factory = ctx.factories[ctx.config.bots.indexOf(name)]!;
    return factory({ set: ctx.set, seat, seed: mixSeed(plan.seed, seat + 1) });
  });
  const tracker = new GameTracker(ctx, tally, state, { game: index, seed: plan.seed });
  const checker = ctx.config.checkInvariants
    ? new InvariantChecker(
        (message) => {
          tally.violations++;
          if (tally.examples.length < MAX_EXAMPLES)
            tally.examples.push({ game: index, seed: plan.seed, action, message });
        },
        state,
        { set: ctx.set, setup: plan.setup, seed: plan.seed },
      )
    : null;
  const maxActions = MAX_ACTIONS_PER_TURN * (ctx.config.turnCap + 1);
  let turn = state.turn.number;
  let turnActions = 0;
  /** Plays per card id in the current turn, to name a loop's card. */
  const turnPlays = new Map<string, number>();
  try {
    while (!state.over) {
      if (action >= maxActions)
        return fail(`no end after ${action} actions (turn ${state.turn.number})`);
      if (state.turn.number !== turn) {
        turn = state.turn.number;
        turnActions = 0;
        turnPlays.clear();
      }
      if (turnActions >= MAX_ACTIONS_PER_TURN) {
        tracker.stoppedInLoop({ actions: turnActions, cardId: mostPlayed(turnPlays) });
        state = stopGame(state).state;
        break;
      }
      const who = state.pending ? state.pending.player : state.turn.seat;
      const legal = legalActions(state, who);
      if (legal.length === 0)
        return fail(`seat ${who + 1} has no legal action while the game goes on`);
      tracker.decision(legal, state.turn.number, state, who);
      const chosen: Action = bots[who]!.choose(new LazyDecision(who, legal, state));
      checker?.chosen(legal, chosen);
      const r = apply(state, chosen);
      action++;
      turnActions++;
      // A turn's plays are counted only once it runs long (a loop's card is named from them):
      // the common turn pays nothing for it.
      if (
        turnActions > MAX_ACTIONS_PER_TURN / 2 &&
        (chosen.type === "play-modifier" ||
          chosen.type === "play-event" ||
          chosen.type === "play-untimely-death")
      ) {
        const id = state.catalog.cards[state.catalog.instances[chosen.card]!]!.card.id;
        turnPlays.set(id, (turnPlays.get(id) ?? 0) + 1);
      }
      if (!r.ok)
        return fail(
          `the engine refused ${JSON.stringify(chosen)}: ${r.error.code} ${r.error.message}`,
        );
      tracker.applied(state, chosen, r.value.state, r.value.events);
      checker?.applied(state, r.value.state, r.value.events);
      state = r.value.state;
    }
  } catch (e) {
    return fail(`engine error: ${messageOf(e)}`);
  }
  tracker.finish(state, plan.bots, plan.families.map(familyKey));
}

/** The card played most often (the first such in play order), or `null` when none was played. */
function mostPlayed(plays: ReadonlyMap<string, number>): string | null {
  let best: string | null = null;
  let most = 0;
  for (const [id, n] of plays) {
    if (n > most) {
      best = id;
      most = n;
    }
  }
  return best;
}
