/**
 * The HTTP API's contracts: what every route of app/api takes and answers, declared once and used
 * by both sides — the route types its answer with them (app/_server/route-pipeline.ts `answer`),
 * the browser's client (client.ts) types its calls with them. Types only: no server module is
 * imported, so client code may import this file.
 */
import type { Diagnostic } from "@/lib/model";
import type { SheetLink, VellumSet } from "@/lib/model";
import type { SheetFormat, SheetTable } from "@/lib/sheet";
import type {
  ArtInfo,
  CardsCsvOutcome,
  ReportInfo,
  RevisionInfo,
  SetSummary,
  StoredReport,
  WriteOutcome,
  ZipExportSize,
} from "@/lib/store";
import type { SavedGameSummary } from "@/lib/table";
import type { StackFacts } from "@/lib/export/pictures";
import type { SimReport, SweepReport } from "@/lib/sim";

/**
 * Every refused request's answer (4xx/5xx): a namespaced code, a message that says the fix and the
 * diagnostics; a stale write (409) also names the revision now current.
 */
export interface ApiFailure {
  error: string;
  message: string;
  diagnostics?: Diagnostic[];
  currentRevision?: string;
}

// --- Sets -------------------------------------------------------------------------------------

/** `GET /api/sets`. */
export interface SetListAnswer {
  sets: SetSummary[];
}

/** `GET /api/sets/[id]`: the text as stored, its revision (also the ETag) and diagnostics. */
export interface SetAnswer {
  id: string;
  revision: string;
  updatedAt: string;
  text: string;
  diagnostics: Diagnostic[];
}

/** `PUT /api/sets/[id]` (body: the set.json text, If-Match: the revision it is based on). */
export interface SavedAnswer {
  revision: string;
  diagnostics: Diagnostic[];
}

/** `POST /api/sets` and `POST /api/import` (201, with ETag and Location). */
export type CreatedAnswer = WriteOutcome;

/**
 * GET /api/sets/[id]/export?format=zip&check=1: the zip's size at most and the limit it is
 * under, before downloading it; a set whose zip import would refuse is a 413 with the sizes.
 */
export type ZipCheckAnswer = ZipExportSize;

/** `DELETE /api/sets/[id]`: the trash entry that `POST /api/trash/restore` takes back. */
export interface TrashedAnswer {
  id: string;
  trashed: string;
}

/** `POST /api/trash/restore`. */
export interface TrashRestoreRequest {
  trashed: string;
}

/** `POST /api/trash/restore` and `POST /api/sets/[id]/duplicate`: the set made. */
export interface SetMadeAnswer {
  id: string;
  revision: string;
}

/** `POST /api/sets/[id]/duplicate`. */
export interface DuplicateRequest {
  id: string;
  name?: string;
}

/** `PUT /api/sets/[id]/cards-csv` (body: the CSV text, If-Match). */
export type CardsCsvAnswer = CardsCsvOutcome;

// --- Linked sheet (lib/sheet; docs/sheets.md) -------------------------------------------------

/**
 * `POST /api/sets/[id]/sheet/read`: reads a linked sheet (the link given, which may not be saved
 * yet): a file in the set's folder (CSV, TSV, XLSX) or an http(s) URL answering CSV. Read in a
 * worker thread. Refusals: `sheet/bad-link` (400: not a file name of the set's folder, not
 * http(s)), `sheet/not-found` (404), `sheet/unreachable` (502: the URL did not answer, or not
 * with 200, within the time limit), `sheet/not-csv` (415: the URL answered HTML or another type),
 * `sheet/too-large` (413: more than `MAX_SHEET_BYTES`), `sheet/unreadable` (422: not a workbook,
 * no such worksheet).
 */
export interface SheetReadRequest {
  link: SheetLink;
  /**
   * A linked file not written yet answers 200 with `missing: true` and an empty table instead of
   * 404: for the link form and push, to which a file that Push will write is a normal step.
   */
  ifExists?: boolean;
}

