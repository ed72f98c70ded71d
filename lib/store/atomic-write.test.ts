import { readdir, readFile, stat, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isTempFileName, NODE_WRITE_STEPS, removeTempFiles, writeFileAtomic } from "./atomic-write";
import type { WriteSteps } from "./atomic-write";
import { revisionOf } from "./revision";
import { sampleSet, textOf, useTempWorkspaces } from "./workspace.test-support";
import { createWorkspace } from "./workspace";

const tempWorkspace = useTempWorkspaces();

/** Write steps that "crash" (throw, leaving the temp file) after the temp file is written. */
function crashBeforeRename(shouldCrash: () => boolean): WriteSteps {
  return {
    ...NODE_WRITE_STEPS,
    async rename(from, to) {
      if (shouldCrash()) throw new Error("simulated crash before rename");
      return NODE_WRITE_STEPS.rename(from, to);
    },
    // A crashed process cleans nothing up.
    async unlink(file) {
      if (shouldCrash()) return;
      return NODE_WRITE_STEPS.unlink(file);
    },
  };
}

describe("writeFileAtomic", () => {
  it("replaces a file and leaves no temp file", async () => {
    const { root } = await tempWorkspace();
    const file = path.join(root, "a.json");
    await writeFile(file, "old");
    await writeFileAtomic(file, "new");
    expect(await readFile(file, "utf8")).toBe("new");
    expect(await readdir(root)).toEqual(["a.json"]);
  });

  it("keeps the old file when the write fails before the rename", async () => {
    const { root } = await tempWorkspace();
    const file = path.join(root, "a.json");
    await writeFile(file, "old");
    await expect(
      writeFileAtomic(
        file,
        "new",
        crashBeforeRename(() => true),
      ),
    ).rejects.toThrow(/simulated crash/);
    expect(await readFile(file, "utf8")).toBe("old");
    const names = await readdir(root);
    expect(names.filter(isTempFileName)).toHaveLength(1);
  });

  it("removes stale temp files, sparing fresh ones unless asked", async () => {
    const { root } = await tempWorkspace();
    await writeFile(path.join(root, ".a.json.1-aa.tmp"), "x");
    await writeFile(path.join(root, ".a.json.2-bb.tmp"), "x");
    await writeFile(path.join(root, "keep.json"), "x");
    const old = new Date(Date.now() - 120_000);
    await utimes(path.join(root, ".a.json.1-aa.tmp"), old, old);
    expect(await removeTempFiles(root, 60_000)).toBe(1);
    expect((await readdir(root)).sort()).toEqual([".a.json.2-bb.tmp", "keep.json"]);
    expect(await removeTempFiles(root, 0)).toBe(1);
    expect(await readdir(root)).toEqual(["keep.json"]);
    expect(await removeTempFiles(path.join(root, "missing"), 0)).toBe(0);
  });
});

describe("a crash between temp write and rename", () => {
  it("leaves the old set.json and revision intact; the stray temp file is ignored, then cleaned", async () => {
    let crashing = false;
    const { root } = await tempWorkspace();
    const ws = createWorkspace(root, { writeSteps: crashBeforeRename(() => crashing) });
    const created = await ws.create(sampleSet("alpha"));
    if (!created.ok) throw new Error(created.error.message);
    const before = textOf(sampleSet("alpha"));

    crashing = true;
    const saved = await ws.save(
      "alpha",
      sampleSet("alpha", "Never Written"),
      created.value.revision,
    );
    expect(saved.ok).toBe(false);
    expect(!saved.ok && saved.error.kind).toBe("io");
    expect(!saved.ok && saved.error.message).toMatch(/simulated crash before rename/);
    crashing = false;

    const dir = path.join(root, "alpha");
    expect(await readFile(path.join(dir, "set.json"), "utf8")).toBe(before);
    expect((await readdir(dir)).filter(isTempFileName)).toHaveLength(1);

    const read = await ws.read("alpha");
    expect(read.ok && read.value.revision).toBe(created.value.revision);
    expect(read.ok && read.value.text).toBe(before);
    expect((await ws.list()).map((s) => [s.id, s.revision, s.valid])).toEqual([
      ["alpha", revisionOf(before), true],
    ]);
    const history = await ws.history("alpha");
    expect(history.ok && history.value.map((h) => h.revision)).toEqual([created.value.revision]);

    // The next write (under the lock) removes the leftover.
    const next = await ws.save("alpha", sampleSet("alpha", "Written"), created.value.revision);
    expect(next.ok).toBe(true);
    expect((await readdir(dir)).filter(isTempFileName)).toEqual([]);
  });

  it("list removes a temp file left for over a minute", async () => {
    const { root, ws } = await tempWorkspace();
    await ws.create(sampleSet("alpha"));
    const stray = path.join(root, "alpha", ".set.json.999-dead.tmp");
    await writeFile(stray, "{ half a set");
    const old = new Date(Date.now() - 120_000);
    await utimes(stray, old, old);
    expect((await ws.list()).map((s) => s.valid)).toEqual([true]);
    await expect(stat(stray)).rejects.toThrow();
  });
});
