import { describe, expect, it } from "vitest";
import type { Diagnostic } from "../model";
import { generateSet } from "../../test/fixtures/generate-set";
import { BLANK_CHECK_FROM, MAX_JSON_DEPTH, MAX_SET_BYTES, validateSetText } from "./index";
import { parseJson } from "./parse-json";

/** A diagnostic as fixtures state it: code, message and the range as [line, column] pairs. */
interface Expected {
  code: string;
  message: string;
  start: [number, number];
  end: [number, number];
}

function brief(d: Diagnostic): Expected {
  return {
    code: d.code,
    message: d.message,
    start: [d.range.start.line, d.range.start.column],
    end: [d.range.end.line, d.range.end.column],
  };
}

const SYNTAX_CASES: { description: string; input: string; expected: Expected }[] = [
  {
    description: "missing comma between properties",
    input: '{\n  "a": 1\n  "b": 2\n}',
    expected: {
      code: "json/syntax",
      message: `expected ',' or '}' after a property value, found "b" — is a ',' missing?`,
      start: [3, 3],
      end: [3, 6],
    },
  },
  {
    description: "missing comma between array items",
    input: '{"a": [1 2]}',
    expected: {
      code: "json/syntax",
      message: "expected ',' or ']' after an array item, found '2' — is a ',' missing?",
      start: [1, 10],
      end: [1, 11],
    },
  },
  {
    description: "unterminated string",
    input: '{\n  "a": "abc\n}',
    expected: {
      code: "json/syntax",
      message:
        "text is not closed before the end of the line: add the closing '\"' (write a line break inside text as \\n)",
      start: [2, 8],
      end: [2, 12],
    },
  },
  {
    description: "unterminated string at the end of the file",
    input: '{"a": "abc',
    expected: {
      code: "json/syntax",
      message: "unterminated text: add the closing '\"'",
      start: [1, 7],
      end: [1, 11],
    },
  },
  {
    description: "trailing comma in an object",
    input: '{\n  "a": 1,\n}',
    expected: {
      code: "json/syntax",
      message: "trailing comma: remove the ',' before '}'",
      start: [2, 9],
      end: [2, 10],
    },
  },
  {
    description: "trailing comma in an array",
    input: '{\n  "a": [1, 2,]\n}',
    expected: {
      code: "json/syntax",
      message: "trailing comma: remove the ',' before ']'",
      start: [2, 13],
      end: [2, 14],
    },
  },
  {
    description: "empty file",
    input: "",
    expected: {
      code: "json/syntax",
      message: "the file is empty: a set file is one JSON object, starting with '{'",
      start: [1, 1],
      end: [1, 1],
    },
  },
  {
    description: "only whitespace",
    input: "  \n",
    expected: {
      code: "json/syntax",
      message: "the file is empty: a set file is one JSON object, starting with '{'",
      start: [1, 1],
      end: [2, 1],
    },
  },
  {
    description: "missing colon",
    input: '{"a" 1}',
    expected: {
      code: "json/syntax",
      message: "expected ':' after the property name 'a', found '1'",
      start: [1, 6],
      end: [1, 7],
    },
  },
  {
    description: "missing value",
    input: '{"a": }',
    expected: {
      code: "json/syntax",
      message: "expected a value after the ':' of 'a', found '}'",
      start: [1, 7],
      end: [1, 8],
    },
  },
  {
    description: "single-quoted key",
    input: "{'a': 1}",
    expected: {
      code: "json/syntax",
      message: 'property names must be in double quotes ("…"), not single quotes',
      start: [1, 2],
      end: [1, 5],
    },
  },
  {
    description: "unquoted key",
    input: "{\n  name: 1}",
    expected: {
      code: "json/syntax",
      message: 'property names must be in double quotes: write "name"',
      start: [2, 3],
      end: [2, 7],
    },
  },
  {
    description: "capitalised literal",
    input: '{"a": True}',
    expected: {
      code: "json/syntax",
      message: "write true in lower case, not 'True'",
      start: [1, 7],
      end: [1, 11],
    },
  },
  {
    description: "unquoted text",
    input: '{"a": hello}',
    expected: {
      code: "json/syntax",
      message: `unexpected 'hello' — text must be in double quotes, e.g. "hello"`,
      start: [1, 7],
      end: [1, 12],
    },
  },
  {
    description: "leading zero",
    input: '{"a": 07}',
    expected: {
      code: "json/syntax",
      message: "numbers cannot start with 0: write 7 instead of 07",
      start: [1, 7],
      end: [1, 9],
    },
  },
  {
    description: "bad number",
    input: '{"a": 1.}',
    expected: {
      code: "json/syntax",
      message: "invalid number '1.': write numbers like 12, -3, 0.5 or 1e3",
      start: [1, 7],
      end: [1, 9],
    },
  },
  {
    description: "NaN",
    input: '{"a": NaN}',
    expected: {
      code: "json/syntax",
      message: "'NaN' is not allowed in JSON — use a number or null",
      start: [1, 7],
      end: [1, 10],
    },
  },
  {
    description: "invalid escape",
    input: '{"a": "x\\qy"}',
    expected: {
      code: "json/syntax",
      message: "invalid escape '\\q' in text — write \\\\ for a backslash",
      start: [1, 9],
      end: [1, 11],
    },
  },
  {
    description: "short unicode escape",
    input: '{"a": "\\u12"}',
    expected: {
      code: "json/syntax",
      message: "'\\u' must be followed by 4 hex digits, e.g. \\u00e9",
      start: [1, 8],
      end: [1, 12],
    },
  },
  {
    description: "raw tab in a string",
    input: '{"a": "a\tb"}',
    expected: {
      code: "json/syntax",
      message: "a tab inside text must be written as \\t",
      start: [1, 9],
      end: [1, 10],
    },
  },
  {
    description: "line comment",
    input: '{\n  "a": 1 // note\n}',
    expected: {
      code: "json/syntax",
      message: "comments are not allowed in JSON — remove the '//' comment",
      start: [2, 10],
      end: [2, 17],
    },
  },
  {
    description: "block comment",
    input: '{"a": /* x */ 1}',
    expected: {
      code: "json/syntax",
      message: "comments are not allowed in JSON — remove the '/* */' comment",
      start: [1, 7],
      end: [1, 14],
    },
  },
  {
    description: "text after the value",
    input: '{"a": 1}\n{"b": 2}',
    expected: {
      code: "json/syntax",
      message: "unexpected '{' after the end of the JSON value — a file holds exactly one object",
      start: [2, 1],
      end: [2, 2],
    },
  },
  {
    description: "mismatched bracket",
    input: '{"a": [1}',
    expected: {
      code: "json/syntax",
      message: "expected ',' or ']' after an array item, found '}'",
      start: [1, 9],
      end: [1, 10],
    },
  },
  {
    description: "unclosed object",
    input: '{\n  "a": {\n    "b": 1\n',
    expected: {
      code: "json/syntax",
      message: "unexpected end of the file: the '{' at line 2, column 8 is never closed — add '}'",
      start: [4, 1],
      end: [4, 1],
    },
  },
  {
    description: "CRLF line ends",
    input: '{\r\n  "a": 1\r\n  "b": 2\r\n}',
    expected: {
      code: "json/syntax",
      message: `expected ',' or '}' after a property value, found "b" — is a ',' missing?`,
      start: [3, 3],
      end: [3, 6],
    },
  },
];

