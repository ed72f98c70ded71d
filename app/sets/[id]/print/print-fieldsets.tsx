"use client";

/**
 * The print form's option groups: output, cards, sheet, backs. Each shows the form state and
 * reports changes as patches; the ranges match lib/export's checks, which the server applies.
 */
import Link from "next/link";
import { useId } from "react";
import type { PrintFormat } from "@/lib/export/formats";
import { PRINT_FORMATS } from "@/lib/export/formats";
import type { Duplex, Medium, Paper } from "@/lib/export/print-options";
// NOTE: the facts alone, not lib/schema's index (its validators) in the print page's bundle.
import { PRINT_LIMITS } from "@/lib/schema/set-facts";
import { ListBoxField } from "@/app/_ui";
import { capitalised } from "@/lib/model";
import { EditionGapsNotice } from "./edition-gaps";
import { CheckboxField, NumberField, SelectField } from "./form-fields";
import type { PrintFormState, PrintLanguage, Which } from "./print-form-state";
import { effectiveBleed, effectiveMedium } from "./print-form-state";

/** What every group gets: the form and a way to change it. */
export interface FieldsetProps {
  form: PrintFormState;
  update: (patch: Partial<PrintFormState>) => void;
}

const FORMATS = PRINT_FORMATS.map((f) => [f.id, f.label] as const);
const MEDIA = [
  ["film", "Clear film (transparent)"],
  ["paper", "Paper (clear shown as checker)"],
] as const;

/** Format, language and medium; a deck defaults to paper until the user picks a medium. */
export function OutputFieldset(props: FieldsetProps & LanguageProps) {
  const { form, update } = props;
  const defaulted = form.medium === undefined && form.format === "tts";
  return (
    <fieldset>
      <legend>Output</legend>
      <SelectField<PrintFormat>
        label="Format"
        value={form.format}
        options={FORMATS}
        onChange={(format) => update({ format })}
      />
      <LanguageField {...props} />
      <SelectField<Medium>
        label="Medium"
        value={effectiveMedium(form)}
        options={MEDIA}
        description={
          defaulted
            ? "A tabletop deck is printed on paper unless you choose film: a tabletop card is opaque."
            : undefined
        }
        onChange={(medium) => update({ medium })}
      />
    </fieldset>
  );
}

/** What the Language field needs besides the form: the set's languages. */
interface LanguageProps {
  setId: string;
  /** The set's languages, its main one first. */
  languages: readonly PrintLanguage[];
}

/**
 * The language of the card texts: the set's main language (the default, sent as none) or one of
 * its translations; lists what the edition in it still lacks, or says where to add a language.
 */
function LanguageField({ form, update, setId, languages }: FieldsetProps & LanguageProps) {
  const main = languages[0];
  if (main === undefined) return null;
  const chosen = languages.find((l) => l.tag === form.language) ?? main;
  const edition = chosen.edition;
  return (
    <>
      <SelectField
        label="Language"
        value={chosen.tag}
        options={languages.map((l) => [l.tag, l.label] as const)}
        description={
          languages.length === 1 ? (
            <>
              The set has no other languages yet:{" "}
              <Link href={`/sets/${encodeURIComponent(setId)}/settings#languages`}>
                add one in its settings
              </Link>
              .
            </>
          ) : undefined
        }
        onChange={(tag) => update({ language: tag === main.tag ? undefined : tag })}
      />
      {(chosen !== main || edition.count > 0) && (
        <EditionGapsNotice view={edition} language={chosen.label} />
      )}
    </>
  );
}

const WHICH = [
  ["all", "All cards"],
  ["type", "By type"],
  ["family", "By family"],
  ["ids", "A selection"],
] as const;

/** Which cards, and whether each is printed as many times as its print quantity. */
export function CardsFieldset(
  props: FieldsetProps & {
    types: string[];
    familyWord: string;
    families: { id: string; name: string }[];
    cards: { id: string; name: string; type: string }[];
  },
) {
  const { form, update, types, familyWord, families, cards } = props;
  const which = WHICH.map(([k, text]): [Which, string] =>
    k === "family" ? [k, `By ${familyWord}`] : [k, text],
  );
  return (
    <fieldset>
      <legend>Cards</legend>
      <SelectField<Which>
        label="Which"
        value={form.which}
        options={which}
        onChange={(which) => update({ which })}
      />
      {form.which === "type" && (
        <SelectField
          label="Type"
          value={form.type}
          options={types.map((t) => [t, t] as const)}
          onChange={(type) => update({ type })}
        />
      )}
      {form.which === "family" && (
        <SelectField
          label={capitalised(familyWord)}
          value={form.family}
          options={families.map((f) => [f.id, f.name] as const)}
          onChange={(family) => update({ family })}
        />
      )}
      {form.which === "ids" && (
        <ListBoxField
          label="Cards to print"
          description="Click a card to pick or unpick it; Shift-click picks a range."
          values={form.ids}
          options={cards.map((c) => ({ value: c.id, label: c.name, detail: `(${c.type})` }))}
          onChange={(ids) => update({ ids })}
          className="print-cards"
        />
      )}
      <CheckboxField
        label="Print quantities (copies)"
        checked={form.copies}
        onChange={(copies) => update({ copies })}
      />
    </fieldset>
  );
}

