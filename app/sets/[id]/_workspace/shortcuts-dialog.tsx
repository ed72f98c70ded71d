"use client";
/** The `?` list: every shortcut of the designer, from the one table. */
import { Button, Dialog, DialogActions } from "../../../_ui";
import { LIST_KEYS, SHORTCUTS } from "./shortcuts";

/** The dialog. */
export function ShortcutsDialog(props: { isOpen: boolean; onOpenChange(open: boolean): void }) {
  return (
    <Dialog title="Keyboard shortcuts" isOpen={props.isOpen} onOpenChange={props.onOpenChange}>
      {(close) => (
        <>
          <table className="ws-keys">
            <caption className="ws-visually-hidden">Shortcuts anywhere on the page</caption>
            <tbody>
              {SHORTCUTS.map((s) => (
                <tr key={s.action}>
                  <th scope="row">
                    <kbd>{s.keys}</kbd>
                  </th>
                  <td>{s.what}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <h3 className="ws-keys-head">In the card list</h3>
          <table className="ws-keys">
            <tbody>
              {LIST_KEYS.map((s) => (
                <tr key={s.keys}>
                  <th scope="row">
                    <kbd>{s.keys}</kbd>
                  </th>
                  <td>{s.what}</td>
                </tr>
              ))}
            </tbody>
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
