"use client";
import dynamic from "next/dynamic";
import { useMemo, useState } from "react";
import { Select } from "@/app/_ui";
import { EFFECT_EDITOR_KEYS } from "@/app/_editor/effect-editor-keys";
import { KeysTable } from "@/app/_ui";
import { compileEffect } from "@/lib/dsl";
import type { DslContext } from "@/lib/dsl";
import { CARD_TYPES } from "@/lib/model";
import type { CardType } from "@/lib/model";

/** A card of the set whose effect can be loaded into the editor. */
export interface EffectSample {
  id: string;
  name: string;
  type: CardType;
  effect: string;
}

const EffectEditor = dynamic(() => import("./editor").then((m) => m.EffectEditor), {
  ssr: false,
  loading: () => <div className="editor-frame editor-loading">Loading the editor…</div>,
});

/** The playground's state: the source, the card type it is checked for, and the compiled result. */
export function EffectPlayground({
  context,
  samples,
  initial,
}: {
  context: DslContext;
  samples: EffectSample[];
  initial: string;
}) {
  const [source, setSource] = useState(initial);
  const [cardType, setCardType] = useState<CardType>("modifier");
  const [loadedId, setLoadedId] = useState("");
  const result = useMemo(
    () => compileEffect(source, context, { cardType }),
    [source, context, cardType],
  );
  const errors = result.diagnostics.filter((d) => d.severity === "error").length;

  return (
    <div className="playground">
      <div className="playground-bar">
        <Select<CardType>
          label="Card type"
          value={cardType}
          options={CARD_TYPES.map((t) => [t, t.replace("-", " ")] as const)}
          onChange={setCardType}
        />
        <Select
          label="Load a card's effect"
          value={loadedId}
          options={[["", "—"], ...samples.map((s) => [s.id, s.name] as const)]}
          onChange={(id) => {
            const sample = samples.find((s) => s.id === id);
            setLoadedId(id);
            if (sample) {
              setSource(sample.effect);
              setCardType(sample.type);
            }
          }}
        />
      </div>
      <EffectEditor value={source} onChange={setSource} context={context} cardType={cardType} />
      <details className="playground-keys">
        <summary>Keys in the editor</summary>
        <KeysTable keys={EFFECT_EDITOR_KEYS} caption="Keys in the effect editor" />
      </details>
      <section aria-live="polite" className="playground-result">
        <h2>{errors === 0 ? "Compiles" : `${errors} error${errors === 1 ? "" : "s"}`}</h2>
        {result.diagnostics.length > 0 && (
          <ul className="diagnostic-list">
            {result.diagnostics.map((d, i) => (
              <li key={i} className={`diagnostic ${d.severity}`}>
                <code>
                  {d.range.start.line}:{d.range.start.column}
                </code>{" "}
                {d.message}
              </li>
            ))}
          </ul>
        )}
        {result.ir && (
          <details open>
            <summary>What the engine runs (IR)</summary>
            <pre className="ir" data-testid="effect-ir">
              {JSON.stringify(result.ir, null, 2)}
            </pre>
          </details>
        )}
      </section>
    </div>
  );
}
