import { writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { VellumSet } from "../model";
import { READ_CACHE_LIMITS } from "./read-cache";
import { zipStreamBytes } from "./set-zip";
import { IN_PROCESS_CHECKS } from "./set-text";
import type { SetTextChecks } from "./types";
import { sampleSet, textOf, useTempWorkspaces } from "./workspace.test-support";

const tempWorkspace = useTempWorkspaces();

/** In-process checks that count their calls, and the texts they were given. */
function countingChecks() {
  const calls = { check: [] as string[], validate: [] as string[] };
  const checks: SetTextChecks = {
    check: (text, source, rule) => {
      calls.check.push(text);
      return IN_PROCESS_CHECKS.check(text, source, rule);
    },
    validate: (text, source) => {
      calls.validate.push(text);
      return IN_PROCESS_CHECKS.validate(text, source);
    },
  };
  return { calls, checks };
}

async function countingWorkspace() {
  const { calls, checks } = countingChecks();
  const made = await tempWorkspace({ checks });
  return { ...made, calls };
}

describe("reading a set once per revision", () => {
  it("validates a revision on its first read only, and hands out the same result after", async () => {
    const { ws, calls } = await countingWorkspace();
    await ws.create(sampleSet("alpha"));
    const first = await ws.read("alpha");
    const second = await ws.read("alpha");
    expect(calls.validate).toHaveLength(1);
    if (!first.ok || !second.ok) throw new Error("not read");
    expect(second.value.set).toBe(first.value.set);
    expect(second.value).toEqual(first.value);
    expect(second.value.set?.id).toBe("alpha");
  });

  it("validates once for reads that wait on the same revision together", async () => {
    const { ws, calls } = await countingWorkspace();
    await ws.create(sampleSet("alpha"));
    const reads = await Promise.all([ws.read("alpha"), ws.read("alpha"), ws.read("alpha")]);
    expect(reads.every((r) => r.ok && r.value.set?.id === "alpha")).toBe(true);
    expect(calls.validate).toHaveLength(1);
  });

  it("reads a file changed on disk (a hand edit) fresh, and a saved one too", async () => {
    const { root, ws, calls } = await countingWorkspace();
    const created = await ws.create(sampleSet("alpha"));
    if (!created.ok) throw new Error(created.error.message);
    await ws.read("alpha");
    await writeFile(path.join(root, "alpha", "set.json"), textOf(sampleSet("alpha", "Edited")));
    const edited = await ws.read("alpha");
    expect(edited.ok && edited.value.set?.name).toBe("Edited");
    expect(calls.validate).toHaveLength(2);

    if (!edited.ok) throw new Error(edited.error.message);
    const saved = await ws.save("alpha", sampleSet("alpha", "Saved"), edited.value.revision);
    if (!saved.ok) throw new Error(saved.error.message);
    const read = await ws.read("alpha");
    expect(read.ok && [read.value.revision, read.value.set?.name]).toEqual([
      saved.value.revision,
      "Saved",
    ]);
    expect(calls.validate).toHaveLength(3);
  });

  it("hands out a set no caller can change for the others", async () => {
    const { ws } = await tempWorkspace();
    await ws.create(sampleSet("alpha"));
    const first = await ws.read("alpha");
    if (!first.ok || !first.value.set) throw new Error("not read");
    const set: VellumSet = first.value.set;
    expect(() => {
      set.name = "Changed";
    }).toThrow(TypeError);
    expect(() => set.cards.push({ ...set.cards[0]!, id: "extra" })).toThrow(TypeError);
    expect(() => {
      set.cards[0]!.name = "Changed";
    }).toThrow(TypeError);
    // Each reader has its own list of diagnostics.
    first.value.diagnostics.push({
      code: "test/added",
      severity: "warning",
      message: "added by a caller",
      source: "alpha/set.json",
      range: { start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 1, offset: 0 } },
    });
    const second = await ws.read("alpha");
    if (!second.ok) throw new Error(second.error.message);
    expect(second.value.set?.name).toBe("Minimal Set");
    expect(second.value.set?.cards.map((c) => c.id)).toEqual(set.cards.map((c) => c.id));
    expect(second.value.diagnostics).toEqual([]);
  });

  it("keeps a bounded number of sets: the least recently read is validated again", async () => {
    const { ws, calls } = await countingWorkspace();
    const ids = Array.from({ length: READ_CACHE_LIMITS.sets + 1 }, (_, i) => `set-${i}`);
    for (const id of ids) await ws.create(sampleSet(id));
    for (const id of ids) await ws.read(id);
    expect(calls.validate).toHaveLength(ids.length);
    await ws.read(ids[ids.length - 1]!);
    expect(calls.validate).toHaveLength(ids.length);
    await ws.read(ids[0]!);
    expect(calls.validate).toHaveLength(ids.length + 1);
  });
});

describe("the workspace's checks", () => {
  it("check every write: create, save, import (JSON and zip), duplicate and restore", async () => {
    const { ws, calls } = await countingWorkspace();
    const created = await ws.create(sampleSet("alpha"));
    if (!created.ok) throw new Error(created.error.message);
    const saved = await ws.save("alpha", sampleSet("alpha", "Saved"), created.value.revision);
    if (!saved.ok) throw new Error(saved.error.message);
    expect((await ws.importJson(textOf(sampleSet("beta")))).ok).toBe(true);
    const zip = await ws.exportZip("beta");
    if (!zip.ok) throw new Error(zip.error.message);
    expect((await ws.importZip(await zipStreamBytes(zip.value), { id: "gamma" })).ok).toBe(true);
    expect((await ws.duplicate("alpha", "delta")).ok).toBe(true);
    expect((await ws.restore("alpha", created.value.revision, saved.value.revision)).ok).toBe(true);
    expect(calls.check.map((t) => (JSON.parse(t) as { id: string }).id)).toEqual([
      "alpha",
      "alpha",
      "beta",
      "beta",
      "delta",
      "alpha",
    ]);
    expect(calls.validate).toEqual([]);
  });

  it("write nothing when the check fails (the validation thread stopped), and say so", async () => {
    // As app/_server/validate-off-thread.ts words a failure in its thread.
    const why =
      "Vellum could not check this set: the worker thread stopped (exit code 1) — try again";
    const failing: SetTextChecks = {
      check: () => Promise.reject(new Error(why)),
      validate: () => Promise.reject(new Error(why)),
    };
    const { ws } = await tempWorkspace({ checks: failing });
    const created = await ws.create(sampleSet("alpha"));
    expect(created).toMatchObject({
      ok: false,
      error: { kind: "io", message: `creating a set: ${why}` },
    });
    expect(await ws.list()).toEqual([]);
  });
});
