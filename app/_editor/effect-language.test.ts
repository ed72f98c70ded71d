import type * as Monaco from "monaco-editor";
import { describe, expect, it } from "vitest";
import { CARD_TYPES } from "@/lib/model";
import type { DslContext } from "@/lib/dsl";
import {
  MARKER_OWNER,
  monacoLanguageConfiguration,
  quickFixes,
  registerEffectLanguage,
} from "./effect-language";

type Provider = Record<string, (...args: unknown[]) => unknown>;

/** Just enough of Monaco to see what the adapter registers and what its providers answer. */
function fakeMonaco() {
  const registered: string[] = [];
  const providers: Record<string, Provider> = {};
  const monarch: unknown[] = [];
  const markers: { owner: string; markers: Monaco.editor.IMarkerData[] }[] = [];
  let disposed = 0;
  let completionProviders = 0;
  const disposable = () => ({ dispose: () => void disposed++ });
  const monaco = {
    MarkerSeverity: { Error: 8, Warning: 4, Info: 2, Hint: 1 },
    languages: {
      IndentAction: { None: 0, Indent: 1, IndentOutdent: 2, Outdent: 3 },
      CompletionItemKind: { Keyword: 17, Module: 8, Constant: 14, Class: 5, Enum: 15 },
      getLanguages: () => registered.map((id) => ({ id })),
      register: ({ id }: { id: string }) => void registered.push(id),
      setMonarchTokensProvider: (_id: string, def: unknown) => (monarch.push(def), disposable()),
      setLanguageConfiguration: disposable,
      registerCompletionItemProvider: (_id: string, p: Provider) => (
        (providers.completion = p),
        completionProviders++,
        disposable()
      ),
      registerHoverProvider: (_id: string, p: Provider) => ((providers.hover = p), disposable()),
      registerCodeActionProvider: (_id: string, p: Provider) => (
        (providers.codeActions = p),
        disposable()
      ),
    },
    editor: {
      setModelMarkers: (_m: unknown, owner: string, m: Monaco.editor.IMarkerData[]) =>
        void markers.push({ owner, markers: m }),
    },
  };
  return {
    monaco: monaco as unknown as typeof Monaco,
    registered,
    providers,
    monarch,
    markers,
    disposedCount: () => disposed,
    completionProviders: () => completionProviders,
  };
}

/** A model over `text` whose offsets are plain string indices, as Monaco's are. */
function model(text: string) {
  return {
    uri: { path: "effect-model" },
    getVersionId: () => 7,
    getValue: () => text,
    getOffsetAt: ({ lineNumber, column }: Monaco.IPosition) => {
      const lines = text.split("\n");
      return lines.slice(0, lineNumber - 1).reduce((n, l) => n + l.length + 1, 0) + column - 1;
    },
  } as unknown as Monaco.editor.ITextModel;
}

const ctx: DslContext = {
  icons: ["raven", "rose"],
  families: ["gannett"],
  cardTypes: [...CARD_TYPES],
};

