import { describe, expect, it } from "vitest";
import { randomStream } from "../engine";
import { scanJson } from "./json-scan";
import { createLineIndex } from "./positions";

function nativeParse(text: string): { ok: boolean; value?: unknown } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function scanAccepts(text: string): boolean {
  const lines = createLineIndex(text);
  return scanJson(text, lines.positionAt).problem === undefined;
}

const BASES = [
  '{"a": [1, -2.5e+3, "x\\n\\u00e9", true, false, null], "b": {"c": {}}, "d": []}',
  JSON.stringify({ id: "ada", type: "modifier", points: [-10, "blank", null], copies: 2 }, null, 2),
  '[0, 1E5, -0.0, 12.50, "\\"", "\\\\", "\\/", "\\b\\f\\r\\t"]',
  '{"k": {"k": {"k": [[[]], {}]}}}',
];
const PALETTE = "{}[],:\"\\ \n\t\r0123456789-+.eEtrufalsn/'*xé\u0001";

describe("scanJson accepts exactly what JSON.parse accepts", () => {
  it("on 20,000 mutated texts", () => {
    // Seeded, so every run checks the same texts.
    const random = randomStream(20240601).next;
    const pick = (s: string): string => s[Math.floor(random() * s.length)] ?? "";
    let disagreements: string[] = [];
    let valid = 0;
    for (let i = 0; i < 20_000; i++) {
      let text = BASES[i % BASES.length] ?? "";
      const edits = 1 + Math.floor(random() * 3);
      for (let e = 0; e < edits; e++) {
        const at = Math.floor(random() * (text.length + 1));
        const kind = random();
        if (kind < 0.4) text = text.slice(0, at) + pick(PALETTE) + text.slice(at);
        else if (kind < 0.7) text = text.slice(0, at) + text.slice(at + 1);
        else if (kind < 0.9) text = text.slice(0, at) + pick(PALETTE) + text.slice(at + 1);
        else text = text.slice(0, at) + text.slice(at, at + 4) + text.slice(at);
      }
      const native = nativeParse(text);
      if (native.ok) valid++;
      if (scanAccepts(text) !== native.ok) disagreements.push(text);
    }
    disagreements = disagreements.slice(0, 5);
    expect(disagreements).toEqual([]);
    expect(valid).toBeGreaterThan(1000); // the mutations must exercise both sides
  });

  it("on 20,000 random token streams", () => {
    const random = randomStream(7).next;
    const tokens = [
      "{",
      "}",
      "[",
      "]",
      ",",
      ":",
      '"k"',
      '"\\u0041"',
      "1",
      "-0.5",
      "true",
      "null",
      " ",
      "\n",
    ];
    const disagreements: string[] = [];
    let valid = 0;
    for (let i = 0; i < 20_000; i++) {
      const length = 1 + Math.floor(random() * 12);
      let text = "";
      for (let t = 0; t < length; t++) text += tokens[Math.floor(random() * tokens.length)] ?? "";
      const native = nativeParse(text);
      if (native.ok) valid++;
      if (scanAccepts(text) !== native.ok && disagreements.length < 5) disagreements.push(text);
    }
    expect(disagreements).toEqual([]);
    expect(valid).toBeGreaterThan(1000);
  });

  it("agrees on edge cases", () => {
    const cases = [
      "0",
      "-0",
      "1e5",
      "1E+5",
      "1e-5",
      "-",
      "1e",
      "1.e3",
      ".5",
      "+1",
      "00",
      "0x10",
      '"\\ud800"',
      '"\u2028"',
      '"\u007f"',
      "\u00a0{}",
      "{}\u00a0",
      "[1,]",
      "[,1]",
      "{,}",
      '{"a":1,,"b":2}',
      "[1]]",
      "{}}",
      "nul",
      "truefalse",
      "[true false]",
      '"a"b',
      "1 2",
    ];
    for (const text of cases) {
      expect({ text, accepts: scanAccepts(text) }).toEqual({ text, accepts: nativeParse(text).ok });
    }
  });
});
