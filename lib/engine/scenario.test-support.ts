/**
 * Test support (not exported from index.ts): a scenario builder that makes a game state from a
 * compact description — a tiny custom set of three small families plus the scenario's own cards,
 * stacks, hands, piles and turn — and helpers to apply actions and read the result. Every state
 * they return is deep-frozen (freeze.test-support.ts): a write into a state throws.
 *
 * Cards are named by id; a card used in several places gets one copy per use, numbered in the
 * order the description lists them (stacks, then hands, then piles). Characters are named by
 * their card id: `ada`, `basil`, `cora` (ashgrove), `dora`, `edgar`, `fay` (blackmere),
 * `gus`, `hal`, `ivy` (crane).
 */
import type { Card, CardType, IconSlot, PointSlot, RulesOptions, VellumSet } from "../model";
import { DEFAULT_RULES } from "../model";
import type { Action } from "./actions";
import { apply } from "./apply";
import type { GameEvent } from "./events";
import { deepFreeze } from "./freeze.test-support";
import { createGame } from "./setup";
import type {
  CharacterId,
  CharacterState,
  GameSetup,
  GameState,
  InstanceId,
  ResponseWindows,
  SeatState,
} from "./types";

/** Icons of the tiny set. */
export const TINY_ICONS = ["raven", "rose", "key", "candle", "tide"] as const;

/** Families of the tiny set and their characters. */
export const TINY_FAMILIES: Record<string, string[]> = {
  ashgrove: ["ada", "basil", "cora"],
  blackmere: ["dora", "edgar", "fay"],
  crane: ["gus", "hal", "ivy"],
};

/** A card of a scenario: id and type, the rest optional (points/icons as three slots). */
export interface CardSpec {
  id: string;
  type: Exclude<CardType, "character">;
  name?: string;
  points?: [PointSlot, PointSlot, PointSlot];
  icons?: [IconSlot, IconSlot, IconSlot];
  effect?: string;
  persistent?: boolean;
}

/** A modifier spec with points and icons. */
export function mod(
  id: string,
  points: [PointSlot, PointSlot, PointSlot] = [null, null, null],
  icons: [IconSlot, IconSlot, IconSlot] = [null, null, null],
  effect?: string,
): CardSpec {
  return { id, type: "modifier", points, icons, ...(effect !== undefined ? { effect } : {}) };
}

/** An event spec with an effect. */
export function event(id: string, effect?: string): CardSpec {
  return { id, type: "event", ...(effect !== undefined ? { effect } : {}) };
}

/** An untimely death spec. */
export function death(
  id: string,
  points: [PointSlot, PointSlot, PointSlot] = [null, null, null],
  effect?: string,
): CardSpec {
  return { id, type: "untimely-death", points, ...(effect !== undefined ? { effect } : {}) };
}

/** A story spec. */
export function story(
  id: string,
  effect: string,
  points: [PointSlot, PointSlot, PointSlot] = [-10, null, null],
): CardSpec {
  return { id, type: "story", points, effect };
}

/** What a scenario sets up; everything is optional. */
export interface Scenario {
  cards?: CardSpec[];
  /** Families in seat order (default ashgrove, blackmere). */
  families?: string[];
  /** Character id → card ids on it, bottom first. */
  stacks?: Record<string, string[]>;
  /** Per seat: card ids in hand. */
  hands?: string[][];
  /** Draw pile, the first card drawn first. */
  draw?: string[];
  /** Discard pile, bottom first. */
  discard?: string[];
  centre?: string[];
  /** Per seat: held story id. */
  held?: (string | null)[];
  killed?: string[];
  turn?: { seat?: number; playsUsed?: number; playsMade?: number };
  options?: Partial<RulesOptions>;
  /** Extra free plays per seat (card type or null). */
  freePlays?: (CardType | null)[][];
  seed?: number;
  /** Who response windows ask (default: the engine's, `everyone`). */
  responseWindows?: ResponseWindows;
}

