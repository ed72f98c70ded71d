"use client";
/**
 * The history panel: the set's kept revisions, newest first, each with when it was saved, what
 * it changed and what restoring it would change now; Restore saves it again as the newest
 * revision (Undo brings back the page's version).
 */
import { useEffect, useState } from "react";
import type { VellumSet } from "@/lib/model";
import { Button, CloseActions, Dialog, RequestFailureNote } from "@/app/_ui";
import type { RequestFailure } from "@/app/_api/client";
import { HISTORY_PAGE, listHistory, withTexts } from "./history-api";
import type { Revision } from "./history-model";
import type { HistoryEntry } from "./history-model";
import {
  RETENTION_SUMMARY,
  describeHistory,
  formatSavedAt,
  groupHistory,
  restoreChanges,
} from "./history-model";

type Loaded =
  | { kind: "loading" }
  | { kind: "failed"; failure: RequestFailure }
  /**
   * `now`: when it was read, which decides the age bands it is shown in; the first `shown` of
   * `revisions` are described (`texts` holds theirs and the next one's).
   */
  | {
      kind: "ready";
      revisions: Revision[];
      texts: Map<string, string>;
      shown: number;
      now: number;
    };

function Entry(props: {
  entry: HistoryEntry;
  current: VellumSet;
  busy: boolean;
  onRestore(entry: HistoryEntry, when: string): void;
}) {
  const { entry, current } = props;
  const when = formatSavedAt(entry.revision.savedAt, new Date());
  const now = entry.doc ? restoreChanges(current, entry.doc) : undefined;
  return (
    <li className={`ws-history-entry${entry.revision.current ? " is-current" : ""}`}>
      <div className="ws-history-head">
        <time dateTime={entry.revision.savedAt}>{when}</time>
        {entry.revision.current && <span className="ws-history-badge">saved now</span>}
        <span className="ws-count">#{entry.revision.seq}</span>
      </div>
      <p className="ws-history-changes">{entry.changes}</p>
      {now !== undefined && now !== "no changes" && (
        <p className="ws-hint">Restoring it here: {now}</p>
      )}
      {entry.doc && now !== "no changes" && (
        <Button
          size="small"
          isDisabled={props.busy}
          aria-label={`Restore the version of ${when}`}
          onPress={() => props.onRestore(entry, when)}
        >
          Restore
        </Button>
      )}
    </li>
  );
}

/** The dialog; `onRestore` resolves to an error message, or undefined when it restored. */
export function HistoryDialog(props: {
  isOpen: boolean;
  onOpenChange(open: boolean): void;
  setId: string;
  current: VellumSet;
  onRestore(entry: HistoryEntry, when: string): Promise<string | undefined>;
}) {
  const { isOpen, setId } = props;
  const [loaded, setLoaded] = useState<Loaded>({ kind: "loading" });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  useEffect(() => {
    if (!isOpen) return;
    let live = true;
    setLoaded({ kind: "loading" });
    setFailure(undefined);
    void listHistory(setId).then(async (listed) => {
      if (!listed.ok) {
        if (live) setLoaded({ kind: "failed", failure: listed.error });
        return;
      }
      const revisions = listed.value;
      const shown = Math.min(HISTORY_PAGE, revisions.length);
      const texts = await withTexts(setId, revisions.slice(0, shown + 1), new Map());
      if (live) setLoaded({ kind: "ready", revisions, texts, shown, now: Date.now() });
    });
    return () => {
      live = false;
    };
  }, [isOpen, setId]);

  async function showOlder() {
    if (loaded.kind !== "ready") return;
    const shown = Math.min(loaded.shown + HISTORY_PAGE, loaded.revisions.length);
    setBusy(true);
    const texts = await withTexts(setId, loaded.revisions.slice(0, shown + 1), loaded.texts);
    setBusy(false);
    setLoaded({ ...loaded, texts, shown });
  }

  const entries =
    loaded.kind === "ready" ? describeHistory(loaded.revisions, loaded.texts, loaded.shown) : [];
  const older = loaded.kind === "ready" ? loaded.revisions.length - loaded.shown : 0;

  async function restore(entry: HistoryEntry, when: string, close: () => void) {
    setBusy(true);
    setFailure(undefined);
    const error = await props.onRestore(entry, when);
    setBusy(false);
    if (error) setFailure(`Not restored: ${error}.`);
    else close();
  }

  return (
    <Dialog
      title="History"
      isOpen={isOpen}
      onOpenChange={props.onOpenChange}
      className="ws-history"
    >
      {(close) => (
        <>
          <p className="ws-hint">
            The saved versions of the set, newest first. Restoring one saves it again as the newest;
            Undo brings this page&apos;s version back.
          </p>
          <p className="ws-hint ws-history-policy">
            {RETENTION_SUMMARY.charAt(0).toUpperCase() + RETENTION_SUMMARY.slice(1)}.
          </p>
          {failure && (
            <p role="alert" className="ws-sev-error">
              {failure}
            </p>
          )}
          {loaded.kind === "loading" && <p className="ws-empty">Reading the history…</p>}
          {loaded.kind === "failed" && (
            <RequestFailureNote
              compact
              lead="The history cannot be read:"
              failure={loaded.failure}
            />
          )}
          {loaded.kind === "ready" && (
            <ol className="ws-history-list" aria-label="Saved versions">
              {groupHistory(entries, loaded.now).map((group) => [
                // A band's heading sits in the one list of versions, not as a version itself.
                <li key={group.tier} role="presentation" className="ws-history-band">
                  <h3>
                    {group.title}{" "}
                    <span className="ws-count">
                      {group.entries.length === 1
                        ? "1 version"
                        : `${group.entries.length} versions`}
                    </span>
                  </h3>
                </li>,
                ...group.entries.map((entry) => (
                  <Entry
                    key={entry.revision.seq}
                    entry={entry}
                    current={props.current}
                    busy={busy}
                    onRestore={(e, when) => void restore(e, when, close)}
                  />
                )),
              ])}
            </ol>
          )}
          {older > 0 && (
            <Button size="small" isDisabled={busy} onPress={() => void showOlder()}>
              Show older versions ({older} more)
            </Button>
          )}
          <CloseActions close={close} />
        </>
      )}
    </Dialog>
  );
}
