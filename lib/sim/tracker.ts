/**
 * Follows one game for the report, from the states and events the engine returns (the
 * simulator is the table, not a player: it may read every hand). It counts plays and draws per
 * card, which cards each seat held, which were ever in a legal play, which effects fired, and
 * how much each play changed the table's self-worth.
 *
 * An effect "fires" when its card did something observable: an immediate effect (on play, on
 * claim, a response) when an event it caused follows its card landing — cards drawn, discarded
 * or taken, a modifier moved, a character killed or returned, a choice asked…; a continuous or
 * persistent effect when the card lies live on a stack (lib/layers `liveEffects`); an on-draw
 * effect when the card is played at once; a while-held effect when its story is claimed; a
 * trigger each time it runs (the engine's `triggered` event).
 */
import type { TriggerEvent } from "../dsl";
import { triggerEventWords } from "../dsl";
import type { Action, GameEvent, GameState, NothingDone } from "../engine";
import {
  isPlayAction,
  liveEffectsOf,
  selfWorth,
  stackSelfWorth,
  StallWatch,
  whyUnplayable,
} from "../engine";
import { CATEGORIES } from "./context";
import { EFFECT_OUTPUT, textOf } from "./tracker-words";
import type { SimContext } from "./context";
import { MAX_STALL_EXAMPLES, UNPLAYABLE } from "./tally";
import type { Tally } from "./tally";
import type { NeverReason } from "./types";

const IMMEDIATE = CATEGORIES.indexOf("immediate");
const CONTINUOUS = CATEGORIES.indexOf("continuous");
const PERSISTENT = CATEGORIES.indexOf("persistent");
const RESPONSE = CATEGORIES.indexOf("response");
const ON_DRAW = CATEGORIES.indexOf("on-draw");
const ON_CLAIM = CATEGORIES.indexOf("on-claim");
const WHILE_HELD = CATEGORIES.indexOf("while-held");
const TRIGGER = CATEGORIES.indexOf("trigger");

const rowCache = new WeakMap<object, Int32Array>();

const NO_PLAY_LEFT = 1 << UNPLAYABLE.indexOf("no-play-left");

/**
 * The happenings a trigger hears, as the tracker notes them from the engine's events (see
 * `GameTracker.heard`): a card landing, an event resolved, a death, a claim.
 */
type Heard =
  | "modifier-landed"
  | "untimely-death-landed"
  | "event-resolved"
  | "character-died"
  | "story-claimed";

/**
 * What a trigger's event is among the noted happenings (any of them will do: the report only
 * says "never happened" when none of its kind did); `null` for a turn's start or end, which
 * every game has.
 */
function heardAs(event: TriggerEvent): readonly Heard[] | null {
  switch (event.kind) {
    case "turn-start":
    case "turn-end":
      return null;
    case "played-on":
      if (event.cardType === "modifier") return ["modifier-landed"];
      if (event.cardType === "untimely-death") return ["untimely-death-landed"];
      return ["modifier-landed", "untimely-death-landed"];
    case "card-played":
      return [event.cardType === "modifier" ? "modifier-landed" : "untimely-death-landed"];
    case "event-played":
      return ["event-resolved"];
    case "character-dies":
      return ["character-died"];
    case "story-claimed":
      return ["story-claimed"];
  }
}

/** Fizzles said the same way whatever the character (the engine's words name it). */
const FIZZLED: Record<NothingDone["kind"], string> = {
  "no-target": "its target could no longer receive it when it landed",
  forbidden: "a lasting effect forbade its target when it landed",
  "condition-false": "its condition did not hold",
};

/** Report row of each card instance of a game's catalog (-1: not a tracked card). */
function rowsOfInstances(ctx: SimContext, state: GameState): Int32Array {
  let rows = rowCache.get(state.catalog);
  if (!rows) {
    const { instances, cards } = state.catalog;
    rows = new Int32Array(instances.length);
    for (let i = 0; i < instances.length; i++) {
      rows[i] = ctx.rowOf.get(cards[instances[i]!]!.card.id) ?? -1;
    }
    rowCache.set(state.catalog, rows);
  }
  return rows;
}

interface Segment {
  row: number;
  instance: number;
  before: GameState;
  mixed: boolean;
}

