/**
 * What the page sends the validation worker (problems-validation.ts, problems-worker.ts): the set,
 * or, while only some cards changed since the set the worker holds, those cards alone, so an edit
 * no longer copies a 500-card set to the worker (issue 26). Pure.
 */
import type { Card, VellumSet } from "@/lib/model";

/**
 * A validation asked of the worker: of `doc`, or of the set it was last given with the cards in
 * `changed` (place, card) put in (an edit sends one card, not the whole set: issue 26).
 */
export interface ValidationJob {
  id: number;
  doc?: VellumSet;
  changed?: [number, Card][];
  artFiles?: readonly string[];
}

/**
 * `doc` as the worker is to get it: the cards that changed since `before` (the set it holds),
 * while everything else is the same objects and no more than half the cards changed; else whole.
 */
export function setFor(
  before: VellumSet | undefined,
  doc: VellumSet,
): { doc: VellumSet } | { changed: [number, Card][] } {
  if (!before || before.cards.length !== doc.cards.length) return { doc };
  const keys = Object.keys(doc);
  const sameRest =
    keys.length === Object.keys(before).length &&
    keys.every(
      (k) => k === "cards" || Object.is(doc[k as keyof VellumSet], before[k as keyof VellumSet]),
    );
  if (!sameRest) return { doc };
  const changed: [number, Card][] = [];
  doc.cards.forEach((card, i) => {
    if (card !== before.cards[i]) changed.push([i, card]);
  });
  return changed.length * 2 <= doc.cards.length ? { changed } : { doc };
}

/** The set the worker holds after a job: `doc`, or `held` with the job's changed cards put in. */
export function setAfter(held: VellumSet | undefined, job: ValidationJob): VellumSet | undefined {
  if (job.doc) return job.doc;
  if (!held || !job.changed) return held;
  const cards = held.cards.slice();
  for (const [i, card] of job.changed) cards[i] = card;
  return { ...held, cards };
}