describe("registerEffectLanguage", () => {
  it("registers the language once, with colouring for the set's words", () => {
    const fake = fakeMonaco();
    registerEffectLanguage(fake.monaco, ctx);
    registerEffectLanguage(fake.monaco, ctx);
    expect(fake.registered).toEqual(["vellum-effect"]);
    // The icons and their plurals (`ravens` is read as the raven icon).
    expect(fake.monarch[0]).toMatchObject({
      icons: ["raven", "rose", "ravens", "roses"],
      families: ["gannett"],
    });
  });

  it("completes the set's icons where an icon is expected, replacing the word typed so far", () => {
    const fake = fakeMonaco();
    registerEffectLanguage(fake.monaco, ctx);
    const text = "if this character has ra";
    const result = fake.providers.completion?.provideCompletionItems?.(model(text), {
      lineNumber: 1,
      column: text.length + 1,
    }) as { suggestions: Monaco.languages.CompletionItem[] };
    const raven = result.suggestions.find((s) => s.label === "raven");
    expect(raven).toMatchObject({
      kind: 14,
      insertText: "raven",
      range: { startLineNumber: 1, startColumn: 23, endLineNumber: 1, endColumn: 25 },
    });
  });

  it("explains a keyword on hover", () => {
    const fake = fakeMonaco();
    registerEffectLanguage(fake.monaco, ctx);
    const hover = fake.providers.hover?.provideHover?.(model("draw 2 cards"), {
      lineNumber: 1,
      column: 2,
    }) as {
      range: Monaco.IRange;
      contents: { value: string }[];
    };
    expect(hover.range).toMatchObject({ startLineNumber: 1, startColumn: 1, endColumn: 5 });
    expect(hover.contents[0]?.value).toMatch(/draw/i);
  });

  it("shows compile diagnostics as markers and follows a change of set", () => {
    const fake = fakeMonaco();
    const lang = registerEffectLanguage(fake.monaco, ctx);
    const diagnostics = lang.validate(model("if this character has lantern: draw 1"));
    expect(diagnostics.map((d) => d.code)).toEqual(["dsl/unknown-icon"]);
    expect(fake.markers[0]).toMatchObject({
      owner: MARKER_OWNER,
      markers: [
        {
          severity: 8,
          code: "dsl/unknown-icon",
          startLineNumber: 1,
          startColumn: 23,
          endColumn: 30,
        },
      ],
    });
    lang.setContext({ ...ctx, icons: [...ctx.icons, "lantern"] });
    expect(lang.validate(model("if this character has lantern: draw 1"))).toEqual([]);
    expect(fake.markers[1]?.markers).toEqual([]);
    expect(fake.monarch).toHaveLength(2);
    lang.dispose();
    expect(fake.disposedCount()).toBe(6);
  });

  it("completes after a space without eating the character after the cursor", () => {
    const fake = fakeMonaco();
    registerEffectLanguage(fake.monaco, ctx);
    const text = "if this character has : draw 1";
    const result = fake.providers.completion?.provideCompletionItems?.(model(text), {
      lineNumber: 1,
      column: 23,
    }) as { suggestions: Monaco.languages.CompletionItem[] };
    expect(result.suggestions.find((s) => s.label === "raven")?.range).toEqual({
      startLineNumber: 1,
      startColumn: 23,
      endLineNumber: 1,
      endColumn: 23,
    });
  });

  it("shares one set of providers between editors, each model answering with its own set", () => {
    const fake = fakeMonaco();
    const first = registerEffectLanguage(fake.monaco, ctx);
    const second = registerEffectLanguage(fake.monaco, { ...ctx, icons: ["lantern"] });
    expect(fake.completionProviders()).toBe(1);
    const a = model("if this character has ");
    const b = model("if this character has ");
    first.validate(a);
    second.validate(b);
    const labels = (m: Monaco.editor.ITextModel) =>
      (
        fake.providers.completion?.provideCompletionItems?.(m, {
          lineNumber: 1,
          column: 23,
        }) as { suggestions: Monaco.languages.CompletionItem[] }
      ).suggestions.map((s) => s.label);
    expect(labels(a)).toContain("raven");
    expect(labels(a)).not.toContain("lantern");
    expect(labels(b)).toContain("lantern");
    expect(labels(b)).not.toContain("raven");

    // Colouring follows the editor whose set changed last, and falls back when it goes.
    expect(fake.monarch.at(-1)).toMatchObject({ icons: ["lantern", "lanterns"] });
    second.dispose();
    expect(fake.monarch.at(-1)).toMatchObject({ icons: ["raven", "rose", "ravens", "roses"] });
    expect(labels(b)).toContain("raven");
    const before = fake.disposedCount();
    first.dispose();
    first.dispose();
    expect(fake.disposedCount()).toBe(before + 5);
  });

  it("indents the line after a heading or a condition on Enter", () => {
    const fake = fakeMonaco();
    const config = monacoLanguageConfiguration(fake.monaco);
    const indentAfter = (line: string) =>
      config.onEnterRules?.find((rule) => rule.beforeText.test(line))?.action.indentAction;
    expect(indentAfter("on play:")).toBe(1);
    expect(indentAfter("  if this character has raven:")).toBe(1);
    expect(indentAfter("  draw 1 card")).toBeUndefined();
    expect(config.comments).toEqual({ lineComment: "#" });
  });

  it("offers the headings first on an empty line, in the compiler's order", () => {
    const fake = fakeMonaco();
    registerEffectLanguage(fake.monaco, ctx);
    const suggestions = (text: string) =>
      (
        fake.providers.completion?.provideCompletionItems?.(model(text), {
          lineNumber: text.split("\n").length,
          column: (text.split("\n").at(-1)?.length ?? 0) + 1,
        }) as { suggestions: Monaco.languages.CompletionItem[] }
      ).suggestions;
    // Monaco sorts by sortText, else by label: the compiler's order must survive it.
    const sorted = (text: string) =>
      [...suggestions(text)]
        .sort((a, b) =>
          (a.sortText ?? String(a.label)).localeCompare(b.sortText ?? String(b.label)),
        )
        .map((s) => s.label);
    expect(sorted("").slice(0, 3)).toEqual(["on play:", "while visible:", "while persistent:"]);
    expect(sorted("on play:\n  draw 1\n")[0]).toBe("on play:");
    expect(sorted("on play:\n  draw 1\n")).toContain("draw");
    // Inside a block, what continues it comes first; the headings follow, at the left edge.
    const inside = sorted("on play:\n  draw 1\n  ");
    expect(inside[0]).toBe("if");
    expect(inside.indexOf("while visible:")).toBeGreaterThan(inside.indexOf("draw"));
    const heading = suggestions("on play:\n  draw 1\n  ").find((s) => s.label === "on play:");
    expect(heading?.range).toEqual({
      startLineNumber: 3,
      startColumn: 1,
      endLineNumber: 3,
      endColumn: 3,
    });
  });

  it("links each hover to its section of the reference", () => {
    const fake = fakeMonaco();
    registerEffectLanguage(fake.monaco, ctx);
    const hover = (text: string, column: number) =>
      fake.providers.hover?.provideHover?.(model(text), { lineNumber: 1, column }) as {
        contents: { value: string }[];
      };
    expect(hover("on play: draw 2 cards", 2).contents.at(-1)?.value).toBe(
      "[Read more in the reference ↗](/docs/effect-language#on-play-immediate-effect)",
    );
    expect(hover("on play: draw 2 cards", 11).contents.at(-1)?.value).toMatch(
      /\(\/docs\/effect-language#draw\)$/,
    );
    expect(hover("story requires raven", 17).contents.at(-1)?.value).toMatch(/#the-basics\)$/);
  });

  it("turns each 'did you mean' into a quick fix that puts the suggestion in place", () => {
    const fake = fakeMonaco();
    const lang = registerEffectLanguage(fake.monaco, ctx);
    const text = "on play:\n  drwa 1 card\n  if this character has ravn: draw 1";
    const m = model(text);
    lang.validate(m);
    const markers = fake.markers.at(-1)?.markers ?? [];
    expect(markers.map((mk) => mk.code)).toEqual(["dsl/unknown-word", "dsl/unknown-icon"]);
    const actionsAt = (lineNumber: number, column: number) =>
      (
        fake.providers.codeActions?.provideCodeActions?.(
          m,
          {
            startLineNumber: lineNumber,
            startColumn: column,
            endLineNumber: lineNumber,
            endColumn: column,
          },
          { markers, only: undefined, trigger: 1 },
        ) as { actions: Monaco.languages.CodeAction[] }
      ).actions;
    const [fix] = actionsAt(3, 27);
    expect(fix).toMatchObject({
      title: "Change to 'raven'",
      kind: "quickfix",
      isPreferred: true,
      diagnostics: [markers[1]],
      edit: {
        edits: [
          {
            resource: m.uri,
            versionId: 7,
            textEdit: {
              text: "raven",
              range: { startLineNumber: 3, startColumn: 25, endLineNumber: 3, endColumn: 29 },
            },
          },
        ],
      },
    });
    expect(actionsAt(2, 3).map((a) => a.title)).toEqual(["Change to 'draw'"]);
    expect(actionsAt(1, 2)).toEqual([]);
  });

  it("offers no quick fix for a diagnostic without a suggestion", () => {
    const text = "on play: if this character has zzzzzzzz: draw 1";
    const diagnostics = [
      {
        code: "dsl/unknown-icon",
        severity: "error" as const,
        message: "unknown icon 'zzzzzzzz'",
        source: "effect",
        range: {
          start: { line: 1, column: 32, offset: 31 },
          end: { line: 1, column: 40, offset: 39 },
        },
      },
    ];
    const range = { startLineNumber: 1, startColumn: 33, endLineNumber: 1, endColumn: 33 };
    expect(quickFixes(model(text), range, [], diagnostics)).toEqual([]);
    expect(
      quickFixes(model(text), range, [], [{ ...diagnostics[0]!, suggestion: "raven" }]).map(
        (a) => a.title,
      ),
    ).toEqual(["Change to 'raven'"]);
  });
});
