/**
 * `claim-story` (R8.1–R8.4): claim a story from the centre when your family meets its
 * requirement, or take one from its holder; a story already held goes back to the centre. The
 * story's `on claim:` abilities then run for the claimer.
 */
import type { ClaimStory } from "../actions";
import type { Draft } from "../draft";
import { moveError } from "../errors";
import type { EngineError } from "../errors";
import { pushAbilities } from "../interpreter/run-ability";
import { usePlay } from "../plays";
import { fireTriggers } from "../triggers";
import { NOT_A_STORY, claimRefusal } from "../stories";
import { isError, resourceFor } from "./common";

/** Claims or takes the story, or says why not. */
export function claimStory(d: Draft, a: ClaimStory): EngineError | null {
  if (a.story < 0 || a.story >= d.state.catalog.instances.length) {
    return moveError("no-such-story", NOT_A_STORY);
  }
  const refusal = claimRefusal(d.state, a.player, a.story);
  if (refusal) return refusal;
  const resource = resourceFor(d.state, a.player, "story");
  if (isError(resource)) return resource;
  usePlay(d, a.player, resource);
  const fromCentre = d.state.centre.includes(a.story);
  let from: "centre" | number = "centre";
  if (fromCentre) {
    d.state.centre = d.state.centre.filter((i) => i !== a.story);
  } else {
    from = d.state.seats.findIndex((s) => s.held === a.story);
    d.patchSeat(from, { held: null });
  }
  const previous = d.seat(a.player).held;
  if (previous !== null) {
    d.state.centre = [...d.state.centre, previous];
    d.emit({ type: "story-returned", player: a.player, story: d.ref(previous) });
  }
  d.patchSeat(a.player, { held: a.story });
  d.emit({ type: "story-claimed", player: a.player, story: d.ref(a.story), from });
  if (d.state.catalog.uses.triggers)
    fireTriggers(d, [{ kind: "story-claimed", player: a.player, card: a.story }]);
  pushAbilities(d, a.story, ["on-claim"], a.player, null);
  return null;
}
