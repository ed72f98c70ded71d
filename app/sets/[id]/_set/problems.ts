/**
 * Every problem of the set in one list, each tied to its card and field: the schema and
 * cross-checks and the effect compiler (lib/schema's `validateSetText`, as the server runs it)
 * plus the text that overflows its box (lib/render's diagnostics). The list badge, the problems
 * panel and the pages that need a sound set all read this one report, so they agree.
 */
import type { Diagnostic, Severity, VellumSet } from "@/lib/model";

/** A diagnostic placed on a card (or on the set when `cardId` is absent). */
export interface Problem {
  diagnostic: Diagnostic;
  /** Id of the card it is about. */
  cardId?: string;
  /** Path of the field inside the card, JSON-pointer style without the card part ("points/0"). */
  field?: string;
}

/** Counts by severity. */
export type SeverityCounts = Record<Severity, number>;

/** The problems of the whole set. */
export interface ProblemReport {
  problems: Problem[];
  /** Counts per card id (cards without problems are absent). */
  byCard: ReadonlyMap<string, SeverityCounts>;
  /** Problems about the set rather than one card. */
  setLevel: Problem[];
  /** Errors in all: any error stops what needs a sound set (play, the lab, print); saving goes on. */
  errors: number;
  warnings: number;
}

const CARD_POINTER = /^\/cards\/(\d+)(?:\/(.*))?$/;
const CARD_SOURCE = /^card:([^/]+)\/(.*)$/;

/** The card and field a diagnostic is about, from its pointer (or a `card:<id>/…` source). */
export function placeDiagnostic(set: VellumSet, d: Diagnostic): Problem {
  const byPointer = d.pointer ? CARD_POINTER.exec(d.pointer) : null;
  if (byPointer) {
    const card = set.cards[Number(byPointer[1])];
    if (card) {
      const problem: Problem = { diagnostic: d, cardId: card.id };
      const field = byPointer[2]?.replaceAll("~1", "/").replaceAll("~0", "~");
      if (field) problem.field = field;
      return problem;
    }
  }
  const bySource = CARD_SOURCE.exec(d.source);
  if (bySource && set.cards.some((c) => c.id === bySource[1])) {
    return { diagnostic: d, cardId: bySource[1], field: bySource[2] };
  }
  return { diagnostic: d };
}

function emptyCounts(): SeverityCounts {
  return { error: 0, warning: 0, info: 0 };
}

const RANK: Record<Severity, number> = { error: 0, warning: 1, info: 2 };

/**
 * The report from the set's validation diagnostics and the render diagnostics of each card
 * (keyed by card id), in card order, errors first within a card.
 */
export function buildReport(
  set: VellumSet,
  validation: readonly Diagnostic[],
  rendering: ReadonlyMap<string, readonly Diagnostic[]>,
): ProblemReport {
  const placed = validation.map((d) => placeDiagnostic(set, d));
  for (const card of set.cards) {
    for (const d of rendering.get(card.id) ?? []) {
      if (d.severity === "info") continue; // missing art and the like: shown in the preview
      const field = CARD_SOURCE.exec(d.source)?.[2];
      placed.push(
        field ? { diagnostic: d, cardId: card.id, field } : { diagnostic: d, cardId: card.id },
      );
    }
  }
  const order = new Map(set.cards.map((c, i) => [c.id, i]));
  placed.sort((a, b) => {
    const ca = a.cardId === undefined ? -1 : (order.get(a.cardId) ?? -1);
    const cb = b.cardId === undefined ? -1 : (order.get(b.cardId) ?? -1);
    return ca - cb || RANK[a.diagnostic.severity] - RANK[b.diagnostic.severity];
  });
  const byCard = new Map<string, SeverityCounts>();
  const setLevel: Problem[] = [];
  let errors = 0;
  let warnings = 0;
  for (const p of placed) {
    const sev = p.diagnostic.severity;
    if (sev === "error") errors++;
    if (sev === "warning") warnings++;
    if (p.cardId === undefined) {
      setLevel.push(p);
      continue;
    }
    const counts = byCard.get(p.cardId) ?? emptyCounts();
    counts[sev]++;
    byCard.set(p.cardId, counts);
  }
  return { problems: placed, byCard, setLevel, errors, warnings };
}

/** The problems of one card. */
export function problemsOf(report: ProblemReport, cardId: string): Problem[] {
  return report.problems.filter((p) => p.cardId === cardId);
}
