import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { revisionOf } from "./revision";
import { unpackSetZip } from "./set-zip";
import { sampleSet, textOf, useTempWorkspaces } from "./workspace.test-support";

const tempWorkspace = useTempWorkspaces();

/** The set's text with a Latin-1 "é" in its name: not UTF-8. */
function latin1Set(id: string): { bytes: Uint8Array; line: number; column: number } {
  const text = textOf(sampleSet(id, "Café"));
  const lines = text.split("\n");
  const line = lines.findIndex((l) => l.includes('"Café"')) + 1;
  const column = (lines[line - 1] ?? "").indexOf("é") + 1;
  return { bytes: new Uint8Array(Buffer.from(text, "latin1")), line, column };
}

const notUtf8 = (line: number, column: number) =>
  `this file is not UTF-8: the byte E9 does not form a character at line ${line}, column ${column} — save the file as UTF-8 (text saved as Latin-1 or Windows-1252 looks like this)`;

describe("text that is not UTF-8", () => {
  it("refuses a zip whose set.json is not UTF-8, naming line and column", () => {
    const { bytes, line, column } = latin1Set("alpha");
    const result = unpackSetZip(zipSync({ "set.json": bytes }));
    expect(result).toEqual({
      ok: false,
      error: {
        kind: "invalid",
        message: `set.json in the zip: ${notUtf8(line, column)}`,
        diagnostics: [
          {
            code: "text/not-utf8",
            severity: "error",
            message: notUtf8(line, column),
            source: "set.json",
            range: {
              start: { line, column, offset: expect.any(Number) as number },
              end: { line, column: column + 1, offset: expect.any(Number) as number },
            },
          },
        ],
      },
    });
  });

  it("reports a hand-edited set.json that is not UTF-8 instead of validating it as replaced", async () => {
    const { root, ws } = await tempWorkspace();
    const created = await ws.create(sampleSet("alpha"));
    if (!created.ok) throw new Error(created.error.message);
    const { bytes, line, column } = latin1Set("alpha");
    await writeFile(path.join(root, "alpha", "set.json"), bytes);
    const read = await ws.read("alpha");
    expect(read.ok && read.value.set).toBeUndefined();
    expect(read.ok && read.value.diagnostics).toEqual([
      expect.objectContaining({
        code: "text/not-utf8",
        message: notUtf8(line, column),
        source: "alpha/set.json",
      }),
    ]);
    const [listed] = await ws.list();
    expect(listed).toMatchObject({ id: "alpha", valid: false, errors: 1 });
    expect(await ws.exportCardsCsv("alpha")).toMatchObject({
      ok: false,
      error: { kind: "invalid" },
    });
  });

  it("never restores a kept revision that is not UTF-8", async () => {
    const { root, ws } = await tempWorkspace();
    const created = await ws.create(sampleSet("alpha"));
    if (!created.ok) throw new Error(created.error.message);
    const { bytes, line, column } = latin1Set("alpha");
    await writeFile(path.join(root, "alpha", "set.json"), bytes);
    // Saving over the hand edit files it in history first.
    const fixed = await ws.save("alpha", sampleSet("alpha", "Fixed"), revisionOf(bytes));
    if (!fixed.ok) throw new Error(fixed.error.message);
    const restored = await ws.restore("alpha", revisionOf(bytes), fixed.value.revision);
    expect(restored).toMatchObject({
      ok: false,
      error: { kind: "invalid", message: notUtf8(line, column) },
    });
    expect(await readFile(path.join(root, "alpha", "set.json"), "utf8")).toBe(
      textOf(sampleSet("alpha", "Fixed")),
    );
  });
});
