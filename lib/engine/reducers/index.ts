/**
 * Routes an action to its reducer after the checks every action shares: whose decision it is
 * (the pending choice's player, else the active player) and which kind of action fits now.
 */
import type { Action } from "../actions";
import { isPlayAction } from "../actions";
import type { Draft } from "../draft";
import { moveError } from "../errors";
import type { EngineError } from "../errors";
import { promptFor } from "../secrets";
import type { PendingKind } from "../types";
import { answer } from "./answer";
import { claimStory } from "./claim-story";
import { discardHand } from "./discard-hand";
import { endPlaysReducer } from "./end-plays";
import { playEvent } from "./play-event";
import { playModifier } from "./play-modifier";
import { playUntimelyDeath } from "./play-untimely-death";
import { passResponse, respond } from "./respond";

const ANSWERS: Record<PendingKind, readonly Action["type"][]> = {
  response: ["respond", "pass-response"],
  character: ["choose-character"],
  player: ["choose-player"],
  card: ["choose-card"],
  "yes-no": ["decide"],
};

/** Applies one action to the draft, or says why it is refused (the draft is then discarded). */
export function reduce(d: Draft, a: Action): EngineError | null {
  const { pending, turn } = d.state;
  if (pending) {
    if (a.player !== pending.player) {
      return moveError(
        "not-your-choice",
        `${d.seat(pending.player).name} must decide first: ${promptFor(pending, a.player)}`,
      );
    }
    if (!ANSWERS[pending.kind].includes(a.type)) {
      return moveError(
        "answer-expected",
        `answer the pending choice first: ${promptFor(pending, a.player)}`,
      );
    }
  } else if (!isPlayAction(a)) {
    return moveError("nothing-to-answer", "there is no choice or response to answer now");
  } else if (a.player !== turn.seat) {
    return moveError("not-your-turn", `it is ${d.seat(turn.seat).name}'s turn`);
  }
  switch (a.type) {
    case "play-modifier":
      return playModifier(d, a);
    case "play-event":
      return playEvent(d, a);
    case "play-untimely-death":
      return playUntimelyDeath(d, a);
    case "claim-story":
      return claimStory(d, a);
    case "discard-hand":
      return discardHand(d, a);
    case "end-plays":
      return endPlaysReducer(d, a);
    case "respond":
      return respond(d, a);
    case "pass-response":
      return passResponse(d, a);
    case "choose-character":
    case "choose-player":
    case "choose-card":
    case "decide":
      return answer(d, a);
  }
}
