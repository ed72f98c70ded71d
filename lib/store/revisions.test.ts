import { readdir, readFile, symlink, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { listHistory, pruneHistory } from "./history";
import { revisionOf } from "./revision";
import { sampleSet, textOf, useTempWorkspaces } from "./workspace.test-support";

const tempWorkspace = useTempWorkspaces();

describe("history", () => {
  it("keeps every revision of the last hours, newest first, marking the current one", async () => {
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
    // The old limit of 20 is gone: all 25 saves of the last minutes are kept.
    expect(history.value.map((h) => h.seq)).toEqual(Array.from({ length: 25 }, (_, i) => 25 - i));
    expect(history.value.map((h) => h.name)).toEqual(
      Array.from({ length: 25 }, (_, i) => `Version ${24 - i}`),
    );
    expect(history.value.map((h) => h.current)).toEqual([true, ...Array<boolean>(24).fill(false)]);
    expect(history.value[0]).toMatchObject({
      revision,
      bytes: Buffer.byteLength(textOf(sampleSet("alpha", "Version 24"))),
      cards: 50,
    });
    expect(await readdir(path.join(root, "alpha", ".history"))).toHaveLength(25);
  });

  it("thins older revisions out on the next save: one an hour for a week, one a day before", async () => {
    const { root, ws } = await tempWorkspace();
    const created = await ws.create(sampleSet("alpha", "Version 0"));
    if (!created.ok) throw new Error(created.error.message);
    let revision = created.value.revision;
    for (let i = 1; i <= 11; i++) {
      const saved = await ws.save("alpha", sampleSet("alpha", `Version ${i}`), revision);
      if (!saved.ok) throw new Error(saved.error.message);
      revision = saved.value.revision;
    }
    // Age the 12 files: seq 1–4 saved 20 days ago within one day, 5–8 two days ago within one
    // hour, 9–12 (the newest) stay as they are.
    const dir = path.join(root, "alpha", ".history");
    const HOUR = 3_600_000;
    const dayStart = Math.floor((Date.now() - 20 * 24 * HOUR) / (24 * HOUR)) * 24 * HOUR;
    const hourStart = Math.floor((Date.now() - 48 * HOUR) / HOUR) * HOUR;
    for (const entry of await listHistory(dir)) {
      const at =
        entry.seq <= 4
          ? dayStart + entry.seq * HOUR
          : entry.seq <= 8
            ? hourStart + entry.seq * 60_000
            : undefined;
      if (at !== undefined) await utimes(entry.path, at / 1000, at / 1000);
    }
    const saved = await ws.save("alpha", sampleSet("alpha", "Version 12"), revision);
    if (!saved.ok) throw new Error(saved.error.message);
    const history = await ws.history("alpha");
    if (!history.ok) throw new Error(history.error.message);
    // The last of the old day (4) and of the old hour (8) stay; every recent one stays.
    expect(history.value.map((h) => h.seq)).toEqual([13, 12, 11, 10, 9, 8, 4]);
    expect(history.value.at(-1)!.name).toBe("Version 3");
  });

  it("drops the oldest revisions past the size bound, never the newest, and never follows a link", async () => {
    const { root, ws } = await tempWorkspace();
    const created = await ws.create(sampleSet("alpha", "Version 0"));
    if (!created.ok) throw new Error(created.error.message);
    let revision = created.value.revision;
    for (let i = 1; i <= 5; i++) {
      const saved = await ws.save("alpha", sampleSet("alpha", `Version ${i}`), revision);
      if (!saved.ok) throw new Error(saved.error.message);
      revision = saved.value.revision;
    }
    const dir = path.join(root, "alpha", ".history");
    const outside = path.join(root, "outside.json");
    await writeFile(outside, "{}");
    await symlink(outside, path.join(dir, "99-0123456789abcdef.json"));
    const one = Buffer.byteLength(textOf(sampleSet("alpha", "Version 5")));
    await pruneHistory(dir, Date.now(), 3 * one + 10);
    expect((await listHistory(dir)).map((e) => e.seq)).toEqual([6, 5, 4]);
    // The link was neither counted, followed nor removed.
    expect(await readFile(outside, "utf8")).toBe("{}");
    expect(await readdir(dir)).toContain("99-0123456789abcdef.json");
    await pruneHistory(dir, Date.now(), 1);
    expect((await listHistory(dir)).map((e) => e.seq)).toEqual([6]);
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
