/**
 * lib/table: the table's pure helpers, shared by the play page and its tests: the log in the
 * set's words, what a decision asks and how its answers read, and the rules-off free table.
 * See README.md.
 */
export type { LogNames } from "./log-words";
export { describeEvents, handCardWords, namesFromSet, printedPoints } from "./log-words";
export type { AnswerNames, CardPlays } from "./decisions";
export {
  answerLabel,
  answersOf,
  deciderOf,
  dropAction,
  playsOfCard,
  undoCount,
  visibleCardId,
} from "./decisions";
export type { ReplaySteps } from "./replay-steps";
export { replaySteps } from "./replay-steps";
export { editedGameNote, editedGameReason } from "./edited-game";
export type { FreeHistory, FreeReading, FreeTable, FreeZone, FreeZoneKind } from "./free-table";
export {
  FREE_HISTORY_LIMIT,
  freeCardType,
  freeHistory,
  freeTableFrom,
  moveCard,
  readFreeStack,
  undoFree,
  withMove,
  zoneOfCard,
} from "./free-table";
export type { RuleLimits, SavedGame, SavedGameSummary, SeatKind } from "./saved-game";
export { SAVED_GAME_FORMAT, SEAT_KINDS, readSavedGame, summaryOf } from "./saved-game";
export type { StallNotice } from "./stall";
export { followAction, stallWords, startWatch, TableStallWatch, watchReplayed } from "./stall";
