"use client";
/**
 * The stacks page page: the set document store and autosave (`useSetDocument`) with the set pages'
 * save bar, conflict dialog and shortcuts (SetPageChrome), around the lab. Saving an
 * expectation is a document edit like any other.
 */
import { SetPageChrome } from "@/app/sets/[id]/_set/set-page-chrome";
import type { LoadedSet } from "@/app/sets/[id]/_set/use-set-document";
import { useSetDocument } from "@/app/sets/[id]/_set/use-set-document";
import { StackBuilder } from "@/app/sets/[id]/_stack/stack-builder";
import { usePictures } from "@/app/sets/[id]/_set/pictures";

/** The lab's own keys, listed under undo and redo by `?`. */
const STACK_KEYS = [
  { keys: "Enter", what: "Card picker: put the card on top of the stack" },
  { keys: "Space, arrows, Space", what: "Drag a card onto the stack, or a layer to another place" },
  { keys: "Escape", what: "Cancel a drag" },
  { keys: "Delete or Backspace", what: "Layers: remove the focused layer" },
];

/** The lab of one set, with its own save status. */
export function StacksPage({ loaded }: { loaded: LoadedSet }) {
  const opened = useSetDocument(loaded);
  const { store, snapshot } = opened;
  const { pictures, fontError } = usePictures(loaded.setId);
  return (
    <div className="ws-root sl-page">
      <SetPageChrome document={opened} keys={STACK_KEYS} />
      <StackBuilder set={snapshot.doc} store={store} pictures={pictures} fontError={fontError} />
    </div>
  );
}
