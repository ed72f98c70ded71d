/**
 * What every effect editor shares (the designer's Effect field and the playground): its Monaco
 * options and its keyboard extras. Import only from client modules loaded with `ssr: false`.
 */
import type * as Monaco from "monaco-editor";
import { leaveByKeyboard } from "./leave-editor";
import type { LeaveState } from "./leave-editor";

type MonacoApi = typeof Monaco;

/**
 * Options of every effect editor: its hover, suggestion and quick-fix widgets float above the
 * page instead of being cut off by the editor's box; completion offers only what the compiler
 * says fits (no words picked up from the text); Enter is a new line in this line-based language
 * (Tab takes a suggestion). The glyph margin holds the quick-fix lightbulb when the line has no
 * room for it before its text.
 */
export const EFFECT_EDITOR_OPTIONS = {
  fixedOverflowWidgets: true,
  glyphMargin: true,
  acceptSuggestionOnEnter: "off",
  wordBasedSuggestions: "off",
  hover: { enabled: "on", delay: 300, sticky: true },
  quickSuggestions: { other: true, comments: false, strings: false },
  suggest: { showWords: false, preview: false },
} as const satisfies Monaco.editor.IStandaloneEditorConstructionOptions;

/**
 * Wires an effect editor's keyboard extras: Escape then Tab leaves it (leave-editor.ts), and its
 * text area is described by the page's hint (`hintId`) saying so. `onLeave` hears the hint's
 * state. Dispose with the editor.
 */
export function effectEditorKeys(
  monaco: MonacoApi,
  editor: Monaco.editor.IStandaloneCodeEditor,
  hintId: string,
  onLeave: (state: LeaveState) => void,
): Monaco.IDisposable {
  const input = editor.getDomNode()?.querySelector<HTMLElement>("textarea, [role='textbox']");
  input?.setAttribute("aria-describedby", hintId);
  return leaveByKeyboard(monaco, editor, onLeave);
}

export type { LeaveState };
