"use client";
/**
 * A save refused as a conflict: the set changed elsewhere (another tab, the CLI). Shows what
 * differs between the two versions and lets the user keep theirs, take the other, or copy
 * theirs aside to a new set. Nothing is overwritten until they choose.
 */
import { useMemo, useState } from "react";
import type { VellumSet } from "@/lib/model";
import { Button, Dialog, DialogActions, RequestFailureNote } from "@/app/_ui";
import type { OtherVersion } from "./save-status";
import { diffSets, summarizeDiff } from "./set-diff";
import type { ApiResult } from "@/app/_api/client";
import { failureMessage } from "@/app/_api/client";

function parse(text: string): VellumSet | undefined {
  try {
    return JSON.parse(text) as VellumSet;
  } catch {
    return undefined;
  }
}

/** The conflict dialog (open while `theirs` is set). */
export function ConflictDialog(props: {
  mine: VellumSet;
  theirs: OtherVersion | undefined;
  onKeepMine(): void;
  onTakeTheirs(): void;
  onCopyMine(): Promise<ApiResult<string>>;
}) {
  const { mine, theirs } = props;
  const [busy, setBusy] = useState(false);
  const [copyFailure, setCopyFailure] = useState<string>();
  const other = useMemo(() => (theirs ? parse(theirs.text) : undefined), [theirs]);
  const diff = useMemo(() => (other ? diffSets(other, mine) : undefined), [other, mine]);
  return (
    <Dialog
      title="This set was changed elsewhere"
      isOpen={theirs !== undefined}
      isDismissable={false}
    >
      {() => (
        <>
          <p>
            Another tab or the command line saved a new version of the set while you were editing.
            Your edits are safe in this page; choose what to keep.
          </p>
          <div className="ws-versions">
            <div>
              <h3>Your version (this page)</h3>
              <p>{mine.cards.length} cards</p>
            </div>
            <div>
              <h3>The other version (saved)</h3>
              <p>{other ? `${other.cards.length} cards` : "not readable as JSON"}</p>
            </div>
          </div>
          {diff && (
            <>
              <p className="ws-diff-summary">
                Yours compared with the other: {summarizeDiff(diff)}.
              </p>
              {diff.changed.length > 0 && (
                <ul className="ws-diff-list">
                  {diff.changed.slice(0, 8).map((c) => (
                    <li key={c.id}>
                      {c.name}: {c.fields.join(", ")}
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
          {copyFailure && <RequestFailureNote compact failure={copyFailure} />}
          <DialogActions>
            <Button
              isDisabled={busy}
              onPress={async () => {
                setBusy(true);
                const copied = await props.onCopyMine();
                if (!copied.ok)
                  setCopyFailure(`Could not copy your version: ${failureMessage(copied.error)}`);
                setBusy(false);
              }}
            >
              Copy mine to a new set
            </Button>
            <Button isDisabled={busy} onPress={props.onTakeTheirs}>
              Take theirs
            </Button>
            <Button variant="primary" isDisabled={busy} onPress={props.onKeepMine}>
              Keep mine
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
