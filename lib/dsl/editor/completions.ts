/**
 * Completion: what may be typed at an offset. The line up to the cursor is run through the
 * compiler's own parser, which records every word it would have accepted at the end; those
 * keywords, plus the set's icons, families or card types where a name goes, are offered.
 * At the start of a line, only statements that fit the enclosing heading are offered.
 */
import type { Range } from "../../model";
import type { DslContext } from "../context";
import { CARD_TYPE_WORDS } from "../../model";
import { EXPECT_CARD_TYPE, EXPECT_FAMILY, EXPECT_ICON } from "../cursor";
import type { StepCategory } from "../ir";
import { positionAt } from "../lexer";
import { HEADINGS, parseLine, setHeadings } from "../parse-line";
import { TRIGGER_HEADINGS, TRIGGER_STARTS } from "../parse-trigger";
import { cardTypesFor, LASTING_CATEGORIES, ONE_SHOT_CATEGORIES } from "../placement";
import { referenceEntry, referenceMarkdown } from "../reference";
import { ANY_PLAYER_VERBS, VERBS, verbCategories, verbOf } from "../verbs";
import { enclosingHeading, goodTokens, lineAt } from "./line-context";

/** What a completion inserts, for the editor's icon. */
export type CompletionKind = "keyword" | "heading" | "icon" | "family" | "card-type";

/** One completion item. */
export interface CompletionItem {
  label: string;
  kind: CompletionKind;
  /** A one-line description (the construct's title, or what the name is). */
  detail: string;
  /** Markdown help from the reference table. */
  documentation: string;
  insertText: string;
  /** The text the item replaces: the part of the word typed so far. */
  range: Range;
}

/** The reference entry a word that starts a statement other than with a verb leads to. */
const STATEMENT_ENTRY: Readonly<Record<string, string>> = {
  if: "if",
  may: "may",
  you: "you",
  each: "each-player",
  a: "chosen-player",
  an: "opponent",
  roll: "roll",
};

/** What may follow `<another player> may`: a verb any player may do. */
const MAY_CONTINUATIONS: ReadonlySet<string> = new Set(ANY_PLAYER_VERBS);

/** What may follow a subject other than you: `may`, or such a verb in the third person. */
const SUBJECT_CONTINUATIONS: ReadonlySet<string> = new Set([
  "may",
  ...ANY_PLAYER_VERBS.flatMap((word) => VERBS[word]?.thirdPerson ?? []),
]);

/** The categories a statement starting with `word` can appear in. */
function categoriesOf(word: string): readonly StepCategory[] {
  if (word === "if") return [...ONE_SHOT_CATEGORIES, ...LASTING_CATEGORIES];
  const verb = verbOf(word);
  return verb === undefined ? ONE_SHOT_CATEGORIES : verbCategories(verb);
}

/** The most faces offered one by one under a roll; a bigger die is offered in halves. */
const MAX_FACES_OFFERED = 12;

/** The outcomes offered under a roll of a die with `sides` faces: its faces, then `otherwise:`. */
function outcomeLabels(sides: number): string[] {
  const half = Math.floor(sides / 2);
  const faces =
    sides <= MAX_FACES_OFFERED
      ? Array.from({ length: sides }, (_, k) => `${k + 1}:`)
      : [`1-${half}:`, `${half + 1}-${sides}:`];
  return [...faces, `on a ${sides}:`, "otherwise:"];
}

const HEADING_WORDS = new Set(["on", "while", "response", "story", ...TRIGGER_STARTS]);

