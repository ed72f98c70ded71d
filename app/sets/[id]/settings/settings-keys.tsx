"use client";
/** The settings page's `?` list: the designer's undo and redo, and the icon grid's keys. */
import { Button, Dialog, DialogActions } from "@/app/_ui";
import { SHORTCUTS } from "../_workspace/shortcuts";

const HERE = new Set(["undo", "redo", "help"]);

const GRID_KEYS: readonly [string, string][] = [
  ["Arrow keys", "Move between icons"],
  ["Home / End", "First / last icon"],
  ["Page Up / Page Down", "Four rows up / down"],
  ["Enter", "Add the icon"],
];

/** The dialog. */
export function SettingsKeys(props: { isOpen: boolean; onOpenChange(open: boolean): void }) {
  const rows = (list: readonly [string, string][]) =>
    list.map(([keys, what]) => (
      <tr key={keys}>
        <th scope="row">
          <kbd>{keys}</kbd>
        </th>
        <td>{what}</td>
      </tr>
    ));
  return (
    <Dialog title="Keyboard shortcuts" isOpen={props.isOpen} onOpenChange={props.onOpenChange}>
      {(close) => (
        <>
          <table className="ws-keys">
            <caption className="ws-visually-hidden">Shortcuts anywhere on the page</caption>
            <tbody>
              {rows(SHORTCUTS.filter((s) => HERE.has(s.action)).map((s) => [s.keys, s.what]))}
            </tbody>
          </table>
          <h3 className="ws-keys-head">In the open icon set&apos;s grid</h3>
          <table className="ws-keys">
            <tbody>{rows(GRID_KEYS)}</tbody>
          </table>
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
