/**
 * The effect IR: what the compiler emits and the rules engine interprets (DESIGN.md "The effect
 * language"). Plain JSON, versioned, no code in strings: every operation names its target
 * selector, amounts are data (a literal or a count), conditions are data. Choice points are the
 * selectors of kind `choose` and the players `chosen-player` / `opponent`, plus `optional`.
 *
 * `schemas/effect-ir.schema.json` describes exactly these types; keep them in step (the fixture
 * tests validate every compiled IR against the schema).
 */
import type { CardType } from "../model";

/** The IR version this compiler emits. Bump it on any incompatible change. */
export const IR_VERSION = 1;

/** A compiled effect: its abilities in source order. An empty effect has no abilities. */
export interface EffectIR {
  version: typeof IR_VERSION;
  abilities: Ability[];
}

/** An ability: a block of steps under one effect category, or a story's claim requirement. */
export type Ability = StepAbility | StoryRequirement;

/**
 * When an ability's steps apply (RULES.md R6, R4.6, R8):
 * `immediate` on play (R6.2), `continuous` while its text is visible (R6.3), `persistent` while
 * its persistent icon or reminder is visible (R6.4), `response` as a response (R6.5), `on-draw`
 * when drawn (R4.6), `on-claim` when the story is claimed and `while-held` while it is held (R8.4).
 * `trigger` each time its `trigger` event happens while the card applies (see {@link Trigger}).
 */
export type StepCategory =
  | "immediate"
  | "continuous"
  | "persistent"
  | "response"
  | "on-draw"
  | "on-claim"
  | "while-held"
  | "trigger";

/** An ability made of steps. */
export interface StepAbility {
  category: StepCategory;
  steps: Step[];
  /** What sets the ability off: present exactly when `category` is `trigger`. */
  trigger?: Trigger;
}

/**
 * A trigger: its steps run (one-shot, as under `on play:`) each time `event` happens while the
 * card applies — on a stack, while its effect text is visible (`while: "visible"`, R6.3) or
 * while its persistent icon or reminder is (`"persistent"`, R6.4); on a story, while it is held
 * (R8.4, either way). "You" is the controller of the character the card is on (R6.1) or the
 * story's holder.
 */
export interface Trigger {
  event: TriggerEvent;
  while: "visible" | "persistent";
}

/** The events a trigger waits for. */
export type TriggerEvent =
  /** A turn starts (`yours`: a turn of the trigger's "you"; `each`: anyone's). */
  | { kind: "turn-start"; whose: "yours" | "each" }
  /** A turn ends, after its draw step. */
  | { kind: "turn-end"; whose: "yours" | "each" }
  /**
   * A card lands on a character (R5.1, R7.3): a modifier, an untimely death, or either (`null`);
   * on the character the trigger's card is on (`this`) or on one of "your" characters.
   */
  | { kind: "played-on"; cardType: "modifier" | "untimely-death" | null; on: "this" | "yours" }
  /** An event resolves (not cancelled), played by "you", by anyone, or by an opponent. */
  | { kind: "event-played"; by: TriggerPlayer }
  /**
   * A character dies: any character, one of "your" characters, or (`this`) the character the
   * trigger's card is on — read as its stack stood before it died, and set off once, at the death.
   */
  | { kind: "character-dies"; whose: "anyone" | "yours" | "this" }
  /** A story is claimed (R8.1), by "you", by anyone, or by an opponent. */
  | { kind: "story-claimed"; by: TriggerPlayer }
  /**
   * A modifier or an untimely death is played (R5.1, R7.3), by "you", by anyone, or by an
   * opponent, on any character: set off as it lands (not when cancelled or fizzled).
   */
  | { kind: "card-played"; cardType: "modifier" | "untimely-death"; by: TriggerPlayer };

/** Who does what a trigger waits for: "you", anyone, or an opponent (any other player). */
export type TriggerPlayer = "you" | "anyone" | "opponent";

/** A story's claim requirement (R6.7): icons shown by different characters of one family. */
export interface StoryRequirement {
  category: "story-requirement";
  /** Icon ids of the set, one per character; duplicates mean "two characters showing it". */
  icons: string[];
}

/** One step of an ability: an operation, or a condition guarding later steps (R6.6), or a die roll. */
export type Step = Operation | IfStep | RollStep;

/** Steps that happen only when the condition holds when the card is played (R6.6). */
export interface IfStep {
  type: "if";
  condition: Condition;
  then: Step[];
}

