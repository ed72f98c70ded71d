/**
 * lib/store: persistence of sets in a workspace folder (DESIGN.md "Persistence"). Server only.
 * See README.md for the layout and the invariants.
 */
export { DISK_FULL_MESSAGE, isDiskFull } from "./errors";
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
export {
  MAX_ART_BYTES,
  MAX_ART_PIXELS,
  MAX_ART_SIDE,
  MAX_SET_ART_BYTES,
  MAX_SET_ART_FILES,
  mib,
  svgImagesProblem,
} from "./art-files";
export type { SvgImagesProblem } from "./art-files";
export {
  MAX_ZIP_BYTES,
  MAX_ZIP_ENTRIES,
  MAX_ZIP_TOTAL_BYTES,
  streamSetZip,
  unpackSetZip,
  zipStreamBytes,
} from "./set-zip";
export type { SetArchive, ZipArtSource } from "./set-zip";
export { setZipFileText } from "./set-zip-file";
export { checkSetText } from "./set-text";
export { mergeCsvIntoSet } from "./cards-csv-ops";
export type { CsvMergeBase, CsvMerger, CsvMergeVerdict } from "./cards-csv-ops";
export { summariseText } from "./summary";
export { CHECK_INTERRUPTED, summariesSettled } from "./summaries";
export type { CheckedSet, IdRule } from "./set-text";
export type {
  ArtInfo,
  CardsCsvExportOptions,
  CardsCsvOutcome,
  ImportOptions,
  ListOptions,
  OpenOptions,
  RevisionInfo,
  SetSummary,
  SetTextCheck,
  StagedUpload,
  SetTextChecks,
  StoredSet,
  StoreError,
  StoreErrorKind,
  StoreResult,
  SummaryCheck,
  SummaryFacts,
  Workspace,
  WriteOutcome,
  ZipExportSize,
} from "./types";
export {
  GAMES_DIR,
  GAME_PAGE_DEFAULT,
  GAME_PAGE_MAX,
  MAX_GAME_BYTES,
  listGamePage,
  listGames,
  putGame,
  readGame,
  readGameSetOf,
  removeGame,
  writeGame,
} from "./games";
export { GAME_SETS_DIR } from "./game-sets";
export type { GamePage, GamePageRequest, StoredGame } from "./games";
export { GAME_INDEX_FILE } from "./game-index";
export type { GameSummaries, GameSummaryBase } from "./game-index";
export { MAX_REPORT_BYTES, isReportId } from "./reports";
export { MAX_REPORT_GAMES } from "./report-schema";
export type { ReportInfo, StoredReport } from "./reports";
export {
  IN_PROCESS_CODEC,
  MAX_SHEET_BYTES,
  PUBLISH_AS_CSV,
  SHEET_FETCH_TIMEOUT_MS,
  fetchSheetUrl,
  readSheetFile,
  readSheetLink,
  sheetFileProblem,
  sheetFilePath,
  sheetFingerprint,
  sheetWatchFolder,
  sheetWriteProblem,
  writeSheetLink,
} from "./sheet-link";
export type {
  SheetCodec,
  SheetExpected,
  SheetRead,
  SheetReadOptions,
  SheetWritten,
} from "./sheet-link";
export { NEW_WORKSHEET, encodeSheet, parseSheet } from "./sheet-bytes";
export type {
  ParsedSheet,
  SheetEncodeJob,
  SheetError,
  SheetErrorCode,
  SheetParseJob,
} from "./sheet-bytes";