describe("parseJson syntax errors", () => {
  for (const { description, input, expected } of SYNTAX_CASES) {
    it(description, () => {
      const result = parseJson(input, "x.json");
      expect(result.value).toBeUndefined();
      expect(result.diagnostics.map(brief)).toEqual([expected]);
      expect(result.diagnostics[0]?.source).toBe("x.json");
      expect(result.diagnostics[0]?.severity).toBe("error");
    });
  }
});

describe("parseJson values", () => {
  it("parses valid JSON with no diagnostics", () => {
    const result = parseJson('{"a": [1, "x", true, null, {"b": -1.5e3}]}');
    expect(result).toMatchObject({
      value: { a: [1, "x", true, null, { b: -1500 }] },
      diagnostics: [],
    });
  });

  it("accepts a BOM and keeps offsets in the caller's text", () => {
    expect(parseJson('\uFEFF{"a": 1}').value).toEqual({ a: 1 });
    const bad = parseJson('\uFEFF{"a": x}');
    expect(bad.diagnostics[0]?.range.start).toEqual({ line: 1, column: 8, offset: 7 });
  });

  it("locates values by JSON pointer", () => {
    const text = '{\n  "cards": [\n    {"id": "ada"},\n    {"id": "bo"}\n  ]\n}';
    const { locate } = parseJson(text);
    expect(locate("/cards/1/id")).toEqual({
      start: { line: 4, column: 12, offset: 45 },
      end: { line: 4, column: 16, offset: 49 },
    });
    // A pointer past the data falls back to its nearest existing ancestor.
    expect(locate("/cards/1/name").start).toEqual({ line: 4, column: 5, offset: 38 });
  });
});