/**
 * A die roll: the engine's seeded generator draws a result from 1 to `sides` (logged for everyone,
 * the same in every replay); the steps of the first outcome naming it happen, else `otherwise`.
 */
export interface RollStep {
  type: "roll";
  /** Faces of the die (6 unless written `d<n>` or `<n>-sided`). */
  sides: number;
  outcomes: RollOutcome[];
  /** The steps for every result no outcome names (`otherwise:`). */
  otherwise?: Step[];
}

/** One outcome of a die roll: the results it is for, ascending, and its steps. */
export interface RollOutcome {
  results: number[];
  then: Step[];
}

/** The players a step is about, or who does it. */
export type PlayerSelector =
  | { kind: "you" }
  | { kind: "each-player" }
  | { kind: "each-other-player" }
  /** Choice point: the resolving player picks any player, themselves included. */
  | { kind: "chosen-player" }
  /** Choice point: the resolving player picks another player. */
  | { kind: "opponent" };

/** A character already known without a choice: the one the card is on, or the last one chosen. */
export type CharacterRef = { kind: "this" } | { kind: "that" };

/** Whose characters a choice may pick from. */
export type Owner = "anyone" | "you" | "opponent";

/** Whether a choice picks living characters, dead ones, or either. */
export type LifeState = "living" | "dead" | "any";

/** A character chosen by the resolving player (a choice point). */
export interface ChooseCharacter {
  kind: "choose";
  owner: Owner;
  state: LifeState;
  /** Whether the character the card is on is excluded ("another character"). */
  excludeThis: boolean;
  /** Only characters passing this test may be chosen. */
  filter?: CharacterTest;
}

/** A character a step acts on. */
export type CharacterSelector = CharacterRef | ChooseCharacter;

/** Number comparisons the language offers. */
export type Compare = "at-least" | "at-most" | "exactly";

/** A test on one character, read off its visible stack (R2). */
export type CharacterTest =
  /** Shows these icons (R2.4): all of them, or any one. */
  | { kind: "has-icons"; icons: string[]; match: "all" | "any" }
  /** Self-worth below zero (R2.3). */
  | { kind: "negative-self-worth" }
  | { kind: "self-worth"; compare: Compare; value: number }
  /** Self-worth at least that of every living character (ties pass). */
  | { kind: "highest-self-worth" }
  | { kind: "in-family"; family: string };

/** A condition of an `if` step. */
export type Condition =
  | { kind: "character"; subject: CharacterRef; test: CharacterTest }
  | { kind: "dead-characters"; owner: "anyone" | "you"; compare: Compare; value: number }
  /**
   * Your family (your characters, living and dead, as story requirements read them: R6.7)
   * together shows these icons: all of them, or any one ("if your family has a raven showing").
   */
  | { kind: "family-icons"; owner: "you"; icons: string[]; match: "all" | "any" }
  /** How many of your characters are living ("if your family has at least 3 living characters"). */
  | { kind: "living-characters"; owner: "you"; compare: Compare; value: number }
  /**
   * An opponent's family (`any`: at least one opponent; `each`: every opponent) has fewer, more
   * or as many living characters as yours.
   */
  | { kind: "family-size"; opponents: "any" | "each"; compare: FamilySizeCompare };

/** How an opponent's count of living characters compares with yours. */
export type FamilySizeCompare = "fewer" | "more" | "as-many";

/** Something the engine counts when a step resolves. */
export type Count =
  /** Copies of an icon visible on a character (R2.4 counts duplicates). */
  | { kind: "icons"; icon: string; of: CharacterRef }
  | { kind: "dead-characters"; owner: "anyone" | "you" }
  /** Copies of an icon your family's characters (living and dead) show together (R2.4, R6.7). */
  | { kind: "family-icons"; owner: "you"; icon: string }
  /** Living characters: everyone's, or only your family's. */
  | { kind: "living-characters"; owner: "anyone" | "you" };

/** How many: a literal, or `each` times a count ("1 for each rose this character has"). */
export type Amount =
  { kind: "number"; value: number } | { kind: "count"; each: number; count: Count };

/** Which neighbour cards are passed to: `left` is the next player in turn order (R3.6). */
export type Direction = "left" | "right";

/** Whose draw limit or plays a lasting effect changes, besides "you" (the field's absence). */
export type LastingPlayers = "each-player" | "each-other-player";

/** A test on a card being played, for forbids: it shows an icon, or its points add up below 0. */
export type CardFilter = { kind: "icon"; icon: string } | { kind: "negative-points" };

