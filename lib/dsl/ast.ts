/**
 * The syntax tree. Operations and conditions are built directly in their IR shape; the set's
 * words in them (icons, families, card types) hold the text as written until the checker
 * resolves each `NameRef` and writes the resolved id into its slot. Everything else the checker
 * needs — ranges, which selectors choose, where `that character` is used — sits beside the IR.
 */
import type { Range } from "../model";
import type { Condition, Operation, StepCategory, Trigger } from "./ir";
import type { Token } from "./lexer";

/** What kind of set word a name is. */
export type NameRole = "icon" | "family" | "card-type";

/** A set word in the tree, with the slot the resolved id is written into. */
export interface NameRef {
  role: NameRole;
  /** The word(s) as written, single-spaced. */
  text: string;
  range: Range;
  /** The object and key (or array index) holding this name in the IR being built. */
  slot: object;
  key: string | number;
  /** Keywords that would also fit at this place, offered as "did you mean" too. */
  alternatives?: readonly string[];
  /** The tokens of the name's line and the name's index there, to try the alternatives in place. */
  line?: { tokens: readonly Token[]; index: number };
}

/** Facts about one statement or condition that the checker needs besides its IR. */
export interface Annotations {
  names: NameRef[];
  /** Ranges of each `that character` used. */
  thatRefs: Range[];
  /** Whether the statement makes the player choose a character. */
  choosesCharacter: boolean;
  /**
   * Set on `put them back in any order` / `discard any of them` written on a line of their own:
   * the checker joins them to the `look at the top … of the draw pile` line just before.
   */
  continues?: true;
  /**
   * Set on a leading `for each …:` whose statement has no number for it to multiply, or counts
   * already: the checker reports it (`dsl/nothing-to-count`), on the `for each …:` words.
   */
  uncounted?: { range: Range; reason: "no-amount" | "counts-already" };
}

/** An operation statement. */
export interface OpNode extends Annotations {
  kind: "op";
  op: Operation;
  /** The statement's words, from its first to its last token. */
  range: Range;
  /** The range of the word(s) that name the operation, e.g. `draw limit`. */
  keywordRange: Range;
}

/** `if <condition>:` with the steps it guards. */
export interface IfNode extends Annotations {
  kind: "if";
  condition: Condition;
  /** From `if` to the colon. */
  range: Range;
  body: StepNode[];
}

/** `roll a die:` with its outcomes below (each an {@link OutcomeNode}). */
export interface RollNode extends Annotations {
  kind: "roll";
  sides: number;
  /** From `roll` to the colon. */
  range: Range;
  body: StepNode[];
}

/** `1-2:`, `on a 6:` or `otherwise:` under a roll, with the steps for those results. */
export interface OutcomeNode extends Annotations {
  kind: "outcome";
  /** The results named, ascending, or `otherwise`. */
  results: number[] | "otherwise";
  /** From the first word to the colon. */
  range: Range;
  /** Each result as written, for range problems (parallel to `results` when it is a list). */
  resultRanges: Range[];
  body: StepNode[];
}

/** A step of an ability. */
export type StepNode = OpNode | IfNode | RollNode | OutcomeNode;

/** An ability heading with its steps; `implicit` when steps stood at the top with no heading. */
export interface StepAbilityNode {
  kind: "ability";
  category: StepCategory;
  /** A `trigger` ability's trigger (parse-trigger.ts). */
  trigger?: Trigger;
  implicit: boolean;
  /** The heading (`on play:`), or the first statement when implicit. */
  range: Range;
  body: StepNode[];
}

/** `story requires raven, rose, tide`. */
export interface StoryRequirementNode {
  kind: "story-requirement";
  range: Range;
  icons: string[];
  names: NameRef[];
}

/** A top-level entry. */
export type AbilityNode = StepAbilityNode | StoryRequirementNode;

/** A whole effect as parsed. */
export interface Program {
  abilities: AbilityNode[];
}
