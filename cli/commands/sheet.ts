/**
 * `vellum sheet pull|push <set>`: the set's linked sheet (issue 25) from the command line. Pull
 * prints the difference the sheet would make (lib/sheet's `diffLines`) and its problems, and
 * applies it only with --yes, as one new revision; push prints what writing the cards back in
 * the sheet's own columns changes (`pushLines`) and writes only with --yes.
 */
import type { Diagnostic, SheetLink, VellumSet } from "../../lib/model";
import { formatDiagnostic, nearestWord } from "../../lib/model";
import {
  applySheetDiff,
  blockingProblems,
  diffLines,
  mapHeaders,
  pushLines,
  pushPlan,
  sheetDiff,
} from "../../lib/sheet";
import { readSheetLink, sheetWriteProblem, writeSheetLink } from "../../lib/store";
import type { Workspace } from "../../lib/store";
import type { OptionSpec, ParsedArgs } from "../args";
import { flag } from "../args";
import type { CliIo } from "../io";
import { EXIT } from "../io";
import { cliWorkspace } from "../open-workspace";
import { reportStoreError } from "./workspace";

export const SHEET_HELP = `vellum sheet pull <set> [--yes] [--remove-missing] [--skip-problems]
vellum sheet push <set> [--yes] [--remove-missing]
  The set's linked sheet (set.json's "sheet": a .csv, .tsv or .xlsx file in the set's folder, or
  the URL of a published sheet's CSV). pull prints what the sheet would change — cards added,
  changed field by field, missing from the sheet — and the problems of its rows and cells; it
  changes nothing without --yes. --yes applies it as one new revision (undo: vellum restore);
  refused while a row has an error, unless --skip-problems leaves those rows out. Cards with no
  row in the sheet are kept unless --remove-missing. Headers that are not card columns are
  mapped once in the designer's mapping dialog, or in set.json's "sheet": { "mapping": { … } }.
  push prints what writing the set's cards to the linked file would change — rows added, cells
  overwritten (before → after), rows kept — and writes nothing without --yes. It writes in the
  sheet's own columns and rows: rows that are no card of the set (an empty id, a card typed in
  the sheet and not pulled yet) stay where they are, columns the set ignores keep their cells (an
  XLSX keeps its formulas, styles and other worksheets); the rows of cards the set does not have
  are deleted only with --remove-missing. Refused when the file changed after it was read. A URL
  cannot be written.`;

/** The options of `vellum sheet`. */
export const SHEET_OPTIONS = {
  yes: "boolean",
  "remove-missing": "boolean",
  "skip-problems": "boolean",
} as const satisfies OptionSpec;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** `vellum sheet`. */
export async function sheetCommand(args: ParsedArgs, io: CliIo): Promise<number> {
  const [action, id, ...extra] = args.positionals;
  if (action !== undefined && action !== "pull" && action !== "push") {
    const near = nearestWord(action, ["pull", "push"]);
    io.err(
      `error: '${action}' is not a sheet action: pull or push${near ? ` — did you mean '${near}'?` : ""} (vellum help sheet)`,
    );
    return EXIT.usage;
  }
  if (!action || !id || extra.length > 0) {
    io.err(SHEET_HELP);
    return EXIT.usage;
  }
  const ws = await cliWorkspace(io);
  const stored = await ws.read(id);
  if (!stored.ok) return reportStoreError(io, stored.error);
  const { set } = stored.value;
  if (!set) {
    io.err(
      `error: set '${id}' has errors; fix them first (vellum validate ${id}), then ${action} again`,
    );
    return EXIT.failed;
  }
  const link = set.sheet;
  if (!link) {
    io.err(
      `error: set '${id}' has no linked sheet — link one in the designer, or add "sheet": { "file": "cards.csv" } (a file in the set's folder) or { "url": "https://…" } to its set.json`,
    );
    return EXIT.failed;
  }
  return action === "pull"
    ? pull(ws, id, set, stored.value.revision, link, args, io)
    : push(ws, id, set, link, args, io);
}

/** How a link's problems name it: the file in its set's folder, or the URL. */
const shownOf = (id: string, link: SheetLink) => link.url ?? `${id}/${link.file ?? ""}`;

function printProblems(io: CliIo, diagnostics: readonly Diagnostic[], shown: string): void {
  for (const d of diagnostics) io.err(formatDiagnostic(d, shown));
}

