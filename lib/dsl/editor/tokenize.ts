/**
 * Syntax colouring: every token of an effect text with its kind, read by the same parser the
 * compiler uses, so a word is coloured as an icon exactly where an icon goes. Words the parser
 * did not reach (after an error) are coloured by what they are in general.
 */
import type { Range } from "../../model";
import type { DslContext } from "../context";
import { cardTypeWordsOf, resolveCardType, resolveIcon } from "../context";
import { isKeyword } from "../keywords";
import { lex, positionAt, tokenRange } from "../lexer";
import type { Token } from "../lexer";
import { parseLine } from "../parse-line";

/** What a token is, for colouring. */
export type EditorTokenKind =
  "keyword" | "number" | "icon" | "family" | "card-type" | "operator" | "comment" | "unknown";

/** One coloured span of the text. */
export interface EditorToken {
  kind: EditorTokenKind;
  text: string;
  range: Range;
}

function knownName(kind: "icon" | "family" | "card-type", token: Token, ctx: DslContext): boolean {
  if (kind === "card-type") {
    // A card type may span words (untimely deaths): any word of one counts.
    return ctx.cardTypes.some((type) => cardTypeWordsOf(type).includes(token.lower));
  }
  if (kind === "icon") return resolveIcon(token.lower, ctx.icons) !== undefined;
  return ctx.families.some((name) => name.toLowerCase() === token.lower);
}

/** Whether `word` is one of the set's own keywords: its word for family, a heading's word. */
function isSetKeyword(word: string, ctx: DslContext): boolean {
  return (
    word === ctx.familyWord ||
    word === ctx.pointsWord ||
    (ctx.headings ?? []).some((h) => h.words.includes(word))
  );
}

function generalKind(token: Token, ctx: DslContext): EditorTokenKind {
  if (token.kind === "number") return "number";
  if (token.kind === "bad") return "unknown";
  if (token.kind !== "word") return "operator";
  if (isKeyword(token.lower) || isSetKeyword(token.lower, ctx)) return "keyword";
  if (resolveIcon(token.lower, ctx.icons) !== undefined) return "icon";
  if (ctx.families.some((name) => name.toLowerCase() === token.lower)) return "family";
  if (resolveCardType(token.lower, ctx)) return "card-type";
  return "unknown";
}

/**
 * The tokens of `text` (a line or a whole effect) with their kinds, comments included, in
 * text order. Pass the set's context so its icons, families and card types are recognised.
 */
export function tokenize(text: string, ctx: DslContext): EditorToken[] {
  const out: EditorToken[] = [];
  for (const line of lex(text)) {
    const good = line.tokens.filter((t) => t.kind !== "bad");
    const roles = good.length > 0 ? parseLine(good, 0, ctx).cursor.roles : undefined;
    for (const token of line.tokens) {
      const role = roles?.get(token);
      let kind: EditorTokenKind;
      if (role === undefined) kind = generalKind(token, ctx);
      else if (role.kind === "icon" || role.kind === "family" || role.kind === "card-type") {
        kind = knownName(role.kind, token, ctx) ? role.kind : "unknown";
      } else kind = role.kind;
      out.push({ kind, text: token.text, range: tokenRange(token) });
    }
    if (line.comment) {
      out.push({
        kind: "comment",
        text: text.slice(line.comment.start, line.comment.end),
        range: {
          start: positionAt(line.line, line.start, line.comment.start),
          end: positionAt(line.line, line.start, line.comment.end),
        },
      });
    }
  }
  return out;
}
