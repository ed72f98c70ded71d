"use client";
/** Frame, back and art of a card: the set's own and the built-in choices. */
import { memo } from "react";
import type { Card, VellumSet } from "@/lib/model";
import { BUILTIN_FRAME_IDS } from "@/lib/model";
import { Select } from "@/app/_ui";
import { fromChoice, toChoice } from "@/app/sets/[id]/_set/choice-values";
import { missingChoice } from "./field-problems";

function Choice(props: {
  field: string;
  /** What the choice names, when one that is missing is a problem (not art: files load later). */
  what?: "frame" | "back";
  label: string;
  value: string;
  options: readonly [string, string][];
  onChange(value: string): void;
}) {
  const known = props.value === "" || props.options.some(([v]) => v === props.value);
  return (
    <div data-field={props.field} className="ws-field">
      <Select
        label={props.label}
        value={toChoice(props.value)}
        options={[
          ...props.options.map(([v, text]): [string, string] => [toChoice(v), text]),
          ...(known ? [] : [[props.value, `${props.value} (missing)`] as [string, string]]),
        ]}
        onChange={(v) => props.onChange(fromChoice(v))}
        errorMessage={props.what && missingChoice(props.what, props.value, known)}
      />
    </div>
  );
}

type LookProps = {
  card: Card;
  set: VellumSet;
  artFiles: readonly string[];
  edit(patch: Partial<Record<keyof Card, unknown>>, field: string): void;
};

/** What the look shows: redrawn when these change (`edit` is the form's stable one). */
const sameLook = (a: LookProps, b: LookProps) =>
  a.edit === b.edit &&
  a.artFiles === b.artFiles &&
  a.set.frames === b.set.frames &&
  a.set.backs === b.set.backs &&
  a.card.frame === b.card.frame &&
  a.card.back === b.card.back &&
  a.card.art === b.card.art;

/** The look of a card. */
export const CardLook = memo(function CardLook(props: LookProps) {
  const { card, set, edit } = props;
  const frames: [string, string][] = [
    ["", "Default for its type"],
    ...(set.frames ?? []).map((f): [string, string] => [f.id, f.name]),
    ...Object.values(BUILTIN_FRAME_IDS).map((id): [string, string] => [id, `${id} (built in)`]),
  ];
  const backs: [string, string][] = [
    ["", "Default for its type"],
    ...(set.backs ?? []).map((b): [string, string] => [b.id, b.name]),
  ];
  const art: [string, string][] = [
    ["", "None (engraved vignette)"],
    ...props.artFiles.map((f): [string, string] => [f, f]),
  ];
  return (
    <fieldset className="ws-look">
      <legend>Look</legend>
      <div className="ws-grid">
        <Choice
          field="frame"
          what="frame"
          label="Frame"
          value={card.frame ?? ""}
          options={frames}
          onChange={(v) => edit({ frame: v || undefined }, "frame")}
        />
        <Choice
          field="back"
          what="back"
          label="Back"
          value={card.back ?? ""}
          options={backs}
          onChange={(v) => edit({ back: v || undefined }, "back")}
        />
        <Choice
          field="art"
          label="Art"
          value={card.art ?? ""}
          options={art}
          onChange={(v) => edit({ art: v || undefined }, "art")}
        />
      </div>
    </fieldset>
  );
}, sameLook);
