import { describe, expect, it } from "vitest";
import { charsFitting, labelLines, wrapLabel } from "./chart-labels";

describe("wrapLabel", () => {
  it("keeps a short label on one line", () => {
    expect(wrapLabel("Fen", 10)).toEqual({ lines: ["Fen"], cut: false });
  });

  it("breaks between words, each line within the width", () => {
    const w = wrapLabel("The Most Honourable Guild of Lamplighters", 16);
    expect(w).toEqual({ lines: ["The Most", "Honourable Guild", "of Lamplighters"], cut: false });
    for (const line of w.lines) expect(line.length).toBeLessThanOrEqual(16);
  });

  it("splits a word longer than a line", () => {
    expect(wrapLabel("Abcdefghijkl", 5, 3)).toEqual({
      lines: ["Abcde", "fghij", "kl"],
      cut: false,
    });
  });

  it("cuts what does not fit in the lines with an ellipsis, within the width", () => {
    const w = wrapLabel("The Venerable and Most Ancient Order of Saltmarrow Lamplighters", 12);
    expect(w.cut).toBe(true);
    expect(w.lines).toHaveLength(3);
    expect(w.lines[2]!.endsWith("…")).toBe(true);
    for (const line of w.lines) expect(line.length).toBeLessThanOrEqual(12);
  });
});

describe("labelLines", () => {
  it("asks for more lines as the bands narrow, never more than three", () => {
    const names = ["Fen", "Lighthouse Keepers of the Drowned Coast!"]; // 40 characters
    expect(names[1]).toHaveLength(40);
    expect(labelLines(names, 400)).toBe(1);
    expect(labelLines(names, 150)).toBe(3);
    expect(labelLines(names, 60)).toBe(3);
    expect(charsFitting(60)).toBeGreaterThanOrEqual(3);
  });
});