/** A built scenario: the state and ways to name its parts. */
export interface Built {
  state: GameState;
  set: VellumSet;
  setup: GameSetup;
  /** Instance of the `nth` (0-based) use of a card id in the description. */
  card: (id: string, nth?: number) => InstanceId;
  /** Character id of a character card id. */
  ch: (id: string) => CharacterId;
}

function capitalise(id: string): string {
  return id.charAt(0).toUpperCase() + id.slice(1);
}

/** The tiny set with the scenario's cards, `copies` of each as used. */
export function tinySet(
  cards: CardSpec[],
  copies: Map<string, number>,
  rules: Partial<RulesOptions> = {},
): VellumSet {
  const characters: Card[] = Object.entries(TINY_FAMILIES).flatMap(([family, members]) =>
    members.map((id) => ({ id, type: "character" as const, name: capitalise(id), family })),
  );
  const others: Card[] = cards.map((c) => ({
    name: capitalise(c.id.replace(/-/g, " ")),
    ...c,
    copies: Math.max(1, copies.get(c.id) ?? 1),
  }));
  return {
    id: "tiny",
    name: "Tiny",
    version: "1.0.0",
    language: "en",
    families: Object.keys(TINY_FAMILIES).map((id) => ({
      id,
      name: capitalise(id),
      symbol: "raven",
    })),
    icons: TINY_ICONS.map((id) => ({
      id,
      name: capitalise(id),
      svg: "<svg xmlns='http://www.w3.org/2000/svg'/>",
    })),
    cards: [...characters, ...others],
    rules: { ...DEFAULT_RULES, minPlayers: 2, maxPlayers: 3, handSize: 5, ...rules },
  };
}

