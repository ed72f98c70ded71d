/**
 * Stack expectations (a saved stack and what it should show): the reading of a stack in the
 * expectation's terms, and the differences between what a stack shows and what it should. Pure:
 * the values come from {@link analyzeStack}; nothing here decides what is visible.
 */
import type { StackExpectation } from "../model";
import type { StackAnalysis } from "./analyze-stack";
import { signedNumber } from "../model";

/**
 * What `analysis` shows, as an expectation: its self-worth, its visible icons (one entry per
 * visible icon, bottom card first), whether the character is dead and the ids of the cards with
 * a live effect (each once, bottom card first). Saving the lab's stack stores exactly this.
 */
export function expectationOf(analysis: StackAnalysis): StackExpectation {
  const live: string[] = [];
  for (const status of analysis.liveEffects) {
    if (!live.includes(status.cardId)) live.push(status.cardId);
  }
  return {
    selfWorth: analysis.selfWorth,
    icons: analysis.visibleIcons.map((v) => v.icon),
    dead: analysis.dead,
    liveEffects: live,
  };
}

function sortedCopy(values: readonly string[]): string[] {
  return [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

function sameMultiset(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const x = sortedCopy(a);
  const y = sortedCopy(b);
  return x.every((v, i) => v === y[i]);
}

/** "tide ×2, key" (first-seen order, duplicates counted), or "none". */
export function iconList(icons: readonly string[]): string {
  if (icons.length === 0) return "none";
  const counts = new Map<string, number>();
  for (const icon of icons) counts.set(icon, (counts.get(icon) ?? 0) + 1);
  return [...counts].map(([icon, n]) => (n > 1 ? `${icon} \u00d7${n}` : icon)).join(", ");
}

function idList(ids: readonly string[], nameOf: (id: string) => string): string {
  return ids.length === 0 ? "none" : ids.map(nameOf).join(", ");
}

/** One way a stack's reading differs from its expectation. */
export interface StackDifference {
  /** Which part of the expectation differs (also its field in the set file). */
  field: keyof StackExpectation;
  /** What it is and what it should be, e.g. "self-worth is −25, expected −35". */
  text: string;
}

/**
 * How `actual` (what the stack shows now, {@link expectationOf}) differs from `expected`, in the
 * order self-worth, icons, dead, live effects; empty when it holds. Icons and live effects
 * compare as multisets (order does not matter); live effects only when `expected` lists them.
 * `nameOf` words a card of the live effects (by default its quoted id).
 */
export function stackDifferences(
  expected: StackExpectation,
  actual: StackExpectation,
  nameOf: (cardId: string) => string = (id) => `'${id}'`,
): StackDifference[] {
  const differences: StackDifference[] = [];
  if (actual.selfWorth !== expected.selfWorth) {
    differences.push({
      field: "selfWorth",
      text: `self-worth is ${signedNumber(actual.selfWorth)}, expected ${signedNumber(expected.selfWorth)}`,
    });
  }
  if (!sameMultiset(actual.icons, expected.icons)) {
    differences.push({
      field: "icons",
      text: `visible icons are ${iconList(actual.icons)}, expected ${iconList(expected.icons)}`,
    });
  }
  if (actual.dead !== expected.dead) {
    differences.push({
      field: "dead",
      text: actual.dead
        ? "the character is dead, expected alive"
        : "the character is alive, expected dead",
    });
  }
  const live = expected.liveEffects;
  if (live !== undefined && !sameMultiset(actual.liveEffects ?? [], live)) {
    differences.push({
      field: "liveEffects",
      text: `live effects are ${idList(actual.liveEffects ?? [], nameOf)}, expected ${idList(live, nameOf)}`,
    });
  }
  return differences;
}
