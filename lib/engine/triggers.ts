/**
 * Triggers (`at the start of your turn:`, `whenever …:`): when something happens, every trigger
 * ability that applies now and waits for it is set off, in a defined order, as a `trigger` task
 * on the agenda; when its turn comes it runs as an ability of its card, resolved by the
 * controller of the character the card is on (R6.1) or by the story's holder.
 *
 * A trigger applies while lib/layers reads it live on a living character's stack — its text
 * visible, or (`while persistent,`) its persistent icon or reminder — the same reading as every
 * lasting effect (analysis.ts `StackFacts.lasting`), or while its story is held (R8.4). That is
 * read when the thing happens — for a card played on a character, as it is played, before it
 * lands and covers anything (R6.6's moment) — and the trigger then runs when its turn comes if
 * its card is still on the same living character (or the story still held by the same player):
 * one moved, discarded or set aside with its dead character meanwhile does nothing.
 *
 * Order of simultaneous triggers: by seat from the active player, in seat order; within a seat,
 * its characters in table order, each stack bottom to top, then the story it holds. The first
 * runs first (each to the end, choices included, before the next). When several things happen
 * at once (two deaths), the triggers of the first come first.
 *
 * Loop bound: at most {@link MAX_TRIGGERS} triggers are set off per play (a play action — a card
 * played, a story claimed, a hand discarded, the plays ended (with the end of the turn and the
 * start of the next) — and every answer to the choices it asks); the next would-be firing emits
 * `triggers-stopped` and none fires until the next play. Counting answers too matters: a trigger
 * that asks a choice each time round would otherwise start afresh at every answer.
 */
import type { TriggerEvent, TriggerPlayer } from "../dsl";
import type { CardType } from "../model";
import { allFacts, isDead, stackFacts } from "./analysis";
import type { StackFacts } from "./catalog";
import { cardOf } from "./catalog";
import type { Draft } from "./draft";
import { tableMemo } from "./table-memo";
import type { LiveTrigger } from "./table-memo";
import type { CharacterId, GameState, InstanceId, TriggerTask } from "./types";

/** Triggers set off per play at most; the next is refused with `triggers-stopped`. */
export const MAX_TRIGGERS = 50;

/** Something that happened, as triggers wait for it. */
export type Happening =
  | { kind: "turn-start" | "turn-end"; seat: number }
  | { kind: "played-on"; cardType: CardType; character: CharacterId; card: InstanceId }
  | { kind: "event-played"; player: number; card: InstanceId }
  | { kind: "character-dies"; character: CharacterId }
  | { kind: "story-claimed"; player: number; card: InstanceId }
  | { kind: "card-played"; cardType: CardType; player: number; card: InstanceId };

/** What `happening` is about, for the log (see `TriggerTask.about`). */
function aboutOf(h: Happening): number {
  switch (h.kind) {
    case "turn-start":
    case "turn-end":
      return h.seat;
    case "played-on":
    case "character-dies":
      return h.character;
    case "event-played":
    case "story-claimed":
    case "card-played":
      return h.player;
  }
}

/**
 * Whether a trigger of `card` (on `self`, or a story when `null`), whose "you" is `controller`,
 * waits for `h`. A card never sets off its own trigger by being played or claimed.
 */
function waitsFor(
  state: GameState,
  event: TriggerEvent,
  h: Happening,
  controller: number,
  self: CharacterId | null,
  card: InstanceId,
): boolean {
  switch (event.kind) {
    case "turn-start":
    case "turn-end":
      return event.kind === h.kind && (event.whose === "each" || h.seat === controller);
    case "played-on":
      if (h.kind !== "played-on" || h.card === card) return false;
      if (event.cardType !== null && event.cardType !== h.cardType) return false;
      return event.on === "this"
        ? h.character === self
        : state.characters[h.character]?.owner === controller;
    case "event-played":
      return h.kind === "event-played" && byMatches(event.by, h.player, controller);
    case "character-dies":
      if (h.kind !== "character-dies") return false;
      if (event.whose === "this") return h.character === self;
      return event.whose === "anyone" || state.characters[h.character]?.owner === controller;
    case "story-claimed":
      return (
        h.kind === "story-claimed" && h.card !== card && byMatches(event.by, h.player, controller)
      );
    case "card-played":
      return (
        h.kind === "card-played" &&
        h.card !== card &&
        h.cardType === event.cardType &&
        byMatches(event.by, h.player, controller)
      );
  }
}

