/**
 * The values the rules read off a stack (RULES.md R2.3, R2.4, R6.3, R6.4, R7.3): self-worth,
 * visible icons, live effects, death. This is the only place they are computed; the engine, the
 * preview and the CLI all call {@link analyzeStack}, never keep them by hand (STYLE.md "State").
 */
import type { SlotNumber } from "./card-elements";
import type { EffectTiming, StackEntry } from "./stack";
import { effectTimings } from "./stack";
import type { ElementVisibility } from "./stack-visibility";
import { stackVisibility } from "./stack-visibility";

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

/** Visibility facts about one card that decide whether its effects are live. */
interface CardFlags {
  textVisible: boolean;
  mark: boolean;
  markVisible: boolean;
}

function isLive(kind: EffectTiming, f: CardFlags): boolean {
  switch (kind) {
    case "immediate":
      return false;
    case "continuous":
      return f.textVisible;
    case "persistent":
      return f.mark ? f.markVisible : f.textVisible;
  }
}

/**
 * Analyses a stack, bottom (the character) to top (the last card played): which elements show
 * and the values the rules derive from them. A character alone has self-worth 0.
 */
export function analyzeStack(stack: readonly StackEntry[]): StackAnalysis {
  const elements = stackVisibility(stack);
  const visiblePoints: VisiblePoint[] = [];
  const visibleIcons: VisibleIcon[] = [];
  const icons = Object.create(null) as Record<string, number>;
  const flags: CardFlags[] = [];
  for (let i = 0; i < stack.length; i++) {
    flags.push({ textVisible: false, mark: false, markVisible: false });
  }
  let selfWorth = 0;
  for (const { element: e, index, visible } of elements) {
    const f = flags[index]!;
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
        f.textVisible ||= visible;
        break;
      case "persistent-icon":
      case "reminder":
        f.mark = true;
        f.markVisible ||= visible;
        break;
      default:
        break;
    }
  }
  const effects: EffectStatus[] = [];
  const liveEffects: EffectStatus[] = [];
  let dead = false;
  for (let i = 0; i < stack.length; i++) {
    const entry = stack[i]!;
    if (entry.card.type === "untimely-death") dead = true;
    for (const kind of effectTimings(entry)) {
      const status = { cardId: entry.card.id, index: i, kind, live: isLive(kind, flags[i]!) };
      effects.push(status);
      if (status.live) liveEffects.push(status);
    }
  }
  return { selfWorth, visiblePoints, icons, visibleIcons, effects, liveEffects, dead, elements };
}
