"use client";
/**
 * The "Linked sheet" dialog: what the set is linked to, with Pull, Push, Change the link and
 * Unlink; the link form when the set has no link yet. A push shows its progress, its refusal and
 * the confirmation before it overwrites the file here.
 */
import { useState } from "react";
import { Label, ProgressBar } from "react-aria-components";
import type { SheetLink } from "@/lib/model";
import { Button, CloseActions, Dialog, DialogActions, RequestFailureNote } from "@/app/_ui";
import { LinkForm } from "./link-form";
import { PushView } from "./push-view";
import { linkTarget, linkWords } from "./sheet-flow";
import type { PushControl } from "./use-push";

/** See the file comment. */
export function SheetDialog(props: {
  setId: string;
  link: SheetLink | undefined;
  isOpen: boolean;
  onClose(): void;
  onLink(link: SheetLink, fingerprint: string | undefined): void;
  onUnlink(): void;
  onPull(link: SheetLink): void;
  push: PushControl;
}) {
  const { link, push } = props;
  const [editing, setEditing] = useState(false);
  // The file just linked is not in the set's folder yet (said until a push writes it).
  const [missing, setMissing] = useState<string>();
  const close = () => {
    setEditing(false);
    setMissing(undefined);
    props.onClose();
  };
  const showForm = link === undefined || editing;
  const pushing = push.push;
  const busy = pushing?.stage === "reading" || pushing?.stage === "writing";
  return (
    <Dialog
      title="Linked sheet"
      isOpen={props.isOpen}
      onOpenChange={(open) => !open && close()}
      className="sheet-dialog"
    >
      {showForm ? (
        <LinkForm
          setId={props.setId}
          link={link}
          onCancel={() => (link === undefined ? close() : setEditing(false))}
          onLinked={(next, fingerprint) => {
            setEditing(false);
            setMissing(fingerprint === undefined ? next.file : undefined);
            props.onLink(next, fingerprint);
          }}
        />
      ) : (
        <>
          <div className="ui-dialog-body sheet-linked">
            <p>
              Linked to <strong>{linkWords(link)}</strong>.
            </p>
            {missing === link.file && missing !== undefined && (
              <p role="status">{missing} is not in the set&apos;s folder yet: Push writes it.</p>
            )}
            <MappingWords link={link} />
            <div className="sheet-actions" role="group" aria-label="Linked sheet actions">
              <Button variant="primary" isDisabled={busy} onPress={() => props.onPull(link)}>
                Pull
              </Button>
              <Button
                isDisabled={busy}
                onPress={() => {
                  setMissing(undefined);
                  push.start(link);
                }}
              >
                Push
              </Button>
              <Button variant="quiet" isDisabled={busy} onPress={() => setEditing(true)}>
                Change the link…
              </Button>
              <Button variant="quiet" isDisabled={busy} onPress={props.onUnlink}>
                Unlink
              </Button>
            </div>
            <p className="sheet-dim">
              Pull shows what the sheet changes before anything changes. Push writes the cards to
              the file, in its own columns.
            </p>
            {busy && (
              <ProgressBar isIndeterminate className="sheet-progress">
                <Label className="sheet-progress-label">
                  {pushing.stage === "reading"
                    ? `Reading ${linkTarget(pushing.link)} to keep its columns…`
                    : `Writing ${linkTarget(pushing.link)}…`}
                </Label>
                <div className="sheet-progress-track">
                  <div className="sheet-progress-fill" />
                </div>
              </ProgressBar>
            )}
            {pushing?.stage === "failed" && (
              <>
                <RequestFailureNote compact lead={pushing.lead} failure={pushing.failure} />
                {pushing.changed && (
                  <DialogActions>
                    <Button variant="quiet" onPress={push.cancel}>
                      Don&apos;t push
                    </Button>
                    <Button variant="primary" autoFocus onPress={() => push.start(pushing.link)}>
                      Review the push again
                    </Button>
                  </DialogActions>
                )}
              </>
            )}
            {pushing?.stage === "confirm" && (
              <PushView
                target={linkTarget(pushing.link)}
                plan={pushing.plan}
                onCancel={push.cancel}
                onConfirm={push.confirm}
              />
            )}
          </div>
          <CloseActions close={close} />
        </>
      )}
    </Dialog>
  );
}

/** The headers kept mapped for this link, in words (nothing when none). */
function MappingWords({ link }: { link: SheetLink }) {
  const entries = Object.entries(link.mapping ?? {});
  if (entries.length === 0) return null;
  return (
    <p className="sheet-dim">
      Columns matched once and kept:{" "}
      {entries.map(([h, c]) => `“${h}” → ${c === null ? "ignored" : c}`).join("; ")}.
    </p>
  );
}
