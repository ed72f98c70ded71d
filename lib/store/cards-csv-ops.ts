/**
 * The CSV operations of a workspace: export a set's cards, import cards into a set (merged by
 * id, validated as a whole set, saved only when there is no error).
 */
import { hasErrors, ok, err, START_RANGE } from "../model";
import type { Diagnostic, VellumSet } from "../model";
import { MAX_SET_BYTES, capDiagnostics, exceedsBytes, validateSetText } from "../schema";
import { cardsToCsv, cellName, mergeCardsCsv } from "../sheet";
import type { CardOrigin } from "../sheet";
import type { WorkspaceCore } from "./core";
import { storeError } from "./errors";
import { checkSetId } from "./ids";
import { validatedRevision } from "./read-cache";
import { checkSetText } from "./set-text";
import { setSource } from "./sets";
import type { CardsCsvExportOptions, CardsCsvOutcome, StoreError, StoreResult } from "./types";

/** The source name of an imported CSV in diagnostics. */
const CSV_SOURCE = "cards.csv";

/** The valid set in `current`, or an `invalid` error asking to fix the set first. */
function validSet(id: string, current: CsvMergeBase): StoreResult<VellumSet> {
  const validation = current.textError
    ? { diagnostics: [current.textError] }
    : validateSetText(current.text, setSource(id));
  return validOf(id, validation);
}

/** The set of a validation without errors, or an `invalid` error asking to fix the set first. */
function validOf(
  id: string,
  validation: { set?: VellumSet; diagnostics: readonly Diagnostic[] },
): StoreResult<VellumSet> {
  if (validation.set && !hasErrors(validation.diagnostics)) return ok(validation.set);
  return err(
    storeError("invalid", `set '${id}' has errors — fix them before exchanging cards as CSV`, {
      diagnostics: [...validation.diagnostics],
    }),
  );
}

/** See `Workspace.exportCardsCsv`: `language` limits translation columns to that language. */
export async function exportCardsCsv(
  core: WorkspaceCore,
  id: string,
  opts: CardsCsvExportOptions = {},
): Promise<StoreResult<string>> {
  const badId = checkSetId(id);
  if (badId) return err(badId);
  const current = await core.readCurrent(id);
  if (!current) return err(storeError("not-found", `no set with id '${id}'`));
  // The current revision's validation, kept by reads (read-cache.ts; frozen).
  const validation = current.textError
    ? { diagnostics: [current.textError] }
    : await validatedRevision(core, id, current, setSource(id));
  const set = validOf(id, validation);
  if (!set.ok) return set;
  const languages = set.value.languages ?? [];
  let columns = languages;
  if (opts.language !== undefined) {
    if (opts.language === set.value.language) columns = [];
    else if (languages.includes(opts.language)) columns = [opts.language];
    else {
      const all = [set.value.language, ...languages].join(", ");
      return err(
        storeError("invalid", `set '${id}' has no language '${opts.language}' (it has ${all})`),
      );
    }
  }
  return ok(cardsToCsv(set.value, columns, opts.bom ?? false));
}

/**
 * Points a set diagnostic about a card that came from the CSV at that card's cell. Any other
 * diagnostic of the merged set (a family, a translation, a card the CSV did not hold) has no
 * place in the CSV, and the merged set.json is not the file on disk, so it stands at the CSV's
 * first line and says it is about the merged set.
 */
function toCsvDiagnostic(d: Diagnostic, origins: ReadonlyMap<number, CardOrigin>): Diagnostic {
  const m = /^\/cards\/(\d+)(?:\/(.*))?$/.exec(d.pointer ?? "");
  const origin = m ? origins.get(Number(m[1])) : undefined;
  if (!m || !origin) {
    const at = d.pointer ? ` (at ${d.pointer})` : "";
    return {
      ...d,
      source: CSV_SOURCE,
      range: START_RANGE,
      message: `the set after merging${at}: ${d.message}`,
    };
  }
  const header = headerOfPath(m[2] ?? "");
  const index = header === undefined ? undefined : origin.columns.get(header);
  const cell = index === undefined ? undefined : origin.record.cells[index];
  const range = (cell ?? origin.record.cells[0])?.range ?? d.range;
  const where =
    cell && index !== undefined
      ? `cell ${cellName(index, origin.record.line)} (${header})`
      : `line ${origin.record.line}`;
  return { ...d, source: CSV_SOURCE, range, message: `${where}: ${d.message}` };
}

/** The CSV column of a JSON path inside a card (`points/0` → `points.1`). */
function headerOfPath(path: string): string | undefined {
  const [field, a, b] = path.split("/");
  if (field === "points" || field === "icons") return `${field}.${Number(a ?? 0) + 1}`;
  if (field === "translations" && a && b)
    return `${b}@${a.replace(/~1/g, "/").replace(/~0/g, "~")}`;
  return field === "" ? undefined : field;
}

