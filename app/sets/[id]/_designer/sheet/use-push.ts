/**
 * A push of the set's cards to the linked file: the file is read first (to keep its columns, their
 * order, its rows that are no card and its ignored columns), lib/sheet's `pushPlan` makes the new
 * table and says what it changes, and an existing file is overwritten only once the person has
 * seen that and confirms. The write expects the file read (its fingerprint, or that it is still
 * missing): a file saved meanwhile is refused (`sheet/changed`) and offered for review again. A
 * URL link cannot be pushed to.
 */
import { useRef, useState } from "react";
import type { FailureShown } from "@/app/_ui";
import { toast } from "@/app/_ui";
import type { SheetLink, VellumSet } from "@/lib/model";
import { messageOf, plural } from "@/lib/model";
import type { HeaderMapping, PushPlan, SheetTable } from "@/lib/sheet";
import { mapHeaders, pushPlan } from "@/lib/sheet";
import type { SetDocumentStore } from "@/app/sets/[id]/_set/set-document-store";
import { readSheet, writeSheet } from "@/app/_api/client";
import { linkTarget } from "./sheet-flow";

/** Where a push stands (undefined: none under way). */
export type Push =
  | { stage: "reading"; link: SheetLink }
  | {
      stage: "confirm";
      link: SheetLink;
      plan: PushPlan;
      /** What the plan was made of, to make it again with the rows to delete. */
      from: { doc: VellumSet; existing: SheetTable; mapping: HeaderMapping; expected: string };
    }
  | { stage: "writing"; link: SheetLink }
  | {
      stage: "failed";
      link: SheetLink;
      lead: string;
      failure: FailureShown;
      /** The file changed after it was read: the push can be reviewed again. */
      changed?: boolean;
    };

/** The words of a push refused because the link is a URL. */
export const PUSH_NEEDS_FILE =
  "push needs a file: a URL is only read. Link a CSV, TSV or XLSX file in the set's folder to push the cards to it.";

/** A push's state and steps. */
export interface PushControl {
  push: Push | undefined;
  start(link: SheetLink): void;
  /** Writes the confirmed plan; `removeMissing` deletes the rows of cards the set does not have. */
  confirm(removeMissing: boolean): void;
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

  async function write(link: SheetLink, table: SheetTable, expected: string | null, id: number) {
    setPush({ stage: "writing", link });
    const written = await writeSheet(setId, link, table, { expected });
    if (run.current !== id) return;
    if (!written.ok) {
      const changed = written.error.diagnostic.code === "sheet/changed";
      return setPush({
        stage: "failed",
        link,
        // The refusal itself says the file changed and what to do.
        lead: changed ? "Nothing was pushed:" : `${linkTarget(link)} was not written:`,
        failure: written.error,
        ...(changed ? { changed } : {}),
      });
    }
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
    const existing = read.value.table;
    try {
      // A new file overwrites nothing: written at once, if it is still not there.
      if (read.value.missing === true) return await write(link, pushPlan(doc).table, null, id);
      const mapping = mapHeaders(existing.headers, doc, doc.sheet?.mapping);
      const plan = pushPlan(doc, existing, mapping);
      const expected = read.value.fingerprint;
      setPush({ stage: "confirm", link, plan, from: { doc, existing, mapping, expected } });
    } catch (e) {
      return setPush({ stage: "failed", link, lead: "Nothing was pushed:", failure: messageOf(e) });
    }
  }

  return {
    push,
    start: (link) => void start(link),
    confirm(removeMissing) {
      if (push?.stage !== "confirm") return;
      const { doc, existing, mapping, expected } = push.from;
      const { table } = pushPlan(doc, existing, mapping, { removeMissing });
      void write(push.link, table, expected, run.current);
    },
    cancel() {
      run.current++;
      setPush(undefined);
    },
  };
}
