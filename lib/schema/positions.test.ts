import { describe, expect, it } from "vitest";
import { createLineIndex } from "./positions";

/** The position of `offset` in `text`. */
const positionAt = (text: string, offset: number) => createLineIndex(text).positionAt(offset);

describe("createLineIndex", () => {
  const cases = [
    {
      description: "start of text",
      input: ["abc", 0],
      expected: { line: 1, column: 1, offset: 0 },
    },
    { description: "same line", input: ["abc", 2], expected: { line: 1, column: 3, offset: 2 } },
    { description: "after \\n", input: ["a\nbc", 3], expected: { line: 2, column: 2, offset: 3 } },
    {
      description: "\\r\\n is one break",
      input: ["a\r\nbc", 3],
      expected: { line: 2, column: 1, offset: 3 },
    },
    {
      description: "lone \\r breaks",
      input: ["a\rb", 2],
      expected: { line: 2, column: 1, offset: 2 },
    },
    { description: "end of text", input: ["ab\n", 3], expected: { line: 2, column: 1, offset: 3 } },
    {
      description: "clamped past end",
      input: ["ab", 99],
      expected: { line: 1, column: 3, offset: 2 },
    },
    {
      description: "clamped before start",
      input: ["ab", -4],
      expected: { line: 1, column: 1, offset: 0 },
    },
    {
      description: "UTF-16 columns",
      input: ["é😀x", 3],
      expected: { line: 1, column: 4, offset: 3 },
    },
  ] as const;
  for (const { description, input, expected } of cases) {
    it(description, () => expect(positionAt(input[0], input[1])).toEqual(expected));
  }

  it("builds ranges", () => {
    const index = createLineIndex('{\n  "a": 1\n}');
    expect(index.rangeAt(4, 7)).toEqual({
      start: { line: 2, column: 3, offset: 4 },
      end: { line: 2, column: 6, offset: 7 },
    });
  });

  it("agrees with a naive count on every offset", () => {
    const text = "ab\r\ncd\ref\n\ngh";
    for (let offset = 0; offset <= text.length; offset++) {
      if (text[offset - 1] === "\r" && text[offset] === "\n") continue; // inside a "\r\n"
      const lines = text.slice(0, offset).split(/\r\n|\r|\n/);
      const column = (lines[lines.length - 1] ?? "").length + 1;
      expect(positionAt(text, offset)).toEqual({ line: lines.length, column, offset });
    }
  });
});
