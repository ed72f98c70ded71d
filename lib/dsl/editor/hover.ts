/**
 * Hover help: the reference entry of the construct under the cursor (the same text the docs
 * print), or what a set name is.
 */
import { CARD_TYPE_WORDS, nearestWord } from "../../model";
import type { Range } from "../../model";
import type { DslContext } from "../context";
import { cardTypeWordsOf } from "../context";
import { tokenRange } from "../lexer";
import { HEADINGS, parseLine, setHeadings } from "../parse-line";
import { referenceEntry, referenceMarkdown } from "../reference";
import { headingAnchor, SET_WORDS_ANCHOR } from "../reference-anchors";
import { goodTokens, lineAt } from "./line-context";

/** Hover content: markdown for the token at `range`. */
export interface Hover {
  range: Range;
  markdown: string;
  /** The anchor of the docs section that explains it (`reference-anchors.ts`). */
  anchor: string;
}

function nameMarkdown(
  role: "icon" | "family" | "card-type",
  word: string,
  ctx: DslContext,
): string {
  if (role === "card-type") {
    const type = ctx.cardTypes.find((t) => cardTypeWordsOf(t).includes(word));
    return type
      ? `**${CARD_TYPE_WORDS[type].one}** — a card type`
      : `**${word}** — not a card type; card types are ${ctx.cardTypes.map((t) => CARD_TYPE_WORDS[t].one).join(", ")}`;
  }
  const names = role === "icon" ? ctx.icons : ctx.families;
  const noun = role === "icon" ? "story icon" : "family";
  const known = names.find((name) => name.toLowerCase() === word);
  if (known) return `**${known}** — a ${noun} of this set`;
  const near = nearestWord(word, names);
  return `**${word}** — not a ${noun} of this set${near ? `; did you mean **${near}**?` : ""}`;
}

/** A line saying which built-in word a set's own word stands for, or `undefined`. */
function setWordNote(word: string, construct: string, ctx: DslContext): string | undefined {
  if (ctx.familyWord !== undefined && word === ctx.familyWord)
    return `**${word}** — this set's word for *family*.`;
  if (ctx.pointsWord !== undefined && word === ctx.pointsWord)
    return `**${word}** — this set's word for *self-worth*.`;
  const own = setHeadings(ctx).find((h) => h.construct === construct && h.words.includes(word));
  if (!own) return undefined;
  const builtIn = HEADINGS.find((h) => h.category === own.category);
  return `**${own.words.join(" ")}:** — this set's heading for \`${builtIn?.words.join(" ") ?? ""}:\`.`;
}

/** Hover help at `offset` of `source`, or `undefined` where there is nothing to explain. */
export function hoverAt(source: string, offset: number, ctx: DslContext): Hover | undefined {
  const at = lineAt(source, offset);
  if (!at) return undefined;
  const tokens = goodTokens(at.line);
  const token = tokens.find((t) => t.start <= at.offset && at.offset < t.end);
  if (!token) return undefined;
  const role = parseLine(tokens, 0, ctx).cursor.roles.get(token);
  const range = tokenRange(token);
  if (role === undefined) return undefined;
  if (role.kind === "icon" || role.kind === "family" || role.kind === "card-type") {
    return { range, markdown: nameMarkdown(role.kind, token.lower, ctx), anchor: SET_WORDS_ANCHOR };
  }
  const entry = referenceEntry(role.construct);
  if (!entry) return undefined;
  const note = setWordNote(token.lower, role.construct, ctx);
  const markdown = note ? `${note}\n\n${referenceMarkdown(entry)}` : referenceMarkdown(entry);
  return { range, markdown, anchor: headingAnchor(entry.title) };
}
