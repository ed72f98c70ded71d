"use client";

/**
 * Modal dialogs: `Dialog` for a form or a message, `AlertDialog` for a confirmation. Both trap
 * focus, close on Escape, give focus back to what opened them, and are named by their title.
 * Controlled (`isOpen`/`onOpenChange`) or inside a react-aria `DialogTrigger`.
 */
import type { ReactNode } from "react";
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { Button } from "./button";
import type { ButtonVariant } from "./button";

/** What the body of a dialog may be: content, or a function given a way to close it. */
type DialogBody = ReactNode | ((close: () => void) => ReactNode);

/** A modal dialog with a title; a click outside closes it unless `isDismissable` is false. */
export function Dialog(props: {
  title: ReactNode;
  children: DialogBody;
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  isDismissable?: boolean;
  /** "alertdialog" for confirmations (AlertDialog sets it). */
  role?: "dialog" | "alertdialog";
  className?: string;
}) {
  const { title, children, isOpen, onOpenChange, isDismissable = true, role, className } = props;
  return (
    <ModalOverlay
      className="ui-overlay"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable && role !== "alertdialog"}
    >
      <Modal className={`ui-modal ${className ?? ""}`}>
        <AriaDialog className="ui-dialog" role={role}>
          {({ close }) => (
            <>
              <Heading slot="title" className="ui-dialog-title">
                {title}
              </Heading>
              {typeof children === "function" ? children(close) : children}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}

/** The row of buttons at the foot of a dialog (main action last). */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="ui-dialog-actions">{children}</div>;
}

/** The footer of a dialog that only shows something: its one "Close" button. */
export function CloseActions({ close }: { close: () => void }) {
  return (
    <DialogActions>
      <Button variant="primary" onPress={close}>
        Close
      </Button>
    </DialogActions>
  );
}

/**
 * A confirmation (role alertdialog): the message, Cancel (focused first, so Enter never
 * destroys by accident) and the confirming button, red when `variant` is "danger".
 */
export function AlertDialog(props: {
  title: ReactNode;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  variant?: Extract<ButtonVariant, "primary" | "danger">;
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  onConfirm: () => void;
}) {
  const { variant = "primary", cancelLabel = "Cancel" } = props;
  return (
    <Dialog
      title={props.title}
      role="alertdialog"
      isOpen={props.isOpen}
      onOpenChange={props.onOpenChange}
    >
      {(close) => (
        <>
          <div className="ui-dialog-body">{props.children}</div>
          <DialogActions>
            <Button autoFocus onPress={close}>
              {cancelLabel}
            </Button>
            <Button
              variant={variant}
              onPress={() => {
                close();
                props.onConfirm();
              }}
            >
              {props.confirmLabel}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