async function pull(
  ws: Workspace,
  id: string,
  set: VellumSet,
  revision: string,
  link: SheetLink,
  args: ParsedArgs,
  io: CliIo,
): Promise<number> {
  const shown = shownOf(id, link);
  const read = await readSheetLink(ws, id, link);
  if (!read.ok) {
    printProblems(io, read.error.diagnostics ?? [], shown);
    io.err(`error: ${read.error.message}`);
    return EXIT.failed;
  }
  const mapping = mapHeaders(read.value.table.headers, set, link.mapping);
  if (mapping.unmatched.length > 0) {
    const names = mapping.unmatched.map((u) => `'${u.header}'`).join(", ");
    const example = mapping.unmatched[0];
    io.err(`error: ${read.value.source}: ${names} match no card column; nothing was read`);
    for (const u of mapping.unmatched) {
      if (u.suggestion) io.err(`  '${u.header}' — did you mean '${u.suggestion}'?`);
    }
    io.err(
      `Map them once in the designer's mapping dialog (Pull), or in set.json's sheet.mapping: "mapping": { "${example?.header ?? ""}": "${example?.suggestion ?? "points.1"}" } (null ignores a column).`,
    );
    return EXIT.failed;
  }
  const diff = sheetDiff(set, read.value.table, mapping, shown, {
    readDiagnostics: read.value.diagnostics,
  });
  // Each problem once, on stderr with its place; the difference itself on stdout.
  printProblems(
    io,
    diff.problems.map((p) => p.diagnostic),
    shown,
  );
  const removeMissing = flag(args, "remove-missing");
  for (const line of diffLines({ ...diff, problems: [] }, { removeMissing })) io.out(line);
  const changes =
    diff.added.length + diff.changed.length + (removeMissing ? diff.removed.length : 0);
  io.out(
    `${read.value.source}: ${diff.added.length} to add, ${diff.changed.length} to change, ${diff.removed.length} without a row in the sheet (${removeMissing ? "to remove" : "kept"}), ${diff.unchanged} unchanged`,
  );
  const skipProblems = flag(args, "skip-problems");
  // The designer's rule (its Apply stays disabled): any error, in the header row or a row.
  const blocking = blockingProblems(diff).length;
  const blocked = blocking > 0 && !skipProblems;
  if (blocking > 0) {
    const rows =
      diff.skipped.length > 0
        ? ` (line${diff.skipped.length === 1 ? "" : "s"} ${diff.skipped.join(", ")} left out)`
        : "";
    io.err(
      `${plural(blocking, "error")} in the sheet${rows}: ${skipProblems ? "applying the rest (--skip-problems)" : "fix them in the sheet, or leave their rows out with --skip-problems"}`,
    );
  }
  if (!flag(args, "yes")) {
    io.out(
      changes === 0
        ? "nothing to apply: the set already matches the sheet"
        : `nothing changed yet: run again with --yes to apply this${blocked ? " (and --skip-problems to leave out the rows with errors)" : ""}`,
    );
    return blocked ? EXIT.failed : EXIT.ok;
  }
  if (blocked) {
    io.err("error: nothing was applied");
    return EXIT.failed;
  }
  if (changes === 0) {
    io.out("nothing to apply: the set already matches the sheet");
    return EXIT.ok;
  }
  const next = applySheetDiff(set, diff, { removeMissing });
  const saved = await ws.save(id, next, revision);
  if (!saved.ok) return reportStoreError(io, saved.error);
  printProblems(
    io,
    saved.value.diagnostics.filter((d) => d.severity === "error"),
    `${id}/set.json`,
  );
  io.out(
    `applied to ${id} (revision ${saved.value.revision}; vellum restore ${id} ${revision} undoes it)`,
  );
  return EXIT.ok;
}

async function push(
  ws: Workspace,
  id: string,
  set: VellumSet,
  link: SheetLink,
  args: ParsedArgs,
  io: CliIo,
): Promise<number> {
  const shown = shownOf(id, link);
  const readOnly = sheetWriteProblem(link);
  if (readOnly) {
    io.err(`error: ${readOnly.message}`);
    return EXIT.failed;
  }
  // The sheet's own columns, when it exists: its headers, order, rows and ignored columns are kept.
  const existing = await readSheetLink(ws, id, link);
  const missing = !existing.ok && existing.error.missingFile === true;
  if (!existing.ok && !missing) {
    printProblems(io, existing.error.diagnostics ?? [], shown);
    io.err(`error: ${existing.error.message}; nothing was written`);
    return EXIT.failed;
  }
  const before = existing.ok ? existing.value.table : undefined;
  const mapping = before ? mapHeaders(before.headers, set, link.mapping) : undefined;
  const removeMissing = flag(args, "remove-missing");
  const plan = pushPlan(set, before, mapping, { removeMissing });
  if (existing.ok) printProblems(io, existing.value.diagnostics, shown);
  for (const line of pushLines(plan)) io.out(line);
  io.out(
    `${missing ? `${shown} (a new file)` : existing.ok ? existing.value.source : shown}: ${plan.added.length} rows to add, ${plan.changed.length} to overwrite, ${plan.removed.length} of cards the set does not have (${removeMissing ? "to delete" : "kept"}), ${plan.kept.length} of no card (kept), ${plan.unchanged} unchanged`,
  );
  if (!flag(args, "yes")) {
    io.out(
      `nothing written yet: run again with --yes to write ${shown}${plan.removed.length > 0 && !removeMissing ? " (and --remove-missing to delete the rows of cards the set does not have)" : ""}`,
    );
    return EXIT.ok;
  }
  // The file must still be the one read: a change saved meanwhile is never overwritten.
  const expected = existing.ok ? existing.value.fingerprint : null;
  const written = await writeSheetLink(ws, id, link, plan.table, undefined, expected);
  if (!written.ok) {
    io.err(`error: ${written.error.message}`);
    return EXIT.failed;
  }
  io.out(
    `wrote ${plural(written.value.rows, "row")} to ${shown}${before ? " in its own columns" : ""}`,
  );
  return EXIT.ok;
}
