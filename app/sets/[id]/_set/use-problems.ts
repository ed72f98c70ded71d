"use client";
/**
 * The problem report of the document, recomputed shortly after each change: validation as the
 * server runs it (`validateSetValue`: schema, cross-checks, effects) plus text overflow from the
 * page's own renders. Overflow of cards not yet drawn is computed in slices so a 1,000-card set
 * never blocks typing. `artFiles`, once the page has listed the set's art folder, lets the
 * validation report art a card names but the folder lacks (`set/missing-art`), as the server's
 * read does. Written rules text that disagrees with its effect (lib/text `checkRulesText`, every
 * language of the set) is checked here in the same slices, in the browser: the server never runs
 * it on a save. The validation itself runs in a Web Worker (problems-validation.ts) while the
 * page checks the texts, and each card's text check is kept while the card and the set's other
 * fields are the same objects: an edit re-checks the card it changed, not the whole set.
 */
import { useEffect, useRef, useState } from "react";
import type { Diagnostic, VellumSet } from "@/lib/model";
import type { Pictures } from "./pictures";
import type { ProblemReport } from "./problems";
import { buildReport } from "./problems";
import { validateOffThread } from "./problems-validation";
import { keptTextProblems } from "./text-checks";
import { whenIdle } from "./when-idle";

const DELAY_MS = 120;
const SLICE_MS = 12;
/** The longest the first report waits for an idle moment. */
const FIRST_WAIT_MS = 1000;

/** The report for `doc` (undefined until the first one is ready). */
export function useProblems(
  doc: VellumSet,
  pictures: Pictures | undefined,
  artFiles?: readonly string[],
): ProblemReport | undefined {
  const [report, setReport] = useState<ProblemReport>();
  const first = useRef(false);
  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout>;
    let validation: Promise<Diagnostic[]> | undefined;
    const rendering = new Map<string, Diagnostic[]>();
    let next = 0;
    let nextText = 0;
    const step = () => {
      if (cancelled) return;
      const until = performance.now() + SLICE_MS;
      validation ??= validateOffThread(doc, artFiles);
      while (nextText < doc.cards.length && performance.now() < until) {
        const at = nextText++;
        const card = doc.cards[at];
        if (card) rendering.set(card.id, keptTextProblems(card, doc, at));
      }
      while (pictures && next < doc.cards.length && performance.now() < until) {
        const at = next++;
        const card = doc.cards[at];
        if (card)
          rendering.set(card.id, [
            ...(rendering.get(card.id) ?? []),
            ...pictures.diagnosticsOf(card, doc, at),
          ]);
      }
      if (nextText < doc.cards.length || (pictures && next < doc.cards.length)) {
        timer = setTimeout(step, 0);
        return;
      }
      void validation.then((diagnostics) => {
        if (cancelled) return;
        first.current = true;
        setReport(buildReport(doc, diagnostics, rendering));
      });
    };
    // The first report waits for an idle moment too: opening the page, the form takes input
    // first (issue 26), then the set is checked.
    let idle: (() => void) | undefined;
    timer = setTimeout(() => {
      if (first.current) step();
      else idle = whenIdle(step, FIRST_WAIT_MS);
    }, DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      idle?.();
    };
  }, [doc, pictures, artFiles]);
  return report;
}
