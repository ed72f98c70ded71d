/** A sheet's difference in words, one line each (the CLI prints them; tests read them). */
import { CARD_TYPE_WORDS } from "../model";
import type { CardType } from "../model";
import type { DiffChoice, SheetDiff, SheetProblem } from "./types";
import type { PushPlan, PushRow } from "./write";

/** A cell's text as a line shows it: "(empty)", one line, at most 40 characters. */
function shown(value: string): string {
  if (value === "") return "(empty)";
  const line = value.replace(/\r?\n|\r/g, " ⏎ ");
  return line.length > 40 ? `${line.slice(0, 39)}…` : line;
}

/** A problem as a line: "line 4, F4 (icons.1): …" (the cell's words come from the row reader). */
function problemLine(problem: SheetProblem): string {
  const { diagnostic, place } = problem;
  const message = diagnostic.message.replace(/^cell [A-Z]+\d+ /, "");
  const severity = diagnostic.severity === "error" ? "" : `${diagnostic.severity}: `;
  if (!place) return `${severity}${message}`;
  const where =
    place.column === undefined ? `line ${place.line}` : `line ${place.line}, ${place.name}`;
  // The row reader's cell messages already say "(header): reason" after the cell's name.
  const separator = message.startsWith("(") ? " " : ": ";
  return `${severity}${where}${separator}${message}`;
}

/**
 * "+ add modifier 'Tide Caller' (line 4)", "~ 'Gull Omen': points.1 -10 → -15",
 * then a card without a row: "- remove 'Old Card' (no row in the sheet)" when `choice` removes
 * them, else "= keep 'Old Card' (no row in the sheet; kept unless removing is asked for)"; then
 * each problem with its place and the lines left out; "no change" when there is nothing to do.
 */
export function diffLines(diff: SheetDiff, choice?: DiffChoice): string[] {
  const out: string[] = [];
  const at = (id: string): string => {
    const line = diff.lines?.[id];
    return line === undefined ? "" : ` (line ${line})`;
  };
  for (const card of diff.added) {
    const type = CARD_TYPE_WORDS[card.type as CardType]?.one ?? card.type;
    out.push(`+ add ${type} '${card.name}'${at(card.id)}`);
  }
  for (const change of diff.changed) {
    const fields = change.fields.map((f) => `${f.column} ${shown(f.before)} → ${shown(f.after)}`);
    out.push(`~ '${change.name}': ${fields.join(", ")}`);
  }
  for (const card of diff.removed) {
    out.push(
      choice?.removeMissing
        ? `- remove '${card.name}' (no row in the sheet)`
        : `= keep '${card.name}' (no row in the sheet; kept unless removing is asked for)`,
    );
  }
  for (const problem of diff.problems) out.push(problemLine(problem));
  if (diff.skipped.length > 0) {
    const s = diff.skipped.length === 1 ? "" : "s";
    out.push(`left out until fixed: line${s} ${diff.skipped.join(", ")}`);
  }
  if (out.length === 0) out.push("no change");
  return out;
}

/**
 * A push's difference in words, as `diffLines` says a pull's: "+ add event 'Tide Caller' (new
 * row)", "~ line 3 'Gull Omen': Pts 1 -10 → -15" (the sheet's headers), a row naming a card the
 * set does not have: "- delete line 4 'Old Card' (old-card is not a card of the set)" when the
 * plan removes them, else "= keep line 4 …; kept unless removing is asked for", a row naming no
 * card: "= keep line 6 (no card: kept as it is)"; "no change" when the file stays as it is.
 */
export function pushLines(plan: PushPlan): string[] {
  const out: string[] = [];
  for (const card of plan.added) {
    const type = CARD_TYPE_WORDS[card.type as CardType]?.one ?? card.type;
    out.push(`+ add ${type} '${card.name}' (new row)`);
  }
  for (const change of plan.changed) {
    const fields = change.fields.map((f) => `${f.column} ${shown(f.before)} → ${shown(f.after)}`);
    out.push(`~ line ${change.line} '${change.name}': ${fields.join(", ")}`);
  }
  const named = (row: PushRow) => (row.name === "" ? "" : ` '${row.name}'`);
  for (const row of plan.removed) {
    const why = `${row.id} is not a card of the set`;
    out.push(
      plan.removeMissing
        ? `- delete line ${row.line}${named(row)} (${why})`
        : `= keep line ${row.line}${named(row)} (${why}; kept unless removing is asked for)`,
    );
  }
  for (const row of plan.kept) {
    out.push(`= keep line ${row.line}${named(row)} (no card of its own: kept as it is)`);
  }
  const writes =
    plan.added.length + plan.changed.length + (plan.removeMissing ? plan.removed.length : 0);
  if (writes === 0) out.unshift("no change");
  return out;
}