/** Which modifier a modifier operation takes: the top one, or one the player chooses. */
export type ModifierChoice = "top" | "chosen";

/** Fields every one-shot operation may carry. */
interface OneShot {
  /** The player may decline this step ("you may …"). Present only when true. */
  optional?: true;
}

/** Operations of R10, one variant each. */
export type Operation =
  | ({ type: "draw"; players: PlayerSelector; amount: Amount } & OneShot)
  | ({ type: "discard"; players: PlayerSelector; amount: Amount } & OneShot)
  | ({ type: "discard-hand"; players: PlayerSelector } & OneShot)
  | ({ type: "skip"; players: PlayerSelector; phase: "turn" | "draw-step" } & OneShot)
  | ({ type: "take-cards"; from: PlayerSelector; amount: Amount; random: boolean } & OneShot)
  | ({ type: "look-at-hand"; of: PlayerSelector } & OneShot)
  | ({ type: "swap-hands"; with: PlayerSelector } & OneShot)
  | ({
      type: "gain-free-plays";
      amount: Amount;
      cardType?: CardType;
      /** Who gains them (`each player gains 1 free play`); absent: you. */
      players?: PlayerSelector;
    } & OneShot)
  | ({
      type: "move-modifier";
      which: ModifierChoice;
      from: CharacterSelector;
      to: CharacterSelector;
    } & OneShot)
  | ({ type: "discard-modifier"; which: ModifierChoice; of: CharacterSelector } & OneShot)
  | ({ type: "swap-stacks"; first: CharacterSelector; second: CharacterSelector } & OneShot)
  | ({ type: "swap-top-modifiers"; first: CharacterSelector; second: CharacterSelector } & OneShot)
  | ({ type: "return-to-life"; target: CharacterSelector } & OneShot)
  | ({ type: "move-untimely-death"; from: CharacterSelector; to: CharacterSelector } & OneShot)
  | ({ type: "kill"; target: CharacterSelector } & OneShot)
  | ({ type: "shuffle-discard-into-draw" } & OneShot)
  | ({ type: "search-discard"; cardType?: CardType } & OneShot)
  /** Each named player passes their whole hand to a neighbour; all hands move at once. */
  | ({ type: "pass-hand"; players: PlayerSelector; direction: Direction } & OneShot)
  /** Each named player chooses n cards of their hand; then all pass them to a neighbour at once. */
  | ({
      type: "pass-cards";
      players: PlayerSelector;
      amount: Amount;
      direction: Direction;
    } & OneShot)
  /**
   * You look at the top n cards of the draw pile (secretly), may discard any of them
   * (`discard`), and put the rest back in an order you choose (`reorder`), else as they were.
   */
  | ({ type: "look-at-draw"; amount: Amount; discard: boolean; reorder: boolean } & OneShot)
  /** A living character's modifiers (its stack above the character card) go into the draw pile, shuffled. */
  | ({ type: "shuffle-stack-into-draw"; of: CharacterSelector } & OneShot)
  /** You take a story from the centre or from an opponent (not a claim: no requirement, R8.3 holds). */
  | ({ type: "take-story"; from: "centre" | "opponent" } & OneShot)
  /** Your held story, or a held story you choose, goes back to the centre. */
  | ({ type: "return-story"; which: "yours" | "chosen" } & OneShot)
  | { type: "cancel"; cardType: CardType }
  | { type: "play-at-once" }
  | {
      type: "draw-limit";
      change: "increase" | "decrease";
      amount: Amount;
      /** Whose limit (`each other player's draw limit -1`); absent: yours. */
      players?: LastingPlayers;
    }
  | {
      type: "forbid";
      cardType: CardType;
      where: "this-character" | "anywhere";
      /** Only cards passing this test are forbidden (`no modifiers with a raven …`). */
      filter?: CardFilter;
    }
  /** Lasting: regular plays per turn changed (R4.1) for the players named (absent: you). */
  | {
      type: "plays-per-turn";
      change: "increase" | "decrease";
      amount: Amount;
      players?: LastingPlayers;
    }
  /** Lasting, about this character even once dead: it cannot return to life. */
  | { type: "cannot-return-to-life" }
  /** Lasting, about this character even once dead: it is a member of that family too. */
  | { type: "counts-as-family"; family: string }
  /** Lasting: cards of the type may be played on dead characters too (R5.2); only modifiers. */
  | { type: "allow-on-dead"; cardType: "modifier" };

/** The `type` of any operation. */
export type OperationType = Operation["type"];