/** The answer of `POST /api/sets/[id]/sheet/read`. */
export interface SheetReadAnswer {
  /** Asked `ifExists` and the linked file is not there yet: `table` is empty. */
  missing?: true;
  table: SheetTable;
  format: SheetFormat;
  /** Where it was read from, in words ("cards.xlsx, sheet Cards", a URL). */
  source: string;
  /** A hash of the bytes read: the watch says the file changed when it differs. */
  fingerprint: string;
  /** XLSX: the workbook's worksheet names (the link dialog offers them). */
  worksheets?: string[];
  /**
   * Cells that could not be read (CSV that does not parse, an XLSX formula without a saved value,
   * an error value), each at its line and column: shown with the difference's problems.
   */
  diagnostics?: Diagnostic[];
}

/**
 * `POST /api/sets/[id]/sheet/write`: writes `table` to the linked file (CSV, TSV or XLSX by its
 * extension; XLSX keeps the workbook's other worksheets). A URL link is refused
 * (`sheet/read-only`, 400): push needs a file. With `expected`, a file that is no longer the one
 * read is refused (`sheet/changed`, 409): nothing is written, the push is reviewed again.
 */
export interface SheetWriteRequest {
  link: SheetLink;
  table: SheetTable;
  /**
   * The `fingerprint` of the read the table was made from, or null when that read answered
   * `missing` (the file must still not exist). Absent: written whatever the file is now.
   */
  expected?: string | null;
}

/** The answer of `POST /api/sets/[id]/sheet/write`. */
export interface SheetWriteAnswer {
  file: string;
  rows: number;
  fingerprint: string;
}

/**
 * `GET /api/sets/[id]/sheet/events?file=<name>`: a text/event-stream; each change of that file
 * in the set's folder sends `event: changed` with `data:` a {@link SheetChangedEvent}.
 * `&since=<fingerprint>` (optional): the fingerprint the page read, so a change made before the
 * stream started is sent too. Only changes of the bytes are sent (a save of the same content is
 * none); a comment line pings every 25 s.
 */
export interface SheetChangedEvent {
  file: string;
  fingerprint: string;
}

// --- History ----------------------------------------------------------------------------------

/** `GET /api/sets/[id]/history` (`GET …/history/[revision]` answers the set.json text). */
export interface HistoryAnswer {
  revisions: RevisionInfo[];
}

/** `POST /api/sets/[id]/restore` (If-Match: the current revision). */
export interface RestoreRequest {
  revision: string;
}

/** `POST /api/sets/[id]/restore`. */
export interface RestoredAnswer {
  revision: string;
}

// --- Art --------------------------------------------------------------------------------------

/** `GET /api/sets/[id]/art` (`PUT`/`DELETE …/art/[file]` answer 204, `GET` the bytes). */
export interface ArtListAnswer {
  files: ArtInfo[];
}

// --- Saved games ------------------------------------------------------------------------------

/**
 * `GET /api/sets/[id]/games?limit=&cursor=`: a page of the saved games, newest first (`GET`/
 * `DELETE …/games/[game]` answer the saved game's JSON).
 */
export interface GameListAnswer {
  games: SavedGameSummary[];
  /** Saved games in all. */
  total: number;
  /** The `cursor` of the next page; absent on the last. */
  next?: string;
}

/** `POST /api/sets/[id]/games` (201) and `PUT …/games/[game]`. */
export type GameSavedAnswer = SavedGameSummary;

/** `GET /api/sets/[id]/games/[game]/set`: the set the game was played on. */
export interface GameSetAnswer {
  revision: string;
  set: VellumSet;
}

// --- Balance reports --------------------------------------------------------------------------

/** `GET /api/sets/[id]/reports`. */
export interface ReportListAnswer {
  reports: ReportInfo[];
}

/** `POST /api/sets/[id]/reports` (201 with the kept report's info). */
export interface ReportRequest {
  revision: string;
  report?: unknown;
}

/** `POST /api/sets/[id]/reports`. */
export type ReportSavedAnswer = ReportInfo;

