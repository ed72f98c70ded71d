"use client";
/**
 * The `?` list of a set page: its keys in groups (the first, untitled, holds the keys that work
 * anywhere on the page), each from the page's own table of keys.
 */
import { CloseActions, Dialog, KeysTable } from "@/app/_ui";
import type { KeyGroup } from "@/app/_ui";

/** The dialog. */
export function ShortcutsDialog(props: {
  groups: readonly KeyGroup[];
  isOpen: boolean;
  onOpenChange(open: boolean): void;
}) {
  return (
    <Dialog title="Keyboard shortcuts" isOpen={props.isOpen} onOpenChange={props.onOpenChange}>
      {(close) => (
        <>
          {props.groups.map((group, i) => (
            <div key={group.title ?? i}>
              {group.title && <h3 className="ws-keys-head">{group.title}</h3>}
              <KeysTable
                className="ws-keys"
                keys={group.keys}
                {...(!group.title && { caption: "Shortcuts anywhere on the page" })}
              />
            </div>
          ))}
          <CloseActions close={close} />
        </>
      )}
    </Dialog>
  );
}
