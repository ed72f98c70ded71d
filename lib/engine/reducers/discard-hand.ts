/** `discard-hand` (R4.2, R4.3): discard the whole hand as a play; no new cards until the draw step. */
import type { DiscardHand } from "../actions";
import type { Draft } from "../draft";
import { moveError } from "../errors";
import type { EngineError } from "../errors";
import { usePlay } from "../plays";
import { discardFromHand } from "../zones";
import { isError, resourceFor } from "./common";

/** Discards the hand, or says why not. */
export function discardHand(d: Draft, a: DiscardHand): EngineError | null {
  const hand = d.seat(a.player).hand;
  if (hand.length === 0) return moveError("empty-hand", "your hand is already empty");
  const resource = resourceFor(d.state, a.player, "discard-hand");
  if (isError(resource)) return resource;
  usePlay(d, a.player, resource);
  discardFromHand(d, a.player, hand, true);
  return null;
}
