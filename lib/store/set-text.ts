/**
 * From user input to set.json text that may be written: serialise an object, refuse oversized
 * text before parsing it, validate, and make the set's `id` agree with its folder.
 *
 * A set with problems is written (DESIGN.md "Persistence": an unfinished set is the normal state
 * of one being designed); its diagnostics come back with the write. Only a document the store
 * could not read back as a set is refused: text over the size limit, text that is not JSON, a
 * top-level value that is not an object, a top-level key given twice, or no usable `id`.
 */
import { applyEdits, findNodeAtLocation, modify, parseTree } from "jsonc-parser";
import type { JSONPath, Node } from "jsonc-parser";
import { err, errorDiagnostic, hasErrors, isSlug, ok } from "../model";
import type { Diagnostic, Range, Result, VellumSet } from "../model";
import {
  MAX_DIAGNOSTICS,
  MAX_SET_BYTES,
  createLineIndex,
  exceedsBytes,
  unsafeSvgReason,
  validateSetText,
} from "../schema";
import type { LineIndex } from "../schema";
import { storeError } from "./errors";
import type { SetTextChecks, StoreError } from "./types";

/** What a caller hands the store as a set: exact text, or an object to serialise. */
export type SetInput = string | VellumSet;

/** Set text that may be written, with its id and every diagnostic (errors included). */
export interface CheckedSet {
  id: string;
  text: string;
  /** The set, when it has no error: what play, the lab and print need. */
  set?: VellumSet;
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
 * Checks set text for writing: size, readability (an unreadable document refuses; problems do
 * not), and the id rule. Returns the text that should be written (rewritten only when
 * `rule.rewriteTo` differs from the text's id) with all its diagnostics.
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
  if (rule.rewriteTo !== undefined && checked.value.id !== rule.rewriteTo) {
    const rewritten = setTopLevelString(text, "id", rule.rewriteTo);
    checked = validated(rewritten, source);
    if (!checked.ok) return checked;
    // The rewrite edits one "id" key; make sure the set really has the id it is written under.
    if (checked.value.id !== rule.rewriteTo) {
      const message = `the set's id could not be changed to '${rule.rewriteTo}' (it still reads '${String(checked.value.id)}') — give the set exactly one "id"`;
      const d = errorDiagnostic("store/id-rewrite", message, source, {
        range: pathRanges(rewritten)(["id"]),
        pointer: "/id",
      });
      return err(storeError("invalid", message, { diagnostics: [d] }));
    }
  }
  const { id } = checked.value;
  if (rule.mustBe !== undefined && id !== rule.mustBe) {
    const message =
      typeof id === "string"
        ? `the set's id '${id}' does not match its folder '${rule.mustBe}' — set "id" to "${rule.mustBe}" (to copy the set under another id, duplicate it)`
        : `the set has no usable "id" — set "id" to "${rule.mustBe}", its folder's name`;
    const d = errorDiagnostic("store/id-mismatch", message, source, {
      range: pathRanges(text)(["id"]),
      pointer: "/id",
    });
    return err(storeError("invalid", message, { diagnostics: [d] }));
  }
  if (typeof id !== "string" || !isSlug(id)) {
    return err(
      storeError(
        "bad-id",
        id === undefined
          ? `the set has no "id" — give it one (a slug such as "my-set")`
          : `set id '${String(id)}' is not a slug — use lowercase letters, digits and single hyphens`,
      ),
    );
  }
  const { text: written, set, diagnostics } = checked.value;
  return ok(set ? { id, text: written, set, diagnostics } : { id, text: written, diagnostics });
}

/** The checks of a workspace opened without any: `checkSetText` and `validateSetText`, here. */
export const IN_PROCESS_CHECKS: SetTextChecks = {
  check: (text, source, rule) => Promise.resolve(checkSetText(text, source, rule)),
  validate: (text, source, options) => Promise.resolve(validateSetText(text, source, options)),
};

/** Readable text with its diagnostics, its set when it has no error, and its `id` as it reads. */
interface Validated {
  text: string;
  set?: VellumSet;
  diagnostics: Diagnostic[];
  id: unknown;
}

function validated(text: string, source: string): Result<Validated, StoreError> {
  const validation = validateSetText(text, source);
  const rangeOf = pathRanges(text);
  const diagnostics = validation.diagnostics.map(refuseTopLevelDuplicate);
  const value = validation.value;
  const unreadable =
    value === undefined
      ? diagnostics.filter((d) => d.severity === "error")
      : !isObject(value)
        ? [notAnObject(value, rangeOf, source)]
        : [
            ...diagnostics.filter((d) => d.code === "json/duplicate-key" && d.severity === "error"),
            ...unsafeIcons(value, rangeOf, source),
          ];
  if (value === undefined || !isObject(value) || unreadable.length > 0) {
    const first = unreadable[0]?.message ?? "the set is not JSON";
    const more = unreadable.length > 1 ? ` (and ${unreadable.length - 1} more)` : "";
    return err(storeError("invalid", `${source}: ${first}${more}`, { diagnostics: unreadable }));
  }
  const checked: Validated = { text, id: (value as { id?: unknown }).id, diagnostics };
  if (validation.set && !hasErrors(diagnostics)) checked.set = validation.set;
  return ok(checked);
}

/**
 * Icons whose SVG is unsafe (scripts, handlers, links): refused whatever else the set holds.
 * NOTE: the cross-checks find them too, but only once the set passes its schema, and a set with
 * problems is now written: this keeps a script out of the workspace either way. At most
 * MAX_DIAGNOSTICS are listed (the schema allows 200 icons; this runs before the schema).
 */
function unsafeIcons(value: object, rangeOf: PathRanges, source: string): Diagnostic[] {
  const icons = (value as { icons?: unknown }).icons;
  if (!Array.isArray(icons)) return [];
  const found: Diagnostic[] = [];
  let more = 0;
  icons.forEach((icon: unknown, i) => {
    const svg = isObject(icon) ? (icon as { svg?: unknown }).svg : undefined;
    if (typeof svg !== "string") return;
    const reason = unsafeSvgReason(svg, "icon");
    if (reason === undefined) return;
    if (found.length >= MAX_DIAGNOSTICS) {
      more++;
      return;
    }
    const id = (icon as { id?: unknown }).id;
    const who = typeof id === "string" ? `icon '${id}'` : `icon ${i + 1}`;
    const message = `${who} has ${reason} in its SVG — icons must be self-contained drawings: no scripts, event handlers, links or embedded documents`;
    found.push(
      errorDiagnostic("set/unsafe-svg", message, source, {
        range: rangeOf(["icons", i, "svg"]),
        pointer: `/icons/${i}/svg`,
      }),
    );
  });
  if (more > 0) {
    const message = `${more} more icons have unsafe SVG — remove or redraw the ones above first`;
    found.push(errorDiagnostic("set/too-many-problems", message, source, { pointer: "/icons" }));
  }
  return found;
}

function isObject(value: unknown): value is object {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function notAnObject(value: unknown, rangeOf: PathRanges, source: string): Diagnostic {
  const what = Array.isArray(value) ? "an array" : "a single value";
  const message = `a set file holds one JSON object ({ "id": …, "cards": [ … ], … }), not ${what}`;
  return errorDiagnostic("store/not-a-set", message, source, { range: rangeOf([]), pointer: "" });
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

/** The range of the value at a JSON path in one text; the start of the text if absent. */
type PathRanges = (jsonPath: JSONPath) => Range;

/**
 * Ranges in `text`, its syntax tree and line index built on the first lookup and kept: parsing
 * the whole text again for each range made each unsafe icon cost a parse of the set (400 icons
 * in a 0.5 MB set took 30 s).
 */
function pathRanges(text: string): PathRanges {
  let built: { tree: Node | undefined; lines: LineIndex } | undefined;
  return (jsonPath) => {
    built ??= { tree: parseTree(text), lines: createLineIndex(text) };
    const node = built.tree ? findNodeAtLocation(built.tree, jsonPath) : undefined;
    const start = node?.offset ?? 0;
    return built.lines.rangeAt(start, node ? node.offset + node.length : 0);
  };
}
