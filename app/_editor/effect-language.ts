/**
 * The effect language in Monaco: colouring, completion, hover and live markers, all from
 * lib/dsl (the same compiler the validator and the engine use). The designer mounts it with
 * `registerEffectLanguage(monaco, contextFromSet(set))` and calls `setContext` when the set's
 * icons or families change, and `validate(model, cardType)` on every change of a model.
 */
import type * as Monaco from "monaco-editor";
import type { CardType, Diagnostic, Range } from "@/lib/model";
import {
  LANGUAGE_ID,
  compileEffect,
  completionsAt,
  hoverAt,
  languageConfiguration,
  monarchLanguage,
} from "@/lib/dsl";
import type { CompletionKind, DslContext } from "@/lib/dsl";

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

/** A lib/model range as a Monaco range, exactly (completions replace just the word typed). */
export function toMonacoRange(range: Range): Monaco.IRange {
  return {
    startLineNumber: range.start.line,
    startColumn: range.start.column,
    endLineNumber: range.end.line,
    endColumn: range.end.column,
  };
}

/** A marker's range: an empty range widens to one character so the squiggle can be seen. */
function markerRange(range: Range): Monaco.IRange {
  const exact = toMonacoRange(range);
  const empty =
    exact.startLineNumber === exact.endLineNumber && exact.startColumn === exact.endColumn;
  return empty ? { ...exact, endColumn: exact.endColumn + 1 } : exact;
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
    ...markerRange(d.range),
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

/** One handle per mounted editor: its set's words and the models it validates. */
interface Handle {
  ctx: DslContext;
}

/**
 * The providers are registered once per Monaco instance and shared by every mounted editor, so
 * two editors open at once do not show each suggestion twice. Each model answers with the words
 * of the handle that last validated it; Monarch colouring is global to the language, so it follows
 * the handle whose set changed last, and falls back to another open one when that one goes.
 */
interface Shared {
  handles: Handle[];
  owners: WeakMap<Monaco.editor.ITextModel, Handle>;
  colouredBy: Handle | undefined;
  tokens: Monaco.IDisposable | undefined;
  providers: Monaco.IDisposable[];
}

const SHARED = new WeakMap<MonacoApi, Shared>();

function contextFor(shared: Shared, model: Monaco.editor.ITextModel): DslContext | undefined {
  const owner = shared.owners.get(model);
  return (owner && shared.handles.includes(owner) ? owner : shared.handles.at(-1))?.ctx;
}

function colourFor(monaco: MonacoApi, shared: Shared, handle: Handle | undefined): void {
  shared.tokens?.dispose();
  shared.tokens = undefined;
  shared.colouredBy = handle;
  if (!handle) return;
  shared.tokens = monaco.languages.setMonarchTokensProvider(
    LANGUAGE_ID,
    monarchLanguage(handle.ctx) as Monaco.languages.IMonarchLanguage,
  );
}

function registerProviders(monaco: MonacoApi, shared: Shared): Monaco.IDisposable[] {
  const languages = monaco.languages;
  return [
    languages.setLanguageConfiguration(LANGUAGE_ID, languageConfiguration()),
    languages.registerCompletionItemProvider(LANGUAGE_ID, {
      triggerCharacters: [" "],
      provideCompletionItems(model, position) {
        const ctx = contextFor(shared, model);
        if (!ctx) return { suggestions: [] };
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
        const ctx = contextFor(shared, model);
        const hover = ctx && hoverAt(model.getValue(), model.getOffsetAt(position), ctx);
        return hover
          ? { range: toMonacoRange(hover.range), contents: [{ value: hover.markdown }] }
          : null;
      },
    }),
  ];
}

/**
 * Registers the effect language with Monaco for a set's words, for one mounted editor. Call
 * `dispose` when that editor unmounts; the providers go when the last editor does.
 */
export function registerEffectLanguage(monaco: MonacoApi, initial: DslContext): EffectLanguage {
  const languages = monaco.languages;
  if (!languages.getLanguages().some((l) => l.id === LANGUAGE_ID)) {
    languages.register({ id: LANGUAGE_ID, aliases: ["Vellum effect", "effect"] });
  }
  let shared = SHARED.get(monaco);
  if (!shared) {
    shared = {
      handles: [],
      owners: new WeakMap(),
      colouredBy: undefined,
      tokens: undefined,
      providers: [],
    };
    shared.providers = registerProviders(monaco, shared);
    SHARED.set(monaco, shared);
  }
  const state = shared;
  const handle: Handle = { ctx: initial };
  state.handles.push(handle);
  colourFor(monaco, state, handle);
  let disposed = false;
  return {
    languageId: LANGUAGE_ID,
    setContext(next) {
      if (disposed || next === handle.ctx) return;
      handle.ctx = next;
      colourFor(monaco, state, handle);
    },
    validate(model, cardType) {
      state.owners.set(model, handle);
      const { diagnostics } = compileEffect(
        model.getValue(),
        handle.ctx,
        cardType ? { cardType } : {},
      );
      monaco.editor.setModelMarkers(model, MARKER_OWNER, toMarkers(monaco, diagnostics));
      return diagnostics;
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      state.handles = state.handles.filter((h) => h !== handle);
      if (state.handles.length === 0) {
        state.tokens?.dispose();
        for (const d of state.providers) d.dispose();
        SHARED.delete(monaco);
      } else if (state.colouredBy === handle) {
        colourFor(monaco, state, state.handles.at(-1));
      }
    },
  };
}
