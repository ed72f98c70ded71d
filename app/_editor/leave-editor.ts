/**
 * Leaving a code editor by keyboard: Monaco keeps Tab for indenting, so, as in other code
 * editors, Escape (when no suggestion list, hover or other widget is open: then Escape closes
 * it) makes the next Tab or Shift+Tab move focus out of the editor, to the next or previous
 * control of the page. Any other key, a click or leaving the editor cancels it.
 */
import type * as Monaco from "monaco-editor";

type MonacoApi = typeof Monaco;

/** Where the editor stands, for its hint: not focused, being typed in, or about to be left. */
export type LeaveState = "idle" | "editing" | "armed";

/** Escape arms leaving only when it has nothing of Monaco's own to close. */
const NOTHING_TO_CLOSE = [
  "editorTextFocus",
  "!suggestWidgetVisible",
  "!editorHoverVisible",
  "!parameterHintsVisible",
  "!findWidgetVisible",
  "!renameInputVisible",
  "!inSnippetMode",
  "!codeActionMenuVisible",
  "!markersNavigationVisible",
  "!inlineSuggestionVisible",
  "!messageVisible",
  "!referenceSearchVisible",
].join(" && ");

const TABBABLE = [
  "a[href]",
  "area[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type='hidden'])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "iframe",
  "summary",
  "[contenteditable='true']",
  "[tabindex]",
].join(",");

function tabbable(el: HTMLElement): boolean {
  if (el.tabIndex < 0 || el.closest("[inert], [hidden]")) return false;
  if (el.getClientRects().length === 0) return false;
  return getComputedStyle(el).visibility !== "hidden";
}

/**
 * The control before or after `from` in the page's tab order (document order; controls inside
 * `from` skipped), or `undefined` at either end.
 */
export function neighbourControl(
  from: HTMLElement,
  direction: "next" | "previous",
): HTMLElement | undefined {
  const all = [...from.ownerDocument.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) => !from.contains(el) && tabbable(el),
  );
  const after = (el: HTMLElement) =>
    (from.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  return direction === "next" ? all.find(after) : all.filter((el) => !after(el)).at(-1);
}

let editors = 0;

/**
 * Lets the keyboard leave `editor` with Escape then Tab (or Shift+Tab); `onState` hears where
 * it stands, for the hint the page shows. Dispose with the editor.
 */
export function leaveByKeyboard(
  monaco: MonacoApi,
  editor: Monaco.editor.IStandaloneCodeEditor,
  onState: (state: LeaveState) => void,
): Monaco.IDisposable {
  // NOTE: an action's keybinding applies wherever its precondition holds, in every editor; a
  // context key of this editor alone keeps it to this one.
  const id = `vellumLeave${++editors}`;
  editor.createContextKey(`${id}.here`, true);
  const armed = editor.createContextKey<boolean>(`${id}.armed`, false);
  let state: LeaveState = editor.hasTextFocus() ? "editing" : "idle";
  const set = (next: LeaveState) => {
    armed.set(next === "armed");
    if (next === state) return;
    state = next;
    onState(next);
  };
  const leave = (direction: "next" | "previous") => {
    const host = editor.getContainerDomNode();
    const target = neighbourControl(host, direction);
    set("idle");
    if (target) target.focus();
    else (document.activeElement as HTMLElement | null)?.blur();
  };
  const { KeyCode, KeyMod } = monaco;
  // Shift on its way to Shift+Tab must not cancel.
  const KEEPS_ARMED = new Set([
    KeyCode.Escape,
    KeyCode.Tab,
    KeyCode.Shift,
    KeyCode.Ctrl,
    KeyCode.Alt,
    KeyCode.Meta,
  ]);
  const subs: Monaco.IDisposable[] = [
    editor.addAction({
      id: `${id}.arm`,
      label: "Leave the editor: press Tab next",
      keybindings: [KeyCode.Escape],
      precondition: `${id}.here && ${NOTHING_TO_CLOSE}`,
      run: () => {
        // Several cursors or a selection collapse too, as Escape does elsewhere.
        const position = editor.getPosition();
        if (position) editor.setPosition(position);
        set("armed");
      },
    }),
    editor.addAction({
      id: `${id}.next`,
      label: "Leave the editor for the next control",
      keybindings: [KeyCode.Tab],
      precondition: `${id}.armed`,
      run: () => leave("next"),
    }),
    editor.addAction({
      id: `${id}.previous`,
      label: "Leave the editor for the previous control",
      keybindings: [KeyMod.Shift | KeyCode.Tab],
      precondition: `${id}.armed`,
      run: () => leave("previous"),
    }),
    editor.onKeyDown((e) => {
      if (state === "armed" && !KEEPS_ARMED.has(e.keyCode)) set("editing");
    }),
    editor.onMouseDown(() => {
      if (state === "armed") set("editing");
    }),
    editor.onDidFocusEditorText(() => set("editing")),
    editor.onDidBlurEditorText(() => set("idle")),
  ];
  return { dispose: () => subs.forEach((s) => s.dispose()) };
}
