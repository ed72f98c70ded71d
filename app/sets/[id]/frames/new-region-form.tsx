"use client";
/**
 * Adds a region to the frame: its role and, for point and story-icon slots, which slot (the
 * first one the frame does not hold yet is offered). The new region appears in the middle of
 * the card, chosen, ready to be dragged where it belongs.
 */
import { useState } from "react";
import { freeSlot, hasSlot } from "@/lib/edit";
import type { Frame, RegionRole } from "@/lib/model";
import { Button, Select } from "@/app/_ui";
import { roleWord, ROLES } from "./role-words";

const SLOTS: [string, string][] = [
  ["1", "1 (top)"],
  ["2", "2 (middle)"],
  ["3", "3 (bottom)"],
];

/** See the file comment. */
export function NewRegionForm(props: {
  frame: Frame;
  onAdd(role: RegionRole, slot: 1 | 2 | 3): void;
  /** The set's word for "family" (the family-symbol role is named in it). */
  familyWord?: string;
}) {
  const [role, setRole] = useState<RegionRole>("decoration");
  // The slot the person picked; until then (and after each add) the first free one.
  const [picked, setPicked] = useState<1 | 2 | 3>();
  const slot = picked ?? freeSlot(props.frame, role);
  return (
    <form
      className="fr-new-region"
      aria-label="New region"
      onSubmit={(e) => {
        e.preventDefault();
        props.onAdd(role, slot);
        setPicked(undefined);
      }}
    >
      <h3 className="ws-pane-title">New region</h3>
      <div className="fr-field-grid">
        <Select
          label="Role"
          value={role}
          options={ROLES.map((r): [RegionRole, string] => [r, roleWord(r, props.familyWord)])}
          onChange={(r) => {
            setRole(r);
            setPicked(undefined);
          }}
        />
        {hasSlot(role) && (
          <Select
            label="Slot"
            value={String(slot)}
            options={SLOTS}
            onChange={(s) => setPicked(Number(s) as 1 | 2 | 3)}
          />
        )}
      </div>
      <Button type="submit">Add region</Button>
    </form>
  );
}
