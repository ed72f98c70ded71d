/**
 * The public shapes of the store: what a workspace promises to its callers (the app's route
 * handlers and the CLI). The implementation lives in `workspace.ts` and the files it delegates to.
 */
import type { CsvMerger } from "./cards-csv-ops";
import type { CheckedSet, IdRule } from "./set-text";
import type { CardType, Diagnostic, Result, VellumSet } from "../model";
import type { CrossCheckOptions, SetValidation } from "../schema";
import type { ReportInfo, StoredReport } from "./reports";

/** One set as the set list shows it, read from its `set.json` (valid or not). */
export interface SetSummary {
  /** The folder name, which is also the set's id. */
  id: string;
  /** The set's name; the folder name when the file is too broken to have one. */
  name: string;
  version?: string;
  /** Content hash of the set.json bytes (see `revisionOf`). */
  revision: string;
  /** Card entries per type (a card with 3 copies counts once here). */
  cardCounts: Record<CardType, number>;
  /** Cards in the deck, counting copies (a card without `copies` counts 1). */
  totalCards: number;
  /** Whether the set has no error diagnostics. */
  valid: boolean;
  errors: number;
  warnings: number;
  /** The first 20 diagnostics. */
  diagnostics: Diagnostic[];
  /** Modification time of set.json, ISO 8601. */
  updatedAt: string;
  /**
   * The language tags of the set's texts: its main language, then the others (`languages`),
   * as far as set.json holds them; empty when it names no main language.
   */
  languages: string[];
  /**
   * Set while the set's checks (validation and text layout, slow for a large set) are still
   * running for this revision and the list did not wait for them: the counts, validity and
   * diagnostics are not known yet (`valid` is false, the counts 0, `name` may be the id or the
   * name of an earlier revision). A later list gives the checked summary.
   */
  checking?: true;
}

/** A set read from disk: its exact text, and what validation made of it. */
export interface StoredSet {
  id: string;
  /** The exact text of set.json (UTF-8 decoded, a leading BOM dropped). */
  text: string;
  /** The parsed JSON, when the text parses. */
  value?: unknown;
  /** The typed set, present exactly when there is no error diagnostic. */
  set?: VellumSet;
  revision: string;
  diagnostics: Diagnostic[];
  updatedAt: string;
}

/** One kept revision of a set (newest first in `history`). */
export interface RevisionInfo {
  revision: string;
  /** Increasing number of the history entry; a restore gets a new, higher one. */
  seq: number;
  /** When the entry was written, ISO 8601. */
  savedAt: string;
  bytes: number;
  /** Whether this entry is what set.json holds now (only the newest such entry is marked). */
  current: boolean;
  name?: string;
  /** Number of card entries. */
  cards?: number;
}

/** Why a store operation failed. */
export type StoreErrorKind =
  "not-found" | "conflict" | "invalid" | "too-large" | "bad-id" | "exists" | "io";

/** A failed store operation: a value, never thrown. */
export interface StoreError {
  kind: StoreErrorKind;
  message: string;
  /** For `invalid`: what is wrong and where. */
  diagnostics?: Diagnostic[];
  /** For `conflict`: the revision on disk now, to reload and merge from. */
  currentRevision?: string;
  /** For `io`: the disk holding the workspace is full (HTTP 507 Insufficient Storage). */
  diskFull?: true;
}

/** A store result. */
export type StoreResult<T> = Result<T, StoreError>;

/** Options of `importJson` / `importZip`. */
export interface ImportOptions {
  /** Id to import under; default the set's own id (the text's `id` is rewritten to match). */
  id?: string;
  /**
   * Replace an existing set of that id (its old content stays in history); else `exists`.
   * Replacing needs `baseRevision`: without one an existing set is refused with `conflict`
   * (carrying `currentRevision`); a new set is created either way.
   */
  overwrite?: boolean;
  /** With `overwrite`: refuse with `conflict` unless the set is still at this revision. */
  baseRevision?: string;
}

/** How large a set's zip export would be, at most, and the limit it is under (`MAX_ZIP_BYTES`). */
export interface ZipExportSize {
  bytes: number;
  limit: number;
}

/** A file in the workspace's staging area to receive an upload into (see `stageUpload`). */
export interface StagedUpload {
  file: string;
  /** Removes the file and its staging folder; call it whatever the outcome. */
  discard(): Promise<void>;
}

/** What an import or a create wrote. */
export interface WriteOutcome {
  id: string;
  revision: string;
  /** Warnings (never errors: an error refuses the write). */
  diagnostics: Diagnostic[];
}

/** An art file of a set. */
export interface ArtInfo {
  file: string;
  bytes: number;
}

