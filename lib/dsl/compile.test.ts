import { describe, expect, it } from "vitest";
import { compileEffect } from "./compile";
import { ALL_FIXTURES, TEST_CONTEXT, VALID_FIXTURES } from "./fixtures";
import { irToText } from "./ir-to-text";
import { at, rangeProblem, validateIR } from "./checks.test-support";

describe("compileEffect fixtures", () => {
  for (const fixture of ALL_FIXTURES) {
    it(fixture.description, () => {
      const result = compileEffect(fixture.source, TEST_CONTEXT, { cardType: fixture.cardType });
      if (fixture.diagnostics) {
        expect(
          result.diagnostics.map((d) => ({
            code: d.code,
            message: d.message,
            at: at(d.range),
            severity: d.severity,
          })),
        ).toEqual(fixture.diagnostics.map((d) => ({ ...d, severity: d.severity ?? "error" })));
      } else {
        expect(result.diagnostics).toEqual([]);
      }
      for (const d of result.diagnostics) {
        expect(rangeProblem(fixture.source, d)).toBeUndefined();
        expect(d.source).toBe("effect");
      }
      expect(result.ir).toEqual(fixture.ir);
    });
  }
});

describe("IR schema", () => {
  for (const fixture of VALID_FIXTURES) {
    it(`validates: ${fixture.description}`, () => {
      const { ir } = compileEffect(fixture.source, TEST_CONTEXT, { cardType: fixture.cardType });
      const valid = validateIR(ir);
      expect(validateIR.errors ?? []).toEqual([]);
      expect(valid).toBe(true);
    });
  }

  it("describes every property", () => {
    const missing: string[] = [];
    const walk = (node: unknown, path: string): void => {
      if (Array.isArray(node)) node.forEach((child, i) => walk(child, `${path}/${i}`));
      else if (node && typeof node === "object") {
        const properties = (node as { properties?: Record<string, { description?: string }> })
          .properties;
        for (const [name, property] of Object.entries(properties ?? {})) {
          if (!property.description) missing.push(`${path}/${name}`);
        }
        for (const [key, child] of Object.entries(node)) walk(child, `${path}/${key}`);
      }
    };
    walk(validateIR.schema, "");
    expect(missing).toEqual([]);
  });

  it("rejects an IR with an unknown operation or a code string", () => {
    expect(
      validateIR({
        version: 1,
        abilities: [{ category: "immediate", steps: [{ type: "eval", code: "x" }] }],
      }),
    ).toBe(false);
    expect(validateIR({ version: 2, abilities: [] })).toBe(false);
  });
});

describe("round trip: compile(print(ir)).ir equals ir", () => {
  for (const fixture of VALID_FIXTURES) {
    it(fixture.description, () => {
      const { ir } = compileEffect(fixture.source, TEST_CONTEXT);
      expect(ir).toBeDefined();
      if (!ir) return;
      const printed = irToText(ir);
      const again = compileEffect(printed, TEST_CONTEXT);
      // A roll leaving results uncovered is warned about again: the IR keeps that meaning.
      expect(again.diagnostics.filter((d) => d.code !== "dsl/roll-uncovered")).toEqual([]);
      expect(again.ir).toEqual(ir);
      // The text is canonical: the re-compiled IR turns back into the same text.
      expect(irToText(again.ir ?? ir)).toBe(printed);
    });
  }
});

describe("compileEffect options and invariants", () => {
  it("names the diagnostics' source", () => {
    const { diagnostics } = compileEffect("drwa 1", TEST_CONTEXT, { source: "card:ada/effect" });
    expect(diagnostics.map((d) => d.source)).toEqual(["card:ada/effect"]);
  });

  it("turns the design sketch's IR into its canonical text", () => {
    const { ir } = compileEffect(
      "on play:\n  draw 2\n  if this character has raven and rose: each other player discards 1\nwhile visible:\n  draw limit +1\n  no modifiers on this character\nresponse: cancel an event\non draw: play at once\nstory requires raven, rose, tide",
      TEST_CONTEXT,
    );
    expect(ir && irToText(ir)).toBe(
      [
        "on play:",
        "  draw 2 cards",
        "  if this character has raven and rose:",
        "    each other player discards 1 card",
        "while visible:",
        "  draw limit +1",
        "  no modifiers on this character",
        "response:",
        "  cancel an event",
        "on draw:",
        "  play at once",
        "story requires raven, rose, tide",
      ].join("\n"),
    );
  });

  it("turns an empty IR into an empty text", () => {
    expect(irToText({ version: 1, abilities: [] })).toBe("");
  });

  it("resolves names to the context's own spelling", () => {
    const ctx = { ...TEST_CONTEXT, icons: ["Raven"] };
    const { ir } = compileEffect("story requires RAVEN", ctx);
    expect(ir?.abilities).toEqual([{ category: "story-requirement", icons: ["Raven"] }]);
  });

  it("says when the set has no icons yet", () => {
    const { diagnostics } = compileEffect("story requires raven", { ...TEST_CONTEXT, icons: [] });
    expect(diagnostics.map((d) => d.message)).toEqual([
      "unknown icon 'raven' — this set has no icons yet",
    ]);
  });
});
