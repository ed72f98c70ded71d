/**
 * lib/store: persistence of sets in a workspace folder (DESIGN.md "Persistence"). Server only.
 * See README.md for the layout and the invariants.
 */
export { openWorkspace } from "./workspace";
export { workspaceRoot, isArtFileName, isRevision } from "./paths";
export { initWorkspace, seedWorkspace } from "./seed";
export { revisionOf } from "./revision";
export {
  HISTORY_MAX_BYTES,
  HOURLY_DAYS,
  KEEP_ALL_HOURS,
  RETENTION_SUMMARY,
  historyGroups,
  historyTier,
  keptRevisions,
} from "./retention";
export type { HistoryGroup, HistoryTier, RetentionEntry } from "./retention";
export { MAX_ART_BYTES, MAX_ART_PIXELS, MAX_ART_SIDE } from "./art-files";
export {
  MAX_ZIP_BYTES,
  MAX_ZIP_ENTRIES,
  MAX_ZIP_TOTAL_BYTES,
  packSetZip,
  unpackSetZip,
} from "./set-zip";
export type { SetArchive } from "./set-zip";
export { checkSetText } from "./set-text";
export type { CheckedSet, IdRule } from "./set-text";
export type {
  ArtInfo,
  CardsCsvExportOptions,
  CardsCsvOutcome,
  ImportOptions,
  OpenOptions,
  RevisionInfo,
  SetSummary,
  SetTextCheck,
  SetTextChecks,
  StoredSet,
  StoreError,
  StoreErrorKind,
  StoreResult,
  Workspace,
  WriteOutcome,
} from "./types";
export {
  GAMES_DIR,
  MAX_GAME_BYTES,
  listGames,
  putGame,
  readGame,
  readGameSetOf,
  removeGame,
  writeGame,
} from "./games";
export { GAME_SETS_DIR } from "./game-sets";
export type { StoredGame } from "./games";
export { MAX_REPORT_BYTES, isReportId } from "./reports";
export type { ReportInfo, StoredReport } from "./reports";