/** Options of `exportCardsCsv`. */
export interface CardsCsvExportOptions {
  /**
   * Translation columns for this language only (none when it is the set's main language);
   * default: every language in the set's `languages`. Unknown language → `invalid`.
   */
  language?: string;
  /** Start with a UTF-8 BOM, for Excel (default false). Import accepts either. */
  bom?: boolean;
}

/** What a CSV import of cards did. */
export interface CardsCsvOutcome {
  revision: string;
  added: number;
  updated: number;
  unchanged: number;
  diagnostics: Diagnostic[];
}

/**
 * Checks of a valid set's text beyond validation, its diagnostics placed in the file `source`:
 * lib/export's `setTextProblems` (text cut off, characters the fonts lack). The caller that
 * opens the workspace passes it in (inside a `SummaryCheck`), so persistence never imports the
 * renderer and its fonts.
 */
export type SetTextCheck = (text: string, set: VellumSet, source: string) => Diagnostic[];

/** What the list shows of a set that depends on its content: a `SetSummary` without its file facts. */
export type SummaryFacts = Omit<SetSummary, "id" | "revision" | "updatedAt" | "checking">;

/**
 * How the list's summary of a set is computed from its text: `run(text, id)` is lib/store's
 * `summariseText(id, text, textProblems)` (validation, then the text checks of a valid set),
 * seconds to minutes for a large set, so the app runs it in a worker thread; the CLI in process.
 * The store runs it once per revision and keeps the result with the set (`.summary.json`).
 */
export interface SummaryCheck {
  /**
   * Names what `run` computes; stored with each summary, and a summary made by a check of
   * another name is computed again (a workspace opened without text checks, checks that changed).
   */
  readonly name: string;
  /** `options.artFiles`: the set's art file names, as a read validates with them. */
  run(text: string, id: string, options?: CrossCheckOptions): Promise<SummaryFacts>;
}

/**
 * Where a workspace checks set texts. Without it, in process (the CLI); the app passes checks
 * that run large texts in a worker thread (app/_server/validate-off-thread.ts), so the server's
 * event loop stays free. Their answers must be exactly those of lib/store's `checkSetText` and
 * lib/schema's `validateSetText` on the same text.
 */
export interface SetTextChecks {
  /** `checkSetText`: what a write (create, import, save, duplicate, restore) needs. */
  check(text: string, source: string, rule: IdRule): Promise<StoreResult<CheckedSet>>;
  /**
   * `validateSetText`: what a read needs (once per revision and art folder: `read` keeps the
   * result). `options.artFiles` are the set's art file names (`set/missing-art`).
   */
  validate(text: string, source: string, options?: CrossCheckOptions): Promise<SetValidation>;
}

/** What the caller that opens a workspace gives it (see `openWorkspace`). */
export interface OpenOptions {
  /** Computes the summary the list shows of each set (once per revision, stored on disk). */
  summaryCheck: SummaryCheck;
  /**
   * Whether each write of set.json starts computing the new revision's summary in the
   * background (default true: the server). The CLI says false: a command would not exit before
   * a check in its own thread was done; the next list computes it.
   */
  summariseWrites?: boolean;
  /** Where set texts are checked; in process when not given. */
  checks?: SetTextChecks;
  /**
   * Merges a cards CSV into a set's text for `importCardsCsv`: `mergeCsvIntoSet` or its verdict
   * (the app runs a large one in a worker thread); in process when not given. Like `checks`, a
   * workspace option, not a call's: the store writes its verdict as checked, so only the caller
   * that opens the workspace chooses it.
   */
  csvMerge?: CsvMerger;
}

/** Options of `Workspace.list`. */
export interface ListOptions {
  /**
   * How long (ms) to wait for summaries still being computed before answering them as
   * `checking`; default: until they are done (the CLI). The app waits briefly, so a small set is
   * never shown as being checked while a large one does not hold up the page.
   */
  waitMs?: number;
}

