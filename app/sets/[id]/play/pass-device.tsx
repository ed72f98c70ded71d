"use client";
/**
 * Between two people's turns at one device: the table hides the last person's hand and asks to
 * pass the device; the next person's view shows only once they take it.
 */
import { Button, Dialog, DialogActions } from "@/app/_ui";

/** See the file comment. */
export function PassDevice(props: { name: string; onTake(): void }) {
  return (
    <Dialog title={`Pass the device to ${props.name}`} isOpen isDismissable={false}>
      <p>Only {props.name} should look now: their hand and what only they may see come next.</p>
      <DialogActions>
        <Button variant="primary" autoFocus onPress={props.onTake}>
          I am {props.name}: show my hand
        </Button>
      </DialogActions>
    </Dialog>
  );
}
