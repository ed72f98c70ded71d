"use client";

/**
 * The set library (the home page's body): every set as a tile, New set (which opens the new
 * set's designer), Import by file picker or by dropping a file anywhere on the page, and each
 * set's rename, duplicate, delete (with Undo) and export. After each change the page's server
 * data is refreshed, and every few seconds while a set is still being checked (a large set's
 * checks run in the background: its tile says "Checking…" until they are done).
 */
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useState } from "react";
import type { SetSummary } from "@/lib/store";
import {
  Button,
  DropOverlay,
  FilePicker,
  PlusIcon,
  toast,
  UploadIcon,
  usePageFileDrop,
} from "@/app/_ui";
import * as api from "./library-api";
import type { NewSetChoice } from "./library-dialogs";
import { CsvTargetDialog, NewSetDialog, RefusalNote, RenameDialog } from "./library-dialogs";
import type { Refusal } from "./library-model";
import { blankSetText, copyOf, importKindOf, SAMPLE_SET_ID } from "./library-model";
import { SetTile } from "./set-tile";

type Open =
  { kind: "new" } | { kind: "rename"; set: SetSummary } | { kind: "csv"; file: File } | undefined;

/** How often the library asks again while a set is being checked. */
const CHECKING_POLL_MS = 2000;

const ACCEPT = [".zip", ".json", ".csv", "application/zip", "application/json", "text/csv"];