/** What merging a CSV needs of the set's current file (all a worker thread is sent). */
export interface CsvMergeBase {
  text: string;
  /** The file is not UTF-8 (see `CurrentSet.textError`). */
  textError?: Diagnostic;
}

/**
 * What merging a CSV into a set gives: the set's new text (none when nothing changes) with the
 * counts and problems, or why it is refused. Plain data, so a worker thread can send it back.
 */
export type CsvMergeVerdict = StoreResult<{
  text?: string;
  outcome: Omit<CardsCsvOutcome, "revision">;
}>;

/** Runs {@link mergeCsvIntoSet}, perhaps elsewhere (the server runs a big one in a worker thread). */
export type CsvMerger = (id: string, base: CsvMergeBase, csv: string) => Promise<CsvMergeVerdict>;

/**
 * Merges `csv` into set `id` (validated first, then again as merged, all or nothing): the work
 * of a CSV import that grows with the input. No I/O, so it can run off the server's thread.
 */
export function mergeCsvIntoSet(id: string, base: CsvMergeBase, csv: string): CsvMergeVerdict {
  const set = validSet(id, base);
  if (!set.ok) return set;
  const merge = mergeCardsCsv(set.value, csv, CSV_SOURCE);
  const counts = { added: merge.added, updated: merge.updated, unchanged: merge.unchanged };
  if (hasErrors(merge.diagnostics)) return err(csvInvalid(merge.diagnostics));
  if (merge.added + merge.updated === 0) {
    return ok({ outcome: { ...counts, diagnostics: merge.diagnostics } });
  }
  const text = `${JSON.stringify({ ...set.value, cards: merge.cards }, null, 2)}\n`;
  const checked = checkSetText(text, setSource(id), { mustBe: id });
  if (!checked.ok && checked.error.kind !== "invalid") return checked;
  // NOTE: a CSV merge is all or nothing: one that would give the set an error is refused at
  // its cells (the set itself may be saved with problems; a batch of rows is not half-applied).
  const found = checked.ok ? checked.value.diagnostics : (checked.error.diagnostics ?? []);
  if (!checked.ok || hasErrors(found)) {
    const mapped = found.map((d) => toCsvDiagnostic(d, merge.origins));
    return err(csvInvalid(capCsv([...merge.diagnostics, ...mapped])));
  }
  const warnings = checked.value.diagnostics.map((d) => toCsvDiagnostic(d, merge.origins));
  return ok({
    text,
    outcome: { ...counts, diagnostics: capCsv([...merge.diagnostics, ...warnings]) },
  });
}

const mergeHere: CsvMerger = async (id, base, csv) => mergeCsvIntoSet(id, base, csv);

/** See `Workspace.importCardsCsv`; `merge` (the workspace's `csvMerge`) merges, here by default. */
export async function importCardsCsv(
  core: WorkspaceCore,
  id: string,
  csv: string,
  baseRevision: string,
  merge: CsvMerger = mergeHere,
): Promise<StoreResult<CardsCsvOutcome>> {
  const badId = checkSetId(id);
  if (badId) return err(badId);
  if (typeof csv !== "string") return err(storeError("invalid", "the CSV must be text"));
  if (exceedsBytes(csv, MAX_SET_BYTES)) {
    const mib = MAX_SET_BYTES / (1024 * 1024);
    return err(
      storeError("too-large", `the CSV is over the ${mib} MiB limit — split it into parts`),
    );
  }
  if (typeof baseRevision !== "string") {
    return err(
      storeError("invalid", "a CSV import needs the revision it is based on (baseRevision)"),
    );
  }
  let outcome: Omit<CardsCsvOutcome, "revision"> | undefined;
  const written = await core.writeSet(id, { mode: "update", baseRevision }, async (current) => {
    if (!current) return err(storeError("not-found", `no set with id '${id}'`));
    const base = current.textError
      ? { text: current.text, textError: current.textError }
      : { text: current.text };
    const verdict = await merge(id, base, csv);
    if (!verdict.ok) return verdict;
    outcome = verdict.value.outcome;
    return ok({ text: verdict.value.text ?? current.text });
  });
  if (!written.ok) return written;
  const done = outcome ?? { added: 0, updated: 0, unchanged: 0, diagnostics: [] };
  return ok({ revision: written.value.revision, ...done });
}

/** The CSV's own problems and the merged set's, each capped, are capped once more together. */
function capCsv(diagnostics: Diagnostic[]): Diagnostic[] {
  return capDiagnostics(diagnostics, { code: "csv/too-many-problems", source: CSV_SOURCE });
}

function csvInvalid(diagnostics: Diagnostic[]): StoreError {
  const errors = diagnostics.filter((d) => d.severity === "error");
  const first = errors[0];
  const where = first
    ? `${first.source}:${first.range.start.line}:${first.range.start.column}: `
    : "";
  const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : "";
  return storeError("invalid", `${where}${first?.message ?? "the CSV is not valid"}${more}`, {
    diagnostics,
  });
}
