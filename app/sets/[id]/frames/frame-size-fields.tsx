"use client";
/**
 * The frame's trim size in millimetres. A size of 0 or less, or over the schema's 300 mm, is
 * refused with the field named and nothing changes; a smaller card that leaves regions off it
 * is allowed and shows as frame problems, so the user sees which regions to move.
 */
import { useState } from "react";
import type { Frame } from "@/lib/model";
import { NumberField } from "@/app/_ui";
import { checkCardSide, round } from "./region-drag";

/** Card width and height of a frame. */
export function FrameSizeFields(props: { frame: Frame; onChange(frame: Frame): void }) {
  const { frame } = props;
  const [refused, setRefused] = useState<{ key: string; message: string }>();
  const fields = [
    { key: "width" as const, label: "Card width (mm)", name: "Card width" },
    { key: "height" as const, label: "Card height (mm)", name: "Card height" },
  ];
  return (
    <div className="fr-field-grid">
      {fields.map((f) => (
        <NumberField
          key={f.key}
          label={f.label}
          value={frame[f.key]}
          step={0.5}
          formatOptions={{ maximumFractionDigits: 1 }}
          errorMessage={
            refused?.key === `${frame.id}/${f.key}` ? `Not changed: ${refused.message}` : undefined
          }
          onChange={(v) => {
            const reason = checkCardSide(f.name, v);
            if (reason) return setRefused({ key: `${frame.id}/${f.key}`, message: reason });
            setRefused(undefined);
            props.onChange({ ...frame, [f.key]: round(v) });
          }}
        />
      ))}
    </div>
  );
}
