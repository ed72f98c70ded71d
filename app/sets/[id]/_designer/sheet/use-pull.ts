/**
 * A pull of the linked sheet, step by step: reading it (cancellable), the mapping dialog when
 * headers match no card column (the choices saved in the set, one undoable edit), then the
 * difference, applied as one undoable edit only when the person presses Apply. A read that fails
 * or a sheet that cannot be compared changes nothing.
 */
import { useRef, useState } from "react";
import type { SheetReadAnswer } from "@/app/_api/contracts";
import type { FailureShown } from "@/app/_ui";
import { toast } from "@/app/_ui";
import type { SheetLink, VellumSet } from "@/lib/model";
import { messageOf } from "@/lib/model";
import type { HeaderMapping, SheetDiff } from "@/lib/sheet";
import type { SetDocumentStore } from "@/app/sets/[id]/_set/set-document-store";
import { readSheet } from "@/app/_api/client";
import type { PullChoice } from "./sheet-flow";
import { applyPull, firstChoices, linkTarget, planPull, withChoices } from "./sheet-flow";

/** Where a pull stands (undefined: none under way). */
export type Pull =
  | { stage: "reading"; link: SheetLink }
  | { stage: "failed"; link: SheetLink; failure: FailureShown }
  | {
      stage: "mapping";
      link: SheetLink;
      read: SheetReadAnswer;
      mapping: HeaderMapping;
      choices: Record<string, string | null>;
    }
  | {
      stage: "diff";
      link: SheetLink;
      read: SheetReadAnswer;
      mapping: HeaderMapping;
      diff: SheetDiff;
      /** The set the difference was made from: Apply checks it is still the set. */
      from: VellumSet;
      /** The set changed while the difference was shown: this one is new. */
      replanned?: boolean;
    };

/** A pull's state and its steps. */
export interface PullControl {
  pull: Pull | undefined;
  /** Reads `link` (the saved link) and goes on to the mapping or the difference. */
  start(link: SheetLink): void;
  choose(header: string, column: string | null): void;
  /** Keeps the mapping dialog's choices in the set, then shows the difference. */
  map(): void;
  apply(choice: PullChoice): void;
  cancel(): void;
}

/** The pull of the designer's linked sheet; `onRead` hears each sheet read (its fingerprint). */
export function usePull(
  setId: string,
  store: SetDocumentStore,
  onRead: (read: SheetReadAnswer) => void,
): PullControl {
  const [pull, setPull] = useState<Pull>();
  const running = useRef<AbortController | undefined>(undefined);

  function failed(link: SheetLink, failure: FailureShown) {
    setPull({ stage: "failed", link, failure });
  }

  function plan(link: SheetLink, read: SheetReadAnswer) {
    const from = store.getSnapshot().doc;
    try {
      const next = planPull(from, read);
      if (next.kind === "mapping") {
        const choices = firstChoices(next.mapping);
        setPull({ stage: "mapping", link, read, mapping: next.mapping, choices });
      } else setPull({ stage: "diff", link, read, mapping: next.mapping, diff: next.diff, from });
    } catch (e) {
      failed(link, `the sheet could not be compared with the cards (${messageOf(e)})`);
    }
  }

  async function start(link: SheetLink) {
    running.current?.abort();
    const abort = new AbortController();
    running.current = abort;
    setPull({ stage: "reading", link });
    const read = await readSheet(setId, link, { signal: abort.signal, cache: "no-store" });
    if (running.current !== abort) return; // cancelled, or another pull started
    running.current = undefined;
    if (!read.ok) return failed(link, read.error);
    onRead(read.value);
    plan(link, read.value);
  }

  function map() {
    if (pull?.stage !== "mapping") return;
    store.editDocument(withChoices(store.getSnapshot().doc, pull.choices));
    plan(pull.link, pull.read);
  }

  function apply(choice: PullChoice) {
    if (pull?.stage !== "diff") return;
    const current = store.getSnapshot().doc;
    let outcome: ReturnType<typeof applyPull>;
    try {
      outcome = applyPull(current, pull.from, pull, choice);
    } catch (e) {
      return failed(pull.link, `the difference could not be applied (${messageOf(e)})`);
    }
    if (outcome.kind === "changed") {
      setPull({ ...pull, diff: outcome.diff, from: current, replanned: true });
      return;
    }
    setPull(undefined);
    store.editDocument(outcome.set);
    toast({
      title: `Pulled ${linkTarget(pull.link)}`,
      description: `${outcome.words}. Undo takes it back.`,
      tone: "success",
      action: { label: "Undo", onAction: () => store.undo() },
    });
  }

  return {
    pull,
    start: (link) => void start(link),
    choose(header, column) {
      if (pull?.stage !== "mapping") return;
      setPull({ ...pull, choices: { ...pull.choices, [header]: column } });
    },
    map,
    apply,
    cancel() {
      running.current?.abort();
      running.current = undefined;
      setPull(undefined);
    },
  };
}
