import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { HISTORY_LIMIT } from "./history";
import { revisionOf } from "./revision";
import { sampleSet, textOf, useTempWorkspaces } from "./workspace.test-support";

const tempWorkspace = useTempWorkspaces();

describe("history", () => {
  it("keeps the newest 20 revisions, newest first, marking the current one", async () => {
    const { root, ws } = await tempWorkspace();
    const created = await ws.create(sampleSet("alpha", "Version 0"));
    if (!created.ok) throw new Error(created.error.message);
    let revision = created.value.revision;
    for (let i = 1; i <= 24; i++) {
      const saved = await ws.save("alpha", sampleSet("alpha", `Version ${i}`), revision);
      if (!saved.ok) throw new Error(saved.error.message);
      revision = saved.value.revision;
    }
    const history = await ws.history("alpha");
    if (!history.ok) throw new Error(history.error.message);
    expect(history.value).toHaveLength(HISTORY_LIMIT);
    expect(history.value.map((h) => h.seq)).toEqual(Array.from({ length: 20 }, (_, i) => 25 - i));
    expect(history.value.map((h) => h.name)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Version ${24 - i}`),
    );
    expect(history.value.map((h) => h.current)).toEqual([true, ...Array<boolean>(19).fill(false)]);
    expect(history.value[0]).toMatchObject({
      revision,
      bytes: Buffer.byteLength(textOf(sampleSet("alpha", "Version 24"))),
      cards: 50,
    });
    expect(await readdir(path.join(root, "alpha", ".history"))).toHaveLength(20);
  });

  it("reads and restores an old revision as a new history entry", async () => {
    const { ws } = await tempWorkspace();
    const created = await ws.create(sampleSet("alpha", "First"));
    if (!created.ok) throw new Error(created.error.message);
    const second = await ws.save("alpha", sampleSet("alpha", "Second"), created.value.revision);
    if (!second.ok) throw new Error(second.error.message);

    const old = await ws.readRevision("alpha", created.value.revision);
    expect(old).toEqual({ ok: true, value: textOf(sampleSet("alpha", "First")) });

    const stale = await ws.restore("alpha", created.value.revision, created.value.revision);
    expect(!stale.ok && stale.error).toMatchObject({
      kind: "conflict",
      currentRevision: second.value.revision,
    });

    const restored = await ws.restore("alpha", created.value.revision, second.value.revision);
    expect(restored).toEqual({ ok: true, value: { revision: created.value.revision } });
    const read = await ws.read("alpha");
    expect(read.ok && read.value.set?.name).toBe("First");
    const history = await ws.history("alpha");
    expect(history.ok && history.value.map((h) => [h.seq, h.name, h.current])).toEqual([
      [3, "First", true],
      [2, "Second", false],
      [1, "First", false],
    ]);
  });

  it("files a hand edit in history before replacing it", async () => {
    const { root, ws } = await tempWorkspace();
    await ws.create(sampleSet("alpha", "First"));
    const hand = textOf(sampleSet("alpha", "By Hand")).replace(/\n/g, "\r\n");
    await writeFile(path.join(root, "alpha", "set.json"), hand);
    const saved = await ws.save("alpha", sampleSet("alpha", "After"), revisionOf(hand));
    expect(saved.ok).toBe(true);
    const history = await ws.history("alpha");
    expect(history.ok && history.value.map((h) => h.name)).toEqual(["After", "By Hand", "First"]);
    const kept = await ws.readRevision("alpha", revisionOf(hand));
    expect(kept.ok && kept.value).toBe(hand);
  });

  it("reports unknown and malformed revisions", async () => {
    const { ws } = await tempWorkspace();
    const created = await ws.create(sampleSet("alpha"));
    if (!created.ok) throw new Error(created.error.message);
    expect(await ws.readRevision("alpha", "0123456789abcdef")).toMatchObject({
      ok: false,
      error: { kind: "not-found" },
    });
    for (const bad of ["../../etc/passwd", "ABCDEF0123456789", "123", ""]) {
      expect(await ws.readRevision("alpha", bad)).toMatchObject({
        ok: false,
        error: { kind: "bad-id" },
      });
      expect(await ws.restore("alpha", bad, created.value.revision)).toMatchObject({
        ok: false,
        error: { kind: "bad-id" },
      });
    }
    expect(await ws.history("missing")).toMatchObject({ ok: false, error: { kind: "not-found" } });
  });

  it("restore brings back a kept revision with problems, and refuses one that is not JSON", async () => {
    const { root, ws } = await tempWorkspace();
    const created = await ws.create(sampleSet("alpha", "First"));
    if (!created.ok) throw new Error(created.error.message);
    const unfinished = '{ "id": "alpha" }\n';
    await writeFile(path.join(root, "alpha", "set.json"), unfinished);
    const fixed = await ws.save("alpha", sampleSet("alpha", "Fixed"), revisionOf(unfinished));
    if (!fixed.ok) throw new Error(fixed.error.message);
    const restored = await ws.restore("alpha", revisionOf(unfinished), fixed.value.revision);
    if (!restored.ok) throw new Error(restored.error.message);
    expect(await readFile(path.join(root, "alpha", "set.json"), "utf8")).toBe(unfinished);

    const broken = '{ "id": "alpha", \n';
    await writeFile(path.join(root, "alpha", "set.json"), broken);
    const again = await ws.save("alpha", sampleSet("alpha", "Again"), revisionOf(broken));
    if (!again.ok) throw new Error(again.error.message);
    const refused = await ws.restore("alpha", revisionOf(broken), again.value.revision);
    expect(!refused.ok && refused.error.kind).toBe("invalid");
    expect(await readFile(path.join(root, "alpha", "set.json"), "utf8")).toBe(
      textOf(sampleSet("alpha", "Again")),
    );
  });
});