/** Whether `player` did it as the trigger's `by` says: anyone, "you", or an opponent of "you". */
function byMatches(by: TriggerPlayer, player: number, controller: number): boolean {
  return by === "anyone" || (by === "you") === (player === controller);
}

/**
 * The live abilities of a character that has just died, read as its stack stood before: without
 * its untimely deaths (the one that killed it lands on top; a `kill` leaves the stack as it was).
 * What `whenever this character dies` reads, once, at the death; `stack` maps their indices.
 */
function beforeDeath(
  state: GameState,
  ch: CharacterId,
): { facts: StackFacts; stack: InstanceId[] } {
  const catalog = state.catalog;
  const stack = state.characters[ch]!.stack.filter(
    (i) => cardOf(catalog, i).card.type !== "untimely-death",
  );
  return { facts: stackFacts(catalog, stack), stack };
}

/** The `whenever this character dies` triggers of `ch`, dead now (see {@link beforeDeath}). */
function dyingTriggers(
  state: GameState,
  ch: CharacterId,
  seat: number,
  about: number,
  out: TriggerTask[],
): void {
  const { facts, stack } = beforeDeath(state, ch);
  for (const live of facts.lasting) {
    const card = stack[live.index]!;
    const ability = cardOf(state.catalog, card).ir?.abilities[live.ability];
    if (ability?.category !== "trigger" || !ability.trigger) continue;
    const event = ability.trigger.event;
    if (event.kind !== "character-dies" || event.whose !== "this") continue;
    out.push({
      kind: "trigger",
      card,
      ability: live.ability,
      resolver: seat,
      self: ch,
      about,
      dying: true,
    });
  }
}

/**
 * The trigger abilities live on the living characters of the state's table, in table order
 * (memoised per `characters` array: they are read off its stacks alone).
 */
function liveTriggers(state: GameState): readonly LiveTrigger[] {
  const memo = tableMemo(state);
  if (memo.triggers) return memo.triggers;
  const out: LiveTrigger[] = [];
  const facts = allFacts(state);
  for (let ch = 0; ch < state.characters.length; ch++) {
    const c = state.characters[ch]!;
    const f = facts[ch]!;
    if (c.killed || f.lasting.length === 0 || f.analysis.dead) continue;
    for (const live of f.lasting) {
      const card = c.stack[live.index]!;
      const ability = cardOf(state.catalog, card).ir?.abilities[live.ability];
      if (ability?.category !== "trigger" || !ability.trigger) continue;
      out.push({ ch, owner: c.owner, card, ability: live.ability, event: ability.trigger.event });
    }
  }
  memo.triggers = out;
  return out;
}

/** The trigger abilities waiting for `h` that apply now, in the order they resolve. */
function triggersFor(state: GameState, h: Happening): TriggerTask[] {
  const out: TriggerTask[] = [];
  const about = aboutOf(h);
  const n = state.seats.length;
  const live = liveTriggers(state);
  // A character that has just died sets off its own `whenever this character dies` triggers, read
  // as its stack stood before, in its place in table order (and nothing else of it).
  const dying = h.kind === "character-dies" ? h.character : -1;
  const dyingOwner = dying >= 0 ? (state.characters[dying]?.owner ?? -1) : -1;
  for (let k = 0; k < n; k++) {
    const seat = (state.turn.seat + k) % n;
    let dyingDone = seat !== dyingOwner;
    for (let i = 0; i < live.length; i++) {
      const t = live[i]!;
      if (t.owner !== seat) continue;
      if (!dyingDone && t.ch >= dying) {
        dyingTriggers(state, dying, seat, about, out);
        dyingDone = true;
      }
      if (t.ch === dying) continue;
      if (!waitsFor(state, t.event, h, seat, t.ch, t.card)) continue;
      out.push({
        kind: "trigger",
        card: t.card,
        ability: t.ability,
        resolver: seat,
        self: t.ch,
        about,
      });
    }
    if (!dyingDone) dyingTriggers(state, dying, seat, about, out);
    const held = state.seats[seat]!.held;
    if (held === null) continue;
    const abilities = cardOf(state.catalog, held).ir?.abilities ?? [];
    for (let i = 0; i < abilities.length; i++) {
      const ability = abilities[i]!;
      if (ability.category !== "trigger" || !ability.trigger) continue;
      if (!waitsFor(state, ability.trigger.event, h, seat, null, held)) continue;
      out.push({ kind: "trigger", card: held, ability: i, resolver: seat, self: null, about });
    }
  }
  return out;
}

