"use client";
/**
 * The card's effect (schema `effect`: the effect-language source the engine runs), labelled
 * "Effect". Monaco with the effect language is fetched on demand (use-deferred-load.ts); until
 * it is there a plain text area takes the typing, so nothing is lost. Under the editor: each
 * compiler problem at its line and column (a click puts the cursor there) and, on request, the
 * compiled IR the engine runs. Beside it, the link to the effect-language reference and, while
 * the editor has focus, how to leave it by keyboard (Esc then Tab).
 */
import dynamic from "next/dynamic";
import { memo, useId, useMemo, useState } from "react";
import type { Card, VellumSet } from "@/lib/model";
import { compileEffect, contextFromSet } from "@/lib/dsl";
import { Button } from "@/app/_ui";
import { EffectEditorBar } from "@/app/_editor/effect-editor-bar";
import type { LeaveState } from "@/app/_editor/leave-editor";
import { CodeFallbackArea, useCodeFallback } from "./code-fallback";
import type { EditorTargets } from "./editor-targets";
import { useDeferredLoad } from "./use-deferred-load";

const EffectMonaco = dynamic(() => import("./effect-monaco").then((m) => m.EffectMonaco), {
  ssr: false,
});

const PLACEHOLDER = "on play:\n  draw 1 card";

type EffectFieldProps = {
  card: Card;
  /** Which opening of a card this is (the store's `opened`): what the field shows per card. */
  session: number;
  set: VellumSet;
  targets: EditorTargets;
  onChange(value: string): void;
};

/** What the field reads: redrawn when these change (`onChange` is the form's stable one). */
const sameEffect = (a: EffectFieldProps, b: EffectFieldProps) =>
  a.onChange === b.onChange &&
  a.session === b.session &&
  a.targets === b.targets &&
  a.card.effect === b.card.effect &&
  a.card.type === b.card.type &&
  a.set.icons === b.set.icons &&
  a.set.families === b.set.families &&
  a.set.rules === b.set.rules;

/** The effect editor of the form. */
export const EffectField = memo(function EffectField(props: EffectFieldProps) {
  const { card, set, targets } = props;
  const [wanted, want] = useDeferredLoad();
  const fallback = useCodeFallback(targets, "effect");
  const { ready } = fallback;
  // Shown for the card it was asked for; the next card opens with it hidden.
  const [irFor, setIrFor] = useState<number>();
  const showIr = irFor === props.session;
  const [leave, setLeave] = useState<LeaveState>("idle");
  const irId = useId();
  const { icons, families, rules } = set;
  const { familyWord, pointsWord, effectCategories } = rules;
  const ctx = useMemo(
    () => contextFromSet({ icons, families, rules: { familyWord, pointsWord, effectCategories } }),
    [icons, families, familyWord, pointsWord, effectCategories],
  );
  const source = card.effect ?? "";
  const compiled = useMemo(
    () =>
      source.trim() === ""
        ? undefined
        : compileEffect(source, ctx, card.type === "character" ? {} : { cardType: card.type }),
    [source, ctx, card.type],
  );
  const diagnostics = compiled?.diagnostics ?? [];
  const errors = diagnostics.some((d) => d.severity === "error");

  return (
    <div data-field="effect" className="ui-field ws-effect" onFocus={want} onPointerEnter={want}>
      <CodeFallbackArea
        fallback={fallback}
        label="Effect"
        id="ws-effect"
        labelId="ws-effect-label"
        rows={4}
        value={source}
        onText={props.onChange}
        aria-invalid={errors || undefined}
        aria-describedby="ws-effect-help"
        placeholder={PLACEHOLDER}
      />
      {wanted && (
        <div className="ws-monaco" hidden={!ready} aria-invalid={errors || undefined}>
          <EffectMonaco
            session={props.session}
            value={source}
            onChange={props.onChange}
            context={ctx}
            cardType={card.type}
            placeholder={PLACEHOLDER}
            targets={targets}
            focusAt={fallback.focusAt}
            onReady={fallback.onReady}
            hintId="ws-effect-keys"
            onLeave={setLeave}
          />
        </div>
      )}
      <EffectEditorBar leave={leave} hintId="ws-effect-keys" />
      <p id="ws-effect-help" className="ui-field-description">
        What the game runs, in the effect language (Ctrl+Space completes, hover a word for help).
        {ready ? "" : " The full editor is loading; you can type already."}
      </p>
      {diagnostics.length > 0 && (
        <ul className="ws-inline-problems" aria-label="Problems in the effect">
          {diagnostics.map((d, i) => (
            <li key={i} className={`ws-sev-${d.severity}`}>
              <button
                type="button"
                className="ws-link"
                onClick={() =>
                  targets
                    .get("effect")
                    ?.reveal({ line: d.range.start.line, column: d.range.start.column })
                }
              >
                {`Line ${d.range.start.line}, column ${d.range.start.column}`}
              </button>{" "}
              {d.message}
            </li>
          ))}
        </ul>
      )}
      {compiled && (
        <div className="ws-ir">
          <Button
            size="small"
            variant="quiet"
            aria-expanded={showIr}
            aria-controls={irId}
            onPress={() => setIrFor(showIr ? undefined : props.session)}
          >
            {showIr ? "Hide the compiled IR" : "Show the compiled IR"}
          </Button>
          {showIr && (
            <div id={irId} role="region" aria-label="Compiled IR">
              {compiled.ir ? (
                <pre className="ws-ir-json">{JSON.stringify(compiled.ir, null, 2)}</pre>
              ) : (
                <p className="ws-hint">
                  No IR while the effect has errors: fix them and the IR the engine runs shows here.
                </p>
              )}
            </div>
          )}
        </div>
      )}
    </div>
  );
}, sameEffect);
