/**
 * The linked sheet's decisions, pure and tested (sheet-flow.test.ts): what the link form's input
 * links to, how a link reads in words, what a pull shows next (the mapping dialog or the
 * difference), whether the difference may be applied, and applying it to the set as it is now.
 * The components beside it only draw these and make the calls.
 */
import type { Diagnostic, Result, SheetLink, VellumSet } from "@/lib/model";
import { err, ok, plural } from "@/lib/model";
import { setSheetMapping } from "@/lib/edit";
import type { HeaderMapping, SheetDiff, SheetTable } from "@/lib/sheet";
import {
  applySheetDiff,
  blockingProblems,
  cardColumns,
  mapHeaders,
  sheetDiff,
  sheetFileNameProblem,
  sheetFormatOf,
} from "@/lib/sheet";

/** What the link form asks: a file of the set's folder or a URL, and an XLSX's worksheet. */
export interface LinkInput {
  kind: "file" | "url";
  text: string;
  worksheet?: string;
}

/**
 * A link's short name for titles and notices: the file's name; for a URL, its file name and host
 * ("cards.csv (example.org)"), or "the sheet at docs.google.com" when its path names no file.
 */
export function linkTarget(link: SheetLink): string {
  if (link.file !== undefined) return link.file;
  const text = link.url ?? "";
  try {
    const url = new URL(text);
    const last = url.pathname.split("/").filter(Boolean).pop();
    if (last && /\.[a-z]+$/i.test(last)) return `${decodeURIComponent(last)} (${url.hostname})`;
    return `the sheet at ${url.hostname}`;
  } catch {
    return text;
  }
}

/** A link in words: "cards.xlsx, worksheet Cards", "cards.csv in the set's folder", a URL. */
export function linkWords(link: SheetLink): string {
  if (link.url !== undefined) return link.url;
  const sheet = link.worksheet ? `, worksheet ${link.worksheet}` : "";
  return `${link.file ?? ""}${sheet} in the set's folder`;
}

/** The link the form's input makes, or why it cannot be one (in the form's words). */
export function linkOf(input: LinkInput): Result<SheetLink, string> {
  const text = input.text.trim();
  if (input.kind === "url") {
    if (text === "") return err("write the sheet's URL, e.g. a published Google Sheet's CSV link");
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      return err(`'${text}' is not a URL: write one starting with https://`);
    }
    if (url.protocol !== "https:" && url.protocol !== "http:")
      return err(`'${text}' is not an http(s) URL: write one starting with https://`);
    return ok({ url: url.href });
  }
  // The one rule lib/store and the schema also check: a name linked here can always be read.
  const problem = sheetFileNameProblem(text);
  if (problem !== undefined) return err(problem);
  const worksheet = sheetFormatOf(text) === "xlsx" ? input.worksheet : undefined;
  return ok(worksheet ? { file: text, worksheet } : { file: text });
}

/** The form's input for an existing link (or an empty file name when there is none). */
export function inputOf(link: SheetLink | undefined): LinkInput {
  if (link?.url !== undefined) return { kind: "url", text: link.url };
  return {
    kind: "file",
    text: link?.file ?? "",
    ...(link?.worksheet ? { worksheet: link.worksheet } : {}),
  };
}

/** What a pull shows once the sheet is read: the headers to map first, or the difference. */
export type PullPlan =
  | { kind: "mapping"; mapping: HeaderMapping }
  | { kind: "diff"; mapping: HeaderMapping; diff: SheetDiff };

/** A read sheet: its table, where from, and the cells the read could not take (the server's). */
export interface ReadSheet {
  table: SheetTable;
  source: string;
  diagnostics?: Diagnostic[];
}

/** The next step of a pull of `read` into `set` (its saved mapping applied). */
export function planPull(set: VellumSet, read: ReadSheet): PullPlan {
  const mapping = mapHeaders(read.table.headers, set, set.sheet?.mapping);
  if (mapping.unmatched.length > 0) return { kind: "mapping", mapping };
  return { kind: "diff", mapping, diff: diffOf(set, read, mapping) };
}

/**
 * The difference `read` makes to `set`, its unreadable cells (an XLSX error value, a formula
 * with no saved value) among the problems: lib/sheet leaves their rows out and never offers
 * their cards for removal, as the CLI's pull does.
 */