const PAPERS = [
  ["a4", "A4"],
  ["letter", "US Letter"],
] as const;

/** Paper, resolution and the sheet's layout: bleed, gap, margin, marks, guides, footer, underlay. */
export function SheetFieldset({ form, update }: FieldsetProps) {
  const film = effectiveMedium(form) === "film";
  const underlayHint = useId();
  const bleedHint = useId();
  const trimmed = form.bleed === undefined && form.format === "png";
  return (
    <fieldset>
      <legend>Sheet</legend>
      <SelectField<Paper>
        label="Paper"
        value={form.paper}
        options={PAPERS}
        onChange={(paper) => update({ paper })}
      />
      <CheckboxField
        label="Landscape"
        checked={form.landscape}
        onChange={(landscape) => update({ landscape })}
      />
      <NumberField
        label="DPI"
        min={PRINT_LIMITS.dpi.minimum}
        max={PRINT_LIMITS.dpi.maximum}
        step={1}
        value={form.dpi}
        onChange={(dpi) => update({ dpi })}
      />
      <NumberField
        label="Bleed (mm)"
        min={PRINT_LIMITS.bleed.minimum}
        max={PRINT_LIMITS.bleed.maximum}
        step={0.5}
        value={effectiveBleed(form)}
        describedBy={trimmed ? bleedHint : undefined}
        onChange={(bleed) => update({ bleed })}
      />
      {trimmed && (
        <small id={bleedHint} className="print-hint">
          Each PNG is the card trimmed unless you choose a bleed.
        </small>
      )}
      <NumberField
        label="Gap between cards (mm)"
        min={PRINT_LIMITS.gap.minimum}
        max={PRINT_LIMITS.gap.maximum}
        step={0.5}
        value={form.gap}
        onChange={(gap) => update({ gap })}
      />
      <NumberField
        label="Margin (mm)"
        min={PRINT_LIMITS.margin.minimum}
        max={PRINT_LIMITS.margin.maximum}
        step={0.5}
        value={form.margin}
        onChange={(margin) => update({ margin })}
      />
      <CheckboxField
        label="Crop marks"
        checked={form.marks}
        onChange={(marks) => update({ marks })}
      />
      <CheckboxField
        label="Safe-zone guides"
        checked={form.guides}
        onChange={(guides) => update({ guides })}
      />
      <CheckboxField
        label="Footer with the set's title and page numbers"
        checked={form.labels}
        onChange={(labels) => update({ labels })}
      />
      <CheckboxField
        label="White underlay pages"
        checked={form.underlay && film}
        disabled={!film}
        describedBy={film ? undefined : underlayHint}
        onChange={(underlay) => update({ underlay })}
      />
      {!film && (
        <small id={underlayHint} className="print-hint">
          A white underlay is for clear film: choose the film medium to add it.
        </small>
      )}
    </fieldset>
  );
}

const DUPLEX = [
  ["", "No backs"],
  ["long", "Long-edge turn"],
  ["short", "Short-edge turn"],
] as const;

/** Backs: the duplex turn, the drift correction, and the calibration pages that measure it. */
export function BacksFieldset({ form, update }: FieldsetProps) {
  return (
    <fieldset>
      <legend>Backs</legend>
      <SelectField<Duplex | "">
        label="Duplex"
        value={form.duplex}
        options={DUPLEX}
        onChange={(duplex) => update({ duplex })}
      />
      <NumberField
        label="Offset x (mm)"
        min={PRINT_LIMITS.offsetX.minimum}
        max={PRINT_LIMITS.offsetX.maximum}
        step={0.1}
        value={form.offsetX}
        onChange={(offsetX) => update({ offsetX })}
      />
      <NumberField
        label="Offset y (mm)"
        min={PRINT_LIMITS.offsetY.minimum}
        max={PRINT_LIMITS.offsetY.maximum}
        step={0.1}
        value={form.offsetY}
        onChange={(offsetY) => update({ offsetY })}
      />
      <CheckboxField
        label="Calibration pages first (to measure the offset)"
        checked={form.calibration}
        onChange={(calibration) => update({ calibration })}
      />
    </fieldset>
  );
}
