"use client";
/**
 * The pull's dialog, one step at a time: "Reading cards.csv…" (with Cancel), the refusal in words
 * when the sheet cannot be read (and Try again), the mapping of headers that match no card column,
 * then the difference with Apply. Nothing changes the set before Apply but the mapping's choices.
 */
import { Label, ProgressBar } from "react-aria-components";
import type { VellumSet } from "@/lib/model";
import { Button, Dialog, DialogActions, RequestFailureNote } from "@/app/_ui";
import { DiffView } from "./diff-view";
import { MappingForm } from "./mapping-form";
import { linkTarget } from "./sheet-flow";
import type { PullControl } from "./use-pull";

/** The dialog of the pull under way (closed when there is none). */
export function PullDialog({ control, set }: { control: PullControl; set: VellumSet }) {
  const { pull } = control;
  const name = pull ? linkTarget(pull.link) : "";
  const title = pull?.stage === "mapping" ? `Match the columns of ${name}` : `Pull from ${name}`;
  return (
    <Dialog
      title={title}
      isOpen={pull !== undefined}
      isDismissable={false}
      onOpenChange={(open) => {
        if (!open) control.cancel();
      }}
      className="sheet-dialog sheet-pull"
    >
      {pull?.stage === "reading" && (
        <>
          <div className="ui-dialog-body">
            <ProgressBar isIndeterminate className="sheet-progress" aria-label={`Reading ${name}`}>
              <Label className="sheet-progress-label">Reading {name}…</Label>
              <div className="sheet-progress-track">
                <div className="sheet-progress-fill" />
              </div>
            </ProgressBar>
          </div>
          <DialogActions>
            <Button autoFocus onPress={control.cancel}>
              Cancel
            </Button>
          </DialogActions>
        </>
      )}
      {pull?.stage === "failed" && (
        <>
          <div className="ui-dialog-body">
            <RequestFailureNote
              lead={`${name} could not be read, so nothing changed:`}
              failure={pull.failure}
            />
          </div>
          <DialogActions>
            <Button autoFocus onPress={control.cancel}>
              Close
            </Button>
            <Button variant="primary" onPress={() => control.start(pull.link)}>
              Try again
            </Button>
          </DialogActions>
        </>
      )}
      {pull?.stage === "mapping" && (
        <MappingForm
          set={set}
          source={pull.read.source}
          mapping={pull.mapping}
          choices={pull.choices}
          onChoose={control.choose}
          onCancel={control.cancel}
          onDone={control.map}
        />
      )}
      {pull?.stage === "diff" && (
        <DiffView
          key={`${pull.read.fingerprint}-${pull.replanned ? "again" : "first"}`}
          set={set}
          source={pull.read.source}
          diff={pull.diff}
          replanned={pull.replanned === true}
          onCancel={control.cancel}
          onApply={control.apply}
        />
      )}
    </Dialog>
  );
}
