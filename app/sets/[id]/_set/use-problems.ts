"use client";
/**
 * The problem report of the document, recomputed shortly after each change: validation as the
 * server runs it (`validateSetValue`: schema, cross-checks, effects) plus text overflow from the
 * page's own renders. Overflow of cards not yet drawn is computed in slices so a 1,000-card set
 * never blocks typing. `artFiles`, once the page has listed the set's art folder, lets the
 * validation report art a card names but the folder lacks (`set/missing-art`), as the server's
 * read does.
 */
import { useEffect, useState } from "react";
import type { Diagnostic, VellumSet } from "@/lib/model";
import { validateSetValue } from "@/lib/schema";
import type { Pictures } from "./pictures";
import type { ProblemReport } from "./problems";
import { buildReport } from "./problems";

const DELAY_MS = 120;
const SLICE_MS = 12;

/** The report for `doc` (undefined until the first one is ready). */
export function useProblems(
  doc: VellumSet,
  pictures: Pictures | undefined,
  artFiles?: readonly string[],
): ProblemReport | undefined {
  const [report, setReport] = useState<ProblemReport>();
  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout>;
    const validation = { done: false, diagnostics: [] as Diagnostic[] };
    const rendering = new Map<string, Diagnostic[]>();
    let next = 0;
    const step = () => {
      if (cancelled) return;
      const until = performance.now() + SLICE_MS;
      if (!validation.done) {
        validation.diagnostics = validateSetValue(
          doc,
          "set.json",
          artFiles ? { artFiles } : {},
        ).diagnostics;
        validation.done = true;
      }
      while (pictures && next < doc.cards.length && performance.now() < until) {
        const at = next++;
        const card = doc.cards[at];
        if (card) rendering.set(card.id, pictures.diagnosticsOf(card, doc, at));
      }
      if (pictures && next < doc.cards.length) {
        timer = setTimeout(step, 0);
        return;
      }
      setReport(buildReport(doc, validation.diagnostics, rendering));
    };
    timer = setTimeout(step, DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [doc, pictures, artFiles]);
  return report;
}
