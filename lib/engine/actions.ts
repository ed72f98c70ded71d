/**
 * Actions: what a player does, as plain JSON. A table UI turns gestures into these (drag a card
 * onto a character → `play-modifier`), bots pick them from `legalActions`, and a `GameLog` is a
 * list of them.
 */
import type { CharacterId, InstanceId } from "./types";

/** Play a modifier from hand on a living character (R5.1). */
export interface PlayModifier {
  type: "play-modifier";
  player: number;
  card: InstanceId;
  target: CharacterId;
}

/** Play an event from hand (R5.3). */
export interface PlayEvent {
  type: "play-event";
  player: number;
  card: InstanceId;
}

/** Play an untimely death from hand on a living character with negative self-worth (R7). */
export interface PlayUntimelyDeath {
  type: "play-untimely-death";
  player: number;
  card: InstanceId;
  target: CharacterId;
}

/** Claim a story from the centre, or take one from its holder (R8.1, R8.2). */
export interface ClaimStory {
  type: "claim-story";
  player: number;
  story: InstanceId;
}

/** Discard your whole hand as a play (R4.2, R4.3). */
export interface DiscardHand {
  type: "discard-hand";
  player: number;
}

/** Pass: make no more plays this turn and go to the draw step (R4.2). */
export interface EndPlays {
  type: "end-plays";
  player: number;
}

/** In a response window: play a response card from hand (R6.5). */
export interface Respond {
  type: "respond";
  player: number;
  card: InstanceId;
}

/** In a response window: let the play stand. */
export interface PassResponse {
  type: "pass-response";
  player: number;
}

/** Answer a character choice. */
export interface ChooseCharacter {
  type: "choose-character";
  player: number;
  character: CharacterId;
}

/** Answer a player choice. */
export interface ChoosePlayer {
  type: "choose-player";
  player: number;
  seat: number;
}

/** Answer a card choice (a card of a hand, of a stack or of the discard pile). */
export interface ChooseCard {
  type: "choose-card";
  player: number;
  card: InstanceId;
}

/** Answer an optional ("may") step. */
export interface Decide {
  type: "decide";
  player: number;
  accept: boolean;
}

/** Anything a player can do. */
export type Action =
  | PlayModifier
  | PlayEvent
  | PlayUntimelyDeath
  | ClaimStory
  | DiscardHand
  | EndPlays
  | Respond
  | PassResponse
  | ChooseCharacter
  | ChoosePlayer
  | ChooseCard
  | Decide;

/** The `type` of any action. */
export type ActionType = Action["type"];

/** The action types that make a play of the active player's turn (R4.2). */
const PLAY_ACTIONS: readonly ActionType[] = [
  "play-modifier",
  "play-event",
  "play-untimely-death",
  "claim-story",
  "discard-hand",
  "end-plays",
];

/** Whether `action` is a play (rather than a response or a choice answer). */
export function isPlayAction(
  action: Action,
): action is PlayModifier | PlayEvent | PlayUntimelyDeath | ClaimStory | DiscardHand | EndPlays {
  return PLAY_ACTIONS.includes(action.type);
}

/** The fields of action `A` besides `type` and `player`. */
type FieldsOf<A> = Exclude<keyof A, "type" | "player">;

/**
 * Per action type, its fields (besides `type` and `player`) as keys: a field added to an action
 * and not listed here does not compile.
 */
const FIELD_KEYS = {
  "play-modifier": { card: true, target: true },
  "play-event": { card: true },
  "play-untimely-death": { card: true, target: true },
  "claim-story": { story: true },
  "discard-hand": {},
  "end-plays": {},
  respond: { card: true },
  "pass-response": {},
  "choose-character": { character: true },
  "choose-player": { seat: true },
  "choose-card": { card: true },
  decide: { accept: true },
} satisfies { [T in ActionType]: Record<FieldsOf<Extract<Action, { type: T }>>, true> };

/** The fields (besides `type` and `player`) each action type carries. */
export const ACTION_FIELDS: Readonly<Record<ActionType, readonly string[]>> = fieldLists();

function fieldLists(): Record<ActionType, readonly string[]> {
  const lists = {} as Record<ActionType, readonly string[]>;
  for (const type of Object.keys(FIELD_KEYS) as ActionType[]) {
    lists[type] = Object.keys(FIELD_KEYS[type]);
  }
  return lists;
}
