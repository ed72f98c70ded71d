/**
 * From user input to set.json text that may be written: serialise an object, refuse oversized
 * text before parsing it, validate, and make the set's `id` agree with its folder.
 */
import { applyEdits, findNodeAtLocation, modify, parseTree } from "jsonc-parser";
import type { JSONPath } from "jsonc-parser";
import { errorDiagnostic, hasErrors, isSlug } from "../model";
import type { Diagnostic, Position, Range, Result, VellumSet } from "../model";
import { err, ok } from "../model";
import { validateSetText } from "../schema";
import { exceedsBytes, MAX_SET_BYTES } from "../schema/limits";
import { storeError } from "./errors";
import type { StoreError } from "./types";

/** What a caller hands the store as a set: exact text, or an object to serialise. */
export type SetInput = string | VellumSet;

/** Set text that passed validation, with its id and non-blocking diagnostics. */
export interface CheckedSet {
  id: string;
  text: string;
  set: VellumSet;
  diagnostics: Diagnostic[];
}

/** How `checkSetText` settles the set's id. */
export interface IdRule {
  /** Rewrite the text's `id` to this (create / import under a chosen id). */
  rewriteTo?: string;
  /** Refuse unless the text's `id` is this (save into an existing folder). */
  mustBe?: string;
}

/** The text of a set input: text as given, an object as `JSON.stringify(set, null, 2) + "\n"`. */
export function setInputText(input: SetInput): Result<string, StoreError> {
  if (typeof input === "string") return ok(input);
  try {
    return ok(`${JSON.stringify(input, null, 2)}\n`);
  } catch (e) {
    return err(storeError("invalid", `the set cannot be serialised as JSON: ${String(e)}`));
  }
}

/** A `too-large` error when `text` is over MAX_SET_BYTES; cheap, and checked before parsing. */
export function checkSetSize(text: string): StoreError | undefined {
  if (exceedsBytes(text, MAX_SET_BYTES)) {
    const mib = (MAX_SET_BYTES / (1024 * 1024)).toFixed(0);
    return storeError(
      "too-large",
      `the set is over the ${mib} MiB limit of a set.json — move large content (art, long texts) into art files or split the set`,
    );
  }
  return undefined;
}

/**
 * Checks set text for writing: size, validation (errors refuse), and the id rule. Returns the
 * text that should be written (rewritten only when `rule.rewriteTo` differs from the text's id).
 */
export function checkSetText(
  text: string,
  source: string,
  rule: IdRule = {},
): Result<CheckedSet, StoreError> {
  const tooLarge = checkSetSize(text);
  if (tooLarge) return err(tooLarge);
  let checked = validated(text, source);
  if (!checked.ok) return checked;
  if (rule.rewriteTo !== undefined && checked.value.set.id !== rule.rewriteTo) {
    const rewritten = setTopLevelString(text, "id", rule.rewriteTo);
    checked = validated(rewritten, source);
    if (!checked.ok) return checked;
    // The rewrite edits one "id" key; make sure the set really has the id it is written under.
    if (checked.value.set.id !== rule.rewriteTo) {
      const message = `the set's id could not be changed to '${rule.rewriteTo}' (it still reads '${String(checked.value.set.id)}') — give the set exactly one "id"`;
      const d = errorDiagnostic("store/id-rewrite", message, source, {
        range: rangeOfPath(rewritten, ["id"]),
        pointer: "/id",
      });
      return err(storeError("invalid", message, { diagnostics: [d] }));
    }
  }
  const { set } = checked.value;
  if (rule.mustBe !== undefined && set.id !== rule.mustBe) {
    const message = `the set's id '${set.id}' does not match its folder '${rule.mustBe}' — set "id" to "${rule.mustBe}" (to copy the set under another id, duplicate it)`;
    const d = errorDiagnostic("store/id-mismatch", message, source, {
      range: rangeOfPath(text, ["id"]),
      pointer: "/id",
    });
    return err(storeError("invalid", message, { diagnostics: [d] }));
  }
  if (!isSlug(set.id)) {
    return err(storeError("bad-id", `set id '${String(set.id)}' is not a slug`));
  }
  return ok({ ...checked.value, id: set.id });
}

function validated(text: string, source: string): Result<Omit<CheckedSet, "id">, StoreError> {
  const validation = validateSetText(text, source);
  const diagnostics = validation.diagnostics.map(refuseTopLevelDuplicate);
  if (hasErrors(diagnostics) || !validation.set) {
    const errors = diagnostics.filter((d) => d.severity === "error");
    const first = errors[0]?.message ?? "the set is not valid";
    const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : "";
    return err(storeError("invalid", `${source}: ${first}${more}`, { diagnostics }));
  }
  return ok({ text, set: validation.set, diagnostics });
}

/**
 * A duplicate top-level key is an error for a store write (validation only warns): tools that
 * read the first key (jsonc `modify`, some editors) and `JSON.parse`, which keeps the last, would
 * disagree about what the set is — e.g. which `id`, so which folder, an import writes into.
 */
function refuseTopLevelDuplicate(d: Diagnostic): Diagnostic {
  if (d.code !== "json/duplicate-key" || d.pointer === undefined) return d;
  if (!/^\/[^/]*$/.test(d.pointer)) return d;
  const key = d.pointer.slice(1).replaceAll("~1", "/").replaceAll("~0", "~");
  return {
    ...d,
    severity: "error",
    message: `duplicate key '${key}' in the top-level object — a set file may give each top-level field only once; remove or rename the other`,
  };
}

/** Sets a top-level string property of a JSON text, keeping the rest of its formatting. */
export function setTopLevelString(text: string, key: string, value: string): string {
  const edits = modify(text, [key], value, {
    formattingOptions: { insertSpaces: true, tabSize: 2, eol: "\n" },
  });
  return applyEdits(text, edits);
}

/** The range of the value at `jsonPath` in a JSON text; the start of the text if absent. */
function rangeOfPath(text: string, jsonPath: JSONPath): Range {
  const tree = parseTree(text);
  const node = tree ? findNodeAtLocation(tree, jsonPath) : undefined;
  const start = node?.offset ?? 0;
  const end = node ? node.offset + node.length : 0;
  return { start: positionAt(text, start), end: positionAt(text, end) };
}

/** The 1-based line and column of a 0-based offset in `text`. */
export function positionAt(text: string, offset: number): Position {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1, offset };
}