/** The library of the workspace's sets. */
export function Library({ sets }: { sets: SetSummary[] }) {
  const router = useRouter();
  const [open, setOpen] = useState<Open>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ title: string; refusal: Refusal }>();

  const done = useCallback(() => router.refresh(), [router]);
  const checking = sets.some((s) => s.checking);
  useEffect(() => {
    if (!checking) return;
    // Re-armed by each refresh (new `sets`) until no set is being checked.
    const timer = setTimeout(() => router.refresh(), CHECKING_POLL_MS);
    return () => clearTimeout(timer);
  }, [checking, sets, router]);

  const create = async (choice: NewSetChoice): Promise<Refusal | undefined> => {
    const answer =
      choice.from === "sample"
        ? await api.duplicateSet(SAMPLE_SET_ID, { id: choice.id, name: choice.name })
        : await api.createSet(blankSetText(choice.id, choice.name));
    if (!answer.ok) return answer.error;
    toast({ title: `Created ${choice.name}`, tone: "success" });
    // A new set is made to be designed: open it rather than leave its tile in the list.
    router.push(`/sets/${encodeURIComponent(answer.value.id)}`);
    return undefined;
  };

  const rename = async (set: SetSummary, change: { name: string; id: string }) => {
    const answer = await api.renameSet(set.id, change);
    if (!answer.ok) return answer.error;
    done();
    toast({ title: `Renamed ${set.name} to ${change.name}`, tone: "success" });
    return undefined;
  };

  const run = async (title: string, action: () => Promise<Refusal | undefined>) => {
    setBusy(true);
    setProblem(undefined);
    const refusal = await action();
    setBusy(false);
    if (refusal) setProblem({ title, refusal });
  };

  const duplicate = (set: SetSummary) =>
    void run(`${set.name} could not be duplicated`, async () => {
      const copy = copyOf(set, sets);
      const answer = await api.duplicateSet(set.id, copy);
      if (!answer.ok) return answer.error;
      done();
      toast({ title: `Duplicated ${set.name} as ${copy.name}`, tone: "success" });
      return undefined;
    });

  const undoDelete = (set: SetSummary, trashed: string) =>
    void run(`${set.name} could not be brought back`, async () => {
      const answer = await api.restoreDeleted(trashed);
      if (!answer.ok) return answer.error;
      done();
      toast({ title: `Restored ${set.name}`, tone: "success" });
      return undefined;
    });

  const remove = (set: SetSummary) =>
    void run(`${set.name} could not be deleted`, async () => {
      const answer = await api.deleteSet(set.id);
      if (!answer.ok) return answer.error;
      done();
      const { trashed } = answer.value;
      toast({
        title: `Deleted ${set.name}`,
        description: "It is in the workspace's trash.",
        action: { label: "Undo", onAction: () => undoDelete(set, trashed) },
      });
      return undefined;
    });

  const exportZip = (set: SetSummary, href: string) =>
    void run(`${set.name} was not exported as a zip`, async () => {
      const answer = await api.checkZipExport(set.id);
      if (!answer.ok) return answer.error;
      const link = document.createElement("a");
      link.href = href;
      link.download = "";
      link.click();
      return undefined;
    });

  const importFiles = (files: File[]) => {
    const file = files[0];
    if (!file) return;
    if (files.length > 1) {
      setProblem({
        title: "Nothing was imported",
        refusal: { message: "Import one file at a time.", lines: [] },
      });
      return;
    }
    const kind = importKindOf(file.name);
    if ("problem" in kind) {
      setProblem({ title: "Nothing was imported", refusal: { message: kind.problem, lines: [] } });
      return;
    }
    if (kind.kind === "cards-csv") {
      setProblem(undefined);
      setOpen({ kind: "csv", file });
      return;
    }
    void run(`Nothing was imported from ${file.name}`, async () => {
      const answer = await api.importSet(file);
      if (!answer.ok) return answer.error;
      done();
      const errors = (answer.value.diagnostics ?? []).filter((d) => d.severity === "error").length;
      toast({
        title: `Imported ${answer.value.id} from ${file.name}`,
        ...(errors > 0 && {
          description: `It has ${errors === 1 ? "1 problem" : `${errors} problems`} to fix before it can be played or printed: open it to see them.`,
        }),
        tone: errors > 0 ? "info" : "success",
      });
      return undefined;
    });
  };

  const importCsv = async (file: File, target: string) => {
    const answer = await api.importCards(target, file);
    if (!answer.ok) return answer.error;
    done();
    const { added, updated, unchanged } = answer.value;
    toast({
      title: `Imported cards into ${sets.find((s) => s.id === target)?.name ?? target}`,
      description: `${added} added, ${updated} updated, ${unchanged} unchanged.`,
      tone: "success",
    });
    return undefined;
  };

  const { dragging } = usePageFileDrop(importFiles, open === undefined && !busy);

  return (
    <div className="library">
      <div className="library-bar">
        <div>
          <h1>Your sets</h1>
          <p className="lede">
            Every expansion in the workspace. Open one to design it; drop a set (.zip or .json) or a
            CSV of cards anywhere on this page to import it.
          </p>
        </div>
        <div className="library-actions">
          <FilePicker accept={ACCEPT} onFiles={importFiles} isDisabled={busy}>
            <UploadIcon />
            Import
          </FilePicker>
          <Button variant="primary" onPress={() => setOpen({ kind: "new" })} isDisabled={busy}>
            <PlusIcon />
            New set
          </Button>
        </div>
      </div>
      {problem && (
        <section className="library-problem" aria-label={problem.title}>
          <div className="library-problem-head">
            <h2>{problem.title}</h2>
            <Button size="small" variant="quiet" onPress={() => setProblem(undefined)}>
              Dismiss
            </Button>
          </div>
          <RefusalNote refusal={problem.refusal} />
        </section>
      )}
      {sets.length === 0 ? (
        <p className="empty">No sets yet. Create one with New set, or import a set file.</p>
      ) : (
        <ul className="set-list" aria-label="Sets">
          {sets.map((s) => (
            <SetTile
              key={s.id}
              summary={s}
              busy={busy}
              actions={{
                rename: (set) => setOpen({ kind: "rename", set }),
                duplicate,
                remove,
                exportZip,
              }}
            />
          ))}
        </ul>
      )}
      {open?.kind === "new" && (
        <NewSetDialog sets={sets} onClose={() => setOpen(undefined)} onCreate={create} />
      )}
      {open?.kind === "rename" && (
        <RenameDialog
          set={open.set}
          sets={sets}
          onClose={() => setOpen(undefined)}
          onRename={(change) => rename(open.set, change)}
        />
      )}
      {open?.kind === "csv" && (
        <CsvTargetDialog
          file={open.file}
          sets={sets}
          onClose={() => setOpen(undefined)}
          onImport={(target) => importCsv(open.file, target)}
        />
      )}
      <DropOverlay active={dragging}>Drop to import</DropOverlay>
    </div>
  );
}