/** A folder of sets on disk (DESIGN.md "Persistence"). Every method returns a Result. */
export interface Workspace {
  /** Absolute path of the workspace folder. */
  readonly root: string;
  /**
   * Every set folder, sorted by id. A corrupt or invalid set.json is listed with `valid: false`
   * and its diagnostics, a valid one with those of the `summaryCheck` it was opened with (read
   * from `.summary.json` when it describes the current revision, else computed once and
   * stored; see `ListOptions` for a summary not computed yet); folders that are not sets are
   * ignored. Rejects only when the workspace folder itself cannot be read (a missing folder
   * lists as empty).
   */
  list(opts?: ListOptions): Promise<SetSummary[]>;
  /**
   * The set's text and validation (ok even when the text is invalid, so it can be fixed). Each
   * revision is validated once (see lib/store/README.md "Reading"); the `value` and `set` handed
   * out are shared between readers and frozen: copy before changing them.
   */
  read(id: string): Promise<StoreResult<StoredSet>>;
  /** Creates a new set; `exists` when the id is taken. Id: `opts.id`, else the set's own id. */
  create(
    input: string | VellumSet,
    opts?: { id?: string },
  ): Promise<StoreResult<{ id: string; revision: string; diagnostics: Diagnostic[] }>>;
  /** Replaces set.json if it is still at `baseRevision`, else `conflict` and nothing written. */
  save(
    id: string,
    input: string | VellumSet,
    baseRevision: string,
  ): Promise<StoreResult<{ revision: string; diagnostics: Diagnostic[] }>>;
  /**
   * Moves the set's folder into `.trash/` (nothing is deleted); `trashed` names the trash entry,
   * for `restoreRemoved`.
   */
  remove(id: string): Promise<StoreResult<{ trashed: string }>>;
  /**
   * Moves a removed set back from the trash under its old id (undoing `remove`): `bad-id` for a
   * name that is not a removed set's, `not-found` when the trash has no such entry, `exists`
   * when a set of that id has been made since.
   */
  restoreRemoved(trashed: string): Promise<StoreResult<{ id: string; revision: string }>>;
  /** Copies a valid set (with its art) under a new id, optionally renamed. */
  duplicate(
    id: string,
    newId: string,
    newName?: string,
  ): Promise<StoreResult<{ id: string; revision: string }>>;
  /** Kept revisions, newest first (at most 20). */
  history(id: string): Promise<StoreResult<RevisionInfo[]>>;
  /** The exact text of a kept revision. */
  readRevision(id: string, revision: string): Promise<StoreResult<string>>;
  /** Saves a kept revision's content again (a new history entry), based on `baseRevision`. */
  restore(
    id: string,
    revision: string,
    baseRevision: string,
  ): Promise<StoreResult<{ revision: string }>>;
  listArt(id: string): Promise<StoreResult<ArtInfo[]>>;
  readArt(id: string, file: string): Promise<StoreResult<Uint8Array>>;
  /** Writes an art file (name, size and magic bytes checked). Art is not revisioned. */
  writeArt(id: string, file: string, bytes: Uint8Array): Promise<StoreResult<void>>;
  /** Moves an art file into `.trash/`. */
  removeArt(id: string, file: string): Promise<StoreResult<void>>;
  /** The exact text of set.json. */
  exportJson(id: string): Promise<StoreResult<string>>;
  /**
   * A zip of set.json and art/*, as a stream read a piece at a time (it errors when art is
   * removed before it is read); `too-large` (with the size and the limit) for a set whose zip
   * import would refuse, before anything is read.
   */
  exportZip(id: string): Promise<StoreResult<ReadableStream<Uint8Array>>>;
  /** The zip export's size at most, or its `too-large` refusal, from file sizes alone. */
  zipExportSize(id: string): Promise<StoreResult<ZipExportSize>>;
  importJson(text: string, opts?: ImportOptions): Promise<StoreResult<WriteOutcome>>;
  importZip(bytes: Uint8Array, opts?: ImportOptions): Promise<StoreResult<WriteOutcome>>;
  /** Imports the set zip at `file`, read entry by entry (never whole in memory). */
  importZipFile(file: string, opts?: ImportOptions): Promise<StoreResult<WriteOutcome>>;
  /**
   * A fresh file in the workspace's staging area (`.imports/`) to stream an upload into before
   * `importZipFile`; an unfinished one is removed at the next start once its process is gone.
   */
  stageUpload(): Promise<StoreResult<StagedUpload>>;
  /**
   * Removes what unfinished imports left (staging folders of dead processes, old temp files, a
   * set folder with only art moved to the trash); how many. `initWorkspace` calls it.
   */
  cleanUnfinishedImports(): Promise<StoreResult<number>>;
  /** The cards as CSV (one row per card; translation columns per language). */
  exportCardsCsv(id: string, opts?: CardsCsvExportOptions): Promise<StoreResult<string>>;
  /**
   * Merges cards from CSV by id; on any error nothing is saved. The workspace's `csvMerge` does
   * the merging (the server's runs a big CSV in a worker thread).
   */
  importCardsCsv(
    id: string,
    csv: string,
    baseRevision: string,
  ): Promise<StoreResult<CardsCsvOutcome>>;
  /** The kept balance reports of a set (the playtest lab's runs), newest first. */
  listReports(id: string): Promise<StoreResult<ReportInfo[]>>;
  readReport(id: string, report: string): Promise<StoreResult<StoredReport>>;
  /** Keeps a lib/sim report run on `revision` of the set. */
  saveReport(id: string, revision: string, report: unknown): Promise<StoreResult<ReportInfo>>;
  /** Moves a kept report into `.trash/`. */
  removeReport(id: string, report: string): Promise<StoreResult<void>>;
}
