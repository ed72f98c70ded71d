/**
 * ICU messages: compiled once per (language, message) with intl-messageformat, their
 * placeholders, and why an override of a phrase is refused.
 */
import { IntlMessageFormat } from "intl-messageformat";
import { nearestWord } from "../model";
import { CATALOGS } from "./catalogs";
import type { Catalog } from "./catalogs";
import { isPhraseId, phraseIds, phraseInfo } from "./phrases";
import type { PhraseId } from "./phrases";

/** A compiled message, or why it does not parse (with the place inside the message). */
type Compiled = { ok: true; format: IntlMessageFormat } | { ok: false; problem: MessageProblem };

/** What is wrong with a message, and where inside it (0-based UTF-16 offsets). */
export interface MessageProblem {
  message: string;
  start: number;
  end: number;
}

// Keyed by language and message text: an override equal to another phrase shares its entry.
const compiled = new Map<string, Compiled>();

/** Readable words for the parser's error kinds (the rest are spelt out from their code). */
const PARSE_ERRORS: Readonly<Record<string, string>> = {
  MISSING_OTHER_CLAUSE: "a plural or select needs an 'other' case",
  EXPECT_ARGUMENT_CLOSING_BRACE: "a '{' is not closed — add '}'",
  EMPTY_ARGUMENT: "'{}' names no placeholder",
  MALFORMED_ARGUMENT: "a placeholder's name is not valid",
  UNCLOSED_QUOTE_IN_ARGUMENT_STYLE: "a quote is not closed",
  EXPECT_SELECT_ARGUMENT_SELECTOR_FRAGMENT: "a select case has no '{…}' after its key",
  EXPECT_PLURAL_ARGUMENT_SELECTOR_FRAGMENT: "a plural case has no '{…}' after its key",
  INVALID_ARGUMENT_TYPE: "unknown placeholder type (use plural, select, selectordinal or number)",
};

function parseError(error: unknown): MessageProblem {
  const e = error as {
    message?: string;
    location?: { start: { offset: number }; end: { offset: number } };
  };
  const code = typeof e.message === "string" ? e.message : "INVALID_MESSAGE";
  const words = PARSE_ERRORS[code] ?? code.toLowerCase().replaceAll("_", " ");
  const start = e.location?.start.offset ?? 0;
  return {
    message: `not an ICU message: ${words}`,
    start,
    end: Math.max(start, e.location?.end.offset ?? start),
  };
}

/** The message compiled for `language` (cached), or why it does not parse. */
export function compileMessage(language: string, message: string): Compiled {
  const key = `${language}\u0000${message}`;
  let entry = compiled.get(key);
  if (!entry) {
    try {
      entry = {
        ok: true,
        format: new IntlMessageFormat(message, language, undefined, { ignoreTag: true }),
      };
    } catch (error) {
      entry = { ok: false, problem: parseError(error) };
    }
    compiled.set(key, entry);
  }
  return entry;
}

interface AstNode {
  type: number;
  value?: unknown;
  options?: Record<string, { value: AstNode[] }>;
}

/** The placeholders a compiled message uses (argument, number, select and plural names). */
export function placeholdersOf(format: IntlMessageFormat): Set<string> {
  const out = new Set<string>();
  const walk = (nodes: readonly AstNode[]): void => {
    for (const node of nodes) {
      // Literal (0) and `#` (7) name nothing; every other element names its argument.
      if (node.type !== 0 && node.type !== 7 && typeof node.value === "string") out.add(node.value);
      for (const option of Object.values(node.options ?? {})) walk(option.value);
    }
  };
  walk(format.getAst() as unknown as AstNode[]);
  return out;
}

/** The catalog that writes `language`: its own, or its base tag's (`de-AT` → `de`). */
export function catalogFor(language: string): Catalog | undefined {
  const tag = language.toLowerCase();
  return CATALOGS[tag] ?? CATALOGS[tag.split("-")[0] ?? ""];
}

/**
 * Why a set's override of phrase `id` in `language` is refused, or `undefined` when it is
 * usable: an unknown id (with the nearest one), a message that does not parse (with the place),
 * or placeholders that differ from the phrase it overrides (the catalog's own, English when the
 * language has none): each placeholder of that phrase must stay, and only placeholders the
 * generator passes may be added.
 */
export function overrideProblem(
  language: string,
  id: string,
  message: string,
): MessageProblem | undefined {
  if (!isPhraseId(id)) {
    const near = nearestWord(id, phraseIds());
    return {
      message: `unknown phrase id '${id}'${near === undefined ? " — see the list of phrase ids in docs/rules-text.md" : ` — did you mean '${near}'?`}`,
      start: 0,
      end: 0,
    };
  }
  const own = compileMessage(language, message);
  if (!own.ok) return own.problem;
  const catalog = catalogFor(language) ?? CATALOGS.en!;
  const base = compileMessage(catalog.language, catalog.phrases[id]);
  const expected = base.ok ? placeholdersOf(base.format) : new Set<string>();
  const used = placeholdersOf(own.format);
  const dropped = [...expected].filter((p) => !used.has(p));
  if (dropped.length > 0)
    return {
      message: `drops ${dropped.map((p) => `{${p}}`).join(", ")}, which the '${catalog.language}' phrase '${id}' uses — keep ${dropped.length === 1 ? "it" : "them"}`,
      start: 0,
      end: message.length,
    };
  const known = new Set(phraseInfo(id)?.placeholders ?? []);
  const added = [...used].filter((p) => !known.has(p));
  if (added.length > 0) {
    const at = message.indexOf(`{${added[0]}`);
    return {
      message: `adds ${added.map((p) => `{${p}}`).join(", ")}, which phrase '${id}' does not have — its placeholders are ${[...known].map((p) => `{${p}}`).join(", ") || "none"}`,
      start: Math.max(0, at),
      end: Math.max(0, at) + added[0]!.length + 1,
    };
  }
  return undefined;
}

/** A phrase id's message in a catalog. */
export function catalogPhrase(catalog: Catalog, id: PhraseId): string | undefined {
  return Object.hasOwn(catalog.phrases, id) ? catalog.phrases[id] : undefined;
}

/**
 * The shipped phrase `id` in `language` (its base tag's catalog, else English), for a settings
 * page to show beside an override; `undefined` for an unknown id.
 */
export function defaultPhrase(id: string, language: string): string | undefined {
  if (!isPhraseId(id)) return undefined;
  return catalogPhrase(catalogFor(language) ?? CATALOGS.en!, id) ?? CATALOGS.en!.phrases[id];
}
