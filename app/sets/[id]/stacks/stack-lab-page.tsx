"use client";
/**
 * The stack lab page: the designer's store and autosave (`useDesigner`) with the set pages'
 * save bar, conflict dialog and shortcuts (SetPageChrome), around the lab. Saving an
 * expectation is a document edit like any other.
 */
import { SetPageChrome } from "../_workspace/set-page-chrome";
import type { LoadedSet } from "../_workspace/use-designer";
import { useDesigner } from "../_workspace/use-designer";
import { StackLab } from "./stack-lab";
import { useStackPictures } from "./use-stack-pictures";

/** The lab's own keys, listed under undo and redo by `?`. */
const LAB_KEYS = [
  { keys: "Enter", what: "Card picker: put the card on top of the stack" },
  { keys: "Space, arrows, Space", what: "Drag a card onto the stack, or a layer to another place" },
  { keys: "Escape", what: "Cancel a drag" },
  { keys: "Delete or Backspace", what: "Layers: remove the focused layer" },
];

/** The lab of one set, with its own save status. */
export function StackLabPage({ loaded }: { loaded: LoadedSet }) {
  const designer = useDesigner(loaded);
  const { store, snapshot } = designer;
  const { pictures, fontError } = useStackPictures(loaded.setId);
  return (
    <div className="ws-root sl-page">
      <SetPageChrome designer={designer} keys={LAB_KEYS} />
      <StackLab set={snapshot.doc} store={store} pictures={pictures} fontError={fontError} />
    </div>
  );
}
