import { diagnostic } from "../../model";
import type { Diagnostic, Range, Severity, VellumSet } from "../../model";
import { itemLabel } from "../describe";

/** What every cross-check receives: the set, and a way to report a problem at a pointer. */
export interface CheckContext {
  readonly set: VellumSet;
  /** The file the diagnostics are about. */
  readonly source: string;
  report(code: string, severity: Severity, pointer: string, message: string): void;
  /** Adds a diagnostic that already has its range (e.g. from the effect compiler). */
  push(diagnostic: Diagnostic): void;
  /** Errors reported so far (checks may stop early once there are too many to show). */
  readonly errors: number;
}

/** A context that collects diagnostics located with `locate`. */
export function createContext(
  set: VellumSet,
  source: string,
  locate: (pointer: string) => Range,
): { ctx: CheckContext; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  let errors = 0;
  const ctx: CheckContext = {
    set,
    source,
    report(code, severity, pointer, message) {
      if (severity === "error") errors++;
      diagnostics.push(
        diagnostic(severity, code, message, source, { range: locate(pointer), pointer }),
      );
    },
    push(diagnostic) {
      if (diagnostic.severity === "error") errors++;
      diagnostics.push(diagnostic);
    },
    get errors() {
      return errors;
    },
  };
  return { ctx, diagnostics };
}

/** "card 'ada'" (or "card #3" when the id is unusable). */
export function label(noun: string, item: unknown, index: number): string {
  return itemLabel(noun, item, index);
}

/** How many copies of a card go into the deck (default 1). */
export function copiesOf(card: { copies?: number }): number {
  return typeof card.copies === "number" && card.copies > 0 ? card.copies : 1;
}

/** "1 card", "3 cards". */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

/** Up to `max` names quoted and comma-separated, with "…" when there are more. */
export function someNames(names: readonly string[], max = 8): string {
  const shown = names.slice(0, max).map((n) => `'${n}'`);
  return names.length > max ? `${shown.join(", ")}, …` : shown.join(", ");
}

/** A millimetre figure without float noise: 62.99999 → "63". */
export function mm(value: number): string {
  return String(Number(value.toFixed(2)));
}
