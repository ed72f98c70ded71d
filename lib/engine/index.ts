/**
 * lib/engine: the rules engine (RULES.md R1–R10). Pure and deterministic: plain-JSON state with
 * the seeded RNG inside, actions in, new state and events out. See README.md.
 */
export type {
  Catalog,
  CatalogCard,
  CardChoiceZone,
  CharacterId,
  CharacterState,
  FreePlay,
  GameOver,
  GameSetup,
  GameState,
  InstanceId,
  Pending,
  PendingKind,
  PlayerSetup,
  ResponseWindows,
  SeatState,
  TurnPhase,
  TurnState,
} from "./types";
export type {
  Action,
  ActionType,
  ChooseCard,
  ChooseCharacter,
  ChoosePlayer,
  ClaimStory,
  Decide,
  DiscardHand,
  EndPlays,
  PassResponse,
  PlayEvent,
  PlayModifier,
  PlayUntimelyDeath,
  Respond,
} from "./actions";
export { isPlayAction } from "./actions";
export type { CardRef, GameEvent, GameEventType, NothingDone } from "./events";
export { eventsFor } from "./events";
export type { EngineError } from "./errors";
export { createGame, rulesFor } from "./setup";
export { apply } from "./apply";
export type { Applied } from "./apply";
export { legalActions } from "./legal-actions";
export { whyUnplayable } from "./legality";
export type { Unplayable } from "./legality";
export { viewFor } from "./view";
export type { CharacterView, PendingView, PlayerView, SeatView } from "./view";
export { replay, createLog, appendAction } from "./replay";
export type { GameLog, LogReshuffle } from "./replay";
export { undo } from "./undo";
export type { Undone } from "./undo";
export { stateHash } from "./hash";
export { canonicalJson } from "./hash";
export { invariantViolations, replayViolations } from "./invariants";
export type { InvariantOptions } from "./invariants";
export { randomStream } from "./rng";
export type { RandomStream } from "./rng";
export { zoneMap } from "./zones";
export type { Zone } from "./zones";
export { familyValue, familyValues } from "./scoring";
export { drawLimit, familiesOf, identityOf, playsPerTurn } from "./lasting";
export { liveEffectsOf, selfWorth, stackSelfWorth } from "./analysis";
export { reshuffleDrawPile } from "./replay";
export {
  isStalled,
  quietWholeTurns,
  STALL_TURN_CAP,
  STALL_WINDOW,
  StallWatch,
  stopGame,
} from "./stall";
export type { Stall } from "./stall";
export { memosOn, setMemos } from "./memos";
