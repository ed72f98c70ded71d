"use client";
/**
 * The saving chrome of every set page that edits the set (designer, stacks, frames, art,
 * settings): the save bar with undo and redo, the conflict dialog, the shortcuts and their `?`
 * list, and the "restored" notice, all on the page's one store and sync from `useSetDocument`.
 */
import type { ReactNode } from "react";
import { useCallback, useEffect, useState } from "react";
import { toast } from "@/app/_ui";
import { ConflictDialog } from "./conflict-dialog";
import { copyAside, takeTheirs } from "./conflict-actions";
import { SaveBar } from "./save-bar";
import type { ShortcutAction } from "./shortcuts";
import { SHORTCUTS } from "./shortcuts";
import { ShortcutsDialog } from "./shortcuts-dialog";
import type { KeyGroup, KeyRow } from "@/app/_ui";
import type { SetDocument } from "./use-set-document";
import { useShortcuts } from "./use-shortcuts";

/** The designer's shortcuts that work on every set page. */
const PAGE_KEYS = SHORTCUTS.filter((s) => ["undo", "redo", "help"].includes(s.action));

/** The bar above a set page, and the dialogs that go with it. */
export function SetPageChrome({
  document: opened,
  name,
  keys,
  onShortcut,
  children,
}: {
  document: SetDocument;
  /** What the bar calls the page; the set's name by default. */
  name?: string;
  /**
   * The shortcuts dialog: the page's own keys, listed under undo and redo; or the whole list in
   * groups (the designer's).
   */
  keys: readonly KeyRow[] | { groups: readonly KeyGroup[] };
  /** The page's own shortcuts: true when it handled `action` (undo, redo and help are here). */
  onShortcut?(action: ShortcutAction): boolean;
  children?: ReactNode;
}) {
  const { store, sync, snapshot, status, restored } = opened;
  const [help, setHelp] = useState(false);
  const onRetry = useCallback(() => void sync.flush(), [sync]);
  const onHelp = useCallback(() => setHelp(true), []);

  useEffect(() => {
    if (restored)
      toast({
        title: "Unsaved edits restored",
        description: "Edits kept in this browser since your last visit are back.",
      });
  }, [restored]);

  useShortcuts((action) => {
    if (onShortcut?.(action)) return;
    if (action === "undo") store.undo();
    else if (action === "redo") store.redo();
    else if (action === "help") setHelp(true);
  });

  return (
    <>
      <SaveBar
        name={name ?? snapshot.doc.name}
        status={status}
        revision={sync.baseRevision()}
        canUndo={snapshot.canUndo}
        canRedo={snapshot.canRedo}
        onUndo={store.undo}
        onRedo={store.redo}
        onRetry={onRetry}
        onHelp={onHelp}
      >
        {children}
      </SaveBar>
      <ConflictDialog
        mine={snapshot.doc}
        theirs={status.kind === "conflict" ? status.theirs : undefined}
        onKeepMine={() => void sync.keepMine()}
        onTakeTheirs={() => takeTheirs(store, sync)}
        onCopyMine={async () => {
          const copied = await copyAside(snapshot.doc);
          if (!copied.ok) return copied;
          takeTheirs(store, sync);
          toast({
            title: "Your version was copied",
            description: `It is the new set '${copied.value}'; this page now shows the other version.`,
            tone: "success",
          });
          return copied;
        }}
      />
      <ShortcutsDialog
        groups={"groups" in keys ? keys.groups : [{ keys: [...PAGE_KEYS, ...keys] }]}
        isOpen={help}
        onOpenChange={setHelp}
      />
    </>
  );
}
