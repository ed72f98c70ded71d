"use client";
/**
 * The stack lab page: the designer's store and autosave (`useDesigner`) with its save bar and
 * conflict dialog, around the lab. Saving an expectation is a document edit like any other.
 */
import { useEffect, useState } from "react";
import { toast } from "@/app/_ui";
import { ConflictDialog } from "../_workspace/conflict-dialog";
import { copyAside, takeTheirs } from "../_workspace/conflict-actions";
import { SaveBar } from "../_workspace/save-bar";
import { ShortcutsDialog } from "../_workspace/shortcuts-dialog";
import type { LoadedSet } from "../_workspace/use-designer";
import { useDesigner } from "../_workspace/use-designer";
import { useShortcuts } from "../_workspace/use-shortcuts";
import { StackLab } from "./stack-lab";
import { useStackPictures } from "./use-stack-pictures";

/** The lab of one set, with its own save status. */
export function StackLabPage({ loaded }: { loaded: LoadedSet }) {
  const { store, sync, snapshot, status, restored } = useDesigner(loaded);
  const { doc } = snapshot;
  const { pictures, fontError } = useStackPictures(loaded.setId);
  const [help, setHelp] = useState(false);

  useShortcuts((action) => {
    if (action === "undo") store.undo();
    else if (action === "redo") store.redo();
    else if (action === "help") setHelp(true);
  });

  useEffect(() => {
    if (restored)
      toast({
        title: "Unsaved edits restored",
        description: "Edits kept in this browser since your last visit are back.",
      });
  }, [restored]);

  return (
    <div className="ws-root sl-page">
      <SaveBar
        name={doc.name}
        status={status}
        revision={sync.baseRevision()}
        canUndo={snapshot.canUndo}
        canRedo={snapshot.canRedo}
        onUndo={store.undo}
        onRedo={store.redo}
        onRetry={() => void sync.flush()}
        onHelp={() => setHelp(true)}
      />
      <StackLab set={doc} store={store} pictures={pictures} fontError={fontError} />
      <ConflictDialog
        mine={doc}
        theirs={status.kind === "conflict" ? status.theirs : undefined}
        onKeepMine={() => void sync.keepMine()}
        onTakeTheirs={() => takeTheirs(store, sync)}
        onCopyMine={async () => {
          const id = await copyAside(doc);
          takeTheirs(store, sync);
          toast({
            title: "Your version was copied",
            description: `It is the new set '${id}'; this page now shows the other version.`,
            tone: "success",
          });
          return id;
        }}
      />
      <ShortcutsDialog isOpen={help} onOpenChange={setHelp} />
    </div>
  );
}
