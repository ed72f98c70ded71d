import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { validateSetText } from "@/lib/schema";
import { checkSetText } from "@/lib/store";
import type { IdRule } from "@/lib/store";
import { generateSet } from "@/test/fixtures/generate-set";
import { SAMPLE_SET_PATH } from "@/test/fixtures/sample-set";
import { checkVerdict, checkedOf, validationOf, validationVerdict } from "./save-verdict";

const sample = readFileSync(SAMPLE_SET_PATH, "utf8");
const generated = `${JSON.stringify(generateSet(300), null, 2)}\n`;

/** Texts of every kind a read meets: valid, with warnings, invalid but JSON, not JSON. */
const TEXTS: Record<string, string> = {
  "the sample set": sample,
  "a generated set": generated,
  "a set with a BOM": `\uFEFF${generated}`,
  "a set with errors": generated.replace('"version": "1.0.0"', '"version": "one"'),
  "a set with unknown fields and __proto__": generated.replace(
    "{",
    '{\n  "__proto__": { "polluted": true },\n  "extra": [1, 2],',
  ),
  "an array": "[1, 2, 3]",
  "not JSON": '{ "id": "x", ',
};

describe("a read's verdict from the validation thread", () => {
  for (const [what, text] of Object.entries(TEXTS)) {
    it(`gives exactly validateSetText's result for ${what}, the value parsed again`, () => {
      const verdict = structuredClone(validationVerdict(text, "x/set.json"));
      const again = validationOf(text, verdict);
      const here = validateSetText(text, "x/set.json");
      expect(again).toStrictEqual(here);
      expect(again.set === undefined).toBe(here.set === undefined);
      if (again.set) expect(again.set).toBe(again.value);
    });
  }
});

describe("a write's verdict from the validation thread", () => {
  const RULES: [string, string, IdRule][] = [
    ["kept under its own id", generated, {}],
    ["rewritten to another id", generated, { rewriteTo: "renamed" }],
    ["saved into its own folder", generated, { mustBe: generateSet(300).id }],
    ["refused in another folder", generated, { mustBe: "other" }],
    ["refused, not JSON", "{", {}],
  ];
  for (const [what, text, rule] of RULES) {
    it(`gives checkSetText's text, id and diagnostics for a set ${what}`, () => {
      const verdict = structuredClone(checkVerdict(text, "x/set.json", rule));
      const here = checkSetText(text, "x/set.json", rule);
      const again = checkedOf(text, verdict);
      if (!here.ok) expect(again).toEqual(here);
      else {
        const { set: _set, ...written } = here.value;
        expect(again).toEqual({ ok: true, value: written });
      }
    });
  }

  it("sends the text back only when the id rule rewrote it", () => {
    expect(checkVerdict(generated, "x/set.json", {})).not.toHaveProperty("rewritten");
    expect(checkVerdict(generated, "x/set.json", { rewriteTo: "renamed" })).toHaveProperty(
      "rewritten",
    );
  });
});
