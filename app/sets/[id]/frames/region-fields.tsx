"use client";
/**
 * The selected region in numbers: x, y, width, height and corner radius in millimetres, and
 * whether it is opaque; and its removal. A value that would give the region no size or take it
 * off the card is refused, with the field named, and nothing changes; so is removing a region
 * that cards override (with their names).
 */
import { useState } from "react";
import type { Frame, Region } from "@/lib/model";
import { Button, Checkbox, NumberField } from "@/app/_ui";
import type { Box } from "./region-drag";
import { checkField, round } from "./region-drag";
import { MARK_ROLES, roleWord } from "./role-words";

const FIELDS: readonly { key: keyof Box; label: string }[] = [
  { key: "x", label: "X (mm)" },
  { key: "y", label: "Y (mm)" },
  { key: "width", label: "Width (mm)" },
  { key: "height", label: "Height (mm)" },
];

const MM_FORMAT = { maximumFractionDigits: 2 } as const;

/** The fields of one region. */
export function RegionFields(props: {
  frame: Frame;
  region: Region;
  readOnly: boolean;
  /** The set's word for "family" (the family-symbol role is named in it). */
  familyWord?: string;
  onChange(region: Region): void;
  /** Removes the region, or answers why it cannot be removed. */
  onRemove(): string | undefined;
}) {
  const { frame, region, readOnly } = props;
  const [refused, setRefused] = useState<{ key: string; place: string; message: string }>();
  // A refusal stands until the region changes (moved, resized or another one chosen).
  const place = `${region.id}:${region.x}:${region.y}:${region.width}:${region.height}`;
  const refusal = refused?.place === place ? refused : undefined;
  const [notRemoved, setNotRemoved] = useState<{ id: string; message: string }>();

  function set(key: keyof Box, value: number) {
    const reason = checkField(key, value, region, frame);
    if (reason) {
      setRefused({ key: `${region.id}/${key}`, place, message: reason });
      return;
    }
    setRefused(undefined);
    props.onChange({ ...region, [key]: round(value) });
  }

  return (
    <section className="fr-fields" aria-label={`Region ${region.id} in millimetres`}>
      <h3 className="ws-pane-title">
        Region {region.id}{" "}
        <span className="ws-count">
          {roleWord(region.role, props.familyWord)}
          {region.slot ? ` ${region.slot}` : ""}
        </span>
      </h3>
      <div className="fr-field-grid">
        {FIELDS.map((f) => (
          <NumberField
            key={f.key}
            label={f.label}
            value={region[f.key]}
            step={0.1}
            formatOptions={MM_FORMAT}
            isDisabled={readOnly}
            errorMessage={refusal?.key === `${region.id}/${f.key}` ? refusal.message : undefined}
            onChange={(v) => set(f.key, v)}
          />
        ))}
        <NumberField
          label="Corner radius (mm)"
          value={region.radius ?? 0}
          step={0.1}
          minValue={0}
          formatOptions={MM_FORMAT}
          isDisabled={readOnly}
          onChange={(v) => {
            if (!Number.isFinite(v) || v < 0) return;
            const { radius: _old, ...rest } = region;
            const next: Region = v === 0 ? rest : { ...rest, radius: round(v) };
            props.onChange(next);
          }}
        />
      </div>
      {MARK_ROLES.has(region.role) ? (
        <p className="ws-hint">
          {region.role === "emblem"
            ? "The frame's emblem is printed here"
            : "The icons of the card's effect categories are printed here, side by side (set them in Settings › Effect categories)"}
          . A mark hides nothing in a stack, so keep it off point and icon slots.
        </p>
      ) : (
        <Checkbox
          isSelected={region.opaque}
          isDisabled={readOnly}
          onChange={(opaque) => props.onChange({ ...region, opaque })}
        >
          Opaque (hides what lies below it in a stack)
        </Checkbox>
      )}
      {refusal && (
        <p role="alert" className="ws-error">
          Not changed: {refusal.message}.
        </p>
      )}
      {!readOnly && (
        // Named "Remove <id>": "Region <id>" names the region on the card.
        <Button
          size="small"
          variant="quiet"
          onPress={() => {
            const why = props.onRemove();
            setNotRemoved(why === undefined ? undefined : { id: region.id, message: why });
          }}
        >
          Remove {region.id}
        </Button>
      )}
      {notRemoved?.id === region.id && (
        <p role="alert" className="ws-error">
          Not removed: {notRemoved.message}.
        </p>
      )}
    </section>
  );
}
