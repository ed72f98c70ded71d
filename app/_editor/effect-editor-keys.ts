/**
 * The keys of the effect editors (the designer's Effect field and the playground), listed by the
 * designer's `?` dialog and by the playground. Pure data.
 */

/** One key and what it does in an effect editor. */
export interface EffectEditorKey {
  keys: string;
  what: string;
}

/** What the effect editor's keys do, leaving it first (a code editor keeps Tab for itself). */
export const EFFECT_EDITOR_KEYS: readonly EffectEditorKey[] = [
  { keys: "Esc then Tab", what: "Leave the editor for the next control (Shift+Tab: the previous)" },
  { keys: "Ctrl+Space", what: "Complete: the headings first on an empty line" },
  { keys: "Ctrl+.", what: "Quick fix: put the suggested word in place of a mistake" },
  { keys: "Enter", what: "New line, indented after a heading or a condition" },
  { keys: "Tab", what: "Accept a completion, or indent" },
];

/** The hint shown under a focused effect editor. */
export const LEAVE_HINT = "Esc then Tab to leave the editor";

/** The hint once Escape was pressed: the next Tab leaves. */
export const LEAVE_ARMED_HINT = "Tab: next control · Shift+Tab: previous";
