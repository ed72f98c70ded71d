/**
 * The values the rules read off a stack (RULES.md R2.3, R2.4, R6.3, R6.4, R7.3): self-worth,
 * visible icons, live effects, death. This is the only place they are computed; the engine, the
 * preview and the CLI all call {@link analyzeStack}, never keep them by hand (STYLE.md "State").
 */
import type { IconElement, PointsElement, SlotNumber } from "./card-elements";
import type { CompiledCard } from "./compiled-card";
import {
  COUNTS_ICON,
  COUNTS_MARK,
  COUNTS_POINTS,
  COUNTS_TEXT,
  compiledCard,
} from "./compiled-card";
import type { EffectTiming, StackEntry } from "./stack";
import type { ElementVisibility } from "./stack-visibility";
import { ELEMENT_VISIBLE, compiledStates, compiledVisibility } from "./stack-visibility";

/** A visible point value of a stack. */
export interface VisiblePoint {
  cardId: string;
  /** Stack position of the card (0 = bottom); copies of one card share an id, not a position. */
  index: number;
  slot: SlotNumber;
  value: number;
}

/** A visible story icon of a stack. */
export interface VisibleIcon {
  cardId: string;
  /** Stack position of the card (0 = bottom). */
  index: number;
  slot: SlotNumber;
  icon: string;
}

/** Whether one effect (part) of one card of the stack is active. */
export interface EffectStatus {
  cardId: string;
  /** Stack position of the card (0 = bottom). */
  index: number;
  kind: EffectTiming;
  /**
   * Continuous: its effect text is visible (R6.3). Persistent: its persistent icon or its
   * reminder is visible (R6.4); on a frame that prints neither, its effect text is. Immediate:
   * never (it resolved when played, R6.2).
   */
  live: boolean;
}

/** Everything the rules read off one stack. */
export interface StackAnalysis {
  /** Sum of the visible point values; 0 when none shows (R2.3). */
  selfWorth: number;
  /** The visible point values, bottom card first. */
  visiblePoints: VisiblePoint[];
  /** Visible icons with their counts, duplicates counted (R2.4). No prototype: index freely. */
  icons: Record<string, number>;
  /** The visible icons one by one, bottom card first (e.g. to leave a card's own out, R6.6). */
  visibleIcons: VisibleIcon[];
  /** Every effect of every card of the stack, live or not, bottom card first. */
  effects: EffectStatus[];
  /** The live ones of `effects`. */
  liveEffects: EffectStatus[];
  /** An untimely death is in the stack: the character is dead (R7.3). */
  dead: boolean;
  /**
   * Every element with its covered fraction and visibility, bottom card first, each card's in
   * drawing order.
   */
  elements: ElementVisibility[];
}

/** Visibility facts about one card that decide whether its effects are live (bit flags). */
const TEXT_VISIBLE = 1;
/** The card prints a persistent icon or a reminder. */
const MARK = 2;
/** One of them is visible. */
const MARK_VISIBLE = 4;

function isLive(kind: EffectTiming, flags: number): boolean {
  switch (kind) {
    case "immediate":
      return false;
    case "continuous":
      return (flags & TEXT_VISIBLE) !== 0;
    case "persistent":
      return (flags & MARK) !== 0 ? (flags & MARK_VISIBLE) !== 0 : (flags & TEXT_VISIBLE) !== 0;
  }
}

/** The `elements` of a summary (shared: never written to). */
const NO_ELEMENTS: ElementVisibility[] = [];

/**
 * Analyses a stack, bottom (the character) to top (the last card played): which elements show
 * and the values the rules derive from them. A character alone has self-worth 0.
 */
export function analyzeStack(stack: readonly StackEntry[]): StackAnalysis {
  const n = stack.length;
  const cards = new Array<CompiledCard>(n);
  for (let i = 0; i < n; i++) cards[i] = compiledCard(stack[i]!.card, stack[i]!.frame);
  const { elements, visible } = compiledVisibility(cards, n);
  const analysis = readCompiled(stack, cards, visible, null, null, 0, null);
  analysis.elements = elements;
  return analysis;
}

/** {@link analyzeStack} without the per-element list, plus which cards show anything. */
export interface StackSummary {
  /** The analysis, with an empty `elements` list. */
  analysis: StackAnalysis;
  /** Per stack position: at least one element of that card is visible. */
  visibleCards: boolean[];
  /** Per element, in drawing order: its state (`elementStates`), to summarise a taller stack. */
  states: Uint8Array;
}

/**
 * The same reading as {@link analyzeStack} without building the element list (`elements` is
 * empty): the rules engine's hot path, which keeps only the values and which cards show.
 * `below`, the summary of the stack's first cards alone (e.g. before the top card was played),
 * spares recomputing what the cards added on top cannot change; the result is the same. A card
 * of `below` whose elements all keep their visibility reads as it did there: its visible points
 * and icons and its effect statuses are the same objects (never written to).
 */
