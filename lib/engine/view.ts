/**
 * `viewFor`: what one player (or a spectator) may see of a state — their own hand, the counts of
 * the others, the draw pile's size but not its order — with the rules' reading of every
 * character (self-worth, icons, live effects, death) from lib/layers, and the pending decision
 * (its options only to the player making it).
 */
import type { CardType, RulesOptions } from "../model";
import type { EffectStatus, VisibleIcon } from "../layers";
import { allFacts, characterName } from "./analysis";
import { cardRef } from "./catalog";
import type { CardRef } from "./events";
import { drawLimits, modifiersOnDeadAllowed, tableEffects } from "./lasting";
import { memosOn } from "./memos";
import { playsLeft } from "./plays";
import { familyValues } from "./scoring";
import { keptFrom, promptFor } from "./secrets";
import type {
  CardChoiceZone,
  CharacterId,
  FreePlay,
  GameOver,
  GameState,
  InstanceId,
  PendingKind,
  TurnPhase,
} from "./types";

/** A seat as a viewer sees it. */
export interface SeatView {
  seat: number;
  name: string;
  family: string | null;
  bot: boolean;
  handCount: number;
  /** Only in the seat's own view. */
  hand?: CardRef[];
  held: CardRef | null;
  skipTurns: number;
  skipDraws: number;
  freePlays: FreePlay[];
  drawLimit: number;
  /** Family value now (R9.2). */
  familyValue: number;
}

/**
 * A character with the rules' reading of its stack (lib/layers). Shared between the views of
 * one state and frozen: read it, never change it.
 */
export interface CharacterView {
  readonly id: CharacterId;
  readonly owner: number;
  readonly name: string;
  readonly card: CardRef;
  /** Bottom first: the character card, then the cards in play order. */
  readonly stack: readonly CardRef[];
  readonly selfWorth: number;
  readonly icons: Readonly<Record<string, number>>;
  readonly visibleIcons: readonly VisibleIcon[];
  readonly liveEffects: readonly EffectStatus[];
  readonly dead: boolean;
  /** Card types no one may play on it now (R10 forbid). */
  readonly forbids: readonly CardType[];
}

/**
 * The pending decision as a viewer sees it. A choice asked by a card hidden in a hand (drawn with
 * an `on draw:` step) names the card only to that hand's holder: the others read "Ada resolves a
 * card drawn" (and the deciding player what to decide) with no `source`.
 */
export interface PendingView {
  kind: PendingKind;
  player: number;
  prompt: string;
  /** Only for the deciding player. */
  options?: number[];
  /**
   * Only for the deciding player of a card choice: the faces of the cards to choose from (for a
   * choice in another player's hand, the chooser looks at those cards, R10 "take cards"); for a
   * yes/no about one card (discard a card looked at on the draw pile?), that card.
   */
  optionCards?: CardRef[];
  zone?: CardChoiceZone;
  /** The card whose effect asks; `null` to those who may not see it (a card drawn, in a hand). */
  source: CardRef | null;
}

/** Everything a viewer may see of a game. */
export interface PlayerView {
  viewer: number | "spectator";
  setId: string;
  rules: RulesOptions;
  seats: SeatView[];
  characters: readonly CharacterView[];
  /** Whether modifiers may be played on dead characters now (an effect allows it, R5.2). */
  modifiersOnDead: boolean;
  drawPileCount: number;
  discard: readonly CardRef[];
  centre: readonly CardRef[];
  resolving: readonly CardRef[];
  turn: {
    seat: number;
    number: number;
    phase: TurnPhase;
    playsUsed: number;
    playsLeft: number;
  };
  pending: PendingView | null;
  over: GameOver | null;
}

function refOf(state: GameState, instance: InstanceId): CardRef {
  return cardRef(state.catalog, instance);
}

const refMemo = new WeakMap<readonly InstanceId[], readonly CardRef[]>();

/** The faces of a public pile (frozen, memoised per array: piles are never mutated). */
function refsOf(state: GameState, pile: readonly InstanceId[]): readonly CardRef[] {
  let refs = memosOn() ? refMemo.get(pile) : undefined;
  if (!refs) {
    refs = Object.freeze(pile.map((i) => refOf(state, i)));
    if (memosOn()) refMemo.set(pile, refs);
  }
  return refs;
}

interface CharacterViews {
  rules: RulesOptions;
  catalog: GameState["catalog"];
  characters: GameState["characters"];
  views: readonly CharacterView[];
}