/** Follows one game; `finish` adds its results to the tally. */
export class GameTracker {
  private readonly rows: Int32Array;
  private readonly nRows: number;
  private readonly held: Uint8Array;
  private readonly playable: Uint8Array;
  /** Per row: bits (`UNPLAYABLE` index) of why the card was in no legal play this game. */
  private readonly unplayable: Uint8Array;
  private hands: (readonly number[])[];
  /** The card whose effect the next effect events belong to, and the category acting. */
  /** Set when the game is stopped inside a turn that would not end. */
  private loop: { actions: number; cardId: string | null } | undefined;
  private current = -1;
  private currentCategory = IMMEDIATE;
  /** The card in its response window / landing, and its type. */
  private landing = -1;
  private landingIsEvent = false;
  private segment: Segment | null = null;
  /** Plays made (R4.2), passes excluded. */
  plays = 0;
  /** The stall rule's record of the game (lib/engine `StallWatch`, shared with the table). */
  private readonly watch: StallWatch;
  /** Whether any card of the set has a trigger (else nothing is heard or listened for). */
  private readonly listens: boolean;
  /** Events seen so far this game: the clock of `heard` and `listening`. */
  private seen = 0;
  /** When each happening a trigger hears last happened (see {@link heardAs}). */
  private readonly heard = new Map<Heard, number>();
  /**
   * Each play of a card with a trigger that then applied on the table (live on the stack it
   * landed on, or a story claimed): the card and when.
   */
  private readonly listening: [number, number][] = [];
  /** Instances whose trigger ran this game. */
  private readonly triggered = new Set<number>();

  constructor(
    private readonly ctx: SimContext,
    private readonly tally: Tally,
    start: GameState,
    private readonly where: { game: number; seed: number } = { game: 0, seed: 0 },
  ) {
    this.listens = ctx.rows.some((row) => row.categories.includes(TRIGGER));
    this.rows = rowsOfInstances(ctx, start);
    this.watch = new StallWatch(start);
    this.nRows = ctx.rows.length;
    this.held = new Uint8Array(start.seats.length * this.nRows);
    this.playable = new Uint8Array(this.nRows);
    this.unplayable = new Uint8Array(this.nRows);
    this.hands = start.seats.map(() => []);
    this.noteHands(start);
  }

  private fire(instance: number, category: number): void {
    const row = this.rows[instance] ?? -1;
    if (row < 0 || category < 0) return;
    this.tally.card.fired[row * CATEGORIES.length + category]!++;
  }

  /**
   * Marks the cards of a seat's decision that are in a legal play (plays and responses), on turn
   * `turn`; with the `state` and its deciding `seat`, notes why the cards of a plays decision not
   * yet playable this game are in none.
   */
  decision(legal: readonly Action[], turn = 0, state?: GameState, seat = -1): void {
    this.watch.decision(legal, turn);
    let last = -1;
    for (let i = 0; i < legal.length; i++) {
      const a = legal[i]!;
      let instance: number;
      if (
        a.type === "play-modifier" ||
        a.type === "play-event" ||
        a.type === "play-untimely-death" ||
        a.type === "respond"
      ) {
        instance = a.card;
      } else if (a.type === "claim-story") {
        instance = a.story;
      } else {
        continue;
      }
      if (instance === last) continue;
      last = instance;
      const row = this.rows[instance] ?? -1;
      if (row >= 0) this.playable[row] = 1;
    }
    if (state && !state.pending && seat >= 0) this.noteUnplayable(state, seat);
  }

  /**
   * Why the cards in `seat`'s hand that were in no legal play yet this game are in none now
   * (lib/engine `whyUnplayable`). Only cards never playable so far are asked about, so once a
   * card was playable in a game it costs nothing more.
   */
  private noteUnplayable(state: GameState, seat: number): void {
    const hand = state.seats[seat]!.hand;
    for (let h = 0; h < hand.length; h++) {
      const instance = hand[h]!;
      const row = this.rows[instance] ?? -1;
      if (row < 0 || this.playable[row] === 1) continue;
      const why = whyUnplayable(state, seat, instance);
      if (why) this.unplayable[row]! |= 1 << UNPLAYABLE.indexOf(why.kind);
    }
  }

  private noteHands(state: GameState): void {
    const { drawn } = this.tally.card;
    state.seats.forEach((seat, s) => {
      const old = this.hands[s]!;
      if (seat.hand === old) return;
      for (const instance of seat.hand) {
        const row = this.rows[instance] ?? -1;
        if (row < 0) continue;
        this.held[s * this.nRows + row] = 1;
        if (!old.includes(instance)) drawn[row]!++;
      }
      this.hands[s] = seat.hand;
    });
  }