describe("parseJson limits", () => {
  it("refuses a 20 MB text with json/too-large before parsing it", () => {
    const text = `[${"0,".repeat(10 * 1024 * 1024)}0]`; // valid JSON, 20 MB
    const result = validateSetText(text);
    expect(result.value).toBeUndefined();
    expect(result.diagnostics).toEqual([
      {
        code: "json/too-large",
        severity: "error",
        message:
          "the file is over the 10 MB limit for set files — keep pictures in the art/ folder and icon SVGs small",
        source: "set.json",
        range: { start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 1, offset: 0 } },
      },
    ]);
  });

  it("counts UTF-8 bytes, not characters", () => {
    const chars = Math.floor(MAX_SET_BYTES / 2) + 10; // each 'é' is 2 bytes
    const text = `"${"é".repeat(chars)}"`;
    expect(text.length).toBeLessThan(MAX_SET_BYTES);
    expect(parseJson(text).diagnostics[0]?.code).toBe("json/too-large");
    expect(parseJson(`"${"é".repeat(1000)}"`).diagnostics).toEqual([]);
  });

  it("refuses 1,000,000-deep nesting with json/too-deep, not a stack overflow", () => {
    const result = validateSetText("[".repeat(1_000_000));
    expect(result.diagnostics.map(brief)).toEqual([
      {
        code: "json/too-deep",
        message:
          "the JSON is nested more than 64 levels deep — a set file needs about 6; look for runaway brackets",
        start: [1, 65],
        end: [1, 66],
      },
    ]);
  });

  it("accepts exactly MAX_JSON_DEPTH levels", () => {
    const ok = "[".repeat(MAX_JSON_DEPTH) + "]".repeat(MAX_JSON_DEPTH);
    expect(parseJson(ok).diagnostics).toEqual([]);
    const deep = "[".repeat(MAX_JSON_DEPTH + 1) + "]".repeat(MAX_JSON_DEPTH + 1);
    expect(parseJson(deep).diagnostics[0]?.code).toBe("json/too-deep");
  });

  it("counts depth inside objects and ignores brackets in strings", () => {
    const inString = `{"a": "${"[".repeat(500)}"}`;
    expect(parseJson(inString).diagnostics).toEqual([]);
    const objects = '{"a":'.repeat(100) + "1" + "}".repeat(100);
    expect(parseJson(objects).diagnostics[0]?.code).toBe("json/too-deep");
  });

  it("survives malformed nesting that error-recovering parsers recurse on", () => {
    const text = `[${",[}".repeat(300_000)}`;
    const result = parseJson(text);
    expect(result.diagnostics.map((d) => d.code)).toEqual(["json/syntax"]);
  });
});

