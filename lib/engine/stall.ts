/**
 * The stall rule, one for the simulator and the table: a watch that follows a game from outside
 * (each deciding seat's legal actions, each applied action) and describes, at any moment, how
 * long nobody has made a play and which cards sit stuck in hands. A game is stalled when nobody
 * made a play in the last {@link STALL_WINDOW} whole turns, or when it reaches
 * {@link STALL_TURN_CAP} turns (the simulator's default cap): `isStalled`. `stopGame` ends such a game as the cap
 * does, scored by the rules.
 */
import type { Action } from "./actions";
import { isPlayAction } from "./actions";
import type { Applied } from "./apply";
import { endGame } from "./death";
import { Draft } from "./draft";
import type { GameState, InstanceId } from "./types";

/**
 * Turns without a play after which a game is stalled; also the turns a card must sit in a hand,
 * in no legal play of its holder, to count as stuck.
 */
export const STALL_WINDOW = 10;

/** Turns after which a game is stalled even while plays go on (the simulator's default cap). */
export const STALL_TURN_CAP = 200;

/** A game as it stood when it stalled (or at any moment the watch is asked). */
export interface Stall<Stuck = { seat: number; instance: InstanceId }> {
  /** The turn it stands at. */
  turn: number;
  drawPile: number;
  discard: number;
  /** Cards in each seat's hand. */
  hands: number[];
  /**
   * Turns since the turn of the last play (R4.2, passes excluded), the turn in progress
   * included (0 during the turn of the last play; `turn` when nobody ever played).
   */
  quietTurns: number;
  deaths: number;
  /**
   * Cards in a hand that arrived there at least {@link STALL_WINDOW} turns ago and were in no
   * legal play of their holder since.
   */
  stuck: Stuck[];
}

/** See the file comment. */
export class StallWatch {
  /** Turn of the last play (passes excluded; 0: none yet). */
  private lastPlayTurn = 0;
  /** Per card instance: the last turn it was in a legal play of a deciding seat (0: never). */
  private readonly lastPlayable: Int32Array;
  /** Per card instance: the turn it last arrived in a hand. */
  private readonly arrived: Int32Array;
  private readonly hands: (readonly InstanceId[])[];

  constructor(start: GameState) {
    const n = start.catalog.instances.length;
    this.lastPlayable = new Int32Array(n);
    this.arrived = new Int32Array(n);
    this.hands = start.seats.map(() => []);
    this.noteHands(start);
  }

  /** Marks the cards of a deciding seat's legal actions (plays, responses, claims) on `turn`. */
  decision(legal: readonly Action[], turn: number): void {
    for (const a of legal) {
      if (
        a.type === "play-modifier" ||
        a.type === "play-event" ||
        a.type === "play-untimely-death" ||
        a.type === "respond"
      )
        this.lastPlayable[a.card] = turn;
      else if (a.type === "claim-story") this.lastPlayable[a.story] = turn;
    }
  }

  /** Follows one applied action (`prev` → `next`). */
  applied(prev: GameState, action: Action, next: GameState): void {
    if (isPlayAction(action) && action.type !== "end-plays") this.lastPlayTurn = prev.turn.number;
    this.noteHands(next);
  }

  /** The game as it stands in `state`: quiet turns and stuck cards by this watch's record. */
  describe(state: GameState): Stall {
    const turn = state.turn.number;
    const since = turn - STALL_WINDOW;
    const stuck: { seat: number; instance: InstanceId }[] = [];
    state.seats.forEach((seat, s) => {
      for (const instance of seat.hand) {
        if (this.arrived[instance]! > since || this.lastPlayable[instance]! > since) continue;
        stuck.push({ seat: s, instance });
      }
    });
    return {
      turn,
      drawPile: state.drawPile.length,
      discard: state.discard.length,
      hands: state.seats.map((x) => x.hand.length),
      quietTurns: Math.max(0, turn - this.lastPlayTurn),
      deaths: state.deaths,
      stuck,
    };
  }

  private noteHands(state: GameState): void {
    state.seats.forEach((seat, s) => {
      const old = this.hands[s]!;
      if (seat.hand === old) return;
      for (const instance of seat.hand)
        if (!old.includes(instance)) this.arrived[instance] = state.turn.number;
      this.hands[s] = seat.hand;
    });
  }
}

/**
 * The stall rule: nobody made a play in the last {@link STALL_WINDOW} whole turns (so a card
 * dealt before them and never playable is stuck by then), or the turn cap is reached.
 */
export function isStalled(stall: Stall, turnCap: number = STALL_TURN_CAP): boolean {
  return stall.quietTurns > STALL_WINDOW || stall.turn >= turnCap;
}

/** Whole turns without a play before the turn in progress. */
export function quietWholeTurns(stall: Stall): number {
  return Math.max(0, stall.quietTurns - 1);
}

/**
 * Ends a game that is still going the way the turn cap does (`over.reason` "turn-limit"):
 * scored by the rules (R9.2, R9.3). A game already over comes back unchanged.
 */
export function stopGame(state: GameState): Applied {
  if (state.over) return { state, events: [] };
  const d = new Draft(state);
  endGame(d, "turn-limit", null);
  return { state: d.state, events: d.events };
}
