import { readFile } from "node:fs/promises";
import path from "node:path";
import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { MAX_DIAGNOSTICS } from "../schema";
import { ART_READ_STEP } from "./art";
import { revisionOf } from "./revision";
import { zipStreamBytes } from "./set-zip";
import {
  PNG_BYTES,
  sampleSet,
  SVG_BYTES,
  textOf,
  useTempWorkspaces,
} from "./workspace.test-support";

const tempWorkspace = useTempWorkspaces();

describe("JSON import and export", () => {
  it("exports the exact text and imports it under its own or another id", async () => {
    const { ws } = await tempWorkspace();
    const text = JSON.stringify(sampleSet("alpha"), null, 4);
    const first = await ws.importJson(text);
    expect(first).toEqual({
      ok: true,
      value: { id: "alpha", revision: revisionOf(text), diagnostics: [] },
    });
    expect(await ws.exportJson("alpha")).toEqual({ ok: true, value: text });
    const second = await ws.importJson(text, { id: "beta" });
    expect(second.ok && second.value.id).toBe("beta");
    const beta = await ws.exportJson("beta");
    expect(beta.ok && beta.value).toBe(text.replace('"id": "alpha"', '"id": "beta"'));
  });

  it("refuses to replace an existing set unless asked, and honours baseRevision", async () => {
    const { ws } = await tempWorkspace();
    const created = await ws.create(sampleSet("alpha", "Old"));
    if (!created.ok) throw new Error(created.error.message);
    const newer = textOf(sampleSet("alpha", "New"));
    expect(await ws.importJson(newer)).toMatchObject({ ok: false, error: { kind: "exists" } });
    expect(
      await ws.importJson(newer, { overwrite: true, baseRevision: "0000000000000000" }),
    ).toMatchObject({
      ok: false,
      error: { kind: "conflict", currentRevision: created.value.revision },
    });
    const replaced = await ws.importJson(newer, {
      overwrite: true,
      baseRevision: created.value.revision,
    });
    expect(replaced.ok).toBe(true);
    const history = await ws.history("alpha");
    expect(history.ok && history.value.map((h) => h.name)).toEqual(["New", "Old"]);
  });

  it("refuses an overwrite of an existing set without a baseRevision, but creates a new set", async () => {
    const { ws } = await tempWorkspace();
    const created = await ws.create(sampleSet("alpha", "Old"));
    if (!created.ok) throw new Error(created.error.message);
    const forced = await ws.importJson(textOf(sampleSet("alpha", "Forced")), { overwrite: true });
    expect(forced).toMatchObject({
      ok: false,
      error: { kind: "conflict", currentRevision: created.value.revision },
    });
    const zip = zipSync({ "set.json": new TextEncoder().encode(textOf(sampleSet("alpha", "Z"))) });
    expect(await ws.importZip(zip, { overwrite: true })).toMatchObject({
      ok: false,
      error: { kind: "conflict", currentRevision: created.value.revision },
    });
    const read = await ws.read("alpha");
    expect(read.ok && read.value.revision).toBe(created.value.revision);
    const fresh = await ws.importJson(textOf(sampleSet("beta", "New")), { overwrite: true });
    expect(fresh.ok && fresh.value.id).toBe("beta");
  });

  it("never imports under a chosen id into the set named by a second top-level id", async () => {
    const { ws } = await tempWorkspace();
    const victim = await ws.create(sampleSet("victim", "Victim"));
    if (!victim.ok) throw new Error(victim.error.message);
    const { id: _id, ...rest } = sampleSet("x", "Attacker");
    const body = JSON.stringify(rest, null, 2).slice(1);
    const twoIds = `{\n  "id": "decoy",\n  "id": "victim",${body}`;
    expect(JSON.parse(twoIds)).toMatchObject({ id: "victim", name: "Attacker" });
    for (const opts of [
      { id: "chosen-id" },
      { id: "chosen-id", overwrite: true },
      { id: "chosen-id", overwrite: true, baseRevision: victim.value.revision },
      {},
    ]) {
      const imported = await ws.importJson(twoIds, opts);
      expect(imported).toMatchObject({ ok: false, error: { kind: "invalid" } });
      expect(!imported.ok && imported.error.diagnostics?.[0]).toMatchObject({
        severity: "error",
        pointer: "/id",
      });
    }
    expect((await ws.list()).map((s) => s.id)).toEqual(["victim"]);
    const read = await ws.read("victim");
    expect(read.ok && read.value.revision).toBe(victim.value.revision);
  });

  it("refuses any duplicate top-level key in a written set, naming it", async () => {
    const { ws } = await tempWorkspace();
    const text = textOf(sampleSet("alpha", "First")).replace(
      '"name": "First",',
      '"name": "First",\n  "name": "Second",',
    );
    const created = await ws.create(text);
    expect(created).toMatchObject({ ok: false, error: { kind: "invalid" } });
    expect(!created.ok && created.error.message).toMatch(/duplicate key 'name'/);
    expect(!created.ok && created.error.diagnostics).toContainEqual(
      expect.objectContaining({ code: "json/duplicate-key", severity: "error", pointer: "/name" }),
    );
    expect(await ws.list()).toEqual([]);
  });

  it("refuses invalid and oversized imports", async () => {
    const { ws } = await tempWorkspace();
    expect(await ws.importJson("{ not json")).toMatchObject({
      ok: false,
      error: { kind: "invalid" },
    });
    expect(await ws.importJson(" ".repeat(11 * 1024 * 1024))).toMatchObject({
      ok: false,
      error: { kind: "too-large" },
    });
    expect(await ws.list()).toEqual([]);
  });
});

