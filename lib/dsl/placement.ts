/**
 * Which operations may stand under which ability heading, and which card types an operation
 * may name. One-shot operations happen at a moment (on play, in a response, when drawn, when a
 * story is claimed, when a trigger fires); lasting ones hold while their card is visible, persistent or held.
 */
import type { CardType } from "../model";
import type { DslContext } from "./context";
import type { OperationType, StepCategory } from "./ir";

/** Categories whose steps happen once, at a moment. */
export const ONE_SHOT_CATEGORIES: readonly StepCategory[] = [
  "immediate",
  "response",
  "on-draw",
  "on-claim",
  "trigger",
];

/** Categories whose steps hold over time. */
export const LASTING_CATEGORIES: readonly StepCategory[] = [
  "continuous",
  "persistent",
  "while-held",
];

/** The heading a category is written with. */
export const HEADING_OF: Readonly<Record<StepCategory, string>> = {
  immediate: "on play:",
  continuous: "while visible:",
  persistent: "while persistent:",
  response: "response:",
  "on-draw": "on draw:",
  "on-claim": "on claim:",
  "while-held": "while held:",
  // A trigger's own heading is its event (parse-trigger.ts `triggerHeading`).
  trigger: "whenever …:",
};

/** The categories an operation may appear in. */
export function allowedCategories(type: OperationType): readonly StepCategory[] {
  switch (type) {
    case "cancel":
      return ["response"];
    case "play-at-once":
      return ["on-draw"];
    default:
      return Object.hasOwn(LASTING_OPERATIONS, type) ? LASTING_CATEGORIES : ONE_SHOT_CATEGORIES;
  }
}

/**
 * The operations that last (hold while their card shows), with the words a message names them
 * by: the one table of them, so the misplaced-step message lists every one.
 */
const LASTING_OPERATIONS: Readonly<Partial<Record<OperationType, string>>> = {
  "draw-limit": "draw limit",
  "plays-per-turn": "plays per turn",
  forbid: "no …",
  "allow-on-dead": "allow …",
  "cannot-return-to-life": "cannot return to life",
  "counts-as-family": "counts as a member of …",
};

/** "'draw limit', 'plays per turn', … and 'counts as a member of …'". */
const LASTING_LIST = (() => {
  const names = Object.values(LASTING_OPERATIONS).map((words) => `'${words}'`);
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
})();

/** The heading line of a category: the set's own heading when `ctx` gives one (`ongoing:`). */
export function headingLine(category: StepCategory, ctx: DslContext | undefined): string {
  const own = ctx?.headings?.find((heading) => heading.category === category);
  return own && own.words.length > 0 ? `${own.words.join(" ")}:` : HEADING_OF[category];
}

/** Whether the set has turned a category off (`rules.effectCategories[…].enabled: false`). */
function disabled(category: StepCategory, ctx: DslContext | undefined): boolean {
  return ctx?.headings?.some((h) => h.category === category && !h.enabled) ?? false;
}

/** Why an operation does not fit under a heading, and where it belongs. */
export function misplacedMessage(
  type: OperationType,
  words: string,
  category: StepCategory,
  ctx?: DslContext,
  /** A trigger's own heading (`at the start of your turn:`), when `category` is a trigger. */
  triggerWords?: string,
): string {
  const here =
    category === "trigger" ? (triggerWords ?? HEADING_OF.trigger) : headingLine(category, ctx);
  switch (type) {
    case "cancel":
      return `'${words}' only works in a response — write it under '${headingLine("response", ctx)}', e.g. '${headingLine("response", ctx)} cancel an event'`;
    case "play-at-once":
      return `'${words}' only works when the card is drawn — write 'on draw: play at once'`;
    default:
      break;
  }
  if (Object.hasOwn(LASTING_OPERATIONS, type)) {
    const where = (["continuous", "persistent"] as const)
      .filter((c) => !disabled(c, ctx))
      .map((c) => `'${headingLine(c, ctx)}'`);
    const fix =
      where.length > 0
        ? `put it under ${where.join(" or ")}`
        : "this set has turned off both lasting headings, so remove it";
    return `'${words}' lasts while the card shows, so it cannot be under '${here}' — ${fix}`;
  }
  return `'${words}' happens once, so it cannot be under '${here}' — put it under '${headingLine("immediate", ctx)}' (lasting effects here are ${LASTING_LIST})`;
}

const PLAYABLE: readonly CardType[] = ["modifier", "event", "untimely-death"];

/** The card types an operation may name, given where a `forbid` applies. */
export function allowedCardTypes(
  type: OperationType,
  onThisCharacter: boolean,
): readonly CardType[] {
  switch (type) {
    case "gain-free-plays":
      return [...PLAYABLE, "story"];
    case "forbid":
      return onThisCharacter ? ["modifier", "untimely-death"] : PLAYABLE;
    case "allow-on-dead":
      return ["modifier"];
    default:
      return PLAYABLE;
  }
}

/** The operations that name a card type, by the construct id the parser notes them under. */
const NAMES_CARD_TYPE: ReadonlySet<string> = new Set<OperationType>([
  "gain-free-plays",
  "search-discard",
  "cancel",
  "allow-on-dead",
  "forbid",
]);

/**
 * The card types the construct being written may name, for completion: every type an operation
 * could take wherever it stands (`no …` may still go on to `on this character`); `undefined`
 * when the construct names no card type of its own.
 */
export function cardTypesFor(construct: string): readonly CardType[] | undefined {
  if (!NAMES_CARD_TYPE.has(construct)) return undefined;
  return allowedCardTypes(construct as OperationType, false);
}