/** Builds the state a scenario describes (throws on a description that does not fit). */
export function scenario(desc: Scenario): Built {
  const families = desc.families ?? ["ashgrove", "blackmere"];
  const uses: string[] = [];
  for (const ids of Object.values(desc.stacks ?? {})) uses.push(...ids);
  for (const hand of desc.hands ?? []) uses.push(...hand);
  uses.push(...(desc.draw ?? []), ...(desc.discard ?? []), ...(desc.centre ?? []));
  for (const h of desc.held ?? []) if (h) uses.push(h);
  const copies = new Map<string, number>();
  for (const id of uses) copies.set(id, (copies.get(id) ?? 0) + 1);
  const set = tinySet(desc.cards ?? [], copies);
  const setup: GameSetup = {
    players: families.map((family, i) => ({ name: `P${i}`, family })),
    firstSeat: desc.turn?.seat ?? 0,
    options: desc.options ?? {},
    ...(desc.responseWindows ? { responseWindows: desc.responseWindows } : {}),
  };
  const created = createGame(set, setup, desc.seed ?? 1);
  if (!created.ok) throw new Error(created.error.message);
  const base = created.value;
  const catalog = base.catalog;

  // Instances of each card id, in instance order; handed out in order of use.
  const pool = new Map<string, InstanceId[]>();
  catalog.instances.forEach((index, instance) => {
    const id = catalog.cards[index]!.card.id;
    pool.set(id, [...(pool.get(id) ?? []), instance]);
  });
  const handedOut = new Map<string, InstanceId[]>();
  const take = (id: string): InstanceId => {
    const free = pool.get(id);
    const instance = free?.shift();
    if (instance === undefined) throw new Error(`scenario uses unknown card '${id}'`);
    handedOut.set(id, [...(handedOut.get(id) ?? []), instance]);
    return instance;
  };
  const charInstance = (id: string): InstanceId => {
    const i = catalog.instances.findIndex((index) => catalog.cards[index]!.card.id === id);
    if (i < 0) throw new Error(`unknown character '${id}'`);
    return i;
  };

  const characters: CharacterState[] = base.characters.map((c) => {
    const id = catalog.cards[catalog.instances[c.stack[0]!]!]!.card.id;
    const on = (desc.stacks?.[id] ?? []).map(take);
    return { ...c, stack: [c.stack[0]!, ...on], killed: (desc.killed ?? []).includes(id) };
  });
  const seats: SeatState[] = base.seats.map((s, seat) => ({
    ...s,
    hand: (desc.hands?.[seat] ?? []).map(take),
    held: null,
    freePlays: (desc.freePlays?.[seat] ?? []).map((cardType) => ({ cardType })),
  }));
  const drawPile = (desc.draw ?? []).map(take).reverse();
  const discard = (desc.discard ?? []).map(take);
  const centre = (desc.centre ?? []).map(take);
  (desc.held ?? []).forEach((h, seat) => {
    if (h) seats[seat] = { ...seats[seat]!, held: take(h) };
  });
  const placed = new Set<InstanceId>([
    ...characters.flatMap((c) => c.stack),
    ...seats.flatMap((s) => (s.held === null ? s.hand : [...s.hand, s.held])),
    ...drawPile,
    ...discard,
    ...centre,
  ]);
  const outOfGame = catalog.instances.map((_, i) => i).filter((i) => !placed.has(i));
  let deaths = 0;
  const numbered = characters.map((c) => {
    const dead =
      c.killed ||
      c.stack.some(
        (i, k) => k > 0 && catalog.cards[catalog.instances[i]!]!.card.type === "untimely-death",
      );
    return dead ? { ...c, diedAt: ++deaths } : c;
  });
  const state: GameState = {
    ...base,
    characters: numbered,
    seats,
    drawPile,
    discard,
    centre,
    outOfGame,
    deaths,
    turn: {
      ...base.turn,
      seat: desc.turn?.seat ?? 0,
      playsUsed: desc.turn?.playsUsed ?? 0,
      playsMade: desc.turn?.playsMade ?? desc.turn?.playsUsed ?? 0,
    },
  };
  return {
    state: deepFreeze(state),
    set,
    setup,
    card: (id, nth = 0) => {
      const list = handedOut.get(id);
      const instance = list?.[nth];
      if (instance === undefined) throw new Error(`card '${id}' #${nth} is not in the scenario`);
      return instance;
    },
    ch: (id) => {
      const instance = charInstance(id);
      const ch = state.characters.findIndex((c) => c.stack[0] === instance);
      if (ch < 0) throw new Error(`character '${id}' is not in the game`);
      return ch;
    },
  };
}

/**
 * Applies an action that must succeed (throws with the engine's message otherwise), to a state
 * deep-frozen first, and deep-freezes the state it returns.
 */
export function act(state: GameState, action: Action): { state: GameState; events: GameEvent[] } {
  const r = apply(deepFreeze(state), action);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  deepFreeze(r.value.state);
  return r.value;
}

/** Applies actions in turn (each must succeed); the final state and all events. */
export function actAll(
  state: GameState,
  actions: Action[],
): { state: GameState; events: GameEvent[] } {
  let s = state;
  const events: GameEvent[] = [];
  for (const a of actions) {
    const r = act(s, a);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

/** The card ids of instances, for readable assertions. */
export function ids(state: GameState, instances: readonly InstanceId[]): string[] {
  return instances.map((i) => state.catalog.cards[state.catalog.instances[i]!]!.card.id);
}

/** The card ids on a character's stack above the character. */
export function stackIds(state: GameState, ch: CharacterId): string[] {
  return ids(state, state.characters[ch]!.stack.slice(1));
}

/** The card ids of a seat's hand. */
export function handIds(state: GameState, seat: number): string[] {
  return ids(state, state.seats[seat]!.hand);
}

/** The events of one type. */
export function eventsOf<T extends GameEvent["type"]>(
  events: readonly GameEvent[],
  type: T,
): Extract<GameEvent, { type: T }>[] {
  return events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);
}
