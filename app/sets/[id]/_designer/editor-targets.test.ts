import { describe, expect, it } from "vitest";
import { EditorTargets, offsetOf } from "./editor-targets";
import type { EditorTarget } from "./editor-targets";

const target = (text: string): EditorTarget => ({ reveal: () => {}, text: () => text });

describe("offsetOf", () => {
  const text = "on play:\n  draw 1 card\n";
  it("finds a line and column", () => {
    expect(offsetOf(text, { line: 1, column: 1 })).toBe(0);
    expect(offsetOf(text, { line: 2, column: 3 })).toBe(11);
    expect(text.slice(offsetOf(text, { line: 2, column: 3 }))).toMatch(/^draw/);
  });
  it("clamps a column past the line's end and a line past the text", () => {
    expect(offsetOf(text, { line: 1, column: 99 })).toBe(8);
    expect(offsetOf(text, { line: 9, column: 1 })).toBe(text.length);
  });
});

describe("EditorTargets", () => {
  it("answers with the code editor over its fallback, whatever the order", () => {
    const targets = new EditorTargets();
    const monaco = target("monaco");
    const leaveMonaco = targets.register("effect", monaco);
    const leaveFallback = targets.register("effect", target("area"), { fallback: true });
    expect(targets.get("effect")).toBe(monaco);
    leaveFallback();
    expect(targets.get("effect")).toBe(monaco);
    leaveMonaco();
    expect(targets.get("effect")).toBeUndefined();
  });
  it("answers with the fallback while the code editor loads", () => {
    const targets = new EditorTargets();
    const area = target("area");
    targets.register("json", area, { fallback: true });
    expect(targets.get("json")).toBe(area);
  });
});