  private closeSegment(after: GameState): void {
    const seg = this.segment;
    this.segment = null;
    if (!seg || seg.mixed) return;
    const c = this.tally.card;
    c.measured[seg.row]!++;
    const before = seg.before.characters;
    if (before === after.characters) return;
    let sum = 0;
    let abs = 0;
    for (let i = 0; i < after.characters.length; i++) {
      if (before[i]!.stack === after.characters[i]!.stack) continue;
      // The engine's own reading (memoised by stack content): both stacks were read already. The
      // state before is read by its stack alone: its table is long gone from the engine's memo.
      const d = selfWorth(after, i) - stackSelfWorth(after.catalog, before[i]!.stack);
      sum += d;
      abs += Math.abs(d);
    }
    c.swSum[seg.row]! += sum;
    c.swAbs[seg.row]! += abs;
  }

  /** Follows one applied action. */
  applied(prev: GameState, action: Action, next: GameState, events: readonly GameEvent[]): void {
    const c = this.tally.card;
    if (isPlayAction(action)) {
      this.current = -1;
      this.landing = -1;
      if (action.type !== "end-plays") this.plays++;
    }
    let lasting: [number, number][] | null = null;
    let landed: [number, number][] | null = null;
    for (const e of events) {
      if (this.listens) {
        this.seen++;
        this.hear(prev, e);
      }
      switch (e.type) {
        case "card-played": {
          const row = this.rows[e.card.instance] ?? -1;
          if (row >= 0) c.plays[row]!++;
          this.landing = e.card.instance;
          this.landingIsEvent = e.as === "event";
          this.current = this.landingIsEvent ? e.card.instance : -1;
          this.currentCategory = IMMEDIATE;
          if (this.segment) this.segment.mixed = true;
          else if (row >= 0)
            this.segment = { row, instance: e.card.instance, before: prev, mixed: false };
          break;
        }
        case "responded": {
          const row = this.rows[e.card.instance] ?? -1;
          if (row >= 0) c.plays[row]!++;
          this.current = e.card.instance;
          this.currentCategory = RESPONSE;
          break;
        }
        case "cancelled":
          this.fire(e.by.instance, RESPONSE);
          if (e.card.instance === this.landing) this.landing = -1;
          break;
        case "event-resolved":
          if (e.card.instance === this.landing) {
            this.landing = -1;
            this.current = -1;
          } else if (e.card.instance === this.current) {
            // A response finished: back to the card in the window, if it still resolves.
            this.current = this.landing >= 0 && this.landingIsEvent ? this.landing : -1;
            this.currentCategory = IMMEDIATE;
          }
          break;
        case "modifier-placed":
          this.current = e.card.instance;
          this.currentCategory = IMMEDIATE;
          (lasting ??= []).push([e.card.instance, e.character]);
          if (this.listens) (landed ??= []).push([e.card.instance, e.character]);
          break;
        case "died":
          if (e.by && e.by.instance === this.landing) {
            this.current = this.landing;
            this.currentCategory = IMMEDIATE;
          } else if (this.current >= 0) {
            this.fire(this.current, this.currentCategory);
          }
          break;
        case "fizzled":
          this.because(
            e.card.instance,
            e.why?.kind === "forbidden" ? "forbidden" : "no-target",
            FIZZLED[e.why?.kind ?? "no-target"],
          );
          if (e.card.instance === this.landing) this.landing = -1;
          this.current = -1;
          break;
        case "step-skipped":
          if (!e.card) break;
          if (e.why?.kind === "condition-false")
            this.because(
              e.card.instance,
              "condition-never-held",
              textOf(e.why.condition, this.ctx.set.rules.familyWord),
            );
          else if (e.why?.kind === "forbidden")
            this.because(e.card.instance, "forbidden", e.reason);
          else this.because(e.card.instance, "no-target", e.reason);
          break;
        case "story-claimed": {
          const row = this.rows[e.story.instance] ?? -1;
          if (row >= 0) {
            c.plays[row]!++;
            // A story is "held" by the seats that claimed it (its value: their win rate).
            this.held[e.player * this.nRows + row] = 1;
          }
          this.fire(e.story.instance, WHILE_HELD);
          if (row >= 0 && this.ctx.rows[row]!.categories.includes(TRIGGER))
            this.listen(e.story.instance);
          this.current = e.story.instance;
          this.currentCategory = ON_CLAIM;
          break;
        }
        case "drawn-at-once": {
          const row = this.rows[e.card.instance] ?? -1;
          if (row >= 0) c.drawn[row]!++;
          this.fire(e.card.instance, ON_DRAW);
          this.current = -1;
          break;
        }
        case "triggered":
          this.fire(e.card.instance, TRIGGER);
          this.triggered.add(e.card.instance);
          // What the trigger does is its own: not an output of the card that was landing.
          this.current = -1;
          break;
        case "plays-ended":
        case "turn-started":
          this.current = -1;
          this.landing = -1;
          break;
        case "choice":
          // A response window's prompt is the rules asking, not the card's effect doing something.
          if (this.current >= 0 && e.kind !== "response")
            this.fire(this.current, this.currentCategory);
          break;
        default:
          if (e.type === "modifier-moved") (lasting ??= []).push([e.card.instance, e.to]);
          if (this.current >= 0 && EFFECT_OUTPUT.has(e.type))
            this.fire(this.current, this.currentCategory);
          // A story returned by an effect (a claim returns one too, as its own play).
          else if (
            this.current >= 0 &&
            e.type === "story-returned" &&
            action.type !== "claim-story"
          )
            this.fire(this.current, this.currentCategory);
      }
    }
    if (lasting) this.noteLasting(next, lasting);
    if (landed) this.noteListening(next, landed);
    this.noteHands(next);
    this.watch.applied(prev, action, next);
    const seg = this.segment;
    if (seg && !(next.pending && next.pending.source === seg.instance && !next.over))
      this.closeSegment(next);
  }

