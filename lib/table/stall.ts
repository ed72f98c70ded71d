/**
 * A stalled game at the table: the stall rule the simulator uses (lib/engine `StallWatch`,
 * `isStalled`) followed action by action, plus the cards that played themselves as soon as
 * drawn since the last play (what keeps a thin deck looping), and the notice in the set's
 * words. Pure: the session feeds it each state's legal actions and each applied action.
 */
import type { Action, GameEvent, GameState, Stall } from "../engine";
import {
  isPlayAction,
  isStalled,
  legalActions,
  quietWholeTurns,
  STALL_WINDOW,
  StallWatch,
} from "../engine";
import type { VellumSet } from "../model";
import { plural, wordList } from "../model";
import { deciderOf } from "./decisions";

/** A stalled game as the table tells it. */
export interface StallNotice {
  stall: Stall;
  /** Cards played as soon as drawn since the last play, by card, most often first. */
  atOnce: { cardId: string; times: number }[];
  /** A heading sentence and the details, in the set's words. */
  title: string;
  lines: string[];
}

/** See the file comment. */
export class TableStallWatch {
  private readonly watch: StallWatch;
  private atOnce = new Map<string, number>();

  constructor(start: GameState, startLegal: readonly Action[]) {
    this.watch = new StallWatch(start);
    this.watch.decision(startLegal, start.turn.number);
  }

  /**
   * Follows one applied action: `events` are what it caused, `nextLegal` the legal actions of
   * whoever decides in `next` (none when nobody does).
   */
  follow(
    prev: GameState,
    action: Action,
    next: GameState,
    events: readonly GameEvent[],
    nextLegal: readonly Action[],
  ): void {
    if (isPlayAction(action) && action.type !== "end-plays") this.atOnce = new Map();
    for (const e of events)
      if (e.type === "card-played" && e.atOnce)
        this.atOnce.set(e.card.cardId, (this.atOnce.get(e.card.cardId) ?? 0) + 1);
    this.watch.applied(prev, action, next);
    this.watch.decision(nextLegal, next.turn.number);
  }

  /** The notice when `state` is stalled by the rule, else null. */
  notice(state: GameState, set: VellumSet): StallNotice | null {
    if (state.over) return null;
    const stall = this.watch.describe(state);
    if (!isStalled(stall)) return null;
    const atOnce = [...this.atOnce]
      .map(([cardId, times]) => ({ cardId, times }))
      .sort((a, b) => b.times - a.times || a.cardId.localeCompare(b.cardId));
    return { stall, atOnce, ...stallWords(stall, atOnce, state, set) };
  }
}

/** The notice's heading and details for a stall, naming the set's cards and the seats. */
export function stallWords(
  stall: Stall,
  atOnce: readonly { cardId: string; times: number }[],
  state: GameState,
  set: VellumSet,
): { title: string; lines: string[] } {
  const cardName = (id: string) => set.cards.find((c) => c.id === id)?.name ?? id;
  const seatName = (s: number) => state.seats[s]?.name ?? `Seat ${s + 1}`;
  const idOf = (instance: number) =>
    state.catalog.cards[state.catalog.instances[instance]!]!.card.id;
  const quiet = quietWholeTurns(stall);
  const title =
    quiet >= STALL_WINDOW
      ? `This game is stuck: nobody has made a play for ${plural(quiet, "turn")}.`
      : `This game has reached turn ${stall.turn} without ending.`;
  const lines: string[] = [];
  if (atOnce.length > 0)
    lines.push(
      `Since the last play, only cards played as soon as drawn: ${wordList(atOnce.map((a) => `${cardName(a.cardId)} (${plural(a.times, "time")})`))}.`,
    );
  if (stall.stuck.length > 0) {
    // Per seat, each card once with its copies: "Fell Down the Well ×3 (Ann)".
    const bySeat = new Map<number, Map<string, number>>();
    for (const s of stall.stuck) {
      const cards = bySeat.get(s.seat) ?? new Map<string, number>();
      const name = cardName(idOf(s.instance));
      cards.set(name, (cards.get(name) ?? 0) + 1);
      bySeat.set(s.seat, cards);
    }
    const held = [...bySeat].map(
      ([seat, cards]) =>
        `${wordList([...cards].map(([name, n]) => (n === 1 ? name : `${name} ×${n}`)))} (${seatName(seat)})`,
    );
    lines.push(
      `Stuck in hands, in no legal play for the last ${STALL_WINDOW} turns: ${wordList(held)}.`,
    );
  } else if (stall.hands.every((n) => n === 0)) {
    lines.push("Every hand is empty.");
  } else {
    lines.push(
      quiet >= STALL_WINDOW
        ? "No card is stuck in a hand: the players could play but passed."
        : "Plays go on, but none of them brings the end nearer.",
    );
  }
  lines.push(
    `The draw pile holds ${plural(stall.drawPile, "card")} and the discard pile ${plural(stall.discard, "card")}; ${stall.deaths === 0 ? "no character has" : plural(stall.deaths, "character has", "characters have")} died.`,
  );
  lines.push(
    `Ending it now scores it as the rules say: the lowest ${set.rules.familyWord} value wins.`,
  );
  return { title, lines };
}

/** The legal actions of whoever decides in `state` (none when nobody does). */
function deciderLegal(state: GameState): readonly Action[] {
  const seat = deciderOf(state);
  return seat === null ? [] : legalActions(state, seat);
}

/** A watch started on `start`, before anyone acts. */
export function startWatch(start: GameState): TableStallWatch {
  return new TableStallWatch(start, deciderLegal(start));
}

/** Follows one applied action with `watch` (the next decider's legal actions read here). */
export function followAction(
  watch: TableStallWatch,
  prev: GameState,
  action: Action,
  next: GameState,
  events: readonly GameEvent[],
): void {
  watch.follow(prev, action, next, events, deciderLegal(next));
}

/** A watch that has followed a replayed game (`steps` of `actions`: a resume, an undo). */
export function watchReplayed(
  steps: { states: readonly GameState[]; events: readonly (readonly GameEvent[])[] },
  actions: readonly Action[],
): TableStallWatch {
  const watch = startWatch(steps.states[0]!);
  steps.events.forEach((events, i) =>
    followAction(watch, steps.states[i]!, actions[i]!, steps.states[i + 1]!, events),
  );
  return watch;
}
