/**
 * The set library's decisions, as plain functions: a blank set, free ids, names of copies, what
 * kind of file an import is, renaming inside set.json text, and the server's refusals in words.
 * Pure: no React, no fetch.
 */
import { applyEdits, modify } from "jsonc-parser";
import type { Diagnostic, VellumSet } from "@/lib/model";
import { DEFAULT_RULES, isSlug, MAX_ID_LENGTH, uniqueId } from "@/lib/model";
import type { RequestFailure } from "@/app/_api/client";
import { setUrl } from "@/app/_api/routes";

/** The id of the sample set a new set can start from. */
export const SAMPLE_SET_ID = "saltmarrow";

const STAR_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M12 2l2.9 6.9 7.1.6-5.4 4.7 1.7 7-6.3-3.9-6.3 3.9 1.7-7L2 9.5l7.1-.6z"/></svg>';

/**
 * A new set with the least a valid, playable set needs (RULES R3.1–R3.3): for 2 players, one
 * story icon, two families of two characters, and a draw pile of 10 (two modifiers, 5 copies
 * each). Every piece is named as a placeholder to rename or replace in the designer.
 */
export function blankSet(id: string, name: string): VellumSet {
  const family = (n: string) => ({
    id: `${n}-family`,
    name: `${capitalise(n)} family`,
    symbol: "star",
  });
  const character = (n: string, familyId: string) => ({
    id: `${n}-character`,
    type: "character" as const,
    name: `${capitalise(n)} character`,
    family: familyId,
  });
  return {
    id,
    name,
    version: "0.1.0",
    language: "en",
    families: [family("first"), family("second")],
    icons: [{ id: "star", name: "Star", svg: STAR_SVG }],
    cards: [
      character("first", "first-family"),
      character("second", "first-family"),
      character("third", "second-family"),
      character("fourth", "second-family"),
      {
        id: "a-misfortune",
        type: "modifier",
        name: "A Misfortune",
        copies: 5,
        points: [-10, null, null],
        icons: [null, null, null],
      },
      {
        id: "a-small-joy",
        type: "modifier",
        name: "A Small Joy",
        copies: 5,
        points: [null, 5, null],
        icons: [null, "star", null],
      },
    ],
    rules: { ...DEFAULT_RULES, minPlayers: 2, maxPlayers: 2 },
  };
}

/** The text a new blank set is created with. */
export function blankSetText(id: string, name: string): string {
  return `${JSON.stringify(blankSet(id, name), null, 2)}\n`;
}

/** Why an id cannot be used, or undefined when it can. */
export function idProblem(id: string, taken: Iterable<string>, own?: string): string | undefined {
  if (id === "") return "Give the set an id.";
  if (!isSlug(id)) {
    return `An id is lower-case letters, digits and single hyphens (at most ${MAX_ID_LENGTH}), e.g. "my-expansion".`;
  }
  if (id !== own && new Set(taken).has(id)) return `A set with id "${id}" already exists.`;
  return undefined;
}

/** Why a name cannot be used, or undefined when it can. */
export function nameProblem(name: string): string | undefined {
  return name.trim() === "" ? "Give the set a name." : undefined;
}

/** The name and id of a copy of a set: "<name> (copy)", "<name> (copy 2)"… with a free id. */
export function copyOf(
  set: { id: string; name: string },
  sets: readonly { id: string; name: string }[],
): { id: string; name: string } {
  const names = new Set(sets.map((s) => s.name));
  let name = `${set.name} (copy)`;
  for (let n = 2; names.has(name); n++) name = `${set.name} (copy ${n})`;
  return {
    id: uniqueId(
      `${set.id}-copy`,
      sets.map((s) => s.id),
      "set",
    ),
    name,
  };
}

/** What an imported file is taken for. */
export type ImportKind = "set-zip" | "set-json" | "cards-csv";

/** The kind of an import by the file's name (and a zip's magic bytes), or why it is refused. */
export function importKindOf(
  fileName: string,
  firstBytes?: Uint8Array,
): { kind: ImportKind } | { problem: string } {
  const lower = fileName.toLowerCase();
  if (firstBytes && firstBytes[0] === 0x50 && firstBytes[1] === 0x4b) return { kind: "set-zip" };
  if (lower.endsWith(".zip")) return { kind: "set-zip" };
  if (lower.endsWith(".json")) return { kind: "set-json" };
  if (lower.endsWith(".csv")) return { kind: "cards-csv" };
  return {
    problem: `"${fileName}" is not a set (.zip or .json) or a CSV of cards (.csv).`,
  };
}

/** set.json text with its top-level `name` (and optionally `id`) changed, formatting kept. */
export function renamedText(text: string, name: string, id?: string): string {
  const opts = { formattingOptions: { insertSpaces: true, tabSize: 2, eol: "\n" } };
  let out = applyEdits(text, modify(text, ["name"], name, opts));
  if (id !== undefined) out = applyEdits(out, modify(out, ["id"], id, opts));
  return out;
}

/** One line per diagnostic: "file:line:col message". */
export function diagnosticLine(d: Diagnostic, fallbackSource: string): string {
  const source = d.source && d.source !== "request" ? d.source : fallbackSource;
  return `${source}:${d.range.start.line}:${d.range.start.column} ${d.message}`;
}

/** What a refusal from the API says: a summary and the diagnostics as lines. */
export interface Refusal {
  message: string;
  lines: string[];
}

const STATUS_WORDS: Record<number, string> = {
  400: "The server could not use it",
  403: "The server refused the request",
  404: "It is not in the workspace any more",
  409: "It clashes with what is in the workspace",
  413: "The file is too large",
  428: "The server needs the set's revision",
  500: "The server failed",
};

/**
 * A failed API call in the library's words: the server's message (or the status's meaning, or
 * why no answer came), and its error diagnostics as "file:line:col message" lines (warnings are
 * left out: they never refuse).
 */
export function refusalOf(failure: RequestFailure, source: string): Refusal {
  const said = failure.diagnostic.message;
  const errors = failure.diagnostics.filter((d) => d && d.severity === "error" && d.range?.start);
  const message = failure.fromServer
    ? said
    : failure.status >= 400
      ? `${STATUS_WORDS[failure.status] ?? "The request failed"} (HTTP ${failure.status}).`
      : `${capitalise(said)}.`;
  const lines =
    errors.length > 1 || (errors[0] && errors[0].message !== message)
      ? errors.map((d) => diagnosticLine(d, source))
      : [];
  return { message, lines };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The download URL of a set in a format, or of its cards' CSV in one `language`: only that
 * language's translation columns (none for the main one), as `vellum export --language` gives.
 */
export function exportHref(id: string, format: "json" | "zip" | "csv"): string;
export function exportHref(id: string, format: "csv", language: string): string;
export function exportHref(id: string, format: string, language?: string): string {
  const url = `${setUrl(id, "export")}?format=${format}`;
  return language === undefined ? url : `${url}&language=${encodeURIComponent(language)}`;
}