  /** Notes a happening a trigger hears (see {@link heardAs}) from one engine event. */
  private hear(prev: GameState, e: GameEvent): void {
    let what: Heard | null = null;
    if (e.type === "modifier-placed") what = "modifier-landed";
    else if (e.type === "event-resolved") what = "event-resolved";
    else if (e.type === "story-claimed") what = "story-claimed";
    else if (e.type === "died") {
      this.heard.set("character-died", this.seen);
      const { cards, instances } = prev.catalog;
      const by = e.by && cards[instances[e.by.instance]!]!.card.type;
      if (by === "untimely-death") what = "untimely-death-landed";
    }
    if (what !== null) this.heard.set(what, this.seen);
  }

  /** A card with a trigger was played and applies on the table: its event may happen now. */
  private listen(instance: number): void {
    this.listening.push([instance, this.seen]);
  }

  /**
   * Modifiers just landed whose trigger applies there: live on the stack, like a lasting effect
   * (its text visible, or for `while persistent,` its icon or reminder).
   */
  private noteListening(state: GameState, landed: readonly [number, number][]): void {
    for (const [instance, ch] of landed) {
      const row = this.rows[instance] ?? -1;
      if (row < 0 || !this.ctx.rows[row]!.categories.includes(TRIGGER)) continue;
      const index = state.characters[ch]?.stack.indexOf(instance) ?? -1;
      if (ch >= state.characters.length) continue;
      if (liveEffectsOf(state, ch).some((l) => l.index === index && l.live)) this.listen(instance);
    }
  }

  /**
   * The plays of cards with a trigger that applied on the table and never ran this game: one
   * whose event did not happen at all after it counts `event-never-happened`, per play, in the
   * set's words.
   */
  private noteUnheard(final: GameState): void {
    const { cards, instances } = final.catalog;
    for (const [instance, since] of this.listening) {
      if (this.triggered.has(instance)) continue;
      for (const ability of cards[instances[instance]!]!.ir?.abilities ?? []) {
        if (ability.category !== "trigger" || !ability.trigger) continue;
        const kinds = heardAs(ability.trigger.event);
        if (kinds === null || kinds.some((k) => (this.heard.get(k) ?? -1) > since)) continue;
        this.because(instance, "event-never-happened", triggerEventWords(ability.trigger.event));
        break;
      }
    }
  }

  /** Continuous and persistent effects of cards just put on a stack: live there now? */
  private noteLasting(state: GameState, placed: readonly [number, number][]): void {
    for (const [instance, ch] of placed) {
      const row = this.rows[instance] ?? -1;
      const info = row >= 0 ? this.ctx.rows[row] : undefined;
      if (!info || !info.categories.some((k) => k === CONTINUOUS || k === PERSISTENT)) continue;
      // The report only says whether a lasting effect ever fired: once seen, stop looking.
      const fired = this.tally.card.fired;
      const at = row * CATEGORIES.length;
      if (
        info.categories.every((k) => (k !== CONTINUOUS && k !== PERSISTENT) || fired[at + k]! > 0)
      )
        continue;
      if (ch >= state.characters.length) continue;
      for (const live of liveEffectsOf(state, ch)) {
        if (live.cardId !== info.cardId) continue;
        if (!live.live) {
          this.tally.card.covered[row]!++;
          continue;
        }
        if (live.kind === "continuous") this.fire(instance, CONTINUOUS);
        if (live.kind === "persistent") this.fire(instance, PERSISTENT);
      }
    }
  }

