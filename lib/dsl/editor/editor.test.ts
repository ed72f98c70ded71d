import { describe, expect, it } from "vitest";
import { compileEffect } from "../compile";
import { TEST_CONTEXT } from "../fixtures";
import { KEYWORDS } from "../keywords";
import { languageConfiguration, monarchLanguage, TOKEN_CLASS } from "../monaco-language";
import { referenceEntry, referenceMarkdown } from "../reference";
import { referenceAnchor } from "../reference-anchors";
import { completionsAt, hoverAt, tokenize } from "./index";

const labels = (source: string, offset = source.length) =>
  completionsAt(source, offset, TEST_CONTEXT).map((item) => item.label);

describe("tokenize", () => {
  it("colours by role: keywords, numbers, names, symbols, comments, unknown words", () => {
    const tokens = tokenize(
      "on play:\n  if this character has raven and ravn: draw 2 cards # note\n  cancel an untimely death @",
      TEST_CONTEXT,
    );
    expect(tokens.map((t) => `${t.text}:${t.kind}`)).toEqual([
      "on:keyword",
      "play:keyword",
      "::operator",
      "if:keyword",
      "this:keyword",
      "character:keyword",
      "has:keyword",
      "raven:icon",
      "and:keyword",
      "ravn:unknown",
      "::operator",
      "draw:keyword",
      "2:number",
      "cards:keyword",
      "# note:comment",
      "cancel:keyword",
      "an:keyword",
      "untimely:card-type",
      "death:card-type",
      "@:unknown",
    ]);
    expect(tokens[7]?.range).toEqual({
      start: { line: 2, column: 25, offset: 33 },
      end: { line: 2, column: 30, offset: 38 },
    });
  });

  it("colours families where a family goes, and words after an error by what they are", () => {
    const kinds = (text: string) => tokenize(text, TEST_CONTEXT).map((t) => t.kind);
    expect(kinds("if this character is in ashgrove: draw 1")).toEqual([
      "keyword",
      "keyword",
      "keyword",
      "keyword",
      "keyword",
      "family",
      "operator",
      "keyword",
      "number",
    ]);
    expect(kinds("drwa raven blackwood events 3 xyz")).toEqual([
      "unknown",
      "icon",
      "family",
      "card-type",
      "number",
      "unknown",
    ]);
  });

  it("tokenizes an empty text to nothing", () => {
    expect(tokenize("", TEST_CONTEXT)).toEqual([]);
  });
});