/** `GET /api/sets/[id]/reports/[report]`. */
export type ReportAnswer = StoredReport;

/** `DELETE /api/sets/[id]/reports/[report]`. */
export interface ReportRemovedAnswer {
  id: string;
  removed: true;
}

// --- Pictures ---------------------------------------------------------------------------------

/** `GET /api/sets/[id]/stack?format=json`: what the rules read off a stack. */
export interface StackAnswer extends StackFacts {
  labels: unknown[];
  diagnostics: Diagnostic[];
}

// --- Icons ------------------------------------------------------------------------------------

/** One icon of the open set as the picker lists it. */
export interface GameIconEntry {
  /** The icon's name in the set, e.g. big-wave. */
  name: string;
  /** Its title as a credit names it, e.g. Big Wave. */
  title: string;
}

/** One icon with its drawing and credit, ready to add to a set. */
export interface GameIcon extends GameIconEntry {
  /** Who drew it, e.g. Lorc. */
  author: string;
  licence: string;
  /** A self-contained SVG document (a square 512 viewBox, `currentColor` fill). */
  svg: string;
  /** The icon's credit line, e.g. “Big Wave” by Lorc, game-icons.net, CC BY 3.0. */
  credit: string;
}

/** `GET /api/icons/game-icons?q=`: names only, best first. */
export interface GameIconSearchAnswer {
  total: number;
  icons: GameIconEntry[];
}

/** `GET /api/icons/game-icons/[name]`. */
export type GameIconAnswer = GameIcon;

// --- Print ------------------------------------------------------------------------------------

/**
 * One line of `POST /api/sets/[id]/print`'s NDJSON progress stream: queued while it waits behind
 * other exports, progress and warnings, then one done or error line.
 */
export type PrintStreamLine =
  | { queued: true; ahead: number }
  | { progress: number; page: number; of: number }
  | { warning: string; message: string }
  | { done: true; job: string; file: string; bytes: number }
  | { error: string; message: string };

// --- The cluster (VELLUM_REDIS_URL) ---------------------------------------------------------------

/**
 * `GET /api/sets/[id]/cluster`: off without VELLUM_REDIS_URL; on, with the Redis (its password
 * hidden), the workers connected now, and what is wrong when Redis does not answer.
 */
export type ClusterStatusAnswer =
  | { on: false; message: string }
  | { on: true; redis: string; workers: number | null; problem: string | null };

/**
 * `POST /api/sets/[id]/cluster/runs`: a run of the set as saved now (the lab's options), or a
 * sweep of it with `vary` (the CLI's `--vary` texts, `<card>.<field>=<values>`).
 */
export interface ClusterRunRequest {
  games: number;
  players: number;
  bots: string[];
  seed?: number;
  turnCap?: number;
  /** Shards per run (default one per 1,000 games). */
  shards?: number;
  vary?: string[];
}

/** Where a cluster run stands: games of the set playing now, and of the whole sweep. */
export interface ClusterRunProgress {
  done: number;
  total: number;
  shardsDone: number;
  shards: number;
  /** Workers connected to the shard queue at the last look. */
  workers: number;
  /** The set playing: 0 the current one, then each variant of a sweep (of `of`). */
  variant: number;
  of: number;
  label: string;
  /** Seconds left at the rate so far; `null` before a game is played. */
  etaSeconds: number | null;
}

/** `GET`, `DELETE /api/sets/[id]/cluster/runs/[run]`, and the `POST`'s answer (202). */
export interface ClusterRunAnswer {
  id: string;
  setId: string;
  /** The revision of the set it plays. */
  revision: string;
  kind: "run" | "sweep";
  state: "running" | "done" | "failed" | "cancelled";
  startedAt: string;
  /** Seconds since it started, or that it took. */
  seconds: number;
  progress: ClusterRunProgress;
  /** A finished run's report (lib/sim `SimReport`), a finished sweep's (`SweepReport`). */
  report: SimReport | null;
  sweep: SweepReport | null;
  /** Why it failed or was cancelled. */
  error: Diagnostic | null;
}
