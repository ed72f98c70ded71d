"use client";
/**
 * Translators' files, out and back in, all in the browser (lib/text's `exportTranslations`,
 * `planTranslationImport`, `applyTranslationImport`): "Export XLIFF" and "Export CSV" download
 * the chosen language's file through a Blob; "Import…" reads a file, shows what it would change
 * (card, field, before → after), what it imports with a warning and what it does not import, and
 * applies it as one undoable edit. Apply plans the file again against the set as it is then: when
 * the set changed meanwhile (a cell edited while the dialog was open), the new plan is shown
 * instead of overwriting anything. A file that cannot be made or read says why, at the buttons.
 */
import { useState } from "react";
import type { Diagnostic, VellumSet } from "@/lib/model";
import { languageLabel, messageOf, plural } from "@/lib/model";
import type { ExchangeFormat, TranslationFile } from "@/lib/text";
import { exportTranslations, importProblemGroups, planTranslationImport } from "@/lib/text";
import {
  Button,
  Dialog,
  DialogActions,
  DownloadIcon,
  FilePicker,
  RequestFailureNote,
  UploadIcon,
  toast,
} from "@/app/_ui";
import type { SetDocumentStore } from "@/app/sets/[id]/_set/set-document-store";
import { applyShownImport } from "@/app/sets/[id]/translate/translate-import";
import type { OpenedImport as Opened } from "@/app/sets/[id]/translate/translate-import";

const FORMAT_WORDS: Record<ExchangeFormat, string> = { xliff: "XLIFF", csv: "CSV" };

/** The files "Import…" offers to open. */
const IMPORTABLE = [".xlf", ".xliff", ".csv", "text/csv", "application/xliff+xml"];

/** Changes listed in the dialog before "and N more". */
const LISTED = 500;

/** Hands `file` to the browser as a download. */
function download(file: TranslationFile): void {
  const href = URL.createObjectURL(new Blob([file.content], { type: file.mime }));
  const a = document.createElement("a");
  a.href = href;
  a.download = file.name;
  document.body.append(a);
  a.click();
  a.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(href), 30_000);
}

interface Failure {
  lead: string;
  message: string;
}

/** The export and import buttons, with their failure line and the import's dialog. */
export function ExchangeControls(props: {
  set: VellumSet;
  store: SetDocumentStore;
  language: string;
  /** Shows another of the set's languages (the one an imported file was in). */
  onLanguage(tag: string): void;
}) {
  const { set, store, language } = props;
  const [failure, setFailure] = useState<Failure>();
  const [opened, setOpened] = useState<Opened>();

  function exportAs(format: ExchangeFormat) {
    setFailure(undefined);
    try {
      download(exportTranslations(set, language, format));
    } catch (e) {
      setFailure({
        lead: `The ${FORMAT_WORDS[format]} file for ${languageLabel(language)} could not be made:`,
        message: messageOf(e),
      });
    }
  }

  async function importFile(files: File[]) {
    const file = files[0];
    if (!file) return;
    setFailure(undefined);
    let planned: ReturnType<typeof planTranslationImport>;
    let content = "";
    try {
      content = await file.text();
      planned = planTranslationImport(store.getSnapshot().doc, content, file.name);
    } catch (e) {
      planned = { ok: false, message: messageOf(e) };
    }
    if (!planned.ok) {
      setFailure({ lead: `Nothing was imported from ${file.name}:`, message: planned.message });
      return;
    }
    setOpened({ plan: planned.plan, file: file.name, content });
  }

  function apply(shown: Opened) {
    const current = store.getSnapshot().doc;
    let done: ReturnType<typeof applyShownImport>;
    try {
      done = applyShownImport(current, shown);
    } catch (e) {
      setOpened(undefined);
      setFailure({ lead: "The import could not be applied:", message: messageOf(e) });
      return;
    }
    if (done.kind === "changed") {
      // The set changed while the dialog was open: show what the file does to it now.
      setOpened(done.opened);
      return;
    }
    setOpened(undefined);
    if (done.kind === "refused") {
      setFailure({ lead: `Nothing was imported from ${shown.file}:`, message: done.message });
      return;
    }
    const { set: next, plan } = done;
    if (next === current) {
      setFailure({
        lead: "Nothing was imported:",
        message: "applying the file changed none of the set's texts.",
      });
      return;
    }
    store.editDocument(next);
    if (plan.language !== language && (set.languages ?? []).includes(plan.language))
      props.onLanguage(plan.language);
    toast({
      title: `${plural(plan.changes.length, "translation")} imported`,
      description: `Into ${languageLabel(plan.language)}. Undo takes them back.`,
      tone: "success",
    });
  }

  return (
    <div className="tr-exchange">
      <div className="tr-exchange-buttons" role="group" aria-label="Translators' files">
        <Button size="small" onPress={() => exportAs("xliff")}>
          <DownloadIcon /> Export XLIFF
        </Button>
        <Button size="small" onPress={() => exportAs("csv")}>
          <DownloadIcon /> Export CSV
        </Button>
        <FilePicker size="small" accept={IMPORTABLE} onFiles={(f) => void importFile(f)}>
          <UploadIcon /> Import…
        </FilePicker>
      </div>
      {failure && <RequestFailureNote compact lead={failure.lead} failure={failure.message} />}
      <ImportDialog opened={opened} onCancel={() => setOpened(undefined)} onApply={apply} />
    </div>
  );
}

