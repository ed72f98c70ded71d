/**
 * Dispatches one operation of the IR to its family's interpreter. Lasting operations
 * (`draw-limit`, `forbid`, `allow-on-dead`) do nothing when run: lasting.ts reads them while their card applies.
 * `play-at-once` is a marker read by the catalog (R4.6).
 */
import type { Operation } from "../../dsl";
import { cancelPlay } from "./ops-response";
import { runHandOp } from "./ops-hands";
import { runLifeOp } from "./ops-life";
import { runMoveOp } from "./ops-moves";
import { runPlayerOp } from "./ops-players";
import { runStackOp } from "./ops-stacks";
import type { OpResult, OpRun } from "./op-kit";

/** Runs (or resumes) one operation. */
export function execOp(run: OpRun, op: Operation): OpResult {
  switch (op.type) {
    case "draw":
    case "discard":
    case "discard-hand":
    case "skip":
      return runPlayerOp(run, op);
    case "take-cards":
    case "look-at-hand":
    case "swap-hands":
    case "search-discard":
    case "shuffle-discard-into-draw":
    case "gain-free-plays":
      return runHandOp(run, op);
    case "move-modifier":
    case "discard-modifier":
    case "swap-stacks":
    case "swap-top-modifiers":
      return runStackOp(run, op);
    case "return-to-life":
    case "move-untimely-death":
    case "kill":
      return runLifeOp(run, op);
    case "pass-hand":
    case "pass-cards":
    case "look-at-draw":
    case "shuffle-stack-into-draw":
    case "take-story":
    case "return-story":
      return runMoveOp(run, op);
    case "cancel":
      return cancelPlay(run, op.cardType);
    case "play-at-once":
    case "draw-limit":
    case "forbid":
    case "allow-on-dead":
    case "plays-per-turn":
    case "cannot-return-to-life":
    case "counts-as-family":
      return "done";
  }
}
