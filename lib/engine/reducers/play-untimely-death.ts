/**
 * `play-untimely-death` (R7.1, R7.2, R5.5): as the first play of the turn or a free play, on a
 * living character whose self-worth is negative before the untimely death's own points.
 */
import type { PlayUntimelyDeath } from "../actions";
import type { Draft } from "../draft";
import type { EngineError } from "../errors";
import { filterRefusal, typeRefusal, untimelyDeathRefusal } from "../legality";
import { usePlay } from "../plays";
import { beginPlay } from "../resolve";
import { takeFromHand } from "../zones";
import { handCardRefusal, isError, resourceFor, targetRefusal } from "./common";

/** Plays the untimely death, or says why it may not be played. */
export function playUntimelyDeath(d: Draft, a: PlayUntimelyDeath): EngineError | null {
  const refusal =
    handCardRefusal(d, a.player, a.card, "untimely-death") ??
    targetRefusal(d.state, a.target) ??
    typeRefusal(d.state, "untimely-death");
  if (refusal) return refusal;
  const resource = resourceFor(d.state, a.player, "untimely-death");
  if (isError(resource)) return resource;
  const targetRefused =
    untimelyDeathRefusal(d.state, a.target) ?? filterRefusal(d.state, a.target, a.card);
  if (targetRefused) return targetRefused;
  usePlay(d, a.player, resource);
  takeFromHand(d, a.player, a.card);
  const play = {
    card: a.card,
    cardType: "untimely-death" as const,
    player: a.player,
    target: a.target,
    resolver: d.character(a.target).owner,
    cancelled: false,
    atOnce: false,
  };
  beginPlay(d, play, resource.kind === "free");
  return null;
}
