/**
 * Every construct of the effect IR has its phrases in every shipped catalog: the IR schema's
 * kinds are all present in the DSL's fixtures, and writing every fixture in every language needs
 * no phrase a catalog lacks and uses every phrase id of the registry.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { VALID_FIXTURES } from "../dsl/fixtures";
import { SAMPLE_CONTEXT, compileEffect } from "../dsl";
import type { EffectIR } from "../dsl";
import { CATALOGS } from "./catalogs";
import { Writer } from "./generate";
import { phraseIds } from "./phrases";

/** `type`, `kind` and `category` values of a JSON value, as `key=value`. */
function kindsOf(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) kindsOf(v, out);
  else if (value !== null && typeof value === "object")
    for (const [k, v] of Object.entries(value)) {
      if ((k === "type" || k === "kind" || k === "category") && typeof v === "string")
        out.add(`${k}=${v}`);
      kindsOf(v, out);
    }
  return out;
}

/** The same, from the schema's `const` and `enum` of those properties. */
function schemaKinds(node: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const n of node) schemaKinds(n, out);
  else if (node !== null && typeof node === "object") {
    const props = (node as { properties?: Record<string, { const?: string; enum?: string[] }> })
      .properties;
    for (const k of ["type", "kind", "category"]) {
      const p = props?.[k];
      if (p?.const !== undefined) out.add(`${k}=${p.const}`);
      for (const e of p?.enum ?? []) out.add(`${k}=${e}`);
    }
    for (const v of Object.values(node)) schemaKinds(v, out);
  }
  return out;
}

/**
 * What the fixtures do not combine: a test only a choice uses there, used as a condition; a swap
 * of two characters chosen alike (`char.choose-two`).
 */
const EXTRA: EffectIR[] = [
  {
    version: 1,
    abilities: [
      {
        category: "response",
        steps: [
          {
            type: "if",
            condition: {
              kind: "character",
              subject: { kind: "this" },
              test: { kind: "highest-self-worth" },
            },
            then: [{ type: "cancel", cardType: "event" }],
          },
        ],
      },
    ],
  },
];
EXTRA.push(
  compileEffect(
    "on play:\n  swap the stacks of another living character and another living character",
    SAMPLE_CONTEXT,
  ).ir!,
);
const irs: EffectIR[] = [...VALID_FIXTURES.map((f) => f.ir!), ...EXTRA];
const ICON_TOKEN = /\{(raven|rose|tide|lantern|key)\}/g;

describe("catalog coverage of the effect IR", () => {
  it("the DSL fixtures hold every kind of the IR schema (so writing them all covers the IR)", () => {
    const schema = schemaKinds(
      JSON.parse(readFileSync("schemas/effect-ir.schema.json", "utf8")) as unknown,
    );
    expect(schema.size).toBeGreaterThan(60);
    const seen = kindsOf(irs);
    expect([...schema].filter((k) => !seen.has(k))).toEqual([]);
  });

  for (const [language, catalog] of Object.entries(CATALOGS)) {
    it(`'${language}' writes every fixture with its own phrases, and every phrase id is used`, () => {
      const writer = new Writer(catalog);
      // A set's own heading (rules.effectCategories) for responses.
      const own = new Writer(catalog, {
        heading: (c) => (c === "response" ? "interrupt" : undefined),
      });
      // French sets a space before the colon (the renderer makes it non-breaking).
      expect(own.effect(EXTRA[0]!)).toMatch(/^Interrupt ?: /);
      const used = new Set<string>(own.used);
      for (const ir of irs) {
        const text = writer.effect(ir);
        expect([...writer.missing], text).toEqual([]);
        // Nothing but icon tokens is left in braces; no empty sentence.
        expect(text.replace(ICON_TOKEN, ""), text).not.toMatch(/[{}]/);
        expect(text).not.toMatch(/(^|\n)\s*\.|\.\./);
        for (const id of writer.used) used.add(id);
      }
      expect(phraseIds().filter((id) => !used.has(id))).toEqual([]);
    });
  }
});
