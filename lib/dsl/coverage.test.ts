/**
 * Coverage of the spec by the fixtures and the reference: every R10 item compiles in a
 * fixture, every diagnostic code has a fixture and a working example, every reference example
 * compiles, and the parser's keywords and constructs are all documented.
 */
import { describe, expect, it } from "vitest";
import { DIAGNOSTIC_CODES } from "./codes";
import { compileEffect } from "./compile";
import {
  ALL_FIXTURES,
  DIAGNOSTIC_FIXTURES,
  R10_ITEMS,
  TEST_CONTEXT,
  VALID_FIXTURES,
} from "./fixtures";
import { KEYWORDS } from "./keywords";
import { lex } from "./lexer";
import { parseLine } from "./parse-line";
import { irToText } from "./ir-to-text";
import { REFERENCE, referenceEntry } from "./reference";

describe("R10 coverage", () => {
  for (const item of R10_ITEMS) {
    it(`R10 ${item}: a fixture compiles it`, () => {
      const covering = VALID_FIXTURES.filter((f) => f.r10?.includes(item));
      expect(covering.length).toBeGreaterThan(0);
      for (const f of covering) expect(compileEffect(f.source, TEST_CONTEXT).ir).toBeDefined();
    });
  }

  it("fixtures name only R10 items of the list", () => {
    const known = new Set<string>(R10_ITEMS);
    for (const f of ALL_FIXTURES)
      for (const item of f.r10 ?? []) expect(known.has(item), item).toBe(true);
  });
});

describe("diagnostic codes", () => {
  const documented = new Set(DIAGNOSTIC_CODES.map((c) => c.code));

  for (const info of DIAGNOSTIC_CODES) {
    if (info.code === "dsl/internal-error") continue;
    it(`${info.code} has a fixture and its documented example reports it`, () => {
      expect(
        DIAGNOSTIC_FIXTURES.some((f) => f.diagnostics?.some((d) => d.code === info.code)),
      ).toBe(true);
      const { diagnostics } = compileEffect(info.example ?? "", TEST_CONTEXT, {
        cardType: info.cardType,
      });
      const found = diagnostics.find((d) => d.code === info.code);
      expect(found?.severity).toBe(info.severity);
    });
  }

  it("every code a fixture expects is documented", () => {
    for (const f of ALL_FIXTURES)
      for (const d of f.diagnostics ?? []) expect(documented.has(d.code), d.code).toBe(true);
  });
});

describe("reference table", () => {
  for (const entry of REFERENCE) {
    it(`${entry.id}: its example compiles and round-trips`, () => {
      const { ir, diagnostics } = compileEffect(entry.example, TEST_CONTEXT);
      expect(diagnostics).toEqual([]);
      expect(ir && compileEffect(irToText(ir), TEST_CONTEXT).ir).toEqual(ir);
    });
  }

  it("ids are unique", () => {
    expect(new Set(REFERENCE.map((e) => e.id)).size).toBe(REFERENCE.length);
  });

  it("every keyword and construct the parser tags in the fixtures is listed", () => {
    const keywords = new Set(KEYWORDS);
    const sources = [...ALL_FIXTURES.map((f) => f.source), ...REFERENCE.map((e) => e.example)];
    for (const source of sources) {
      for (const line of lex(source)) {
        const tokens = line.tokens.filter((t) => t.kind !== "bad");
        if (tokens.length === 0) continue;
        for (const [token, role] of parseLine(tokens, 0).cursor.roles) {
          if (role.kind === "keyword") expect(keywords.has(token.lower), token.lower).toBe(true);
          if (role.construct !== "statement")
            expect(referenceEntry(role.construct), role.construct).toBeDefined();
        }
      }
    }
  });
});
