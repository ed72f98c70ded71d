/**
 * The life of a played card (R5, R6.5, R7.3): it waits in "resolving" through its response
 * window, then lands — a modifier on its character, an event in the discard pile after its
 * effect, an untimely death on its character, killing it — and its immediate abilities run,
 * resolved by the target's controller (R6.1). A cancelled card is discarded with no effect.
 */
import { cardTypeWithArticle } from "../model";
import { cardOf, nameOf } from "./catalog";
import { deathsBefore, noteDeaths } from "./death";
import type { Draft } from "./draft";
import type { EngineError } from "./errors";
import type { NothingDone } from "./events";
import { forbiddenEverywhere } from "./lasting";
import { filterRefusal, modifierRefusal, untimelyDeathRefusal } from "./legality";
import { memosOn } from "./memos";
import { pushAbilities } from "./interpreter/run-ability";
import { seatsFrom } from "./interpreter/op-kit";
import type { CardType } from "../model";
import type {
  Catalog,
  GameState,
  OnDrawTask,
  PlayRecord,
  ResolvePlayTask,
  TriggerTask,
  WindowTask,
} from "./types";
import { fireTriggers, lastWords, pushTriggers, triggersOf } from "./triggers";
import { takeFromResolving, toDiscard, toResolving } from "./zones";

/** Whether `seat` holds a response that cancels cards of `type` (R6.5). */
function holdsResponse(state: GameState, seat: number, type: CardType): boolean {
  const hand = state.seats[seat]?.hand;
  if (!hand) return false;
  const { cards, instances } = state.catalog;
  for (let i = 0; i < hand.length; i++) {
    if (cards[instances[hand[i]!]!]!.cancels.includes(type)) return true;
  }
  return false;
}

const cancellable = new WeakMap<Catalog, ReadonlySet<CardType>>();

/** The card types some card of the set cancels (public knowledge: anyone may read the cards). */
function cancellableTypes(catalog: Catalog): ReadonlySet<CardType> {
  let types = memosOn() ? cancellable.get(catalog) : undefined;
  if (!types) {
    types = new Set(catalog.cards.flatMap((c) => c.cancels));
    if (memosOn()) cancellable.set(catalog, types);
  }
  return types;
}

/**
 * Who a play's response window asks, in seat order starting left of the active player (R6.5):
 * with `responseWindows: "everyone"`, every other player, as long as some card of the set could
 * answer the card's type (so being asked reveals nothing about a hand); with `"holders"`, every
 * other player too, but only when one of them holds a response now — `runWindow` then skips
 * those not holding one when their turn to answer comes. None in a beginner game, or while events
 * (responses are events) are forbidden.
 */
function respondersTo(state: GameState, play: PlayRecord): number[] {
  if (state.rules.beginner || forbiddenEverywhere(state, "event")) return [];
  if (!cancellableTypes(state.catalog).has(play.cardType)) return [];
  const others = seatsFrom(state.seats.length, state.turn.seat + 1).filter(
    (p) => p !== play.player,
  );
  if (state.responseWindows === "everyone") return others;
  return others.some((p) => holdsResponse(state, p, play.cardType)) ? others : [];
}

/**
 * Starts a play whose card is already out of the hand: puts it in "resolving", announces it,
 * and schedules its response window then its landing.
 */
export function beginPlay(d: Draft, play: PlayRecord, free: boolean): void {
  if (!play.atOnce) toResolving(d, play.card);
  d.emit({
    type: "card-played",
    player: play.player,
    card: d.ref(play.card),
    as: play.cardType,
    target: play.target,
    free,
    atOnce: play.atOnce,
  });
  d.pushTask({ kind: "resolve-play", play });
  d.pushTask({ kind: "window", card: play.card, responders: null });
}

function playOf(d: Draft, card: number): PlayRecord | undefined {
  for (let i = d.state.tasks.length - 1; i >= 0; i--) {
    const t = d.state.tasks[i]!;
    if (t.kind === "resolve-play" && t.play.card === card) return t.play;
  }
  return undefined;
}

/**
 * Opens or continues a response window: asks the next player still to answer. With
 * `responseWindows: "holders"` a player holding no response when their turn comes is passed over
 * without being asked; with `"everyone"` they are asked and may only pass. Either way the same
 * answers give the same game, and passing draws nothing from the RNG.
 */
export function runWindow(d: Draft, task: WindowTask): void {
  const play = playOf(d, task.card);
  if (!play || play.cancelled) return;
  let responders = task.responders;
  if (responders === null) {
    responders = respondersTo(d.state, play);
    if (responders.length > 0) {
      const players =
        d.state.responseWindows === "everyone"
          ? responders
          : responders.filter((p) => holdsResponse(d.state, p, play.cardType));
      d.emit({ type: "response-window", card: d.ref(play.card), players });
    }
  }
  if (d.state.responseWindows === "holders") {
    let k = 0;
    while (k < responders.length && !holdsResponse(d.state, responders[k]!, play.cardType)) k++;
    if (k > 0) responders = responders.slice(k);
  }
  const next = responders[0];
  if (next === undefined) return;
  d.pushTask({ kind: "window", card: task.card, responders });
  d.state.pending = null;
  d.setPending({
    kind: "response",
    player: next,
    prompt: `${d.seat(play.player).name} plays '${nameOf(d.state.catalog, play.card)}' — respond or pass`,
    options: [],
    source: play.card,
  });
}

