/**
 * docs/effect-language.md carries a generated reference between two markers; this test keeps
 * it in step with the code. Run `VELLUM_UPDATE_DOCS=1 npx vitest run lib/dsl/docs.test.ts` to
 * rewrite that part after changing the reference table, the codes or the messages. The file is
 * compared as Prettier formats it, so `npm run format` keeps it passing.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { format, resolveConfig } from "prettier";
import { describe, expect, it } from "vitest";
import { compileEffect } from "./compile";
import { renderReferenceMarkdown, tableExample } from "./reference-markdown";
import { REFERENCE, SAMPLE_CONTEXT } from "./reference";
import { DIAGNOSTIC_CODES } from "./codes";
import {
  diagnosticAnchor,
  headingAnchor,
  referenceAnchor,
  SET_WORDS_ANCHOR,
} from "./reference-anchors";

const DOCS = fileURLToPath(new URL("../../docs/effect-language.md", import.meta.url));
const BEGIN = "<!-- BEGIN GENERATED REFERENCE (lib/dsl/reference-markdown.ts) -->";
const END = "<!-- END GENERATED REFERENCE -->";

describe("docs/effect-language.md", () => {
  const text = readFileSync(DOCS, "utf8");
  const start = text.indexOf(BEGIN);
  const end = text.indexOf(END);

  it("holds the generated reference, up to date", async () => {
    expect(start).toBeGreaterThan(0);
    expect(end).toBeGreaterThan(start);
    const generated = `${text.slice(0, start + BEGIN.length)}\n${renderReferenceMarkdown()}${text.slice(end)}`;
    const options = { ...(await resolveConfig(DOCS)), parser: "markdown" };
    const expected = await format(generated, options);
    if (process.env.VELLUM_UPDATE_DOCS === "1") {
      writeFileSync(DOCS, expected);
      return;
    }
    expect(text).toBe(expected);
  });

  it("has examples in its handwritten parts that compile", () => {
    const handwritten = text.slice(0, start) + text.slice(end);
    const blocks = [...handwritten.matchAll(/```vellum\n([\s\S]*?)```/g)].map((m) => m[1] ?? "");
    expect(blocks.length).toBeGreaterThan(3);
    for (const block of blocks)
      expect(compileEffect(block, SAMPLE_CONTEXT).diagnostics, block).toEqual([]);
  });

  it("has one-line R10 table examples that compile when copied on their own", () => {
    const r10 = REFERENCE.filter((e) => e.r10);
    expect(r10.length).toBeGreaterThan(20);
    for (const entry of r10) {
      const example = tableExample(entry.example);
      expect(example).not.toContain("\n");
      expect(compileEffect(example, SAMPLE_CONTEXT).diagnostics, example).toEqual([]);
    }
  });

  it("has a heading, with its own anchor, for every construct and code hover links to", () => {
    const headings = [...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) => headingAnchor(m[1] ?? ""));
    expect(new Set(headings).size).toBe(headings.length);
    const wanted = [
      SET_WORDS_ANCHOR,
      ...REFERENCE.map((e) => referenceAnchor(e.id)),
      ...DIAGNOSTIC_CODES.map((c) => diagnosticAnchor(c.code)),
    ];
    for (const anchor of wanted) expect(headings).toContain(anchor);
    expect(referenceAnchor("on-play")).toBe("on-play-immediate-effect");
    expect(diagnosticAnchor("dsl/unknown-icon")).toBe("dsl-unknown-icon-error");
    expect(headingAnchor("`dsl/unknown-word` (error)")).toBe("dsl-unknown-word-error");
  });
});
