/**
 * Which operations may stand under which ability heading, and which card types an operation
 * may name. One-shot operations happen at a moment (on play, in a response, when drawn, when a
 * story is claimed, when a trigger fires); lasting ones hold while their card is visible, persistent or held.
 */
import type { CardType } from "../model";
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
    case "draw-limit":
    case "forbid":
    case "allow-on-dead":
    case "plays-per-turn":
    case "cannot-return-to-life":
    case "counts-as-family":
      return LASTING_CATEGORIES;
    default:
      return ONE_SHOT_CATEGORIES;
  }
}

/** Why an operation does not fit under a heading, and where it belongs. */
export function misplacedMessage(
  type: OperationType,
  words: string,
  category: StepCategory,
): string {
  const here = HEADING_OF[category];
  switch (type) {
    case "cancel":
      return `'${words}' only works in a response — write it under 'response:', e.g. 'response: cancel an event'`;
    case "play-at-once":
      return `'${words}' only works when the card is drawn — write 'on draw: play at once'`;
    case "draw-limit":
    case "forbid":
    case "allow-on-dead":
    case "plays-per-turn":
    case "cannot-return-to-life":
    case "counts-as-family":
      return `'${words}' lasts while the card shows, so it cannot be under '${here}' — put it under 'while visible:' or 'while persistent:'`;
    default:
      return `'${words}' happens once, so it cannot be under '${here}' — put it under 'on play:' (lasting effects here are 'draw limit', 'no …' and 'allow …')`;
  }
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
