/**
 * The effect language in Monaco: colouring, completion, hover and live markers, all from
 * lib/dsl (the same compiler the validator and the engine use). The designer mounts it with
 * `registerEffectLanguage(monaco, contextFromSet(set))` and calls `setContext` when the set's
 * icons or families change, and `validate(model, cardType)` on every change of a model.
 */
import type * as Monaco from "monaco-editor";
import type { CardType, Diagnostic, Range } from "../../lib/model";
import {
  LANGUAGE_ID,
  compileEffect,
  completionsAt,
  hoverAt,
  languageConfiguration,
  monarchLanguage,
} from "../../lib/dsl";
import type { CompletionKind, DslContext } from "../../lib/dsl";

type MonacoApi = typeof Monaco;

/** What the designer holds after registering the language. */
export interface EffectLanguage {
  /** The Monaco language id to give effect models. */
  readonly languageId: string;
  /** Switches to another set's words (icons, families): colouring, completion and hover follow. */
  setContext(ctx: DslContext): void;
  /** Compiles the model's text and shows its diagnostics as markers; returns them too. */
  validate(model: Monaco.editor.ITextModel, cardType?: CardType): Diagnostic[];
  /** Removes every provider this registered. */
  dispose(): void;
}

/** The marker owner of effect diagnostics (so other owners' markers are left alone). */
export const MARKER_OWNER = "vellum-effect";

/** Token colours for the language's token classes, to merge into the designer's theme. */
export const EFFECT_TOKEN_RULES: Monaco.editor.ITokenThemeRule[] = [
  { token: "keyword", foreground: "c9a25a", fontStyle: "bold" },
  { token: "number", foreground: "e0b45f" },
  { token: "type.icon", foreground: "8fc08a" },
  { token: "type.family", foreground: "9bb7e0" },
  { token: "type.card", foreground: "d59ad8" },
  { token: "comment", foreground: "8a7d66", fontStyle: "italic" },
  { token: "invalid", foreground: "e0705f" },
];

/** A lib/model range as a Monaco range; an empty range widens to one character to be seen. */
export function toMonacoRange(range: Range): Monaco.IRange {
  const { start, end } = range;
  const empty = start.line === end.line && start.column === end.column;
  return {
    startLineNumber: start.line,
    startColumn: start.column,
    endLineNumber: end.line,
    endColumn: empty ? end.column + 1 : end.column,
  };
}

/** Diagnostics as Monaco markers. */
export function toMarkers(
  monaco: MonacoApi,
  diagnostics: readonly Diagnostic[],
): Monaco.editor.IMarkerData[] {
  const severity = {
    error: monaco.MarkerSeverity.Error,
    warning: monaco.MarkerSeverity.Warning,
    info: monaco.MarkerSeverity.Info,
  } as const;
  return diagnostics.map((d) => ({
    ...toMonacoRange(d.range),
    severity: severity[d.severity],
    message: d.message,
    code: d.code,
    source: "effect language",
  }));
}

function completionKind(
  monaco: MonacoApi,
  kind: CompletionKind,
): Monaco.languages.CompletionItemKind {
  const kinds = monaco.languages.CompletionItemKind;
  switch (kind) {
    case "keyword":
      return kinds.Keyword;
    case "heading":
      return kinds.Module;
    case "icon":
      return kinds.Constant;
    case "family":
      return kinds.Class;
    case "card-type":
      return kinds.Enum;
  }
}

/** Registers the effect language with Monaco for a set's words. */
export function registerEffectLanguage(monaco: MonacoApi, initial: DslContext): EffectLanguage {
  let ctx = initial;
  const languages = monaco.languages;
  if (!languages.getLanguages().some((l) => l.id === LANGUAGE_ID)) {
    languages.register({ id: LANGUAGE_ID, aliases: ["Vellum effect", "effect"] });
  }
  const colour = () =>
    languages.setMonarchTokensProvider(
      LANGUAGE_ID,
      monarchLanguage(ctx) as Monaco.languages.IMonarchLanguage,
    );
  let tokens = colour();
  const disposables: Monaco.IDisposable[] = [
    languages.setLanguageConfiguration(LANGUAGE_ID, languageConfiguration()),
    languages.registerCompletionItemProvider(LANGUAGE_ID, {
      triggerCharacters: [" "],
      provideCompletionItems(model, position) {
        const items = completionsAt(model.getValue(), model.getOffsetAt(position), ctx);
        return {
          suggestions: items.map((item) => ({
            label: item.label,
            kind: completionKind(monaco, item.kind),
            detail: item.detail,
            documentation: { value: item.documentation },
            insertText: item.insertText,
            range: toMonacoRange(item.range),
          })),
        };
      },
    }),
    languages.registerHoverProvider(LANGUAGE_ID, {
      provideHover(model, position) {
        const hover = hoverAt(model.getValue(), model.getOffsetAt(position), ctx);
        return hover
          ? { range: toMonacoRange(hover.range), contents: [{ value: hover.markdown }] }
          : null;
      },
    }),
  ];
  return {
    languageId: LANGUAGE_ID,
    setContext(next) {
      ctx = next;
      tokens.dispose();
      tokens = colour();
    },
    validate(model, cardType) {
      const { diagnostics } = compileEffect(model.getValue(), ctx, cardType ? { cardType } : {});
      monaco.editor.setModelMarkers(model, MARKER_OWNER, toMarkers(monaco, diagnostics));
      return diagnostics;
    },
    dispose() {
      tokens.dispose();
      for (const d of disposables) d.dispose();
    },
  };
}
