/**
 * Events: what happened during an `apply`, in order, for animation, logs and bots. Some carry
 * secrets (a drawn card, a hand looked at); `eventsFor` strips them for everyone who may not see
 * them, so a server can send each player only their own stream.
 */
import type { Condition } from "../dsl";
import type { TriggerEvent } from "../dsl";
import type { CardType } from "../model";
import { keptFrom } from "./secrets";
import type {
  CardChoiceZone,
  CharacterId,
  GameOver,
  InstanceId,
  PendingKind,
  PendingSecret,
} from "./types";

/** A card instance with the id of its card (what a face-up card shows). */
export interface CardRef {
  instance: InstanceId;
  cardId: string;
}

/**
 * Why a play or a step did nothing, as data (the event's `reason` says it in words): lib/sim's
 * report counts these to tell a designer why an effect never fired. Absent on a `step-skipped`
 * event, the step had nothing to act on (`no-target`). References only (a `Condition` of the
 * catalog's IR), never built text: recording it costs nothing.
 */
export type NothingDone =
  /** No character, card or player could be chosen (a choice with no legal candidate). */
  | { kind: "no-target" }
  /** An `if` step whose condition did not hold when reached (R6.6). */
  | { kind: "condition-false"; condition: Condition }
  /** A lasting effect forbids it (R10). */
  | { kind: "forbidden" };

/** Every event the engine emits. Fields named `cards`/`card` marked secret are filtered. */
export type GameEvent =
  | { type: "turn-started"; player: number; turn: number }
  | { type: "turn-skipped"; player: number }
  | { type: "draw-step-skipped"; player: number }
  | { type: "plays-ended"; player: number }
  | {
      type: "card-played";
      player: number;
      card: CardRef;
      as: CardType;
      target: CharacterId | null;
      free: boolean;
      atOnce: boolean;
    }
  | { type: "response-window"; card: CardRef; players: number[] }
  | { type: "responded"; player: number; card: CardRef; to: CardRef }
  | { type: "passed-response"; player: number }
  | { type: "cancelled"; card: CardRef; by: CardRef }
  | { type: "fizzled"; card: CardRef; reason: string; why?: NothingDone }
  | { type: "modifier-placed"; card: CardRef; character: CharacterId }
  | { type: "event-resolved"; card: CardRef }
  | { type: "died"; character: CharacterId; by: CardRef | null }
  | { type: "returned-to-life"; character: CharacterId }
  /** Secret: `cards` only for `player`. */
  | { type: "drew"; player: number; count: number; cards?: CardRef[] }
  | { type: "drawn-at-once"; player: number; card: CardRef }
  | { type: "reshuffled"; count: number }
  | { type: "discarded"; player: number; cards: CardRef[]; hand: boolean }
  /** Secret: `cards` only for `player` and `from`. */
  | { type: "took-cards"; player: number; from: number; count: number; cards?: CardRef[] }
  /** Secret: `cards` only for `player`. */
  | { type: "looked-at-hand"; player: number; of: number; cards?: CardRef[] }
  | { type: "swapped-hands"; players: [number, number] }
  | { type: "free-plays-gained"; player: number; count: number; cardType: CardType | null }
  | { type: "skip-added"; player: number; phase: "turn" | "draw-step" }
  | { type: "modifier-moved"; card: CardRef; from: CharacterId; to: CharacterId }
  | { type: "modifier-discarded"; card: CardRef; character: CharacterId }
  | { type: "stacks-swapped"; characters: [CharacterId, CharacterId] }
  | { type: "top-modifiers-swapped"; characters: [CharacterId, CharacterId] }
  | { type: "untimely-death-moved"; card: CardRef; from: CharacterId; to: CharacterId }
  | { type: "discard-shuffled-into-draw"; count: number }
  | { type: "searched-discard"; player: number; card: CardRef }
  | { type: "story-claimed"; player: number; story: CardRef; from: "centre" | number }
  | { type: "story-returned"; player: number; story: CardRef }
  /** Secret: `cards` only for `player` (who passed them) and `to` (who received them). */
  | { type: "passed-cards"; player: number; to: number; count: number; cards?: CardRef[] }
  /** Secret: `cards` (the top of the draw pile, top first) only for `player`. */
  | { type: "looked-at-draw"; player: number; count: number; cards?: CardRef[] }
  /** Looked-at cards discarded from the top of the draw pile, face up. */
  | { type: "discarded-from-draw"; player: number; cards: CardRef[] }
  /** The looked-at cards went back on the draw pile (in an order only `player` knows). */
  | { type: "draw-top-returned"; player: number; count: number; reordered: boolean }
  | { type: "stack-shuffled-into-draw"; character: CharacterId; cards: CardRef[] }
  /** An effect took a story (not a claim): from the centre or from another player. */
  | { type: "story-taken"; player: number; story: CardRef; from: "centre" | number }
  /** Secret with `secret`: `prompt` (naming a hidden card) only for `secret.holder`. */
  | {
      type: "choice";
      player: number;
      kind: PendingKind;
      prompt: string;
      zone?: CardChoiceZone;
      secret?: PendingSecret;
    }
  /** Secret with `holder`: `card` (hidden in that hand, `null`: the draw pile) only for `holder`. */
  | {
      type: "step-skipped";
      card?: CardRef;
      reason: string;
      holder?: number | null;
      why?: NothingDone;
    }
  /**
   * A die rolled by `player` for `card`'s effect: public, the result too. Secret with `holder`
   * (a card resolving from a hand): `card` only for `holder`.
   */
  | {
      type: "rolled";
      player: number;
      card?: CardRef;
      sides: number;
      result: number;
      holder?: number | null;
    }
  /**
   * A trigger ability runs (triggers.ts): `card` on `character` (`null`: a held story), resolved
   * by `player`; `about` is what happened (see `TriggerTask.about`).
   */
  | {
      type: "triggered";
      player: number;
      card: CardRef;
      character: CharacterId | null;
      trigger: TriggerEvent;
      about: number;
    }
  /** Triggers set off more than `limit` times in one play: no more fire until the next play. */
  | { type: "triggers-stopped"; limit: number }
  | { type: "game-over"; over: GameOver };

