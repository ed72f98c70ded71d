/**
 * The effect language for Monaco, as plain data (no monaco import: lib/ stays framework-free).
 * The designer UI registers `LANGUAGE_ID` with `languageConfiguration()` and
 * `monarchLanguage(ctx)` for instant colouring, and may refine it with `tokenize` (parser-exact
 * colours), `completionsAt`, `hoverAt`, and the compiler's diagnostics as markers.
 */
import type { DslContext } from "./context";
import { cardTypeWordsOf, iconPlurals } from "./context";
import type { EditorTokenKind } from "./editor";
import { VOCABULARY_WORDS } from "./keywords";

/** The Monaco language id of effect text. */
export const LANGUAGE_ID = "vellum-effect";

/** The Monarch token class of each editor token kind, so both colouring paths share a theme. */
export const TOKEN_CLASS: Readonly<Record<EditorTokenKind, string>> = {
  keyword: "keyword",
  number: "number",
  icon: "type.icon",
  family: "type.family",
  "card-type": "type.card",
  operator: "delimiter",
  comment: "comment",
  unknown: "invalid",
};

/** A Monarch rule: a regular expression and the token class (or cases) it produces. */
export type MonarchRule = [RegExp, string | { cases: Record<string, string> }];

/** A Monarch language definition (the subset this language uses). */
export interface MonarchLanguage {
  defaultToken: string;
  ignoreCase: boolean;
  keywords: string[];
  icons: string[];
  families: string[];
  cardTypes: string[];
  tokenizer: { root: MonarchRule[] };
}

/** The Monarch definition, with the set's icons, families and card types when given. */
export function monarchLanguage(ctx?: DslContext): MonarchLanguage {
  const cardTypes = (ctx?.cardTypes ?? []).flatMap(cardTypeWordsOf);
  return {
    defaultToken: "invalid",
    ignoreCase: true,
    keywords: [
      ...VOCABULARY_WORDS,
      ...(ctx?.familyWord ? [ctx.familyWord] : []),
      ...(ctx?.pointsWord ? [ctx.pointsWord] : []),
      ...(ctx?.headings ?? []).flatMap((heading) => heading.words),
    ],
    icons: [...(ctx?.icons ?? []), ...iconPlurals(ctx?.icons ?? [])],
    families: [...(ctx?.families ?? [])],
    cardTypes: [...new Set(cardTypes)],
    tokenizer: {
      root: [
        [/#.*$/, TOKEN_CLASS.comment],
        [/[0-9]+(?![A-Za-z])/, TOKEN_CLASS.number],
        [
          // A plural's possessive apostrophe may end a word (`characters'`, as the lexer reads it).
          /[A-Za-z0-9\u00C0-\uFFFF](?:[A-Za-z0-9\u00C0-\uFFFF_]|['’-](?=[A-Za-z0-9\u00C0-\uFFFF]))*(?:(?<=[sS])['’])?/,
          {
            // The set's words come first, so an icon named like a keyword (`death`) colours
            // as an icon, and every card-type word colours alike (`modifier` and `event`).
            cases: {
              "@icons": TOKEN_CLASS.icon,
              "@families": TOKEN_CLASS.family,
              "@cardTypes": TOKEN_CLASS["card-type"],
              "@keywords": TOKEN_CLASS.keyword,
              "@default": TOKEN_CLASS.unknown,
            },
          },
        ],
        [/[:,.+-]/, TOKEN_CLASS.operator],
        [/\s+/, "white"],
        [/./, TOKEN_CLASS.unknown],
      ],
    },
  };
}

/**
 * What Enter does after a line, as Monaco's `onEnterRules` say it (by name, since lib/ does not
 * import monaco: the adapter maps `indent` to `IndentAction.Indent`).
 */
export interface EnterRule {
  /** The text before the cursor on the line Enter is pressed in. */
  beforeText: RegExp;
  action: "indent";
}

/** A line that ends with a colon (a heading or a condition), a comment after it allowed. */
const OPENS_BLOCK = /:\s*(#.*)?$/;

/**
 * Monaco's language configuration: `#` comments; Enter after a line ending with `:` (a heading
 * such as `on play:`, or `if …:`) indents the next line, and a heading typed on an indented
 * line goes back to the left edge.
 */
export function languageConfiguration(): {
  comments: { lineComment: string };
  indentationRules: { increaseIndentPattern: RegExp; decreaseIndentPattern: RegExp };
  onEnterRules: EnterRule[];
  wordPattern: RegExp;
} {
  return {
    comments: { lineComment: "#" },
    indentationRules: {
      increaseIndentPattern: OPENS_BLOCK,
      decreaseIndentPattern: /^\s*(on|while|response|story)\b/i,
    },
    onEnterRules: [{ beforeText: OPENS_BLOCK, action: "indent" }],
    wordPattern: /[A-Za-z0-9\u00C0-\uFFFF](?:[A-Za-z0-9\u00C0-\uFFFF_'’-])*/,
  };
}
