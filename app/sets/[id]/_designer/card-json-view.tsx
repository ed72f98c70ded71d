"use client";
/**
 * The JSON view of a card: the card as JSON in Monaco (fetched on demand; a plain text area
 * takes the typing until it is there). Every edit that reads as a card goes into the document,
 * so the form and the preview follow; text that does not parse stays in the editor, untouched,
 * with its error at its line, and the preview keeps the last good card.
 */
import dynamic from "next/dynamic";
import { useEffect, useMemo, useRef, useState } from "react";
import type { Card, Diagnostic } from "@/lib/model";
import { CodeFallbackArea, useCodeFallback } from "./code-fallback";
import { cardJsonText, placeInCardJson, readCardJson } from "./card-json";
import { JSON_DRAFTS as drafts } from "./json-drafts";
import type { EditorTargets } from "./editor-targets";
import type { Problem } from "@/app/sets/[id]/_set/problems";
import { useDeferredLoad } from "./use-deferred-load";

const CardJsonMonaco = dynamic(() => import("./card-json-monaco").then((m) => m.CardJsonMonaco), {
  ssr: false,
});

const same = (a: Card, b: Card) => JSON.stringify(a) === JSON.stringify(b);

/** The view; `onCard` puts an edited card in the document. */
export function CardJsonView(props: {
  card: Card;
  otherIds: ReadonlySet<string>;
  problems: readonly Problem[];
  targets: EditorTargets;
  onCard(card: Card): void;
}) {
  const { card, otherIds, targets } = props;
  const [, want] = useDeferredLoad();
  const fallback = useCodeFallback(targets, "json");
  const [text, setText] = useState(() => drafts.get(card) ?? cardJsonText(card));
  const [refusal, setRefusal] = useState<Diagnostic[]>(() => {
    const draft = drafts.get(card);
    const read = draft === undefined ? undefined : readCardJson(draft, otherIds);
    return read && !read.ok ? read.diagnostics : [];
  });
  // The card the text stands for: the document changing to another card (undo, the form)
  // replaces the text; the card this view just put in does not.
  const shown = useRef(card);

  const left = useRef({ text, refused: refusal.length > 0 });
  left.current = { text, refused: refusal.length > 0 };

  useEffect(want, [want]);
  useEffect(() => {
    // The view holds the kept text while it is open (the form's notice goes); text left
    // unparsed when it closes (back to the form, another card) is kept again.
    drafts.discard(shown.current);
    return () => {
      if (left.current.refused) drafts.keep(shown.current, left.current.text);
      else drafts.discard(shown.current);
    };
  }, []);
  useEffect(() => {
    if (card === shown.current) return;
    shown.current = card;
    setText(cardJsonText(card));
    setRefusal([]);
  }, [card]);

  function edited(next: string) {
    setText(next);
    const read = readCardJson(next, otherIds);
    if (!read.ok) return setRefusal(read.diagnostics);
    setRefusal([]);
    if (same(read.card, shown.current)) return;
    shown.current = read.card;
    props.onCard(read.card);
  }

  const diagnostics = useMemo(
    () => [
      ...refusal.filter((d) => d.code.startsWith("card-json/")),
      ...(refusal.length ? [] : placeInCardJson(text, props.problems)),
    ],
    [refusal, text, props.problems],
  );
  const first = refusal[0];

  return (
    <div className="ui-field ws-json">
      <CodeFallbackArea
        fallback={fallback}
        label="Card JSON"
        id="ws-card-json"
        rows={18}
        value={text}
        onText={edited}
        aria-invalid={first ? true : undefined}
      />
      <div className="ws-monaco" hidden={!fallback.ready}>
        <CardJsonMonaco
          value={text}
          onChange={edited}
          diagnostics={diagnostics}
          targets={targets}
          focusAt={fallback.focusAt}
          onReady={fallback.onReady}
        />
      </div>
      <p className={first ? "ws-json-state ws-sev-error" : "ws-json-state"} aria-live="polite">
        {first
          ? `Not applied — line ${first.range.start.line}, column ${first.range.start.column}: ${first.message}. The preview keeps the last good card; your text stays here.`
          : "Checked against the card schema as you type (Ctrl+Space completes, hover a field for help)."}
      </p>
    </div>
  );
}
