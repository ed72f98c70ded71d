"use client";

/**
 * A dialog whose body is a form: Enter submits, the main button is primary and says "Working…"
 * while the submit runs, Cancel closes. The dialog stays open with what was typed when the
 * submit answers a refusal (shown under the fields), and closes when it answers nothing.
 */
import type { FormEvent, ReactNode } from "react";
import { useState } from "react";
import { Button } from "./button";
import { Dialog, DialogActions } from "./dialog";

/** See the file comment. */
export function FormDialog(props: {
  title: string;
  submitLabel: string;
  onClose: () => void;
  /** Nothing when it worked (the dialog closes), else the refusal to show (an alert). */
  onSubmit: () => Promise<ReactNode | undefined>;
  canSubmit: boolean;
  className?: string;
  children: ReactNode;
}) {
  const [refusal, setRefusal] = useState<ReactNode>();
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!props.canSubmit || busy) return;
    setBusy(true);
    const answer = await props.onSubmit();
    setBusy(false);
    if (answer !== undefined) setRefusal(answer);
    else props.onClose();
  };
  return (
    <Dialog title={props.title} isOpen onOpenChange={(open) => !open && props.onClose()}>
      <form className={props.className} onSubmit={(e) => void submit(e)}>
        {props.children}
        {refusal}
        <DialogActions>
          <Button onPress={props.onClose}>Cancel</Button>
          <Button type="submit" variant="primary" isDisabled={!props.canSubmit || busy}>
            {busy ? "Working…" : props.submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
