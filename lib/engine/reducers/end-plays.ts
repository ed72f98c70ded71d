/** `end-plays` (R4.2 pass): stop playing this turn, forfeiting plays left; on to the draw step. */
import type { EndPlays } from "../actions";
import type { Draft } from "../draft";
import type { EngineError } from "../errors";
import { endPlays } from "../turn";

/** Ends the player's plays (always allowed in their play phase). */
export function endPlaysReducer(d: Draft, _a: EndPlays): EngineError | null {
  endPlays(d);
  return null;
}
