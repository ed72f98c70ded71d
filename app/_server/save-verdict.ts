/**
 * What the validation thread (validate-worker.ts) answers about a set text, and how the main
 * thread turns it back into the store's results. Its own module so the worker thread never
 * imports the module that starts it.
 *
 * Neither answer carries the parsed set: the main thread parses the text again with
 * `JSON.parse` instead. On a 10 MB set that is 40–50 ms, where receiving the parsed value from
 * the thread (structured clone) took 75–120 ms on the main thread, plus 15–25 ms of sending.
 * The two agree because lib/schema's `value` is `JSON.parse` of the text (a leading BOM read as
 * a space), and neither the schema (no ajv defaults or coercion) nor the cross-checks change it.
 */
import type { Diagnostic, Result } from "@/lib/model";
import { hasErrors } from "@/lib/model";
import type { CrossCheckOptions, SetValidation } from "@/lib/schema";
import { validateSetText } from "@/lib/schema";
import { checkSetText } from "@/lib/store";
import type { CheckedSet, IdRule, StoreError } from "@/lib/store";

/** A job of the validation thread. */
export type ValidateJob =
  | { kind: "check"; text: string; source: string; rule: IdRule }
  | { kind: "validate"; text: string; source: string; options?: CrossCheckOptions };

/** The verdict on a set text for a write: `checkSetText` without the parsed set. */
export type CheckVerdict =
  | {
      ok: true;
      id: string;
      diagnostics: Diagnostic[];
      /** The text to write when the id rule rewrote it (`rewriteTo`); else the text as given. */
      rewritten?: string;
    }
  | { ok: false; error: StoreError };

/** The verdict on a set text for a read: `validateSetText` without the parsed value. */
export interface ValidationVerdict {
  /** Whether the text is JSON (then `value` is its `JSON.parse`). */
  parsed: boolean;
  diagnostics: Diagnostic[];
}

/** `checkSetText(text, source, rule)`, without the parsed set. */
export function checkVerdict(text: string, source: string, rule: IdRule): CheckVerdict {
  const checked = checkSetText(text, source, rule);
  if (!checked.ok) return { ok: false, error: checked.error };
  const { id, diagnostics } = checked.value;
  return checked.value.text === text
    ? { ok: true, id, diagnostics }
    : { ok: true, id, diagnostics, rewritten: checked.value.text };
}

/** `validateSetText(text, source)`, without the parsed value. */
export function validationVerdict(
  text: string,
  source: string,
  options?: CrossCheckOptions,
): ValidationVerdict {
  const { value, diagnostics } = validateSetText(text, source, options);
  return { parsed: value !== undefined, diagnostics };
}

/** The store's `CheckedSet` for `text` from its verdict. */
export function checkedOf(text: string, verdict: CheckVerdict): Result<CheckedSet, StoreError> {
  if (!verdict.ok) return verdict;
  const { id, diagnostics, rewritten } = verdict;
  return { ok: true, value: { id, text: rewritten ?? text, diagnostics } };
}

/** `validateSetText(text)` from its verdict: the value parsed again, here. */
export function validationOf(text: string, verdict: ValidationVerdict): SetValidation {
  const { diagnostics } = verdict;
  if (!verdict.parsed) return { diagnostics };
  const value: unknown = JSON.parse(text.charCodeAt(0) === 0xfeff ? ` ${text.slice(1)}` : text);
  return hasErrors(diagnostics)
    ? { value, diagnostics }
    : { value, set: value as SetValidation["set"], diagnostics };
}
