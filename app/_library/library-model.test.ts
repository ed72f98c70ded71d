import type { RequestFailure } from "@/app/_api/client";
import { request } from "@/app/_api/client";
import { describe, expect, it } from "vitest";
import type { Diagnostic } from "@/lib/model";
import { validateSetText } from "@/lib/schema";
import {
  blankSetText,
  copyOf,
  exportHref,
  idProblem,
  importKindOf,
  refusalOf,
  renamedText,
} from "./library-model";

function diagnostic(message: string, line: number, column: number): Diagnostic {
  return {
    code: "schema/type",
    severity: "error",
    message,
    source: "set.json",
    range: { start: { line, column, offset: 0 }, end: { line, column, offset: 0 } },
  };
}

describe("a blank set", () => {
  it("is valid: no error diagnostics", () => {
    const result = validateSetText(blankSetText("my-set", "My Set"));
    expect(result.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  });
});

describe("ids", () => {
  it("says why an id cannot be used", () => {
    expect(idProblem("", [])).toBe("Give the set an id.");
    expect(idProblem("My Set", [])).toMatch(/^An id is lower-case letters/);
    expect(idProblem("taken", ["taken"])).toBe('A set with id "taken" already exists.');
    expect(idProblem("taken", ["taken"], "taken")).toBeUndefined();
    expect(idProblem("fine-1", ["taken"])).toBeUndefined();
  });

  it("names copies with a free id and a name not used yet", () => {
    const sets = [
      { id: "salt", name: "Salt" },
      { id: "salt-copy", name: "Salt (copy)" },
    ];
    expect(copyOf(sets[0]!, sets)).toEqual({ id: "salt-copy-2", name: "Salt (copy 2)" });
  });
});

describe("imports", () => {
  it("tells a set zip, a set json and a CSV of cards apart", () => {
    expect(importKindOf("set.zip")).toEqual({ kind: "set-zip" });
    expect(importKindOf("odd-name", new Uint8Array([0x50, 0x4b, 3, 4]))).toEqual({
      kind: "set-zip",
    });
    expect(importKindOf("My Set.JSON")).toEqual({ kind: "set-json" });
    expect(importKindOf("cards.csv")).toEqual({ kind: "cards-csv" });
    expect(importKindOf("notes.txt")).toEqual({
      problem: '"notes.txt" is not a set (.zip or .json) or a CSV of cards (.csv).',
    });
  });
});

describe("renaming", () => {
  it("changes only the name (and the id when asked), keeping the rest of the text", () => {
    const text = '{\n  "id": "a",\n  "name": "Old",\n  "cards": []\n}\n';
    expect(renamedText(text, 'New "quoted"')).toBe(
      '{\n  "id": "a",\n  "name": "New \\"quoted\\"",\n  "cards": []\n}\n',
    );
    expect(renamedText(text, "New", "b")).toBe(
      '{\n  "id": "b",\n  "name": "New",\n  "cards": []\n}\n',
    );
  });
});

/** The failure the API client makes of an answer of `status` with `body` (undefined: no JSON). */
async function failureOf(status: number, body: unknown): Promise<RequestFailure> {
  const text = body === undefined ? "" : JSON.stringify(body);
  const fetcher = async () => new Response(text, { status });
  const answer = await request("/api/x", { fetcher });
  if (answer.ok) throw new Error("expected a failure");
  return answer.error;
}

async function refused(status: number, body: unknown, source: string) {
  return refusalOf(await failureOf(status, body), source);
}

describe("refusals in words", () => {
  it("lists each error diagnostic as file:line:col message", async () => {
    const body = {
      error: "invalid",
      message: "set.json has 2 errors",
      diagnostics: [
        diagnostic("name must be a string", 3, 11),
        { ...diagnostic("a warning", 1, 1), severity: "warning" },
        diagnostic("cards must be an array", 9, 12),
      ],
    };
    expect(await refused(400, body, "broken.json")).toEqual({
      message: "set.json has 2 errors",
      lines: ["set.json:3:11 name must be a string", "set.json:9:12 cards must be an array"],
    });
  });

  it("does not repeat a message that is the one diagnostic, and falls back to the status", async () => {
    const one = { message: "a set with id 'a' already exists", diagnostics: [] };
    expect(await refused(409, one, "a.zip")).toEqual({
      message: "a set with id 'a' already exists",
      lines: [],
    });
    expect(await refused(413, undefined, "big.zip")).toEqual({
      message: "The file is too large (HTTP 413).",
      lines: [],
    });
    const request = {
      message: "x",
      diagnostics: [{ ...diagnostic("x", 1, 1), source: "request" }],
    };
    expect((await refused(400, request, "f.csv")).lines).toEqual([]);
  });

  it("says the server could not be reached when no answer came", async () => {
    const fetcher = async () => {
      throw new TypeError("Failed to fetch");
    };
    const answer = await request("/api/x", { fetcher });
    if (answer.ok) throw new Error("expected a failure");
    expect(refusalOf(answer.error, "x")).toEqual({
      message: "The server could not be reached (Failed to fetch).",
      lines: [],
    });
  });
});

describe("exportHref", () => {
  it("downloads a set in a format, and its cards' CSV in one language", () => {
    expect(exportHref("salt marrow", "zip")).toBe("/api/sets/salt%20marrow/export?format=zip");
    expect(exportHref("saltmarrow", "csv")).toBe("/api/sets/saltmarrow/export?format=csv");
    expect(exportHref("saltmarrow", "csv", "de-AT")).toBe(
      "/api/sets/saltmarrow/export?format=csv&language=de-AT",
    );
  });
});