function fizzle(d: Draft, play: PlayRecord, reason: string, why?: NothingDone): void {
  toDiscard(d, [play.card]);
  d.emit(
    why
      ? { type: "fizzled", card: d.ref(play.card), reason, why }
      : { type: "fizzled", card: d.ref(play.card), reason },
  );
}

/** What a refusal to land a card says as data: forbidden by a lasting effect, or no target. */
function refusalWhy(refusal: EngineError): NothingDone {
  return refusal.code === "move/forbidden" ? { kind: "forbidden" } : { kind: "no-target" };
}

/** No trigger set off (a set without triggers builds no happenings: `catalog.uses.triggers`). */
const NO_TRIGGERS: readonly TriggerTask[] = [];

/** Lands a played card once its window closed. */
export function resolvePlay(d: Draft, { play }: ResolvePlayTask): void {
  const card = play.card;
  if (play.cancelled) {
    takeFromResolving(d, card);
    toDiscard(d, [card]);
    return;
  }
  if (play.cardType === "event") {
    // Its triggers run once the event has resolved and gone to the discard pile.
    if (d.state.catalog.uses.triggers)
      fireTriggers(d, [{ kind: "event-played", player: play.player, card }]);
    d.pushTask({ kind: "finish-event", card });
    pushAbilities(d, card, ["immediate"], play.resolver, null);
    return;
  }
  takeFromResolving(d, card);
  switch (play.cardType) {
    case "modifier": {
      const target = play.target!;
      const refusal = modifierRefusal(d.state, target) ?? filterRefusal(d.state, target, card);
      if (refusal) return fizzle(d, play, refusal.message, refusalWhy(refusal));
      // Triggers read as the card is played, before it lands and covers anything.
      const fired = d.state.catalog.uses.triggers
        ? triggersOf(d.state, [
            { kind: "played-on", cardType: "modifier", character: target, card },
            { kind: "card-played", cardType: "modifier", player: play.player, card },
          ])
        : NO_TRIGGERS;
      d.patchCharacter(target, { stack: [...d.character(target).stack, card] });
      d.emit({ type: "modifier-placed", card: d.ref(card), character: target });
      pushTriggers(d, fired);
      pushAbilities(d, card, ["immediate"], d.character(target).owner, target);
      return;
    }
    case "untimely-death": {
      const target = play.target!;
      const refusal = untimelyDeathRefusal(d.state, target) ?? filterRefusal(d.state, target, card);
      if (refusal) return fizzle(d, play, refusal.message, refusalWhy(refusal));
      const before = deathsBefore(d, [target]);
      const fired = d.state.catalog.uses.triggers
        ? triggersOf(d.state, [
            { kind: "played-on", cardType: "untimely-death", character: target, card },
            { kind: "card-played", cardType: "untimely-death", player: play.player, card },
          ])
        : NO_TRIGGERS;
      d.patchCharacter(target, { stack: [...d.character(target).stack, card] });
      noteDeaths(d, [target], before, card);
      if (d.state.over) return;
      pushTriggers(d, lastWords(d.state, fired, target));
      pushAbilities(d, card, ["immediate"], d.character(target).owner, target);
      return;
    }
    default:
      fizzle(d, play, `${cardTypeWithArticle(play.cardType)} cannot be played`);
  }
}

/** Discards a resolved event or response (R5.3). */
export function finishEvent(d: Draft, card: number): void {
  if (!takeFromResolving(d, card)) return;
  toDiscard(d, [card]);
  d.emit({ type: "event-resolved", card: d.ref(card) });
}

/** A queued drawn card: its on-draw abilities, then (for `play at once`) its play (R4.6). */
export function startOnDraw(d: Draft, item: OnDrawTask): void {
  const c = cardOf(d.state.catalog, item.card);
  if (c.atOnce && c.card.type === "event" && d.state.resolving.includes(item.card)) {
    d.pushTask({ kind: "play-at-once", card: item.card, player: item.player });
  }
  pushAbilities(d, item.card, ["on-draw"], item.player, null);
}

/** Plays a card drawn with `play at once` as an event of its drawer (R4.6). */
export function playAtOnce(d: Draft, card: number, player: number): void {
  beginPlay(
    d,
    {
      card,
      cardType: "event",
      player,
      target: null,
      resolver: player,
      cancelled: false,
      atOnce: true,
    },
    false,
  );
}
