/**
 * Test support (not exported from index.ts): hand-made `PlayerView`s for the bots' unit tests,
 * with every character read through lib/layers as the engine would, and the legal plays that
 * go with them.
 */
import type { Action, CharacterView, PendingView, PlayerView } from "../engine";
import { cardTimings } from "../dsl";
import { analyzeStack, resolveStack } from "../layers";
import type { VellumSet } from "../model";
import { DEFAULT_RULES } from "../model";

/** A table to make a view of. Characters are named by index in `chars`. */
export interface ViewSpec {
  me: number;
  seats: number;
  /** Owner and stack (card ids, the character card first) of each character. */
  chars: { owner: number; stack: string[] }[];
  hand: string[];
  /** Hand sizes of the other seats (default 5). */
  handCount?: number;
  centre?: string[];
  discard?: string[];
  turnSeat?: number;
  /** Whether an effect allows modifiers on dead characters (default false). */
  modifiersOnDead?: boolean;
  pending?: Omit<PendingView, "source"> & { source: string | null };
}

/** A view, and the instance number given to each card id (its first use). */
export interface Made {
  view: PlayerView;
  instance: (cardId: string, nth?: number) => number;
}

/** Builds the view `spec` describes, as seat `spec.me` sees it. */
export function makeView(set: VellumSet, spec: ViewSpec): Made {
  let next = 0;
  const used: { id: string; instance: number }[] = [];
  const ref = (cardId: string) => {
    const r = { instance: next++, cardId };
    used.push({ id: cardId, instance: r.instance });
    return r;
  };
  const card = (id: string) => {
    const c = set.cards.find((x) => x.id === id);
    if (!c) throw new Error(`no card '${id}' in ${set.id}`);
    return c;
  };
  const characters: CharacterView[] = spec.chars.map((c, id) => {
    const a = analyzeStack(resolveStack(c.stack.map(card), set, cardTimings));
    const stack = c.stack.map(ref);
    return {
      id,
      owner: c.owner,
      name: card(c.stack[0]!).name,
      card: stack[0]!,
      stack,
      selfWorth: a.selfWorth,
      icons: a.icons,
      visibleIcons: a.visibleIcons,
      liveEffects: a.liveEffects,
      dead: a.dead,
      forbids: [],
    };
  });
  const hand = spec.hand.map(ref);
  const centre = (spec.centre ?? []).map(ref);
  const discard = (spec.discard ?? []).map(ref);
  const value = (seat: number) =>
    characters.reduce((sum, c) => (c.owner === seat && c.dead ? sum + c.selfWorth : sum), 0);
  const pending = spec.pending
    ? { ...spec.pending, source: spec.pending.source === null ? null : ref(spec.pending.source) }
    : null;
  const view: PlayerView = {
    viewer: spec.me,
    setId: set.id,
    rules: { ...DEFAULT_RULES, ...set.rules },
    seats: Array.from({ length: spec.seats }, (_, seat) => ({
      seat,
      name: `P${seat}`,
      family: set.families[seat]?.id ?? null,
      bot: true,
      handCount: seat === spec.me ? hand.length : (spec.handCount ?? 5),
      ...(seat === spec.me ? { hand } : {}),
      held: null,
      skipTurns: 0,
      skipDraws: 0,
      freePlays: [],
      drawLimit: 5,
      familyValue: value(seat),
    })),
    characters,
    modifiersOnDead: spec.modifiersOnDead ?? false,
    drawPileCount: 40,
    discard,
    centre,
    resolving: [],
    turn: { seat: spec.turnSeat ?? spec.me, number: 3, phase: "play", playsUsed: 0, playsLeft: 2 },
    pending,
    over: null,
  };
  return {
    view,
    instance: (cardId, nth = 0) => {
      const hit = used.filter((u) => u.id === cardId)[nth];
      if (!hit) throw new Error(`no instance ${nth} of '${cardId}'`);
      return hit.instance;
    },
  };
}

/**
 * The plays the rules allow on a made view (modifiers on the living, or on anyone when the view
 * allows them on the dead; deaths on the negative).
 */
export function legalPlays(set: VellumSet, made: Made, first = true): Action[] {
  const { view } = made;
  const player = view.viewer as number;
  const out: Action[] = [];
  for (const c of view.seats[player]!.hand!) {
    const type = set.cards.find((x) => x.id === c.cardId)!.type;
    for (const ch of view.characters) {
      if (type === "modifier" && (!ch.dead || view.modifiersOnDead))
        out.push({ type: "play-modifier", player, card: c.instance, target: ch.id });
      if (ch.dead) continue;
      if (type === "untimely-death" && first && ch.selfWorth < 0) {
        out.push({ type: "play-untimely-death", player, card: c.instance, target: ch.id });
      }
    }
    if (type === "event") out.push({ type: "play-event", player, card: c.instance });
  }
  out.push({ type: "end-plays", player });
  return out;
}
