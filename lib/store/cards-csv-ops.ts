/**
 * The CSV operations of a workspace: export a set's cards, import cards into a set (merged by
 * id, validated as a whole set, saved only when there is no error).
 */
import { hasErrors, ok, err, START_RANGE } from "../model";
import type { Diagnostic, VellumSet } from "../model";
import { MAX_SET_BYTES, exceedsBytes } from "../schema";
import { cardsToCsv, cellName, mergeCardsCsv } from "./cards-csv";
import type { CardOrigin } from "./cards-csv";
import type { CurrentSet, WorkspaceCore } from "./core";
import { storeError } from "./errors";
import { checkSetId } from "./ids";
import { setChecks, validatedRevision } from "./read-cache";
import { setSource } from "./sets";
import type { CardsCsvExportOptions, CardsCsvOutcome, StoreError, StoreResult } from "./types";

/** The source name of an imported CSV in diagnostics. */
const CSV_SOURCE = "cards.csv";

/**
 * The valid set in `current` (validated once per revision, see read-cache.ts; frozen), or an
 * `invalid` error asking to fix the set first.
 */
async function validSet(
  core: WorkspaceCore,
  id: string,
  current: CurrentSet,
): Promise<StoreResult<VellumSet>> {
  const validation = current.textError
    ? { diagnostics: [current.textError] }
    : await validatedRevision(core, id, current, setSource(id));
  if (validation.set && !hasErrors(validation.diagnostics)) return ok(validation.set);
  return err(
    storeError("invalid", `set '${id}' has errors — fix them before exchanging cards as CSV`, {
      diagnostics: validation.diagnostics,
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
  const set = await validSet(core, id, current);
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

/** See `Workspace.importCardsCsv`. */
export async function importCardsCsv(
  core: WorkspaceCore,
  id: string,
  csv: string,
  baseRevision: string,
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
  let outcome: Omit<CardsCsvOutcome, "revision"> = {
    added: 0,
    updated: 0,
    unchanged: 0,
    diagnostics: [],
  };
  const written = await core.writeSet(id, { mode: "update", baseRevision }, async (current) => {
    if (!current) return err(storeError("not-found", `no set with id '${id}'`));
    const set = await validSet(core, id, current);
    if (!set.ok) return set;
    const merge = mergeCardsCsv(set.value, csv, CSV_SOURCE);
    const counts = { added: merge.added, updated: merge.updated, unchanged: merge.unchanged };
    if (hasErrors(merge.diagnostics)) return err(csvInvalid(merge.diagnostics));
    if (merge.added + merge.updated === 0) {
      outcome = { ...counts, diagnostics: merge.diagnostics };
      return ok({ text: current.text });
    }
    const text = `${JSON.stringify({ ...set.value, cards: merge.cards }, null, 2)}\n`;
    const checked = await setChecks(core).check(text, setSource(id), { mustBe: id });
    if (!checked.ok && checked.error.kind !== "invalid") return checked;
    // NOTE: a CSV merge is all or nothing: one that would give the set an error is refused at
    // its cells (the set itself may be saved with problems; a batch of rows is not half-applied).
    const found = checked.ok ? checked.value.diagnostics : (checked.error.diagnostics ?? []);
    if (!checked.ok || hasErrors(found)) {
      const mapped = found.map((d) => toCsvDiagnostic(d, merge.origins));
      return err(csvInvalid([...merge.diagnostics, ...mapped]));
    }
    const warnings = checked.value.diagnostics.map((d) => toCsvDiagnostic(d, merge.origins));
    outcome = { ...counts, diagnostics: [...merge.diagnostics, ...warnings] };
    return ok({ text });
  });
  if (!written.ok) return written;
  return ok({ revision: written.value.revision, ...outcome });
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
