"use client";
/**
 * The `?` list of a set page: its keys in groups (the first, untitled, holds the keys that work
 * anywhere on the page), each from the page's own table of keys.
 */
import { Button, Dialog, DialogActions } from "../../../_ui";

/** One key and what it does. */
export interface KeyRow {
  keys: string;
  what: string;
}

/** A group of keys; the first group has no title. */
export interface KeyGroup {
  title?: string;
  keys: readonly KeyRow[];
}

/** A table of keys: each key as `kbd` in its row's header, what it does beside it. */
export function KeysTable(props: {
  keys: readonly KeyRow[];
  caption?: string;
  className?: string;
}) {
  return (
    <table className={props.className}>
      {props.caption && <caption className="ui-sr-only">{props.caption}</caption>}
      <tbody>
        {props.keys.map((k) => (
          <tr key={k.keys}>
            <th scope="row">
              <kbd>{k.keys}</kbd>
            </th>
            <td>{k.what}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

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
          <DialogActions>
            <Button variant="primary" onPress={close}>
              Close
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
