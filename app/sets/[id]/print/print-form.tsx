"use client";

import { useCallback, useMemo, useState } from "react";
import { ExportControls } from "./export-controls";
import { BacksFieldset, CardsFieldset, OutputFieldset, SheetFieldset } from "./print-fieldsets";
import type { PrintFormState, PrintLanguage } from "./print-form-state";
import {
  effectiveMedium,
  initialPrintForm,
  previewUrl,
  printRequestBody,
  selectionProblem,
} from "./print-form-state";
import { PrintPreview } from "./print-preview";
import { usePrintExport } from "./use-print-export";
import { usePrintPreview } from "./use-print-preview";

interface Props {
  setId: string;
  /** The set's languages, its main one first. */
  languages: PrintLanguage[];
  types: string[];
  /** The set's word for a family ("family", "party"). */
  familyWord: string;
  families: { id: string; name: string }[];
  cards: { id: string; name: string; type: string }[];
}

/** The print form: options, a live preview of the first sheet, export with progress and cancel. */
export function PrintForm({ setId, languages, types, familyWord, families, cards }: Props) {
  const [form, setForm] = useState<PrintFormState>(() =>
    initialPrintForm(
      types,
      families.map((f) => f.id),
    ),
  );
  const update = useCallback(
    (patch: Partial<PrintFormState>) => setForm((f) => ({ ...f, ...patch })),
    [],
  );
  const body = useMemo(() => printRequestBody(form), [form]);
  const empty = selectionProblem(form, familyWord);
  const url = useMemo(
    () => (empty === undefined ? previewUrl(setId, body) : undefined),
    [empty, setId, body],
  );
  const preview = usePrintPreview(url);
  const run = usePrintExport(setId);

  return (
    <div className="print-page">
      <form
        className="print-form"
        aria-label="Print options"
        onSubmit={(e) => {
          e.preventDefault();
          if (empty === undefined) void run.start(body);
        }}
      >
        <OutputFieldset form={form} update={update} setId={setId} languages={languages} />
        <CardsFieldset
          form={form}
          update={update}
          types={types}
          familyWord={familyWord}
          families={families}
          cards={cards}
        />
        <SheetFieldset form={form} update={update} />
        <BacksFieldset form={form} update={update} />
        <ExportControls run={run} blocked={empty} />
      </form>
      <PrintPreview
        medium={effectiveMedium(form)}
        empty={empty}
        preview={preview}
        onImageError={preview.failed}
      />
    </div>
  );
}
