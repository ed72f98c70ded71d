import { spawn } from "node:child_process";
import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { mkdir, readdir, rm, stat, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Zip, ZipPassThrough } from "fflate";
import { describe, expect, it } from "vitest";
import { WorkspaceCore } from "./core";
import { IMPORTS_DIR, openStaging } from "./imports";
import { initWorkspace } from "./seed";
import { PNG_BYTES, sampleSet, textOf, useTempWorkspaces } from "./workspace.test-support";

const tempWorkspace = useTempWorkspaces();
const MIB = 1024 * 1024;

/**
 * Writes a set zip to `file` entry by entry (stored entries, sizes in data descriptors, as a
 * streaming zipper writes them), never holding it whole: `art` PNGs of `artBytes` each.
 */
async function writeBigZip(file: string, art: number, artBytes: number): Promise<void> {
  const out = createWriteStream(file);
  const zip = new Zip((error, chunk, final) => {
    if (error) throw error;
    out.write(chunk);
    if (final) out.end();
  });
  const set = new ZipPassThrough("set.json");
  zip.add(set);
  set.push(new TextEncoder().encode(textOf(sampleSet("big"))), true);
  const piece = new Uint8Array(MIB);
  for (let i = 0; i < art; i++) {
    const entry = new ZipPassThrough(`art/a${i}.png`);
    zip.add(entry);
    for (let at = 0; at < artBytes; at += MIB) {
      const chunk = piece.slice(0, Math.min(MIB, artBytes - at));
      if (at === 0) chunk.set(PNG_BYTES);
      entry.push(chunk, at + MIB >= artBytes);
      if (out.writableNeedDrain) await once(out, "drain");
    }
  }
  zip.end();
  await once(out, "finish");
}

/** The pid of a process that has ended. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
  await once(child, "exit");
  if (child.pid === undefined) throw new Error("no pid");
  return child.pid;
}

describe("importing a zip from a file", () => {
  it(
    "imports a zip larger than the old 100 MiB request limit, from disk, and leaves no staging",
    { timeout: 120_000 },
    async () => {
      const { ws, root } = await tempWorkspace();
      const file = path.join(root, "..", `${path.basename(root)}-big.zip`);
      try {
        await writeBigZip(file, 6, 18 * MIB);
        expect((await stat(file)).size).toBeGreaterThan(100 * MIB);
        const imported = await ws.importZipFile(file);
        expect(imported).toMatchObject({ ok: true, value: { id: "big" } });
        const art = await ws.listArt("big");
        expect(art.ok && art.value.map((a) => a.bytes)).toEqual(Array(6).fill(18 * MIB));
        expect(await readdir(path.join(root, IMPORTS_DIR))).toEqual([]);
      } finally {
        await rm(file, { force: true });
      }
    },
  );

  it("discards its staging when the zip is refused", async () => {
    const { ws, root } = await tempWorkspace();
    const file = path.join(root, "bad.zip");
    await writeFile(file, "PK not really a zip");
    expect(await ws.importZipFile(file)).toMatchObject({ ok: false, error: { kind: "invalid" } });
    expect(await readdir(path.join(root, IMPORTS_DIR))).toEqual([]);
  });
});

describe("unfinished imports are cleaned at start", () => {
  it("removes staging left by a dead process, keeps a live one, at initWorkspace", async () => {
    const { ws, root } = await tempWorkspace();
    const core = new WorkspaceCore(root);
    const live = await openStaging(core, "zip");
    await writeFile(live.path("a.png"), PNG_BYTES);
    // What a killed import leaves: its folder, its owner record, half of its art.
    const dead = path.join(root, IMPORTS_DIR, `zip-999-2026-01-01T00-00-00-000Z-abcdef`);
    await mkdir(dead);
    const owner = { pid: await deadPid(), host: os.hostname(), at: "", token: "t" };
    await writeFile(path.join(dead, "owner.json"), JSON.stringify(owner));
    await writeFile(path.join(dead, "a.png"), PNG_BYTES);
    // Killed before it wrote its owner record: judged by age.
    const unnamed = path.join(root, IMPORTS_DIR, "upload-998-old");
    await mkdir(unnamed);
    const old = new Date(Date.now() - 10 * 60_000);
    await utimes(unnamed, old, old);
    const examples = path.join(root, "..", `${path.basename(root)}-none`);
    await initWorkspace(ws, examples);
    expect(await readdir(path.join(root, IMPORTS_DIR))).toEqual([path.basename(live.dir)]);
    await live.discard();
    expect(await readdir(path.join(root, IMPORTS_DIR))).toEqual([]);
  });

  it("removes old temp files and moves a set folder holding only art to the trash", async () => {
    const { ws, root } = await tempWorkspace();
    expect((await ws.create(sampleSet("kept"))).ok).toBe(true);
    const old = new Date(Date.now() - 10 * 60_000);
    const stale = path.join(root, "kept", "art", ".a.png.123-abc.tmp");
    const fresh = path.join(root, "kept", "art", ".b.png.123-def.tmp");
    await mkdir(path.dirname(stale), { recursive: true });
    await writeFile(stale, "x");
    await utimes(stale, old, old);
    await writeFile(fresh, "x");
    // A create killed after writing its art, before its set.json (before imports staged).
    await mkdir(path.join(root, "orphan", "art"), { recursive: true });
    await writeFile(path.join(root, "orphan", "art", "a.png"), PNG_BYTES);
    const cleaned = await ws.cleanUnfinishedImports();
    expect(cleaned).toEqual({ ok: true, value: 2 });
    expect(await readdir(path.join(root, "kept", "art"))).toEqual([".b.png.123-def.tmp"]);
    expect(await readdir(root)).not.toContain("orphan");
    const trash = await readdir(path.join(root, ".trash"));
    expect(trash).toEqual([expect.stringMatching(/^orphan-unfinished-/)]);
    expect((await ws.read("kept")).ok).toBe(true);
  });

  it("removes the lock folder's debris of killed lock takers once old, and leaves locks alone", async () => {
    const { ws, root } = await tempWorkspace();
    const locks = path.join(root, ".locks");
    await mkdir(locks, { recursive: true });
    const old = new Date(Date.now() - 10 * 60_000);
    const debris = ["a.lock.0b6f4c3e-5f1d-4a4e-9c1a-2f3e4d5c6b7a.new", "b.lock.stale-0a1b2c3d"];
    for (const name of [...debris, "c.lock", "d.lock.1234abcd-0000-4000-8000-000000000000.new"]) {
      await writeFile(path.join(locks, name), "{}");
    }
    for (const name of [...debris, "c.lock"]) await utimes(path.join(locks, name), old, old);
    expect(await ws.cleanUnfinishedImports()).toEqual({ ok: true, value: 2 });
    // A lock is the lock's to judge; a fresh temp file may be a taker at work.
    expect((await readdir(locks)).sort()).toEqual([
      "c.lock",
      "d.lock.1234abcd-0000-4000-8000-000000000000.new",
    ]);
  });
});