/** What an import would change, shown before it is applied. */
function ImportDialog(props: {
  opened: Opened | undefined;
  onCancel(): void;
  onApply(opened: Opened): void;
}) {
  const { opened } = props;
  const plan = opened?.plan;
  const groups = plan && importProblemGroups(plan);
  return (
    <Dialog
      title={`Import ${opened?.file ?? ""}`}
      isOpen={opened !== undefined}
      onOpenChange={(open) => {
        if (!open) props.onCancel();
      }}
      className="tr-import"
    >
      {plan && (
        <>
          <div className="ui-dialog-body">
            {opened.replanned && (
              <p className="tr-import-replanned" role="status">
                The set changed while this was open, so nothing was applied yet: this is what the
                file does to the set as it is now. Apply again to import it.
              </p>
            )}
            <p>
              {plan.changes.length === 0
                ? `Nothing in this file changes the set's ${languageLabel(plan.language)} texts`
                : `${plural(plan.changes.length, "text")} in ${languageLabel(plan.language)} will change`}
              {plan.unchanged > 0 ? `; ${plan.unchanged} already match the file.` : "."}
            </p>
            {plan.changes.length > 0 && (
              <div className="ui-table-scroll">
                <table className="ui-change-table">
                  <caption className="ws-visually-hidden">What the import changes</caption>
                  <thead>
                    <tr>
                      <th scope="col">Card and field</th>
                      <th scope="col">Before</th>
                      <th scope="col">After</th>
                    </tr>
                  </thead>
                  <tbody>
                    {plan.changes.slice(0, LISTED).map((c) => (
                      <tr key={c.target}>
                        <th scope="row">{c.label}</th>
                        <td className={c.before === undefined ? "tr-dim" : undefined}>
                          {c.before ?? "(none)"}
                        </td>
                        <td>{c.after}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                {plan.changes.length > LISTED && (
                  <p className="tr-dim">and {plan.changes.length - LISTED} more.</p>
                )}
              </div>
            )}
            <ProblemList title="Imported, with a warning" problems={groups?.imported ?? []} />
            <ProblemList
              title="Not imported"
              problems={groups?.notImported ?? []}
              className="tr-import-refused"
            />
          </div>
          <DialogActions>
            <Button onPress={props.onCancel}>Cancel</Button>
            <Button
              variant="primary"
              isDisabled={plan.changes.length === 0}
              onPress={() => props.onApply(opened)}
            >
              Apply
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

/** A titled list of an import's problems (none: nothing shown). */
function ProblemList(props: { title: string; problems: Diagnostic[]; className?: string }) {
  if (props.problems.length === 0) return null;
  return (
    <section aria-label={props.title} className={props.className}>
      <h3 className="tr-import-problems-title">
        {props.title} ({props.problems.length})
      </h3>
      <ul className="tr-import-problems">
        {props.problems.map((p, i) => (
          <li key={i}>{p.message}</li>
        ))}
      </ul>
    </section>
  );
}
