/**
 * The values the rules read off a stack (RULES.md R2.3, R2.4, R6.3, R6.4, R7.3): self-worth,
 * visible icons, live effects, death. This is the only place they are computed; the engine, the
 * preview and the CLI all call {@link analyzeStack}, never keep them by hand (STYLE.md "State").
 */
import type { SlotNumber } from "./card-elements";
import type { EffectTiming, StackEntry } from "./stack";
import { effectTimings } from "./stack";
import { cardElements } from "./card-elements";
import type { ElementVisibility } from "./stack-visibility";
import { ELEMENT_VISIBLE, elementStates, visitStackVisibility } from "./stack-visibility";

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
  /** Every element with its visibility, in drawing order (see `stackVisibility`). */
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
  const elements: ElementVisibility[] = [];
  visitStackVisibility(stack, (element, index, coveredFraction, visible) => {
    elements.push({ element, index, coveredFraction, visible });
  });
  const visible = new Uint8Array(elements.length);
  for (let k = 0; k < elements.length; k++) visible[k] = elements[k]!.visible ? 1 : 0;
  const analysis = readStack(stack, visible);
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
 * spares recomputing what the cards added on top cannot change; the result is the same.
 */
export function summarizeStack(
  stack: readonly StackEntry[],
  below?: { cards: number; summary: StackSummary },
): StackSummary {
  const states = elementStates(
    stack,
    below ? { cards: below.cards, states: below.summary.states } : undefined,
  );
  const visibleCards = new Array<boolean>(stack.length).fill(false);
  let k = 0;
  for (let i = 0; i < stack.length; i++) {
    const count = cardElements(stack[i]!.card, stack[i]!.frame).length;
    for (let e = 0; e < count; e++, k++) if (states[k] === ELEMENT_VISIBLE) visibleCards[i] = true;
  }
  return { analysis: readStack(stack, states), visibleCards, states };
}

/**
 * The analysis of `stack` (its `elements` left empty) from each element's visibility (drawing
 * order; {@link ELEMENT_VISIBLE} or 1 is visible).
 */
function readStack(stack: readonly StackEntry[], visibility: Uint8Array): StackAnalysis {
  const visiblePoints: VisiblePoint[] = [];
  const visibleIcons: VisibleIcon[] = [];
  const icons = Object.create(null) as Record<string, number>;
  const flags = new Uint8Array(stack.length);
  let selfWorth = 0;
  let k = 0;
  for (let index = 0; index < stack.length; index++) {
    const elements = cardElements(stack[index]!.card, stack[index]!.frame);
    for (let j = 0; j < elements.length; j++, k++) {
      const e = elements[j]!;
      const visible = visibility[k] === ELEMENT_VISIBLE;
      switch (e.kind) {
        case "points":
          if (visible) {
            selfWorth += e.value;
            visiblePoints.push({ cardId: e.cardId, index, slot: e.slot, value: e.value });
          }
          break;
        case "icon":
          if (visible) {
            icons[e.icon] = (icons[e.icon] ?? 0) + 1;
            visibleIcons.push({ cardId: e.cardId, index, slot: e.slot, icon: e.icon });
          }
          break;
        case "text":
          if (visible) flags[index]! |= TEXT_VISIBLE;
          break;
        case "persistent-icon":
        case "reminder":
          flags[index]! |= visible ? MARK | MARK_VISIBLE : MARK;
          break;
        default:
          break;
      }
    }
  }
  const effects: EffectStatus[] = [];
  const liveEffects: EffectStatus[] = [];
  let dead = false;
  for (let i = 0; i < stack.length; i++) {
    const entry = stack[i]!;
    if (entry.card.type === "untimely-death") dead = true;
    const timings = effectTimings(entry);
    for (let t = 0; t < timings.length; t++) {
      const kind = timings[t]!;
      const status = { cardId: entry.card.id, index: i, kind, live: isLive(kind, flags[i]!) };
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
