/**
 * The effect language in Monaco: colouring, completion, hover (linking to the reference page),
 * quick fixes for "did you mean" and live markers, all from lib/dsl (the same compiler the
 * validator and the engine use). The designer mounts it with
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
import { toMarkers, toMonacoRange } from "./markers";
import { referenceUrl } from "./reference-link";

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

/**
 * The colours of the editor's floating widgets (hover help, suggestions, quick fixes) in the
 * app's parchment and gold, to merge into the theme's colours.
 */
export const EFFECT_WIDGET_COLORS: Readonly<Record<string, string>> = {
  "editorWidget.background": "#221a14",
  "editorWidget.foreground": "#f1e6cf",
  "editorWidget.border": "#8a6d3b",
  "editorHoverWidget.background": "#221a14",
  "editorHoverWidget.foreground": "#f1e6cf",
  "editorHoverWidget.border": "#8a6d3b",
  "editorHoverWidget.statusBarBackground": "#2e241b",
  "editorSuggestWidget.background": "#221a14",
  "editorSuggestWidget.foreground": "#f1e6cf",
  "editorSuggestWidget.border": "#8a6d3b",
  "editorSuggestWidget.selectedBackground": "#3a2d20",
  "editorSuggestWidget.selectedForeground": "#f1e6cf",
  "editorSuggestWidget.highlightForeground": "#e0b45f",
  "editorSuggestWidget.focusHighlightForeground": "#e0b45f",
  "editorActionList.background": "#221a14",
  "editorActionList.foreground": "#f1e6cf",
  "editorActionList.focusBackground": "#3a2d20",
  "editorActionList.focusForeground": "#f1e6cf",
  "editorLightBulb.foreground": "#e0b45f",
  "editorLightBulbAutoFix.foreground": "#e0b45f",
  "textLink.foreground": "#c9a25a",
  "textLink.activeForeground": "#e0b45f",
  "textCodeBlock.background": "#120e0b",
  "textPreformat.foreground": "#e8d7b0",
  "textPreformat.background": "#2e241b",
};

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
  /** The card type each model was last validated for. */
  cardTypes: WeakMap<Monaco.editor.ITextModel, CardType | undefined>;
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

/** lib/dsl's language configuration with its Enter rules in Monaco's terms. */
export function monacoLanguageConfiguration(
  monaco: MonacoApi,
): Monaco.languages.LanguageConfiguration {
  const { onEnterRules, ...rest } = languageConfiguration();
  return {
    ...rest,
    onEnterRules: onEnterRules.map((rule) => ({
      beforeText: rule.beforeText,
      action: { indentAction: monaco.languages.IndentAction.Indent },
    })),
  };
}

/** Whether two ranges overlap or touch (a cursor at either end of a word counts). */
function touches(a: Range, b: Monaco.IRange, model: Monaco.editor.ITextModel): boolean {
  const start = model.getOffsetAt({ lineNumber: b.startLineNumber, column: b.startColumn });
  const end = model.getOffsetAt({ lineNumber: b.endLineNumber, column: b.endColumn });
  return a.start.offset <= end && start <= a.end.offset;
}

/**
 * The quick fixes at `range` of a model: one per "did you mean" diagnostic there, replacing the
 * diagnostic's range with the compiler's `suggestion`, linked to its marker (so the lightbulb
 * and the marker's hover offer it).
 */
export function quickFixes(
  model: Monaco.editor.ITextModel,
  range: Monaco.IRange,
  markers: readonly Monaco.editor.IMarkerData[],
  diagnostics: readonly Diagnostic[],
): Monaco.languages.CodeAction[] {
  const actions: Monaco.languages.CodeAction[] = [];
  for (const d of diagnostics) {
    const suggestion = d.suggestion;
    if (suggestion === undefined || !touches(d.range, range, model)) continue;
    const exact = toMonacoRange(d.range);
    const marker = markers.find(
      (m) =>
        m.code === d.code &&
        m.startLineNumber === exact.startLineNumber &&
        m.startColumn === exact.startColumn,
    );
    actions.push({
      title: `Change to '${suggestion}'`,
      kind: "quickfix",
      isPreferred: true,
      diagnostics: marker ? [marker] : [],
      edit: {
        edits: [
          {
            resource: model.uri,
            textEdit: { range: exact, text: suggestion },
            versionId: model.getVersionId(),
          },
        ],
      },
    });
  }
  return actions;
}

/** Hover markdown with a link to the section of the reference that explains the word. */
function hoverContents(markdown: string, anchor: string): Monaco.IMarkdownString[] {
  return [
    { value: markdown },
    { value: `[Read more in the reference ↗](${referenceUrl(anchor)})` },
  ];
}

function registerProviders(monaco: MonacoApi, shared: Shared): Monaco.IDisposable[] {
  const languages = monaco.languages;
  return [
    languages.setLanguageConfiguration(LANGUAGE_ID, monacoLanguageConfiguration(monaco)),
    languages.registerCompletionItemProvider(LANGUAGE_ID, {
      triggerCharacters: [" "],
      provideCompletionItems(model, position) {
        const ctx = contextFor(shared, model);
        if (!ctx) return { suggestions: [] };
        const items = completionsAt(model.getValue(), model.getOffsetAt(position), ctx);
        return {
          suggestions: items.map((item, i) => ({
            label: item.label,
            kind: completionKind(monaco, item.kind),
            detail: item.detail,
            documentation: { value: item.documentation },
            insertText: item.insertText,
            range: toMonacoRange(item.range),
            // The compiler's order (headings first at the left edge, then what fits), not
            // Monaco's alphabetical one.
            sortText: String(i).padStart(4, "0"),
          })),
        };
      },
    }),
    languages.registerHoverProvider(LANGUAGE_ID, {
      provideHover(model, position) {
        const ctx = contextFor(shared, model);
        const hover = ctx && hoverAt(model.getValue(), model.getOffsetAt(position), ctx);
        return hover
          ? {
              range: toMonacoRange(hover.range),
              contents: hoverContents(hover.markdown, hover.anchor),
            }
          : null;
      },
    }),
    languages.registerCodeActionProvider(
      LANGUAGE_ID,
      {
        provideCodeActions(model, range, context) {
          const ctx = contextFor(shared, model);
          if (!ctx) return { actions: [], dispose() {} };
          // Compiled afresh: the markers may be a keystroke behind the text.
          const cardType = shared.cardTypes.get(model);
          const { diagnostics } = compileEffect(
            model.getValue(),
            ctx,
            cardType ? { cardType } : {},
          );
          return { actions: quickFixes(model, range, context.markers, diagnostics), dispose() {} };
        },
      },
      { providedCodeActionKinds: ["quickfix"] },
    ),
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
      cardTypes: new WeakMap(),
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
      state.cardTypes.set(model, cardType);
      const { diagnostics } = compileEffect(
        model.getValue(),
        handle.ctx,
        cardType ? { cardType } : {},
      );
      monaco.editor.setModelMarkers(
        model,
        MARKER_OWNER,
        toMarkers(monaco, diagnostics, "effect language"),
      );
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
