/**
 * Golden texts: every operation, trigger and construct fixture of the effect language, and the
 * plural forms (1, 2, 5, 22), written in each shipped language. The files in golden/ were read
 * as a native reader reads a printed card; a change of wording shows up as a diff to read again.
 * `VELLUM_UPDATE_GOLDEN=1 npx vitest run lib/text/golden.test.ts` rewrites them.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CONSTRUCT_FIXTURES, OPERATION_FIXTURES, TRIGGER_FIXTURES } from "../dsl/fixtures";
import { catalogLanguages, generateRulesText } from ".";
import { textTestSet } from "./test-set.test-support";

/** Amounts in every plural form (Polish: one, few, many, and 22 = few again). */
const PLURALS = [1, 2, 5, 22].flatMap((n) => [
  `on play:\n  draw ${n} cards`,
  `on play:\n  each other player discards ${n} cards`,
  `while visible:\n  draw limit -${n}`,
  `on play:\n  gain ${n} free plays`,
  `on play:\n  look at the top ${n} cards of the draw pile and put them back in any order`,
  `on play:\n  if at least ${n} characters are dead: draw 1 card`,
  `on play:\n  if your family has at least ${n} living characters: pass ${n} cards to the left`,
]);

/** Wordings a native reader checked besides the fixtures: two characters chosen alike, a
 * condition right after a trigger's event, a nested condition followed by another step. */
const WORDINGS = [
  "on play:\n  swap the top modifiers of another living character and another living character",
  "on play:\n  swap the stacks of one of your characters and one of your characters",
  "on play:\n  swap the stacks of any dead character and any dead character",
  "at the start of your turn:\n  if this character has raven: draw 1 card\n  discard 1 card",
  "whenever a character dies:\n  if this character has self-worth at most -20: draw 1 card",
  "while persistent, at the end of your turn:\n  if your family has raven showing: draw 1 card",
  "on play:\n  if this character has the highest self-worth: draw 1 card",
  "on play:\n  move the top modifier from any living character with self-worth at least 2 to this character",
];

const SOURCES: readonly string[] = [
  ...new Set([
    ...[...OPERATION_FIXTURES, ...TRIGGER_FIXTURES, ...CONSTRUCT_FIXTURES]
      .filter((f) => f.ir !== undefined && f.ir.abilities.length > 0)
      .map((f) => f.source),
    ...PLURALS,
    ...WORDINGS,
  ]),
];

function golden(language: string): string {
  const set = textTestSet();
  const blocks = SOURCES.map((source) => {
    const out = generateRulesText(source, set, language);
    const problems = out.problems.map((p) => p.code).join(", ");
    return `effect: ${source.replaceAll("\n", " ⏎ ")}\n${out.text.replaceAll("\n", "\n")}${problems ? `\n!! ${problems}` : ""}`;
  });
  return `${blocks.join("\n\n")}\n`;
}

describe("golden rules texts", () => {
  for (const language of catalogLanguages()) {
    it(`'${language}' matches golden/${language}.txt`, () => {
      const path = `lib/text/golden/${language}.txt`;
      const text = golden(language);
      if (process.env.VELLUM_UPDATE_GOLDEN === "1") writeFileSync(path, text);
      // A new catalog's golden file is written on request, then read before it is checked in.
      expect(existsSync(path), `run VELLUM_UPDATE_GOLDEN=1 and read ${path}`).toBe(true);
      expect(text).toBe(readFileSync(path, "utf8"));
    });
  }
});
