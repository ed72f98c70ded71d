/**
 * The designer's keyboard shortcuts: one table, read by the key handler and by the `?` list.
 * Pure: `shortcutFor` maps a key event's fields to an action.
 */
import { EFFECT_EDITOR_KEYS } from "@/app/_editor/effect-editor-keys";

/** What a shortcut does. */
export type ShortcutAction =
  | "undo"
  | "redo"
  | "new"
  | "duplicate"
  | "next"
  | "previous"
  | "search"
  | "history"
  | "json"
  | "help";

/** A key event's fields that matter here. */
export interface KeyPress {
  key: string;
  /**
   * The physical key (`KeyboardEvent.code`: "KeyN", "KeyC"…). Alt+letter shortcuts read it: on
   * macOS, Option+N types "˜" as `key`, but its `code` is still "KeyN".
   */
  code: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  /** Whether focus is in a text field (single-key shortcuts stay out of typing). */
  typing: boolean;
  /** Whether focus is in a code editor, which keeps its own undo and Alt+arrows. */
  inCodeEditor: boolean;
}

/** The shortcut list, as shown by `?`. */
export const SHORTCUTS: readonly { keys: string; action: ShortcutAction; what: string }[] = [
  { keys: "Ctrl+Z", action: "undo", what: "Undo" },
  { keys: "Ctrl+Shift+Z or Ctrl+Y", action: "redo", what: "Redo" },
  { keys: "Alt+N", action: "new", what: "New card (of the selected card's type)" },
  { keys: "Alt+C", action: "duplicate", what: "Duplicate the card" },
  { keys: "Alt+J", action: "json", what: "Switch the card between its form and its JSON" },
  { keys: "Alt+H", action: "history", what: "The set's history (restore an earlier version)" },
  { keys: "Alt+↓", action: "next", what: "Next card" },
  { keys: "Alt+↑", action: "previous", what: "Previous card" },
  { keys: "/ or Ctrl+K", action: "search", what: "Search cards" },
  { keys: "?", action: "help", what: "This list of shortcuts" },
];

/** Keys that act inside the card list itself (listed with the shortcuts). */
export const LIST_KEYS: readonly { keys: string; what: string }[] = [
  { keys: "↑ ↓ Home End", what: "Move through the cards" },
  { keys: "Alt+Shift+↑ / ↓", what: "Move the card up or down" },
  { keys: "Space, arrows, Space", what: "Drag the card to another place" },
  { keys: "Delete", what: "Delete the card (Ctrl+Z brings it back)" },
];

/** Keys that act inside the card grid (listed with the shortcuts; docs/sheets.md "The card grid"). */
export const GRID_KEYS: readonly { keys: string; what: string }[] = [
  { keys: "↑ ↓ ← → Home End PageUp PageDown", what: "Move through the cells (Ctrl: to the edge)" },
  { keys: "Shift+arrows, Shift+click, drag", what: "Select a block of cells" },
  { keys: "Enter, F2 or typing", what: "Edit the cell (a choice opens its list)" },
  {
    keys: "Enter / Tab / Esc (editing)",
    what: "Keep and move down / keep and move right / cancel",
  },
  { keys: "Ctrl+Enter (editing)", what: "Set every selected cell to what is typed" },
  { keys: "Ctrl+C / Ctrl+V", what: "Copy / paste the block as tab-separated text (spreadsheets)" },
  { keys: "Ctrl+D", what: "Fill down: the block's first row into the rows below" },
  { keys: "Delete", what: "Clear the selected cells" },
  { keys: "Ctrl+Z / Ctrl+Shift+Z", what: "Undo / redo a whole edit, paste or fill" },
];

/**
 * Keys of the card's Effect editor, listed with the shortcuts: leaving it by keyboard (Esc then
 * Tab) first, as a code editor keeps Tab for itself. The playground lists the same table.
 */
export const EFFECT_KEYS: readonly { keys: string; what: string }[] = EFFECT_EDITOR_KEYS;

/** Alt+letter shortcuts by physical key (the letters of `SHORTCUTS`' "Alt+N", "Alt+C"). */
const ALT_LETTERS: Readonly<Record<string, ShortcutAction>> = {
  KeyN: "new",
  KeyC: "duplicate",
  KeyH: "history",
  KeyJ: "json",
};

/** The action of a key press, if any. */
export function shortcutFor(e: KeyPress): ShortcutAction | undefined {
  const ctrl = e.ctrlKey || e.metaKey;
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  if (ctrl && !e.altKey) {
    if (e.inCodeEditor && (key === "z" || key === "y")) return undefined;
    if (key === "z") return e.shiftKey ? "redo" : "undo";
    if (key === "y" && !e.shiftKey) return "redo";
    if (key === "k" && !e.shiftKey) return "search";
    return undefined;
  }
  if (e.altKey && !ctrl && !e.shiftKey) {
    const letter = ALT_LETTERS[e.code];
    // A code editor keeps Alt+arrows and the card commands; the view and history switches work
    // from anywhere, so the JSON view can be left with the key that opened it.
    if (letter && (!e.inCodeEditor || letter === "json" || letter === "history")) return letter;
  }
  if (e.altKey && !ctrl && !e.inCodeEditor) {
    if (e.shiftKey) return undefined;
    if (key === "ArrowDown") return "next";
    if (key === "ArrowUp") return "previous";
    return undefined;
  }
  if (ctrl || e.altKey || e.typing || e.inCodeEditor) return undefined;
  if (e.key === "/") return "search";
  if (e.key === "?") return "help";
  return undefined;
}