  /**
   * Counts a reason for a card's effect doing nothing (`detail`: its text, see `NeverReason`);
   * a trigger whose event never happened is counted at the end of the game (`noteUnheard`).
   */
  because(instance: number, kind: NeverReason["kind"], detail: string): void {
    const row = this.rows[instance] ?? -1;
    if (row < 0) return;
    const key = `${row}\t${kind}\t${detail}`;
    this.tally.reasons[key] = (this.tally.reasons[key] ?? 0) + 1;
  }

  /** The game is being stopped inside a turn that would not end (`StalledGame.loop`). */
  stoppedInLoop(loop: { actions: number; cardId: string | null }): void {
    this.loop = loop;
  }

  /** A game stopped by the turn cap: what it was stuck on (the stall rule's description). */
  private noteStall(final: GameState): void {
    const st = this.tally.stall;
    const stall = this.watch.describe(final);
    if (this.loop) st.loops++;
    st.drawPile += stall.drawPile;
    if (stall.drawPile === 0) st.drawPileEmpty++;
    st.quietTurns += stall.quietTurns;
    for (const n of stall.hands) st.hands += n;
    const stuck: { seat: number; cardId: string }[] = [];
    const seen = new Uint8Array(this.nRows);
    for (const { seat, instance } of stall.stuck) {
      const row = this.rows[instance] ?? -1;
      if (row < 0) continue;
      stuck.push({ seat, cardId: this.ctx.rows[row]!.cardId });
      if (seen[row] === 0) st.stuck[row]!++;
      seen[row] = 1;
    }
    if (st.examples.length < MAX_STALL_EXAMPLES)
      st.examples.push({
        game: this.where.game,
        seed: this.where.seed,
        ...stall,
        stuck,
        ...(this.loop ? { loop: this.loop } : {}),
      });
  }

  /** Adds the finished game to the tally. */
  finish(final: GameState, bots: readonly string[], families: readonly string[]): void {
    const t = this.tally;
    this.closeSegment(final);
    this.noteUnheard(final);
    const seats = final.seats.length;
    for (let row = 0; row < this.nRows; row++) {
      t.card.playable[row]! += this.playable[row]!;
      for (let s = 0; s < seats; s++) {
        if (this.held[s * this.nRows + row] === 0) continue;
        t.card.heldGames[row]!++;
        break;
      }
      let bits = this.playable[row] === 1 ? 0 : this.unplayable[row]!;
      // Out of plays is the holder's moment, not the card's: said only when nothing else was.
      if (bits !== NO_PLAY_LEFT) bits &= ~NO_PLAY_LEFT;
      for (let k = 0; bits !== 0 && k < UNPLAYABLE.length; k++)
        if (bits & (1 << k)) t.card.unplayable[row * UNPLAYABLE.length + k]!++;
    }
    t.games++;
    const over = final.over;
    if (!over || over.reason === "turn-limit") {
      t.stalled++;
      this.noteStall(final);
      return;
    }
    t.finished++;
    if (over.reason === "exhausted") t.exhausted++;
    if (over.winners.length > 1) t.sharedWins++;
    t.turns[final.turn.number] = (t.turns[final.turn.number] ?? 0) + 1;
    t.plays[this.plays] = (t.plays[this.plays] ?? 0) + 1;
    final.seats.forEach((_, seat) => {
      const won = over.winners.includes(seat) ? 1 : 0;
      t.seatGames[seat]!++;
      t.seatWins[seat]! += won;
      const family = families[seat]!;
      const bot = bots[seat]!;
      t.familyGames[family] = (t.familyGames[family] ?? 0) + 1;
      t.familyWins[family] = (t.familyWins[family] ?? 0) + won;
      t.botGames[bot] = (t.botGames[bot] ?? 0) + 1;
      t.botWins[bot] = (t.botWins[bot] ?? 0) + won;
      t.seatsTotal++;
      t.winsTotal += won;
      const base = seat * this.nRows;
      for (let row = 0; row < this.nRows; row++) {
        if (this.held[base + row] === 0) continue;
        t.card.heldBy[row]!++;
        t.card.heldWins[row]! += won;
      }
    });
  }
}
