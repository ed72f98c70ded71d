"use client";
/**
 * The card's effect, in the effect language, in the form's "Text" field: a plain text area that
 * is checked as you type (lib/dsl's compiler, the one the server and the engine use), each
 * problem listed under it at its line and column with its "did you mean".
 */
import { useMemo, useRef } from "react";
import type { Card, VellumSet } from "../../../../lib/model";
import { compileEffect, contextFromSet } from "../../../../lib/dsl";

/** The effect editor of the form. */
export function EffectField(props: { card: Card; set: VellumSet; onChange(value: string): void }) {
  const { card, set } = props;
  const area = useRef<HTMLTextAreaElement>(null);
  const { icons, families } = set;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the words come from icons and families only
  const ctx = useMemo(() => contextFromSet(set), [icons, families]);
  const source = card.effect ?? "";
  const diagnostics = useMemo(
    () =>
      source.trim() === "" || card.type === "character"
        ? []
        : compileEffect(source, ctx, { cardType: card.type }).diagnostics,
    [source, ctx, card.type],
  );
  const put = (offset: number) => {
    area.current?.focus();
    area.current?.setSelectionRange(offset, offset);
  };
  return (
    <div data-field="effect" className="ui-field ws-effect">
      <label className="ui-label" htmlFor="ws-effect">
        Text
      </label>
      <textarea
        ref={area}
        id="ws-effect"
        className="ws-input ws-code"
        rows={4}
        spellCheck={false}
        value={source}
        aria-invalid={diagnostics.some((d) => d.severity === "error") || undefined}
        aria-describedby="ws-effect-help"
        placeholder={
          card.type === "character" ? "Characters have no effect" : "on play:\n  draw 1 card"
        }
        onChange={(e) => props.onChange(e.target.value)}
      />
      <p id="ws-effect-help" className="ui-field-description">
        The effect in the effect language: what the game runs and, unless a printed wording is set,
        what the card says.
      </p>
      {diagnostics.length > 0 && (
        <ul className="ws-inline-problems" aria-label="Problems in the effect">
          {diagnostics.map((d, i) => (
            <li key={i} className={`ws-sev-${d.severity}`}>
              <button type="button" className="ws-link" onClick={() => put(d.range.start.offset)}>
                {`Line ${d.range.start.line}, column ${d.range.start.column}`}
              </button>{" "}
              {d.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
