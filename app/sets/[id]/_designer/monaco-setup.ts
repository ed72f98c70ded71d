"use client";
/**
 * The designer's Monaco, set up once: the Vellum dark theme with the effect language's token
 * colours, and the JSON language checking card models against the project's schemas (no schema
 * is ever fetched). Import only from modules loaded with `ssr: false` (it pulls in Monaco).
 */
import { EFFECT_TOKEN_RULES, EFFECT_WIDGET_COLORS } from "@/app/_editor/effect-language";
import { VELLUM_THEME, monaco } from "@/app/_editor/monaco";
import { EditorValue } from "./editor-value";
import { editorSchemas } from "./json-schemas";
import type { EditorTargets, TargetName } from "./editor-targets";

let ready = false;

/** Defines the theme and the JSON schemas (idempotent); returns Monaco. */
export function designerMonaco(): typeof monaco {
  if (ready) return monaco;
  ready = true;
  monaco.editor.defineTheme(VELLUM_THEME, {
    base: "vs-dark",
    inherit: true,
    rules: EFFECT_TOKEN_RULES,
    colors: {
      ...EFFECT_WIDGET_COLORS,
      "editor.background": "#120e0b",
      "editorGutter.background": "#120e0b",
      "editor.lineHighlightBackground": "#221a14",
      "editorLineNumber.foreground": "#6b5a40",
      "editorCursor.foreground": "#c9a25a",
      focusBorder: "#c9a25a",
    },
  });
  monaco.json.jsonDefaults.setDiagnosticsOptions({
    validate: true,
    allowComments: false,
    enableSchemaRequest: false,
    schemaValidation: "error",
    schemaRequest: "ignore",
    trailingCommas: "error",
    schemas: editorSchemas(),
  });
  return monaco;
}

/** Options every designer editor shares: compact, themed, sized to its content. */
export const EDITOR_OPTIONS = {
  theme: VELLUM_THEME,
  minimap: { enabled: false },
  fontSize: 13,
  lineNumbersMinChars: 3,
  automaticLayout: true,
  scrollBeyondLastLine: false,
  tabSize: 2,
  wordWrap: "on",
  fixedOverflowWidgets: true,
  scrollbar: { alwaysConsumeMouseWheel: false },
  renderLineHighlightOnlyWhenFocus: true,
} as const;

/** Grows an editor with its content between `min` and `max` pixels high. */
export function fitHeight(
  editor: monaco.editor.IStandaloneCodeEditor,
  host: HTMLElement,
  min: number,
  max: number,
): monaco.IDisposable {
  const fit = () => {
    const height = Math.min(max, Math.max(min, editor.getContentHeight()));
    host.style.height = `${height}px`;
  };
  fit();
  return editor.onDidContentSizeChange(fit);
}

/** An editor bound to a page value: call `arrived` with each value the page renders. */
export interface BoundValue extends monaco.IDisposable {
  arrived(value: string): void;
  /**
   * Shows `model` (another card's text, with an undo history of its own) in the editor: no edit
   * is reported, and the page's values are compared with its text from now on.
   */
  swap(model: monaco.editor.ITextModel): void;
}

/**
 * Reports the user's edits of `editor` to `onChange` and shows the page's values that were
 * changed elsewhere, as one undoable edit that keeps the caret (never the editor's own echoes,
 * which arrive late: editor-value.ts).
 */
export function bindValue(
  editor: monaco.editor.IStandaloneCodeEditor,
  onChange: (value: string) => void,
): BoundValue {
  let value = new EditorValue(editor.getValue());
  let showing = false;
  const sub = editor.onDidChangeModelContent(() => {
    if (showing) return;
    const text = editor.getValue();
    value.typed(text);
    onChange(text);
  });
  return {
    arrived(next) {
      const text = value.arrived(next);
      const model = editor.getModel();
      if (text === undefined || !model) return;
      showing = true;
      try {
        editor.pushUndoStop();
        editor.executeEdits("vellum", [{ range: model.getFullModelRange(), text }]);
        editor.pushUndoStop();
      } finally {
        showing = false;
      }
    },
    swap(model) {
      showing = true;
      try {
        editor.setModel(model);
        value = new EditorValue(model.getValue());
      } finally {
        showing = false;
      }
    },
    dispose: () => sub.dispose(),
  };
}

/**
 * Makes a mounted editor the jump target `name` of the problems panel (revealing a line and
 * column in it, inside `el`), and puts the caret at `offset` when the page asked for a place
 * before the editor arrived. Returns the unregistering function.
 */
export function attachJumpTarget(
  targets: EditorTargets,
  name: TargetName,
  editor: monaco.editor.IStandaloneCodeEditor,
  el: HTMLElement,
  offset: number | undefined,
): () => void {
  const unregister = targets.register(name, {
    reveal({ line, column }) {
      const position = { lineNumber: line, column };
      editor.focus();
      editor.setPosition(position);
      editor.revealPositionInCenterIfOutsideViewport(position);
      el.scrollIntoView({ block: "nearest" });
    },
    text: () => editor.getValue(),
  });
  const model = editor.getModel();
  if (offset !== undefined && model) {
    editor.focus();
    editor.setPosition(model.getPositionAt(offset));
  }
  return unregister;
}

export { monaco };