export function diffOf(set: VellumSet, read: ReadSheet, mapping: HeaderMapping): SheetDiff {
  return sheetDiff(set, read.table, mapping, read.source, {
    readDiagnostics: read.diagnostics ?? [],
  });
}

/** A card column the mapping dialog offers: its header (`points.1`) and label ("Points 1"). */
export interface ColumnChoice {
  header: string;
  label: string;
}

/** The card columns a sheet's header may stand for, the id first. */
export function columnChoices(set: VellumSet): ColumnChoice[] {
  const columns = cardColumns(set.languages ?? []).map((c) => ({
    header: c.header,
    label: `${c.label} (${c.header})`,
  }));
  return [{ header: "id", label: "Id (id)" }, ...columns];
}

/** The mapping dialog's first choices: each unmatched header's suggestion, else ignored. */
export function firstChoices(mapping: HeaderMapping): Record<string, string | null> {
  return Object.fromEntries(mapping.unmatched.map((u) => [u.header, u.suggestion ?? null]));
}

/**
 * Card columns chosen for two headers of the sheet: a column is read from one header only.
 * Answers the column headers chosen twice (the dialog says so and waits).
 */
export function doubleChoices(
  mapping: HeaderMapping,
  choices: Readonly<Record<string, string | null>>,
): string[] {
  const unmatched = new Set(mapping.unmatched.map((u) => u.index));
  const taken = mapping.byIndex.filter((c, i): c is string => c !== null && !unmatched.has(i));
  const chosen = Object.values(choices).filter((c): c is string => c !== null);
  const all = [...taken, ...chosen];
  return [...new Set(all.filter((c, i) => all.indexOf(c) !== i))];
}

/** The set with the mapping dialog's choices kept (lib/edit `setSheetMapping`). */
export function withChoices(
  set: VellumSet,
  choices: Readonly<Record<string, string | null>>,
): VellumSet {
  return setSheetMapping(set, choices);
}

/** How the person answered the difference dialog's two questions. */
export interface PullChoice {
  removeMissing: boolean;
  skipProblems: boolean;
}

/** Why Apply is disabled, or undefined when it may be pressed. */
export function applyRefusal(diff: SheetDiff, choice: PullChoice): string | undefined {
  const blocking = blockingProblems(diff).length;
  if (blocking > 0 && !choice.skipProblems)
    return `Resolve the ${plural(blocking, "problem")} in the sheet, or skip their rows, to apply it.`;
  const changes =
    diff.added.length + diff.changed.length + (choice.removeMissing ? diff.removed.length : 0);
  if (changes > 0) return undefined;
  if (diff.removed.length > 0)
    return `Nothing else changes: tick “Also remove” to remove the ${plural(diff.removed.length, "card")} the sheet lacks, or Cancel.`;
  return "Nothing to apply: the cards already match the sheet.";
}

/** The difference in counts: "2 cards added, 1 changed, 3 not in the sheet, 9 unchanged". */
export function diffSummary(diff: SheetDiff): string {
  const parts = [
    `${plural(diff.added.length, "card")} added`,
    `${diff.changed.length} changed`,
    `${diff.removed.length} not in the sheet`,
    `${diff.unchanged} unchanged`,
  ];
  return parts.join(", ");
}

/** What pressing Apply does: the new set, or a fresh difference when the set changed meanwhile. */
export type ApplyOutcome =
  { kind: "applied"; set: VellumSet; words: string } | { kind: "changed"; diff: SheetDiff };

/**
 * Applies the shown `diff` when `current` is the set it was made from (`shownFrom`); when the set
 * changed while the dialog was open, answers the difference the sheet makes to it now, to show
 * instead of overwriting the edit.
 */
export function applyPull(
  current: VellumSet,
  shownFrom: VellumSet,
  shown: { read: ReadSheet; mapping: HeaderMapping; diff: SheetDiff },
  choice: PullChoice,
): ApplyOutcome {
  if (current !== shownFrom)
    return { kind: "changed", diff: diffOf(current, shown.read, shown.mapping) };
  const { diff } = shown;
  const set = applySheetDiff(current, diff, { removeMissing: choice.removeMissing });
  const removed = choice.removeMissing ? diff.removed.length : 0;
  const words = [
    `${plural(diff.added.length, "card")} added`,
    `${diff.changed.length} changed`,
    ...(removed > 0 ? [`${removed} removed`] : []),
  ].join(", ");
  return { kind: "applied", set, words };
}