describe("completionsAt", () => {
  it("offers headings and statements at the start of an effect", () => {
    const all = labels("");
    expect(all.slice(0, 8)).toEqual([
      "on play:",
      "while visible:",
      "while persistent:",
      "response:",
      "on draw:",
      "on claim:",
      "while held:",
      "story requires",
    ]);
    expect(all).toContain("draw");
    expect(all).toContain("if");
  });

  it("offers only statements that fit the enclosing heading", () => {
    expect(labels("while visible:\n  ").slice(0, 4)).toEqual(["if", "draw", "no", "allow"]);
    expect(labels("response:\n  ")).toContain("cancel");
    expect(labels("on play:\n  ")).not.toContain("cancel");
    // 'allow …' lasts (R5.2), so it is offered under lasting headings only.
    expect(labels("while held:\n  ")).toContain("allow");
    expect(labels("on play:\n  ")).not.toContain("allow");
    expect(labels("on draw: ")).toContain("play");
  });

  it("offers `roll` where a one-shot statement starts, with its reference entry", () => {
    expect(labels("on play:\n  ")).toContain("roll");
    expect(labels("on play: ")).toContain("roll");
    expect(labels("on play:\n  ro")).toEqual(["roll"]);
    expect(labels("while visible:\n  ")).not.toContain("roll");
    const roll = completionsAt("on play:\n  ro", 13, TEST_CONTEXT)[0];
    expect(roll?.detail).toBe(referenceEntry("roll")?.title);
  });

  it("offers outcomes, not statements, right under a roll, and statements again inside one", () => {
    const outcomes = ["1:", "2:", "3:", "4:", "5:", "6:", "on a 6:", "otherwise:"];
    const under = labels("on play:\n  roll a die:\n    ");
    expect(under.slice(0, outcomes.length)).toEqual(outcomes);
    expect(under).not.toContain("draw");
    expect(under).not.toContain("if");
    // After the roll's colon on its line, the die's own faces; a big die in halves.
    expect(labels("on play:\n  roll a d8: ")).toEqual([
      ...["1:", "2:", "3:", "4:", "5:", "6:", "7:", "8:"],
      "on a 8:",
      "otherwise:",
    ]);
    expect(labels("on play:\n  roll a d20:\n    ").slice(0, 4)).toEqual([
      "1-10:",
      "11-20:",
      "on a 20:",
      "otherwise:",
    ]);
    expect(labels("on play:\n  roll a die:\n    1-2: draw 1\n    o").slice(0, 2)).toEqual([
      "on a 6:",
      "otherwise:",
    ]);
    for (const inside of [
      "on play:\n  roll a die:\n    1-2: ",
      "on play:\n  roll a die:\n    1-2:\n      ",
    ]) {
      const statements = labels(inside);
      expect(statements).toContain("draw");
      expect(statements).toContain("if");
      expect(statements).not.toContain("otherwise:");
    }
    // Each offered outcome compiles there (a lone face leaves the others uncovered: a warning).
    for (const outcome of outcomes) {
      const source = `on play:\n  roll a die:\n    ${outcome} draw 1 card`;
      const { diagnostics } = compileEffect(source, TEST_CONTEXT);
      expect(diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    }
  });

  it("offers the headings on an empty line: first at the left edge, after the block's statements inside one", () => {
    const items = (source: string) => completionsAt(source, source.length, TEST_CONTEXT);
    expect(labels("on play:\n  draw 1\n").slice(0, 8)).toEqual([
      "on play:",
      "while visible:",
      "while persistent:",
      "response:",
      "on draw:",
      "on claim:",
      "while held:",
      "story requires",
    ]);
    const inside = items("on play:\n  draw 1\n  ");
    const kinds = inside.map((i) => i.kind);
    expect(kinds.indexOf("heading")).toBeGreaterThan(0);
    expect(kinds.slice(kinds.indexOf("heading")).every((k) => k === "heading")).toBe(true);
    // A heading goes back to the left edge: it replaces the indentation typed so far.
    expect(inside.find((i) => i.label === "while visible:")?.range).toEqual({
      start: { line: 3, column: 1, offset: 18 },
      end: { line: 3, column: 3, offset: 20 },
    });
    expect(items("on play:\n  draw 1\n  wh").map((i) => [i.label, i.range.start.column])).toEqual([
      ["while visible:", 1],
      ["while persistent:", 1],
      ["while held:", 1],
      ["whenever a modifier is played on this character:", 1],
      ["whenever a card is played on one of your characters:", 1],
      ["whenever you play an event:", 1],
      ["whenever an opponent plays an event:", 1],
      ["whenever you play a modifier:", 1],
      ["whenever a character dies:", 1],
      ["whenever this character dies:", 1],
      ["whenever a story is claimed:", 1],
    ]);
    // Not after a condition's colon on the same line, nor in the middle of a statement.
    expect(labels("on play:\n  if this character has raven: ")).not.toContain("on play:");
    expect(labels("on play:\n  draw ")).not.toContain("on play:");
  });

  it("completes the word being typed", () => {
    const items = completionsAt("on play:\n  dr", 13, TEST_CONTEXT);
    expect(items.map((i) => i.label)).toEqual(["draw"]);
    expect(items[0]).toMatchObject({
      kind: "keyword",
      insertText: "draw",
      detail: "draw",
      range: { start: { line: 2, column: 3, offset: 11 }, end: { line: 2, column: 5, offset: 13 } },
    });
    expect(items[0]?.documentation).toBe(
      referenceMarkdown(
        referenceEntry("draw") ?? {
          id: "",
          group: "operation",
          title: "",
          syntax: "",
          example: "",
          summary: "",
        },
      ),
    );
    expect(labels("wh")).toEqual([
      "while visible:",
      "while persistent:",
      "while held:",
      "whenever a modifier is played on this character:",
      "whenever a card is played on one of your characters:",
      "whenever you play an event:",
      "whenever an opponent plays an event:",
      "whenever you play a modifier:",
      "whenever a character dies:",
      "whenever this character dies:",
      "whenever a story is claimed:",
    ]);
  });

  it("offers the set's icons, families and card types where they go", () => {
    expect(labels("on play:\n  if this character has ")).toEqual([
      "negative",
      "self-worth",
      "the",
      "highest",
      "raven",
      "rose",
      "tide",
      "lantern",
      "key",
    ]);
    expect(labels("on play:\n  if this character has r")).toEqual(["raven", "rose"]);
    expect(labels("on play: if this character is in the ")).toEqual(["ashgrove", "blackwood"]);
    expect(labels("response: cancel an ")).toContain("untimely death");
    expect(labels("response: cancel an untimely ")).toEqual(["death", "deaths", "as"]);
    expect(labels("while visible:\n  no ")).toContain("modifiers");
  });

  it("offers only the card types the statement may name", () => {
    expect(labels("response: cancel a ")).toEqual(["modifier", "event", "untimely death"]);
    expect(labels("while visible:\n  no ")).toEqual(["modifiers", "events", "untimely deaths"]);
    expect(labels("on play:\n  gain 1 free play for a ")).toEqual([
      "modifier",
      "event",
      "untimely death",
      "story",
    ]);
  });

  it("offers what continues a statement", () => {
    expect(labels("on play:\n  draw 2 ")).toEqual(["cards", "card", "for"]);
    expect(labels("on play:\n  each other player ")).toEqual([
      "may",
      "draws",
      "discards",
      "skips",
      "gains",
      "passes",
      "gives",
    ]);
    expect(labels("on play:\n  each other player may ")).toEqual([
      "draw",
      "discard",
      "skip",
      "gain",
      "pass",
      "give",
    ]);
    expect(labels("on play: move the top modifier from this character to ")).toEqual([
      "this",
      "that",
      "any",
      "another",
      "one",
      "a",
      "an",
    ]);
  });

  it("offers nothing inside a comment or after a broken prefix", () => {
    expect(labels("on play: draw 2 # comm")).toEqual([]);
    expect(labels("on play:\n  drwa 2 ")).toEqual([]);
  });

  it("clamps offsets outside the text", () => {
    expect(completionsAt("wh", 99, TEST_CONTEXT).map((i) => i.label)).toHaveLength(11);
    expect(completionsAt("wh", -5, TEST_CONTEXT).length).toBeGreaterThan(11);
  });
});

describe("hoverAt", () => {
  const source = "on play:\n  if this character has raven: each other player discards 1 card";
  const hover = (word: string) => hoverAt(source, source.indexOf(word), TEST_CONTEXT);

  it("shows the reference entry of the construct under the cursor", () => {
    const entry = referenceEntry("discard");
    expect(entry).toBeDefined();
    expect(hover("discards")?.markdown).toBe(entry && referenceMarkdown(entry));
    expect(hover("each")?.markdown).toMatch(/^\*\*each other player\*\*/);
    expect(hover("play")?.markdown).toMatch(/^\*\*on play — immediate effect\*\*/);
    expect(hover("if")?.markdown).toMatch(/^\*\*if — a requirement\*\*/);
    expect(hover("play")?.anchor).toBe("on-play-immediate-effect");
    expect(hover("discards")?.anchor).toBe(referenceAnchor("discard"));
    expect(hover("raven")?.anchor).toBe("the-basics");
    expect(hover("this")?.range).toEqual({
      start: { line: 2, column: 6, offset: 14 },
      end: { line: 2, column: 10, offset: 18 },
    });
  });

  it("says what a set name is", () => {
    expect(hover("raven")?.markdown).toBe("**raven** — a story icon of this set");
    const typo = "story requires ravn";
    expect(hoverAt(typo, 16, TEST_CONTEXT)?.markdown).toBe(
      "**ravn** — not a story icon of this set; did you mean **raven**?",
    );
    expect(hoverAt("response: cancel an event", 21, TEST_CONTEXT)?.markdown).toBe(
      "**event** — a card type",
    );
  });

  it("has nothing for spaces, comments and words past an error", () => {
    expect(hoverAt(source, 8, TEST_CONTEXT)).toBeUndefined();
    expect(hoverAt("draw 1 # note", 9, TEST_CONTEXT)).toBeUndefined();
    expect(hoverAt("drwa 1", 1, TEST_CONTEXT)).toBeUndefined();
  });
});

describe("markers", () => {
  it("are the compiler's diagnostics", () => {
    const { diagnostics } = compileEffect("on play:\n  drwa 1", TEST_CONTEXT);
    expect(diagnostics.map((d) => d.code)).toEqual(["dsl/unknown-word"]);
  });
});

describe("Monarch definition", () => {
  const language = monarchLanguage(TEST_CONTEXT);

  it("lists the keywords and the set's words", () => {
    expect(language.keywords).toEqual(expect.arrayContaining([...KEYWORDS]));
    expect(language.icons).toEqual(expect.arrayContaining([...TEST_CONTEXT.icons, "ravens"]));
    expect(language.families).toEqual(TEST_CONTEXT.families);
    expect(language.cardTypes).toEqual(
      expect.arrayContaining(["untimely", "death", "deaths", "events"]),
    );
  });

  it("has rules whose patterns match what the lexer reads", () => {
    const rule = (text: string) =>
      language.tokenizer.root.find(([pattern]) => pattern.exec(text)?.index === 0)?.[1];
    expect(rule("# a note")).toBe(TOKEN_CLASS.comment);
    expect(rule("12")).toBe(TOKEN_CLASS.number);
    expect(rule("opponent's")).toEqual(expect.objectContaining({ cases: expect.any(Object) }));
    expect(rule(":")).toBe(TOKEN_CLASS.operator);
    expect(rule("@")).toBe(TOKEN_CLASS.unknown);
  });

  it("tries the set's words before the keywords, so card types and icons colour alike", () => {
    const word = language.tokenizer.root.find(([, action]) => typeof action === "object")?.[1];
    const order = typeof word === "object" ? Object.keys(word.cases) : [];
    expect(order).toEqual(["@icons", "@families", "@cardTypes", "@keywords", "@default"]);
    expect(language.cardTypes).toEqual(expect.arrayContaining(["modifier", "event"]));
  });

  it("indents after a line ending with a colon", () => {
    const { indentationRules } = languageConfiguration();
    expect(indentationRules.increaseIndentPattern.test("on play:")).toBe(true);
    expect(indentationRules.increaseIndentPattern.test("if this character has raven:  # why")).toBe(
      true,
    );
    expect(indentationRules.increaseIndentPattern.test("draw 1 card")).toBe(false);
  });

  it("indents the line after a heading or a condition when Enter is pressed", () => {
    const { onEnterRules } = languageConfiguration();
    const indents = (before: string) =>
      onEnterRules.some((rule) => rule.action === "indent" && rule.beforeText.test(before));
    expect(indents("on play:")).toBe(true);
    expect(indents("while visible:   ")).toBe(true);
    expect(indents("  if this character has raven: # only then")).toBe(true);
    expect(indents("  draw 1 card")).toBe(false);
    expect(indents("on play: draw 1 card")).toBe(false);
    expect(indents("")).toBe(false);
  });
});
