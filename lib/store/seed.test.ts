import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { initWorkspace, seedWorkspace } from "./seed";
import {
  PNG_BYTES,
  sampleSet,
  textOf,
  useTempWorkspaces,
  VALIDATION_CHECK,
} from "./workspace.test-support";

const tempWorkspace = useTempWorkspaces();

async function examples(root: string): Promise<string> {
  const dir = path.join(root, "examples");
  await mkdir(path.join(dir, "sample-one", "art"), { recursive: true });
  await writeFile(path.join(dir, "sample-one", "set.json"), textOf(sampleSet("sample-one", "One")));
  await writeFile(path.join(dir, "sample-one", "art", "cover.png"), PNG_BYTES);
  await writeFile(path.join(dir, "sample-one", "art", "cover.gif"), "ignored");
  await mkdir(path.join(dir, "sample-two"), { recursive: true });
  await writeFile(path.join(dir, "sample-two", "set.json"), textOf(sampleSet("other-id", "Two")));
  await mkdir(path.join(dir, "broken"), { recursive: true });
  await writeFile(path.join(dir, "broken", "set.json"), "{");
  await mkdir(path.join(dir, "no-set"), { recursive: true });
  await writeFile(path.join(dir, "README.md"), "samples");
  return dir;
}

describe("seedWorkspace", () => {
  it("copies the samples into an empty workspace, once", async () => {
    const { root } = await tempWorkspace();
    const { ws } = await tempWorkspace();
    const dir = await examples(root);
    expect(await seedWorkspace(ws, dir)).toEqual(["sample-one", "sample-two"]);
    expect((await ws.list()).map((s) => [s.id, s.name, s.valid])).toEqual([
      ["sample-one", "One", true],
      ["sample-two", "Two", true],
    ]);
    expect(await ws.listArt("sample-one")).toEqual({
      ok: true,
      value: [{ file: "cover.png", bytes: PNG_BYTES.length }],
    });
    expect(await seedWorkspace(ws, dir)).toEqual([]);
  });

  it("leaves a workspace that already has sets alone", async () => {
    const { root } = await tempWorkspace();
    const { ws } = await tempWorkspace();
    await ws.create(sampleSet("mine"));
    expect(await seedWorkspace(ws, await examples(root))).toEqual([]);
    expect((await ws.list()).map((s) => s.id)).toEqual(["mine"]);
  });

  it("adds nothing when there are no examples", async () => {
    const { root, ws } = await tempWorkspace();
    expect(await seedWorkspace(ws, path.join(root, "missing"))).toEqual([]);
  });
});

describe("initWorkspace", () => {
  it("creates and seeds a new workspace folder once, and never re-seeds after the samples are removed", async () => {
    const { root } = await tempWorkspace();
    const dir = await examples(root);
    const { ws: parent } = await tempWorkspace();
    const { openWorkspace } = await import("./workspace");
    const ws = openWorkspace(path.join(parent.root, "nested", "ws"), {
      summaryCheck: VALIDATION_CHECK,
    });
    expect(await initWorkspace(ws, dir)).toEqual(["sample-one", "sample-two"]);
    expect((await ws.remove("sample-one")).ok).toBe(true);
    expect((await ws.remove("sample-two")).ok).toBe(true);
    expect(await initWorkspace(ws, dir)).toEqual([]);
    expect(await ws.list()).toEqual([]);
  });
});

describe("initWorkspace when nothing can be seeded", () => {
  it("does not mark the workspace, so a later start seeds it once samples are valid", async () => {
    const { root } = await tempWorkspace();
    const { ws } = await tempWorkspace();
    const dir = path.join(root, "examples");
    await mkdir(path.join(dir, "sample-one"), { recursive: true });
    await writeFile(path.join(dir, "sample-one", "set.json"), "{ broken");
    expect(await initWorkspace(ws, dir)).toEqual([]);
    await writeFile(
      path.join(dir, "sample-one", "set.json"),
      textOf(sampleSet("sample-one", "One")),
    );
    expect(await initWorkspace(ws, dir)).toEqual(["sample-one"]);
  });

  it("marks a folder that already holds sets without adding the samples", async () => {
    const { root } = await tempWorkspace();
    const { ws } = await tempWorkspace();
    await ws.create(sampleSet("mine"));
    expect(await initWorkspace(ws, await examples(root))).toEqual([]);
    await ws.remove("mine");
    expect(await initWorkspace(ws, await examples(root))).toEqual([]);
  });
});
