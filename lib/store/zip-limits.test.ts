/**
 * Export and import agree on one limit: a set as large as the store lets you build exports as
 * a zip that imports again, and export refuses (with the sizes) a set whose zip import would
 * refuse. The per-set art limits are lowered here so the sets stay small.
 */
import { mkdir, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { MAX_SET_ART_BYTES, MAX_SET_ART_FILES } from "./art-files";
import type * as ArtFiles from "./art-files";
import { MAX_ZIP_BYTES, streamSetZip, zipStreamBytes } from "./set-zip";
import { PNG_BYTES, sampleSet, useTempWorkspaces } from "./workspace.test-support";

vi.mock("./art-files", async (importOriginal) => ({
  ...(await importOriginal<typeof ArtFiles>()),
  MAX_SET_ART_FILES: 4,
  MAX_SET_ART_BYTES: 1024 * 1024,
}));

const tempWorkspace = useTempWorkspaces();

/** A PNG (a valid header) padded to `size` bytes. */
function png(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_BYTES);
  return bytes;
}

describe("zip export and import agree on one limit", () => {
  it("exports a set with art at the per-set limit, and that zip imports", async () => {
    expect(MAX_SET_ART_FILES).toBe(4); // the mock is in force
    const { ws } = await tempWorkspace();
    expect((await ws.create(sampleSet("full"))).ok).toBe(true);
    const each = MAX_SET_ART_BYTES / MAX_SET_ART_FILES;
    for (let i = 0; i < MAX_SET_ART_FILES; i++) {
      expect(await ws.writeArt("full", `a${i}.png`, png(each))).toEqual({
        ok: true,
        value: undefined,
      });
    }
    const size = await ws.zipExportSize("full");
    expect(size).toEqual({ ok: true, value: { bytes: expect.any(Number), limit: MAX_ZIP_BYTES } });
    const zip = await ws.exportZip("full");
    if (!zip.ok) throw new Error(zip.error.message);
    const bytes = await zipStreamBytes(zip.value);
    expect(bytes.length).toBeLessThanOrEqual(MAX_ZIP_BYTES);
    expect(size.ok && size.value.bytes).toBeGreaterThanOrEqual(bytes.length);
    const imported = await ws.importZip(bytes, { id: "restored" });
    expect(imported.ok).toBe(true);
    const art = await ws.listArt("restored");
    expect(art.ok && art.value.map((a) => a.bytes)).toEqual(Array(MAX_SET_ART_FILES).fill(each));
  });

  it("refuses art that would take a set past the limit", async () => {
    const { ws } = await tempWorkspace();
    expect((await ws.create(sampleSet("full"))).ok).toBe(true);
    expect((await ws.writeArt("full", "big.png", png(MAX_SET_ART_BYTES))).ok).toBe(true);
    // Replacing a file counts its new size only.
    expect((await ws.writeArt("full", "big.png", png(MAX_SET_ART_BYTES - 10))).ok).toBe(true);
    const over = await ws.writeArt("full", "more.png", png(1024));
    expect(over).toMatchObject({ ok: false, error: { kind: "too-large" } });
    expect(!over.ok && over.error.message).toMatch(
      /^set 'full' would hold 2 art files \(1\.1 MiB\); a set may hold at most 4 art files and 1 MiB of art, so that its zip backup can be imported again/,
    );
  });

  it("refuses to export a set whose zip import would refuse, before writing anything", async () => {
    const { ws, root } = await tempWorkspace();
    expect((await ws.create(sampleSet("hand"))).ok).toBe(true);
    // Art copied into the folder by hand, past what the store itself lets a set hold.
    await mkdir(path.join(root, "hand", "art"), { recursive: true });
    for (let i = 0; i < MAX_SET_ART_FILES + 1; i++) {
      await writeFile(path.join(root, "hand", "art", `a${i}.png`), png(1024));
    }
    const zip = await ws.exportZip("hand");
    expect(zip).toMatchObject({ ok: false, error: { kind: "too-large" } });
    const message = !zip.ok ? zip.error.message : "";
    expect(message).toMatch(
      /^set 'hand' has 5 art files \(0\.1 MiB\); its zip would be up to [\d.]+ MiB, over the [\d.]+ MiB a zip import takes \(at most 4 art files and 1 MiB of art a set\), so it could not be restored — nothing was written/,
    );
    expect(await ws.zipExportSize("hand")).toEqual(zip);
  });

  it("refuses to import a zip with more art than a set may hold", async () => {
    const { ws, root } = await tempWorkspace();
    const art = Array.from({ length: MAX_SET_ART_FILES + 1 }, (_, i) => ({
      file: `a${i}.png`,
      async *chunks() {
        yield PNG_BYTES;
      },
    }));
    const zip = await zipStreamBytes(streamSetZip(JSON.stringify(sampleSet("many")), art));
    const imported = await ws.importZip(zip);
    expect(imported).toMatchObject({ ok: false, error: { kind: "too-large" } });
    expect(!imported.ok && imported.error.message).toBe(
      "the zip has 5 art files; a set may have at most 4 — split the set",
    );
    expect(await readdir(root)).not.toContain("many");
  });
});