export function summarizeStack(
  stack: readonly StackEntry[],
  below?: { cards: number; summary: StackSummary },
): StackSummary {
  const n = stack.length;
  const cards = new Array<CompiledCard>(n);
  for (let i = 0; i < n; i++) cards[i] = compiledCard(stack[i]!.card, stack[i]!.frame);
  const kept = below && below.cards <= n ? below.cards : 0;
  const changed = kept > 0 ? new Uint8Array(kept) : undefined;
  const states = compiledStates(
    cards,
    n,
    kept > 0 ? { cards: kept, states: below!.summary.states } : undefined,
    changed,
  );
  const visibleCards = new Array<boolean>(n).fill(false);
  const analysis = readCompiled(
    stack,
    cards,
    states,
    visibleCards,
    kept > 0 ? below!.summary : null,
    kept,
    changed ?? null,
  );
  return { analysis, visibleCards, states };
}

/**
 * The analysis of `stack` (its `elements` left empty) from its compiled `cards` and each
 * element's visibility (drawing order; {@link ELEMENT_VISIBLE} is visible); marks in
 * `visibleCards` (when given) the cards with at least one visible element. With `below` (the
 * summary of the first `kept` cards), each of those cards not flagged in `changed` is read off
 * `below` instead of its elements.
 */
function readCompiled(
  stack: readonly StackEntry[],
  cards: readonly CompiledCard[],
  visibility: Uint8Array,
  visibleCards: boolean[] | null,
  below: StackSummary | null,
  kept: number,
  changed: Uint8Array | null,
): StackAnalysis {
  const visiblePoints: VisiblePoint[] = [];
  const visibleIcons: VisibleIcon[] = [];
  const icons = Object.create(null) as Record<string, number>;
  const effects: EffectStatus[] = [];
  const liveEffects: EffectStatus[] = [];
  let selfWorth = 0;
  let dead = false;
  // Where each list of `below` is read up to (its entries are in stack order).
  let pointAt = 0;
  let iconAt = 0;
  let effectAt = 0;
  const was = below?.analysis;
  let k = 0;
  for (let index = 0; index < stack.length; index++) {
    const c = cards[index]!;
    const kinds = c.kinds;
    const count = kinds.length;
    const entry = stack[index]!;
    if (entry.card.type === "untimely-death") dead = true;
    if (was !== undefined && index < kept) {
      if (changed === null || changed[index] === 0) {
        // Nothing of this card changed: what `below` read of it stands.
        const points = was.visiblePoints;
        for (; pointAt < points.length && points[pointAt]!.index === index; pointAt++) {
          const p = points[pointAt]!;
          selfWorth += p.value;
          visiblePoints.push(p);
        }
        const shown = was.visibleIcons;
        for (; iconAt < shown.length && shown[iconAt]!.index === index; iconAt++) {
          const v = shown[iconAt]!;
          icons[v.icon] = (icons[v.icon] ?? 0) + 1;
          visibleIcons.push(v);
        }
        const statuses = was.effects;
        for (; effectAt < statuses.length && statuses[effectAt]!.index === index; effectAt++) {
          const status = statuses[effectAt]!;
          effects.push(status);
          if (status.live) liveEffects.push(status);
        }
        if (visibleCards !== null && below!.visibleCards[index] === true) {
          visibleCards[index] = true;
        }
        k += count;
        continue;
      }
      // Read afresh: skip what `below` read of it.
      while (pointAt < was.visiblePoints.length && was.visiblePoints[pointAt]!.index === index) {
        pointAt++;
      }
      while (iconAt < was.visibleIcons.length && was.visibleIcons[iconAt]!.index === index) {
        iconAt++;
      }
      while (effectAt < was.effects.length && was.effects[effectAt]!.index === index) effectAt++;
    }
    let flags = 0;
    let shows = false;
    for (let j = 0; j < count; j++, k++) {
      const visible = visibility[k] === ELEMENT_VISIBLE;
      if (visible) shows = true;
      switch (kinds[j]) {
        case COUNTS_POINTS:
          if (visible) {
            const e = c.elements[j] as PointsElement;
            selfWorth += e.value;
            visiblePoints.push({ cardId: e.cardId, index, slot: e.slot, value: e.value });
          }
          break;
        case COUNTS_ICON:
          if (visible) {
            const e = c.elements[j] as IconElement;
            icons[e.icon] = (icons[e.icon] ?? 0) + 1;
            visibleIcons.push({ cardId: e.cardId, index, slot: e.slot, icon: e.icon });
          }
          break;
        case COUNTS_TEXT:
          if (visible) flags |= TEXT_VISIBLE;
          break;
        case COUNTS_MARK:
          flags |= visible ? MARK | MARK_VISIBLE : MARK;
          break;
        default:
          break;
      }
    }
    if (visibleCards !== null && shows) visibleCards[index] = true;
    const timings = entry.effects;
    for (let t = 0; t < timings.length; t++) {
      const kind = timings[t]!;
      const status = { cardId: entry.card.id, index, kind, live: isLive(kind, flags) };
      effects.push(status);
      if (status.live) liveEffects.push(status);
    }
  }
  return {
    selfWorth,
    visiblePoints,
    icons,
    visibleIcons,
    effects,
    liveEffects,
    dead,
    elements: NO_ELEMENTS,
  };
}