/**
 * The triggers waiting for `happenings` (in that order) that apply in `state`; none in a beginner
 * game (R6.8) or a finished one. For a card landing on a character, read before it lands.
 */
export function triggersOf(state: GameState, happenings: readonly Happening[]): TriggerTask[] {
  if (state.over || state.rules.beginner || !state.catalog.uses.triggers) return [];
  if (happenings.length === 1) return triggersFor(state, happenings[0]!);
  const fired: TriggerTask[] = [];
  for (const h of happenings) fired.push(...triggersFor(state, h));
  return fired;
}

/**
 * The triggers `fired` as a card was played on `ch`, once that card has landed: if it killed
 * `ch` (an untimely death), those on `ch` itself run as its last words — marked `dying`, like
 * `whenever this character dies`, so that they run once on the dead character.
 */
export function lastWords(
  state: GameState,
  fired: readonly TriggerTask[],
  ch: CharacterId,
): readonly TriggerTask[] {
  if (!fired.some((t) => t.self === ch) || !isDead(state, ch)) return fired;
  return fired.map((t) => (t.self === ch ? { ...t, dying: true as const } : t));
}

/**
 * Sets off `fired` (from {@link triggersOf}): pushes them on the agenda so that the first runs
 * first, after whatever the caller pushes next (a played card's own `on play:` abilities run
 * before the triggers its landing set off), within the loop bound.
 */
export function pushTriggers(d: Draft, fired: readonly TriggerTask[]): void {
  if (fired.length === 0 || d.state.over) return;
  let count = d.state.triggered ?? 0;
  if (count > MAX_TRIGGERS) return;
  let keep = fired.length;
  if (count + fired.length > MAX_TRIGGERS) {
    keep = MAX_TRIGGERS - count;
    d.emit({ type: "triggers-stopped", limit: MAX_TRIGGERS });
  }
  count += fired.length;
  d.state.triggered = count;
  for (let i = keep - 1; i >= 0; i--) d.pushTask(fired[i]!);
}

/** Sets off the triggers waiting for `happenings` now ({@link triggersOf}, {@link pushTriggers}). */
export function fireTriggers(d: Draft, happenings: readonly Happening[]): void {
  pushTriggers(d, triggersOf(d.state, happenings));
}

/**
 * Whether a trigger set off may still run when its turn comes: its card still on the same living
 * character of the same controller, or the story still held by the same player.
 */
function stillThere(state: GameState, t: TriggerTask): boolean {
  if (t.self === null) return state.seats[t.resolver]?.held === t.card;
  const c = state.characters[t.self];
  if (!c || c.owner !== t.resolver || !c.stack.includes(t.card)) return false;
  // Set off by its own character's death, it runs on the dead character.
  return t.dying === true || !isDead(state, t.self);
}

/** Runs a trigger set off: announces it and pushes its ability, if its card still applies. */
export function runTrigger(d: Draft, t: TriggerTask): void {
  if (!stillThere(d.state, t)) return;
  const ability = cardOf(d.state.catalog, t.card).ir?.abilities[t.ability];
  if (!ability || ability.category === "story-requirement" || !ability.trigger) return;
  d.emit({
    type: "triggered",
    player: t.resolver,
    card: d.ref(t.card),
    character: t.self,
    trigger: ability.trigger.event,
    about: t.about,
  });
  d.pushTask({
    kind: "ability",
    card: t.card,
    ability: t.ability,
    resolver: t.resolver,
    self: t.self,
    that: null,
    path: [0],
    op: null,
    respondingTo: null,
  });
}
