"use client";
/**
 * The workspace's top bar: the set's name, the save status (a live `status` region: "Saved",
 * "Saving…", "Unsaved changes", "Error: …", with the revision last saved as `data-revision`, which
 * browser tests wait on), undo and redo, and the shortcut list.
 */
import type { ReactNode } from "react";
import { memo } from "react";
import { Button } from "@/app/_ui";
import type { SaveStatus } from "./save-status";
import { statusText } from "./save-status";

const TONE: Record<SaveStatus["kind"], string> = {
  saved: "ok",
  saving: "busy",
  unsaved: "busy",
  offline: "warn",
  error: "bad",
  conflict: "bad",
};

/** The bar (memoised: an edit that changes none of what it shows leaves it alone). */
export const SaveBar = memo(function SaveBar(props: {
  name: string;
  status: SaveStatus;
  /** The revision the set was last loaded or saved at (the status's `data-revision`). */
  revision: string;
  canUndo: boolean;
  canRedo: boolean;
  onUndo(): void;
  onRedo(): void;
  onRetry(): void;
  onHelp(): void;
  children?: ReactNode;
}) {
  const { status } = props;
  return (
    <div className="ws-bar">
      <h1 className="ws-title">{props.name || "Untitled set"}</h1>
      <p
        role="status"
        className={`ws-status ws-status--${TONE[status.kind]}`}
        data-kind={status.kind}
        data-revision={props.revision}
      >
        {statusText(status)}
      </p>
      {(status.kind === "error" || status.kind === "offline") && (
        <Button size="small" onPress={props.onRetry}>
          Retry now
        </Button>
      )}
      <div className="ws-bar-actions">
        <Button
          size="small"
          variant="quiet"
          isDisabled={!props.canUndo}
          onPress={props.onUndo}
          aria-label="Undo (Ctrl+Z)"
        >
          Undo
        </Button>
        <Button
          size="small"
          variant="quiet"
          isDisabled={!props.canRedo}
          onPress={props.onRedo}
          aria-label="Redo (Ctrl+Shift+Z)"
        >
          Redo
        </Button>
        {props.children}
        <Button
          size="small"
          variant="quiet"
          onPress={props.onHelp}
          aria-label="Keyboard shortcuts (?)"
        >
          Shortcuts
        </Button>
      </div>
    </div>
  );
});