/** A PNG (a valid header) padded with `fill` to `size` bytes. */
function png(size: number, fill: number): Uint8Array {
  const bytes = new Uint8Array(size).fill(fill);
  bytes.set(PNG_BYTES);
  return bytes;
}

/** Reads a stream to its end, piece by piece: the pieces. */
async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array[]> {
  const reader = stream.getReader();
  const pieces: Uint8Array[] = [];
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    pieces.push(next.value);
  }
  return pieces;
}

describe("zip export as a stream", () => {
  it("streams a set with several art files, some larger than one read, that imports back byte for byte", async () => {
    const { ws } = await tempWorkspace();
    await ws.create(sampleSet("alpha"));
    const art: Record<string, Uint8Array> = {
      "a.png": png(ART_READ_STEP * 2 + 5, 1),
      "b.png": png(PNG_BYTES.length + 10, 2),
      "c.svg": SVG_BYTES,
      "d.png": png(ART_READ_STEP + 1, 3),
    };
    for (const [file, bytes] of Object.entries(art)) await ws.writeArt("alpha", file, bytes);
    const zip = await ws.exportZip("alpha");
    if (!zip.ok) throw new Error(zip.error.message);
    const pieces = await readAll(zip.value);
    // Never one piece the size of the zip: no piece holds more than one read of art.
    expect(Math.max(...pieces.map((p) => p.length))).toBeLessThanOrEqual(ART_READ_STEP);
    const bytes = new Uint8Array(await new Blob(pieces as BlobPart[]).arrayBuffer());
    expect((await ws.importZip(bytes, { id: "beta" })).ok).toBe(true);
    expect(await ws.exportJson("beta")).toEqual({ ok: true, value: textOf(sampleSet("beta")) });
    for (const [file, content] of Object.entries(art)) {
      expect(await ws.readArt("beta", file)).toEqual({ ok: true, value: content });
    }
  });

  it("fails the stream, never finishing the zip, when art is removed before it is read", async () => {
    const { ws } = await tempWorkspace();
    await ws.create(sampleSet("alpha"));
    await ws.writeArt("alpha", "a.png", png(100, 1));
    await ws.writeArt("alpha", "b.png", png(100, 2));
    const zip = await ws.exportZip("alpha");
    if (!zip.ok) throw new Error(zip.error.message);
    const reader = zip.value.getReader();
    expect((await reader.read()).done).toBe(false); // set.json's first piece: no art read yet
    expect((await ws.removeArt("alpha", "b.png")).ok).toBe(true);
    const rest = (async () => {
      while (!(await reader.read()).done);
    })();
    await expect(rest).rejects.toThrow(
      "art file 'b.png' was removed while the zip was being written",
    );
  });
});

