/**
 * What a sheet would change in a set's cards, and applying it. The rows are read by the same
 * reader as the cards CSV import (rows.ts), so a pull and an import agree cell for cell.
 */
import type { Card, Diagnostic, VellumSet } from "../model";
import { gridColumns } from "./columns";
import { cellName, RowReader, rowLayout, rowProblem } from "./rows";
import type {
  DiffChoice,
  FieldChange,
  HeaderMapping,
  SheetDiff,
  SheetProblem,
  SheetTable,
} from "./types";

/** What a pull knows of the sheet besides its table. */
export interface SheetDiffOptions {
  /**
   * The read's own problems (lib/store answers an XLSX cell it cannot read — an error value, a
   * formula without a saved value — as a diagnostic at its line and column). They are listed
   * first among the difference's problems; the rows of the errors among them are left out
   * (in `skipped`), yet still stand for their cards, which are never offered for removal.
   */
  readDiagnostics?: readonly Diagnostic[];
}

/** A read's diagnostic as a problem with its place (the line, and the cell when it has one). */
function readProblem(diagnostic: Diagnostic): SheetProblem {
  const { start } = diagnostic.range;
  const column = start.column - 1;
  return { diagnostic, place: { line: start.line, column, name: cellName(column, start.line) } };
}

/**
 * The difference `table` (read through `mapping`) would make to `set`'s cards: cards added (in
 * sheet order), changed (field by field, as the columns format them), removed (the set's cards
 * without a row; applied only when chosen) and how many rows change nothing. A row with an error
 * is left out whole (its line in `skipped`, its problems with their places); a row with an
 * error names a card of the set is not counted as removing it; so does a row `options` says
 * could not be read.
 */
export function sheetDiff(
  set: VellumSet,
  table: SheetTable,
  mapping: HeaderMapping,
  source: string,
  options: SheetDiffOptions = {},
): SheetDiff {
  const diff: SheetDiff = {
    added: [],
    changed: [],
    removed: [],
    unchanged: 0,
    problems: [],
    skipped: [],
    lines: {},
  };
  const report = (p: SheetDiff["problems"][number]): void => {
    diff.problems.push(p);
  };
  const read = options.readDiagnostics ?? [];
  for (const d of read) report(readProblem(d));
  const unreadable = new Set(
    read.filter((d) => d.severity === "error").map((d) => d.range.start.line),
  );
  const layout = rowLayout(table, mapping, set, source, report);
  if (layout.idIndex === undefined && layout.nameIndex === undefined) {
    diff.skipped = table.rows.map((r) => r.line);
    return diff;
  }
  // Text sheets (CSV, TSV) carry ranges: a short row there lost a delimiter.
  const strict = table.rows.some((r) => r.ranges !== undefined);
  // A row without id is the card of its name: a row added in the sheet adds its card once, and
  // pulling again finds it.
  const reader = new RowReader(set, layout, source, report, {
    strictWidth: strict,
    findByName: true,
  });
  const columns = gridColumns(set.languages ?? []).filter((c) => layout.byHeader.has(c.header));
  const seen = new Set<string>();
  // Unreadable rows whose id and name cells name no card (those cells themselves unreadable).
  const unnamed: number[] = [];
  for (const row of table.rows) {
    // Before the blank test: a row whose every cell is unreadable reads as empty cells.
    if (unreadable.has(row.line)) {
      if (reader.claim(row) === undefined) unnamed.push(row.line);
      diff.skipped.push(row.line);
      continue;
    }
    if (row.cells.every((c) => c.trim() === "")) continue;
    const before = diff.problems.length;
    const read = reader.read(row);
    const hasError = diff.problems.slice(before).some((p) => p.diagnostic.severity === "error");
    if (!read || hasError) {
      diff.skipped.push(row.line);
      continue;
    }
    seen.add(read.id);
    const lines = diff.lines as Record<string, number>;
    const existing = read.existingIndex === undefined ? undefined : set.cards[read.existingIndex];
    if (!existing) {
      diff.added.push(read.card);
      lines[read.id] = row.line;
      continue;
    }
    if (read.card === existing) {
      diff.unchanged++;
      continue;
    }
    const fields: FieldChange[] = [];
    for (const column of columns) {
      const was = column.format(existing);
      const now = column.format(read.card);
      if (was !== now) fields.push({ column: column.header, before: was, after: now });
    }
    if (fields.length === 0) {
      diff.unchanged++;
      continue;
    }
    diff.changed.push({ id: existing.id, name: existing.name, fields, card: read.card });
    lines[read.id] = row.line;
  }
  // A card a skipped row names is not "missing": its row only needs fixing.
  for (const id of reader.lineOfId.keys()) seen.add(id);
  // A row that names no card may be any card's: none is offered for removal until it is fixed.
  diff.removed = unnamed.length > 0 ? [] : set.cards.filter((c) => !seen.has(c.id));
  for (const line of unnamed) {
    report(
      rowProblem(
        "warning",
        "sheet/row-unnamed",
        `line ${line}'s id and name could not be read, so no card is offered for removal until it is fixed`,
        source,
        { line },
      ),
    );
  }
  // An unreadable row without a key column was never read: its line is skipped all the same.
  diff.skipped = [...new Set([...diff.skipped, ...unreadable])].sort((a, b) => a - b);
  return diff;
}

/**
 * The problems that stop a difference being applied until their rows are left out ("Skip the
 * rows with problems", `--skip-problems`): every error, in the header row or in a row, read or
 * unreadable. The designer and the CLI both refuse by this one rule.
 */
export function blockingProblems(diff: SheetDiff): SheetProblem[] {
  return diff.problems.filter((p) => p.diagnostic.severity === "error");
}

/**
 * `set` with `diff` applied: changed cards replaced in place, added ones appended in sheet order,
 * removed ones dropped only when `choice.removeMissing`. A new set; `set` is untouched.
 */
export function applySheetDiff(set: VellumSet, diff: SheetDiff, choice: DiffChoice): VellumSet {
  const changed = new Map(diff.changed.map((c) => [c.id, c.card]));
  const removed = new Set(choice.removeMissing ? diff.removed.map((c) => c.id) : []);
  const cards: Card[] = [];
  for (const card of set.cards) {
    if (removed.has(card.id)) continue;
    cards.push(changed.get(card.id) ?? card);
  }
  const ids = new Set(cards.map((c) => c.id));
  for (const card of diff.added) if (!ids.has(card.id)) cards.push(card);
  return { ...set, cards };
}
