/**
 * The verdict on a set text for a save, as lib/store's `checkSetText` gives it but without the
 * parsed set (the save does not need it, and a worker thread need not send it back). Its own
 * module so the worker thread (validate-worker.ts) never imports the module that starts it.
 */
import type { Diagnostic } from "@/lib/model";
import { checkSetText } from "@/lib/store";
import type { StoreError } from "@/lib/store";

/** The verdict on a set text for a save into folder `mustBe`. */
export type TextVerdict =
  { ok: true; id: string; diagnostics: Diagnostic[] } | { ok: false; error: StoreError };

/** `checkSetText(text, source, { mustBe })`, without the parsed set. */
export function verdictOf(text: string, source: string, mustBe: string): TextVerdict {
  const checked = checkSetText(text, source, { mustBe });
  return checked.ok
    ? { ok: true, id: checked.value.id, diagnostics: checked.value.diagnostics }
    : { ok: false, error: checked.error };
}