describe("zip import and export", () => {
  it("round-trips a set with its art", async () => {
    const { root, ws } = await tempWorkspace();
    await ws.create(sampleSet("alpha"));
    await ws.writeArt("alpha", "cover.png", PNG_BYTES);
    await ws.writeArt("alpha", "logo.svg", SVG_BYTES);
    const zipped = await ws.exportZip("alpha");
    if (!zipped.ok) throw new Error(zipped.error.message);
    const imported = await ws.importZip(await zipStreamBytes(zipped.value), { id: "beta" });
    if (!imported.ok) throw new Error(imported.error.message);
    expect(imported.value.id).toBe("beta");
    expect(await readFile(path.join(root, "beta", "set.json"), "utf8")).toBe(
      textOf(sampleSet("beta")),
    );
    expect(await ws.listArt("beta")).toEqual(await ws.listArt("alpha"));
    expect(await ws.readArt("beta", "cover.png")).toEqual({ ok: true, value: PNG_BYTES });
  });

  it("imports a zip whose files sit in one folder, returning skip warnings", async () => {
    const { ws } = await tempWorkspace();
    const bytes = zipSync({
      "alpha-export/set.json": new TextEncoder().encode(textOf(sampleSet("alpha"))),
      "alpha-export/art/a.png": PNG_BYTES,
      "__MACOSX/alpha-export/._set.json": new Uint8Array([0]),
    });
    const imported = await ws.importZip(bytes);
    expect(imported.ok && imported.value.id).toBe("alpha");
    expect(imported.ok && imported.value.diagnostics.map((d) => d.code)).toEqual([
      "zip/skipped-entry",
    ]);
  });

  it("caps the warnings of a zip of many skipped entries, and the refusal of many unsafe ones", async () => {
    const { ws } = await tempWorkspace();
    const hidden = Object.fromEntries(
      Array.from({ length: 1500 }, (_, i) => [`.hidden-${i}`, new Uint8Array([0])]),
    );
    const set = new TextEncoder().encode(textOf(sampleSet("alpha")));
    const imported = await ws.importZip(zipSync({ "set.json": set, ...hidden }));
    const warnings = imported.ok ? imported.value.diagnostics : [];
    expect(warnings).toHaveLength(MAX_DIAGNOSTICS + 1);
    expect(warnings.at(-1)).toMatchObject({
      code: "zip/too-many-problems",
      severity: "warning",
      message: "1000 more problems are not shown — fix the ones above first",
    });
    const unsafe = Object.fromEntries(
      Array.from({ length: 1500 }, (_, i) => [`../escape-${i}.png`, PNG_BYTES]),
    );
    const refused = await ws.importZip(zipSync({ "set.json": set, ...unsafe }));
    const errors = refused.ok ? [] : (refused.error.diagnostics ?? []);
    expect(errors).toHaveLength(MAX_DIAGNOSTICS + 1);
    expect(errors.at(-1)).toMatchObject({ code: "zip/too-many-problems", severity: "error" });
  });

  it("writes nothing for a zip-slip archive", async () => {
    const { ws, root } = await tempWorkspace();
    const bytes = zipSync({
      "set.json": new TextEncoder().encode(textOf(sampleSet("alpha"))),
      "../../escape.png": PNG_BYTES,
    });
    expect(await ws.importZip(bytes)).toMatchObject({ ok: false, error: { kind: "invalid" } });
    expect(await ws.list()).toEqual([]);
    await expect(readFile(path.join(root, "..", "..", "escape.png"))).rejects.toThrow();
  });

  it("imports a set with problems (with its art) and reports them", async () => {
    const { ws } = await tempWorkspace();
    const bytes = zipSync({
      "set.json": new TextEncoder().encode(
        JSON.stringify({ ...sampleSet("alpha"), cards: "none" }),
      ),
      "art/a.png": PNG_BYTES,
    });
    const imported = await ws.importZip(bytes);
    if (!imported.ok) throw new Error(imported.error.message);
    expect(imported.value.diagnostics.some((d) => d.severity === "error")).toBe(true);
    expect((await ws.list()).map((s) => [s.id, s.valid])).toEqual([["alpha", false]]);
  });

  it("writes nothing when the set in the zip is not a JSON object", async () => {
    const { ws } = await tempWorkspace();
    const bytes = zipSync({
      "set.json": new TextEncoder().encode('{ "id": "alpha", "cards": [ '),
      "art/a.png": PNG_BYTES,
    });
    expect(await ws.importZip(bytes)).toMatchObject({ ok: false, error: { kind: "invalid" } });
    expect(await ws.list()).toEqual([]);
  });

  it("reports missing sets", async () => {
    const { ws } = await tempWorkspace();
    expect(await ws.exportZip("ghost")).toMatchObject({ ok: false, error: { kind: "not-found" } });
    expect(await ws.exportJson("ghost")).toMatchObject({ ok: false, error: { kind: "not-found" } });
  });
});
