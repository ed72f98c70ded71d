/**
 * What stops the pages that need a sound set (play, the lab, print and the exports it makes):
 * the set's errors, each with the place where it is fixed. Warnings never stop anything. Pure;
 * the pages render it with `UnsoundSet`, the routes answer with `unsoundAnswer`.
 */
import type { Diagnostic } from "@/lib/model";
import type { ProblemPlace } from "./problem-place";
import { problemPlace } from "./problem-place";

/** One problem that stops the work, and where to fix it. */
export interface Blocker extends ProblemPlace {
  message: string;
  code: string;
}

/** The errors of a set, placed (in the order the diagnostics give them). */
export function blockersOf(setId: string, value: unknown, diagnostics: Diagnostic[]): Blocker[] {
  return diagnostics
    .filter((d) => d.severity === "error")
    .map((d) => ({ ...problemPlace(setId, value, d), message: d.message, code: d.code }));
}

/** "1 problem" / "3 problems". */
export function problemCount(n: number): string {
  return n === 1 ? "1 problem" : `${n} problems`;
}

/**
 * One sentence for an answer or a log line: "set 'x' has 3 problems that stop printing it; the
 * first: … (Card “A”)". `action` is what is stopped, as a gerund phrase ("printing it").
 */
export function unsoundSentence(setId: string, blockers: Blocker[], action: string): string {
  const first = blockers[0];
  const head = `set '${setId}' has ${problemCount(blockers.length)} that ${blockers.length === 1 ? "stops" : "stop"} ${action}`;
  return first ? `${head}; the first: ${first.message} (${first.where})` : head;
}
