/**
 * A push of the set's cards to the linked file: the file is read first (to keep its columns, their
 * order and its ignored columns), lib/sheet's `pushTable` makes the new table, and an existing
 * file is overwritten only once the person confirms. A URL link cannot be pushed to.
 */
import { useRef, useState } from "react";
import type { FailureShown } from "@/app/_ui";
import { toast } from "@/app/_ui";
import type { SheetLink } from "@/lib/model";
import { messageOf, plural } from "@/lib/model";
import type { SheetTable } from "@/lib/sheet";
import { mapHeaders, pushTable } from "@/lib/sheet";
import type { SetDocumentStore } from "@/app/sets/[id]/_set/set-document-store";
import { readSheet, writeSheet } from "@/app/_api/client";
import { linkTarget } from "./sheet-flow";

/** Where a push stands (undefined: none under way). */
export type Push =
  | { stage: "reading"; link: SheetLink }
  | { stage: "confirm"; link: SheetLink; table: SheetTable; rows: number }
  | { stage: "writing"; link: SheetLink }
  | { stage: "failed"; link: SheetLink; lead: string; failure: FailureShown };

/** The words of a push refused because the link is a URL. */
export const PUSH_NEEDS_FILE =
  "push needs a file: a URL is only read. Link a CSV, TSV or XLSX file in the set's folder to push the cards to it.";

/** A push's state and steps. */
export interface PushControl {
  push: Push | undefined;
  start(link: SheetLink): void;
  confirm(): void;
  cancel(): void;
}

/** The push of the designer's cards; `onWritten` hears the written file's fingerprint. */
export function usePush(
  setId: string,
  store: SetDocumentStore,
  onWritten: (fingerprint: string) => void,
): PushControl {
  const [push, setPush] = useState<Push>();
  const run = useRef(0);

  async function write(link: SheetLink, table: SheetTable, id: number) {
    setPush({ stage: "writing", link });
    const written = await writeSheet(setId, link, table);
    if (run.current !== id) return;
    if (!written.ok)
      return setPush({
        stage: "failed",
        link,
        lead: `${linkTarget(link)} was not written:`,
        failure: written.error,
      });
    setPush(undefined);
    onWritten(written.value.fingerprint);
    toast({
      title: `Pushed to ${written.value.file}`,
      description: `${plural(written.value.rows, "card")} written in the sheet's columns.`,
      tone: "success",
    });
  }

  async function start(link: SheetLink) {
    const id = ++run.current;
    const name = linkTarget(link);
    if (link.file === undefined)
      return setPush({
        stage: "failed",
        link,
        lead: "Nothing was pushed:",
        failure: PUSH_NEEDS_FILE,
      });
    setPush({ stage: "reading", link });
    const read = await readSheet(setId, link, { cache: "no-store", ifExists: true });
    if (run.current !== id) return;
    if (!read.ok)
      return setPush({
        stage: "failed",
        link,
        lead: `${name} must be read first, to keep its columns, and could not be:`,
        failure: read.error,
      });
    const doc = store.getSnapshot().doc;
    let table: SheetTable;
    const missing = read.value.missing === true;
    try {
      if (missing) table = pushTable(doc);
      else {
        const existing = read.value.table;
        table = pushTable(doc, existing, mapHeaders(existing.headers, doc, doc.sheet?.mapping));
      }
    } catch (e) {
      return setPush({ stage: "failed", link, lead: "Nothing was pushed:", failure: messageOf(e) });
    }
    // A new file overwrites nothing: written at once.
    if (missing) return write(link, table, id);
    setPush({ stage: "confirm", link, table, rows: read.value.table.rows.length });
  }

  return {
    push,
    start: (link) => void start(link),
    confirm() {
      if (push?.stage === "confirm") void write(push.link, push.table, run.current);
    },
    cancel() {
      run.current++;
      setPush(undefined);
    },
  };
}