/** The `type` of any event. */
export type GameEventType = GameEvent["type"];

/**
 * The events as `viewer` may see them: secrets of others removed (a drawn card's identity only
 * to its drawer; a hand or the top of the draw pile looked at only to the looker; taken or
 * passed cards only to the two players; a
 * card that asks or skips a step from a hand only to that hand's holder).
 */
export function eventsFor(events: readonly GameEvent[], viewer: number | "spectator"): GameEvent[] {
  return events.map((e) => redact(e, viewer));
}

function redact(e: GameEvent, viewer: number | "spectator"): GameEvent {
  switch (e.type) {
    case "drew":
    case "looked-at-hand":
      if (e.player === viewer || e.cards === undefined) return e;
      return withoutCards(e);
    case "took-cards":
      if (e.player === viewer || e.from === viewer || e.cards === undefined) return e;
      return withoutCards(e);
    case "passed-cards":
      if (e.player === viewer || e.to === viewer || e.cards === undefined) return e;
      return withoutCards(e);
    case "looked-at-draw":
      if (e.player === viewer || e.cards === undefined) return e;
      return withoutCards(e);
    case "choice": {
      if (!e.secret || !keptFrom(e.secret, viewer)) return e;
      const { secret, ...rest } = e;
      return { ...rest, prompt: viewer === e.player ? secret.asked : secret.table };
    }
    case "step-skipped":
      if (e.holder === undefined || e.holder === viewer) return e;
      return { type: "step-skipped", reason: e.reason };
    case "rolled": {
      if (e.holder === undefined || e.holder === viewer) return e;
      const { card: _card, ...rest } = e;
      return rest;
    }
    default:
      return e;
  }
}

function withoutCards<T extends { cards?: CardRef[] }>(e: T): T {
  const copy = { ...e };
  delete copy.cards;
  return copy;
}