/** Completions at `offset` of `source` (a whole effect text), for the set's context. */
export function completionsAt(source: string, offset: number, ctx: DslContext): CompletionItem[] {
  const at = lineAt(source, offset);
  if (!at) return [];
  const { line, offset: cursor } = at;
  if (line.comment && cursor > line.comment.start) return [];
  const tokens = goodTokens(line);
  const partial = tokens.find((t) => t.start < cursor && cursor <= t.end && t.kind === "word");
  const prefix = partial ? source.slice(partial.start, cursor).toLowerCase() : "";
  const before = tokens.filter((t) => t.end <= (partial ? partial.start : cursor));
  const replaceFrom = partial ? partial.start : cursor;
  const range = {
    start: positionAt(line.line, line.start, replaceFrom),
    end: positionAt(line.line, line.start, cursor),
  };

  let indent = line.indent;
  if (before.length === 0) {
    // The indentation typed so far on this line.
    indent = 0;
    for (let i = line.start; i < replaceFrom; i++) indent += source[i] === "\t" ? 4 : 1;
  }
  let enclosing = enclosingHeading(at.lines, at.index, indent, ctx);
  let parsed = parseLine(before, 0, ctx);
  const last = before[before.length - 1];
  const typedNothing = before.length === 0;
  const rollAfterColon =
    last?.kind === "colon" && parsed.result.kind === "step" && parsed.result.node.kind === "roll"
      ? parsed.result.node.sides
      : undefined;
  if (last?.kind === "colon" && parsed.result.kind !== "error") {
    // After a heading's or a condition's colon: a statement may follow on the same line.
    if (parsed.result.kind === "heading")
      enclosing = { root: false, category: parsed.result.category };
    else if (enclosing.root) enclosing = { root: false, category: "immediate" };
    before.length = 0;
    parsed = parseLine([], 0, ctx);
  }
  const { cursor: cur } = parsed;
  if (cur.farthest !== before.length) return [];
  // Right under a roll (or after its colon) every line is an outcome, never a statement.
  const outcomesOf =
    rollAfterColon ?? (typedNothing && !enclosing.root ? enclosing.roll : undefined);
  const category = enclosing.root ? "immediate" : enclosing.category;
  const items: CompletionItem[] = [];
  const add = (
    label: string,
    kind: CompletionKind,
    entryId: string | undefined,
    detail?: string,
    replaced: Range = range,
  ) => {
    if (!label.toLowerCase().startsWith(prefix) || items.some((i) => i.label === label)) return;
    const entry = entryId ? referenceEntry(entryId) : undefined;
    items.push({
      label,
      kind,
      detail: detail ?? entry?.title ?? "",
      documentation: entry ? referenceMarkdown(entry) : "",
      insertText: label,
      range: replaced,
    });
  };
  const addHeadings = (replaced: Range) => {
    // The set's own headings first (its words), then the built-in ones; a category the set
    // says it does not have is not offered.
    const disabled = new Set(
      (ctx.headings ?? []).filter((h) => !h.enabled).map((h) => h.category as StepCategory),
    );
    for (const heading of setHeadings(ctx)) {
      if (disabled.has(heading.category)) continue;
      const builtIn = HEADINGS.find((h) => h.category === heading.category);
      const detail = `this set's heading for ${builtIn?.words.join(" ") ?? heading.category}:`;
      add(`${heading.words.join(" ")}:`, "heading", heading.construct, detail, replaced);
    }
    for (const heading of HEADINGS) {
      if (disabled.has(heading.category)) continue;
      add(`${heading.words.join(" ")}:`, "heading", heading.construct, undefined, replaced);
    }
    add("story requires", "heading", "story-requires", undefined, replaced);
    for (const trigger of TRIGGER_HEADINGS)
      add(trigger.label, "heading", trigger.construct, undefined, replaced);
    // A trigger after the set's own heading for visible or persistent effects (`ongoing, …`).
    for (const heading of setHeadings(ctx)) {
      if (disabled.has(heading.category)) continue;
      if (heading.category !== "continuous" && heading.category !== "persistent") continue;
      const label = `${heading.words.join(" ")}, ${TRIGGER_HEADINGS[0]!.label}`;
      const detail = `a trigger while this set's '${heading.words.join(" ")}' applies`;
      add(label, "heading", "trigger-turn", detail, replaced);
    }
  };

  // A line that starts a statement (nothing typed before the word, not after a colon).
  const atStart = before.length === 0 && cur.farthest === 0;
  const setHeadingWords = new Set(setHeadings(ctx).map((h) => h.words[0]));
  const lineStart = atStart && last?.kind !== "colon";
  // At the left edge the headings come first: that is where an ability starts.
  if (atStart && enclosing.root) addHeadings(range);
  const previous = before[before.length - 1]?.lower;
  const afterSubject = cur.expected.includes("draws");
  if (outcomesOf !== undefined) {
    for (const outcome of outcomeLabels(outcomesOf))
      add(outcome, "keyword", "roll", "an outcome of the roll");
  }
  (outcomesOf === undefined ? cur.expected : []).forEach((what, i) => {
    const construct = cur.expectedIn[i] ?? "statement";
    if (what === EXPECT_ICON) {
      for (const icon of ctx.icons) add(icon, "icon", undefined, "icon of this set");
    } else if (what === EXPECT_FAMILY) {
      for (const family of ctx.families) add(family, "family", undefined, "family of this set");
    } else if (what === EXPECT_CARD_TYPE) {
      const allowed = cardTypesFor(construct);
      for (const type of ctx.cardTypes) {
        if (allowed && !allowed.includes(type)) continue;
        const words = previous === "no" ? CARD_TYPE_WORDS[type].many : CARD_TYPE_WORDS[type].one;
        add(words, "card-type", undefined, "card type");
      }
    } else if (what.startsWith(`${EXPECT_CARD_TYPE}+`)) {
      const sofar = what.slice(EXPECT_CARD_TYPE.length + 1).split(" ");
      const allowed = cardTypesFor(construct);
      for (const type of ctx.cardTypes) {
        if (allowed && !allowed.includes(type)) continue;
        for (const form of [CARD_TYPE_WORDS[type].one, CARD_TYPE_WORDS[type].many]) {
          const words = form.split(" ");
          const next = words[sofar.length];
          if (next && sofar.every((w, k) => words[k] === w))
            add(next, "card-type", undefined, "card type");
        }
      }
    } else if (/^[a-z]/.test(what)) {
      if (atStart && (HEADING_WORDS.has(what) || setHeadingWords.has(what))) return;
      if (atStart && category && !categoriesOf(what).includes(category)) return;
      // After another player as subject, only what they can do is offered.
      if (
        afterSubject &&
        !(previous === "may" ? MAY_CONTINUATIONS : SUBJECT_CONTINUATIONS).has(what)
      )
        return;
      const verb = verbOf(what);
      const statementEntry =
        STATEMENT_ENTRY[what] ?? (verb === undefined ? undefined : VERBS[verb]?.construct);
      const entryId = atStart || !referenceEntry(construct) ? statementEntry : construct;
      add(what, "keyword", entryId);
    }
  });
  // Inside a block, what continues it comes first; a new heading may follow, moved back to the
  // left edge (it replaces the indentation typed so far).
  if (lineStart && !enclosing.root && indent > 0) {
    addHeadings({ start: positionAt(line.line, line.start, line.start), end: range.end });
  }
  return items;
}