describe("parseJson refuses a text that is mostly padding", () => {
  const set = JSON.stringify(generateSet(300), null, 2); // about 77 KB, as in the report
  const padded = `${set}${" ".repeat(9 * 1024 * 1024)}`;

  it("refuses a set followed by 9 MiB of spaces with json/padding at the padding, unparsed", () => {
    const result = validateSetText(padded, "big/set.json");
    expect(result.value).toBeUndefined();
    expect(result.diagnostics).toHaveLength(1);
    const lastLine = set.split("\n").length;
    expect(brief(result.diagnostics[0]!)).toEqual({
      code: "json/padding",
      message: `the file is 9.1 MiB and 99% of it is blank space (spaces, tabs, line breaks; 9 MiB in one run from line ${lastLine}) — remove the padding: a set file of 64 KiB or more may be at most 90% blank (Vellum writes sets indented by 2 spaces, about 40% blank)`,
      start: [lastLine, 2],
      end: [lastLine, 9 * 1024 * 1024 + 2],
    });
    expect(result.diagnostics[0]?.source).toBe("big/set.json");
  });

  it("counts blank space anywhere: line breaks and tabs between the values too", () => {
    const spread = set.replaceAll(",\n", `,${"\n\t".repeat(200)}`);
    expect(parseJson(spread).diagnostics.map((d) => d.code)).toEqual(["json/padding"]);
  });

  it("accepts a set as any formatter lays it out, even indented by 8 or 10 spaces", () => {
    const big = generateSet(2000);
    for (const indent of [0, 2, 4, "\t", 8, 10]) {
      const text = JSON.stringify(big, null, indent);
      expect(text.length).toBeGreaterThan(BLANK_CHECK_FROM);
      expect(parseJson(text).diagnostics).toEqual([]);
    }
  });

  it("never refuses a text under 64 KiB, however blank", () => {
    const text = `${JSON.stringify(generateSet(10))}${" ".repeat(BLANK_CHECK_FROM - 20_000)}`;
    expect(text.length).toBeLessThan(BLANK_CHECK_FROM);
    expect(parseJson(text).diagnostics).toEqual([]);
  });
});

describe("parseJson safety", () => {
  it("keeps __proto__, constructor and prototype keys as plain data", () => {
    const before = Object.getOwnPropertyNames(Object.prototype).sort();
    const text =
      '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}, "a": {"__proto__": {"polluted": 1}}}';
    const { value, diagnostics } = parseJson(text);
    expect(diagnostics).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(before);
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.prototype.hasOwnProperty.call(value, "__proto__")).toBe(true);
  });

  it("warns about a duplicate key at the second key", () => {
    const text = '{\n  "a": 1,\n  "b": {"c": 1, "c": 2},\n  "a": 3\n}';
    const { value, diagnostics } = parseJson(text);
    expect(value).toEqual({ a: 3, b: { c: 2 } });
    expect(
      diagnostics.map((d) => ({ ...brief(d), severity: d.severity, pointer: d.pointer })),
    ).toEqual([
      {
        code: "json/duplicate-key",
        message: "duplicate key 'c' in 'b' — only the last one counts; remove or rename the other",
        start: [3, 17],
        end: [3, 20],
        severity: "warning",
        pointer: "/b/c",
      },
      {
        code: "json/duplicate-key",
        message:
          "duplicate key 'a' in the top-level object — only the last one counts; remove or rename the other",
        start: [4, 3],
        end: [4, 6],
        severity: "warning",
        pointer: "/a",
      },
    ]);
  });

  it("compares escaped keys by their value", () => {
    const { diagnostics } = parseJson('{"a": 1, "\\u0061": 2}');
    expect(diagnostics.map((d) => d.code)).toEqual(["json/duplicate-key"]);
  });
});
