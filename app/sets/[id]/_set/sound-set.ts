/**
 * What stops the pages that need a sound set (play, the lab, print and the exports it makes):
 * the set's errors, each with the place where it is fixed (the one rule of
 * `problem-place.ts`). Warnings never stop anything. Pure; the pages render it with
 * `UnsoundSet`, the routes answer with `unsoundSentence`.
 */
import type { Diagnostic } from "@/lib/model";
import { placeLabel, problemHref, problemPlace } from "./problem-place";

/** One problem that stops the work, where it is fixed, and that place in words. */
export interface Blocker {
  message: string;
  code: string;
  href: string;
  /** "Card “Drowned Lantern”", "Settings › Families", "Frames › tall", "Stacks". */
  where: string;
}

function cardName(value: unknown, cardId: string): string {
  const cards = (value as { cards?: unknown } | null | undefined)?.cards;
  const card = Array.isArray(cards)
    ? (cards as { id?: unknown; name?: unknown }[]).find((c) => c?.id === cardId)
    : undefined;
  return typeof card?.name === "string" && card.name.trim() !== "" ? card.name : cardId;
}

/** The errors of a set (`value`: its parsed document, problems and all), placed. */
export function blockersOf(setId: string, value: unknown, diagnostics: Diagnostic[]): Blocker[] {
  const doc = typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  return diagnostics
    .filter((d) => d.severity === "error")
    .map((d) => {
      const place = problemPlace(doc, d.pointer);
      const where =
        place.page === "card" ? `Card “${cardName(value, place.cardId)}”` : placeLabel(place, doc);
      return { message: d.message, code: d.code, href: problemHref(setId, place), where };
    });
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
