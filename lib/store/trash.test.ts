import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { revisionOf } from "./revision";
import { sampleSet, textOf, useTempWorkspaces } from "./workspace.test-support";
import { trashedSetId } from "./trash";

const tempWorkspace = useTempWorkspaces();

describe("trashedSetId", () => {
  it("reads the id back from the names remove gives trash entries", () => {
    expect(trashedSetId("alpha-2026-11-25T18-45-27-123Z-0a1b2c")).toBe("alpha");
    expect(trashedSetId("my-set-2-2026-11-25T18-45-27-123Z-ffffff")).toBe("my-set-2");
  });

  it("refuses names that are not a trashed set's", () => {
    expect(trashedSetId("alpha")).toBeUndefined();
    expect(trashedSetId("../alpha-2026-11-25T18-45-27-123Z-0a1b2c")).toBeUndefined();
    expect(trashedSetId("a-art-x.png-2026-11-25T18-45-27-123Z-0a1b2c")).toBeUndefined();
    expect(trashedSetId("alpha-2026-11-25T18-45-27-123Z-0A1B2C")).toBeUndefined();
  });
});

describe("restoreRemoved", () => {
  it("brings a removed set back with its art and history, at the same revision", async () => {
    const { root, ws } = await tempWorkspace();
    const created = await ws.create(sampleSet("alpha"));
    if (!created.ok) throw new Error(created.error.message);
    await mkdir(path.join(root, "alpha", "art"), { recursive: true });
    await writeFile(path.join(root, "alpha", "art", "a.svg"), "<svg/>");
    const historyBefore = await ws.history("alpha");
    const removed = await ws.remove("alpha");
    if (!removed.ok) throw new Error(removed.error.message);

    const restored = await ws.restoreRemoved(removed.value.trashed);
    expect(restored).toEqual({
      ok: true,
      value: { id: "alpha", revision: revisionOf(textOf(sampleSet("alpha"))) },
    });
    expect(await readFile(path.join(root, "alpha", "art", "a.svg"), "utf8")).toBe("<svg/>");
    expect(await ws.history("alpha")).toEqual(historyBefore);
    expect(await readdir(path.join(root, ".trash"))).toEqual([]);
    expect((await ws.list()).map((s) => s.id)).toEqual(["alpha"]);
  });

  it("refuses with exists when a set of that id was made since, and leaves both alone", async () => {
    const { root, ws } = await tempWorkspace();
    await ws.create(sampleSet("alpha"));
    const removed = await ws.remove("alpha");
    if (!removed.ok) throw new Error(removed.error.message);
    await ws.create(sampleSet("alpha", "Newer"));

    const restored = await ws.restoreRemoved(removed.value.trashed);
    expect(!restored.ok && restored.error.kind).toBe("exists");
    expect(!restored.ok && restored.error.message).toBe(
      "a set with id 'alpha' exists again — rename or delete it to bring the removed one back",
    );
    expect(await readdir(path.join(root, ".trash"))).toEqual([removed.value.trashed]);
    const read = await ws.read("alpha");
    expect(read.ok && read.value.set?.name).toBe("Newer");
  });

  it("says not-found for an entry that is not in the trash, or was restored already", async () => {
    const { ws } = await tempWorkspace();
    await ws.create(sampleSet("alpha"));
    const removed = await ws.remove("alpha");
    if (!removed.ok) throw new Error(removed.error.message);
    expect((await ws.restoreRemoved(removed.value.trashed)).ok).toBe(true);
    const again = await ws.restoreRemoved(removed.value.trashed);
    expect(!again.ok && again.error.kind).toBe("not-found");
    const never = await ws.restoreRemoved("beta-2026-11-25T18-45-27-123Z-0a1b2c");
    expect(!never.ok && never.error.kind).toBe("not-found");
  });

  it("refuses names that could leave the trash with bad-id", async () => {
    const { ws } = await tempWorkspace();
    for (const name of ["../alpha", "alpha", "", "a/b-2026-11-25T18-45-27-123Z-0a1b2c"]) {
      const restored = await ws.restoreRemoved(name);
      expect(!restored.ok && restored.error.kind).toBe("bad-id");
    }
  });
});