/**
 * The characters' views built last: the same table reads them again (every seat's view of one
 * state), and a new table shares the views of the characters it kept. NOTE: one entry rather
 * than a WeakMap keyed by every table viewed (a bot views each state once; weak entries keyed
 * by short-lived arrays cost the garbage collector more than they save, table-memo.ts).
 */
let lastViews: CharacterViews | null = null;

const NO_FORBIDS: readonly CardType[] = Object.freeze([]) as readonly CardType[];

/** Whether a character view already says these forbids. */
function sameForbids(view: CharacterView, forbids: readonly CardType[]): boolean {
  const shown = view.forbids;
  let n = 0;
  for (const t of ["modifier", "untimely-death"] as const) {
    if (!forbids.includes(t)) continue;
    if (shown[n] !== t) return false;
    n++;
  }
  return n === shown.length;
}

/**
 * The characters' views: public, so shared by every viewer of a table. A character
 * whose state object is the one of the table read last (same stack, same death), with the same
 * forbids, keeps its view object: everything in it is read off those alone.
 */
function characterViews(state: GameState): readonly CharacterView[] {
  const memo = memosOn() ? lastViews : null;
  if (
    memo !== null &&
    memo.characters === state.characters &&
    memo.rules === state.rules &&
    memo.catalog === state.catalog
  )
    return memo.views;
  // Read once for every character (with the memos off, each read would analyse every stack).
  const facts = allFacts(state);
  const forbidOn = tableEffects(state).forbidOn;
  const previous =
    memosOn() &&
    lastViews !== null &&
    lastViews.rules === state.rules &&
    lastViews.catalog === state.catalog &&
    lastViews.characters.length === state.characters.length
      ? lastViews
      : null;
  const views = state.characters.map((c, id) => {
    const forbids = forbidOn[id] ?? NO_FORBIDS;
    const kept = previous?.characters[id] === c ? previous.views[id] : undefined;
    if (kept !== undefined && sameForbids(kept, forbids)) return kept;
    const a = facts[id]!.analysis;
    const stack = refsOf(state, c.stack);
    return Object.freeze({
      id,
      owner: c.owner,
      name: characterName(state, id),
      card: stack[0]!,
      stack,
      selfWorth: a.selfWorth,
      icons: a.icons,
      visibleIcons: a.visibleIcons,
      liveEffects: a.liveEffects,
      dead: c.killed || a.dead,
      forbids: (["modifier", "untimely-death"] as const).filter((t) => forbids.includes(t)),
    });
  });
  if (memosOn()) {
    const entry = {
      rules: state.rules,
      catalog: state.catalog,
      characters: state.characters,
      views,
    };
    lastViews = entry;
  }
  return views;
}

/** The state as `viewer` may see it; never includes another player's hand or the draw order. */
export function viewFor(state: GameState, viewer: number | "spectator"): PlayerView {
  const ref = (i: InstanceId) => refOf(state, i);
  const drawLimit = drawLimits(state);
  const familyValue = familyValues(state);
  const seats: SeatView[] = state.seats.map((s, seat) => ({
    seat,
    name: s.name,
    family: s.family,
    bot: s.bot,
    handCount: s.hand.length,
    ...(seat === viewer ? { hand: s.hand.map(ref) } : {}),
    held: s.held === null ? null : ref(s.held),
    skipTurns: s.skipTurns,
    skipDraws: s.skipDraws,
    freePlays: s.freePlays.slice(),
    drawLimit: drawLimit[seat]!,
    familyValue: familyValue[seat]!,
  }));
  const characters = characterViews(state);
  const p = state.pending;
  const pending: PendingView | null = p && {
    kind: p.kind,
    player: p.player,
    prompt: promptFor(p, viewer),
    ...(p.player === viewer ? { options: p.options.slice() } : {}),
    ...(p.player === viewer && (p.kind === "card" || (p.kind === "yes-no" && p.options.length > 0))
      ? { optionCards: p.options.map(ref) }
      : {}),
    ...(p.zone ? { zone: p.zone } : {}),
    source: p.source === null || keptFrom(p.secret, viewer) ? null : ref(p.source),
  };
  return {
    viewer,
    setId: state.catalog.setId,
    rules: state.rules,
    seats,
    characters,
    modifiersOnDead: modifiersOnDeadAllowed(state),
    drawPileCount: state.drawPile.length,
    discard: refsOf(state, state.discard),
    centre: refsOf(state, state.centre),
    resolving: refsOf(state, state.resolving),
    turn: {
      seat: state.turn.seat,
      number: state.turn.number,
      phase: state.turn.phase,
      playsUsed: state.turn.playsUsed,
      playsLeft: playsLeft(state),
    },
    pending,
    over: state.over,
  };
}
