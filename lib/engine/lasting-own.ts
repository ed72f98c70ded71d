/**
 * Which lasting abilities read only their own character (table-effects.ts `CharacterPart.own`):
 * the summary of a table differing from another in a few characters re-reads only theirs when
 * every changed part reads its own character alone.
 */
import { walkSteps } from "../dsl";
import type { Amount, CharacterTest, Condition, Operation, Step, StepVisitor } from "../dsl";

/**
 * Whether `steps` read only `this character` (see {@link CharacterPart.own}), as `addLasting`
 * reads them. NOTE: exhaustive on purpose (`never` defaults): a new step, condition, test or count
 * kind does not compile until it is classified here, since a part wrongly marked `own` would
 * keep a stale summary (table-memo.ts).
 */
export function readsOwnOnly(steps: readonly Step[]): boolean {
  const walk: OwnOnlyWalk = { own: true };
  walkSteps(steps, walk, READS_OWN_ONLY);
  return walk.own;
}

/** One walk of {@link readsOwnOnly}: false once a step reads more than `this character`. */
interface OwnOnlyWalk {
  own: boolean;
}

const READS_OWN_ONLY: StepVisitor<OwnOnlyWalk> = {
  operation(op, walk) {
    if (!operationReadsOwnOnly(op)) walk.own = false;
  },
  branch(step, walk) {
    if (!conditionReadsOwnOnly(step.condition)) walk.own = false;
    return walk.own ? walk : undefined;
  },
};

function operationReadsOwnOnly(op: Operation): boolean {
  switch (op.type) {
    case "draw-limit":
    case "plays-per-turn":
      return amountReadsOwnOnly(op.amount);
    // Read by addLasting, reading no character.
    case "forbid":
    case "allow-on-dead":
    case "cannot-return-to-life":
    case "counts-as-family":
      return true;
    // Not lasting: addLasting skips them, so they read nothing here.
    case "draw":
    case "discard":
    case "discard-hand":
    case "skip":
    case "take-cards":
    case "look-at-hand":
    case "swap-hands":
    case "gain-free-plays":
    case "move-modifier":
    case "discard-modifier":
    case "swap-stacks":
    case "swap-top-modifiers":
    case "return-to-life":
    case "move-untimely-death":
    case "kill":
    case "shuffle-discard-into-draw":
    case "search-discard":
    case "pass-hand":
    case "pass-cards":
    case "look-at-draw":
    case "shuffle-stack-into-draw":
    case "take-story":
    case "return-story":
    case "cancel":
    case "play-at-once":
      return true;
    default:
      return unclassified(op);
  }
}

function conditionReadsOwnOnly(condition: Condition): boolean {
  switch (condition.kind) {
    // `that character` is never bound in a lasting ability (the test fails, reading nothing).
    case "character":
      return condition.subject.kind === "that" || testReadsOwnOnly(condition.test);
    case "dead-characters":
    case "family-icons":
    case "living-characters":
    case "family-size":
      return false;
    default:
      return unclassified(condition);
  }
}

function testReadsOwnOnly(test: CharacterTest): boolean {
  switch (test.kind) {
    case "has-icons":
    case "negative-self-worth":
    case "self-worth":
    case "in-family":
      return true;
    case "highest-self-worth":
      return false;
    default:
      return unclassified(test);
  }
}

function amountReadsOwnOnly(amount: Amount): boolean {
  switch (amount.kind) {
    case "number":
      return true;
    case "count":
      switch (amount.count.kind) {
        case "icons":
          return true;
        case "dead-characters":
        case "family-icons":
        case "living-characters":
          return false;
        default:
          return unclassified(amount.count);
      }
    default:
      return unclassified(amount);
  }
}

/** A kind `readsOwnOnly` does not know (unreachable while the switches are exhaustive). */
function unclassified(kind: never): never {
  throw new Error(`readsOwnOnly: unclassified IR kind ${JSON.stringify(kind)}`);
}
