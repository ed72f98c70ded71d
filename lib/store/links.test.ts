import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { initWorkspace, WORKSPACE_MARKER } from "./seed";
import { PNG_BYTES, sampleSet, textOf, useTempWorkspaces } from "./workspace.test-support";
import type { StoreResult } from "./types";

const tempWorkspace = useTempWorkspaces();

const outsides: string[] = [];
afterEach(async () => {
  await Promise.all(outsides.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

/** A folder outside the workspace, and a snapshot of everything in it (names and contents). */
async function outsideFolder(): Promise<{ dir: string; snapshot(): Promise<string> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "vellum-outside-"));
  outsides.push(dir);
  const snapshot = async () => {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    const files = entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
    const parts = await Promise.all(
      files.sort().map(async (f) => `${path.relative(dir, f)}=${await readFile(f, "utf8")}`),
    );
    return parts.join("\n");
  };
  return { dir, snapshot };
}

/** A workspace with set 'alpha' (one saved revision), and its revision. */
async function withAlpha() {
  const t = await tempWorkspace();
  const created = await t.ws.create(sampleSet("alpha"));
  if (!created.ok) throw new Error(created.error.message);
  return { ...t, revision: created.value.revision };
}

function linkError(r: StoreResult<unknown>, shown: string, kind = "folder"): void {
  expect(r).toMatchObject({ ok: false, error: { kind: "io" } });
  expect(!r.ok && r.error.message).toContain(
    `'${shown}' in the workspace is a symbolic link — Vellum does not follow links inside its workspace (a save could land outside it); replace the link with the real ${kind}`,
  );
}

describe("symbolic links inside the workspace", () => {
  it("refuses a set folder that is a link: no read, save, art or history through it", async () => {
    const { root, ws } = await tempWorkspace();
    const outside = await outsideFolder();
    const real = path.join(outside.dir, "alpha");
    await mkdir(real);
    await writeFile(path.join(real, "set.json"), textOf(sampleSet("alpha")));
    await symlink(real, path.join(root, "alpha"));
    const before = await outside.snapshot();
    linkError(await ws.read("alpha"), "alpha");
    linkError(await ws.save("alpha", sampleSet("alpha", "Changed"), "0123456789abcdef"), "alpha");
    linkError(await ws.writeArt("alpha", "a.png", PNG_BYTES), "alpha");
    linkError(await ws.readArt("alpha", "a.png"), "alpha");
    linkError(await ws.history("alpha"), "alpha");
    linkError(await ws.remove("alpha"), "alpha");
    linkError(await ws.create(sampleSet("alpha")), "alpha");
    linkError(await ws.duplicate("alpha", "beta"), "alpha");
    expect(await outside.snapshot()).toBe(before);
    // The list shows it, with the reason it cannot be opened.
    const [listed] = await ws.list();
    expect(listed).toMatchObject({ id: "alpha", valid: false });
    expect(listed?.diagnostics[0]?.message).toContain(
      "'alpha' in the workspace is a symbolic link",
    );
  });

  it("refuses a set.json that is a link, without showing what it points at", async () => {
    const { root, ws, revision } = await withAlpha();
    const outside = await outsideFolder();
    const secret = path.join(outside.dir, "secret.json");
    await writeFile(secret, textOf(sampleSet("alpha", "Secret")));
    await rm(path.join(root, "alpha", "set.json"));
    await symlink(secret, path.join(root, "alpha", "set.json"));
    const read = await ws.read("alpha");
    linkError(read, "alpha/set.json", "file");
    expect(JSON.stringify(read)).not.toContain("Secret");
    linkError(
      await ws.save("alpha", sampleSet("alpha", "Changed"), revision),
      "alpha/set.json",
      "file",
    );
    expect(await readFile(secret, "utf8")).toBe(textOf(sampleSet("alpha", "Secret")));
  });

  it("refuses a .history folder that is a link: the save writes nothing anywhere", async () => {
    const { root, ws, revision } = await withAlpha();
    const outside = await outsideFolder();
    const history = path.join(root, "alpha", ".history");
    await cp(history, outside.dir, { recursive: true });
    await rm(history, { recursive: true });
    await symlink(outside.dir, history);
    const before = await outside.snapshot();
    const saved = await ws.save("alpha", sampleSet("alpha", "Changed"), revision);
    linkError(saved, "alpha/.history");
    linkError(await ws.readRevision("alpha", revision), "alpha/.history");
    expect(await outside.snapshot()).toBe(before);
    expect(await readFile(path.join(root, "alpha", "set.json"), "utf8")).toBe(
      textOf(sampleSet("alpha")),
    );
  });

  it("refuses an art folder that is a link, for art and for saves", async () => {
    const { root, ws, revision } = await withAlpha();
    const outside = await outsideFolder();
    await writeFile(path.join(outside.dir, "private.png"), PNG_BYTES);
    const art = path.join(root, "alpha", "art");
    await rm(art, { recursive: true });
    await symlink(outside.dir, art);
    const before = await outside.snapshot();
    linkError(await ws.writeArt("alpha", "a.png", PNG_BYTES), "alpha/art");
    linkError(await ws.readArt("alpha", "private.png"), "alpha/art");
    linkError(await ws.listArt("alpha"), "alpha/art");
    linkError(await ws.removeArt("alpha", "private.png"), "alpha/art");
    linkError(await ws.exportZip("alpha"), "alpha/art");
    linkError(await ws.save("alpha", sampleSet("alpha", "Changed"), revision), "alpha/art");
    expect(await outside.snapshot()).toBe(before);
  });

  it("refuses a .locks or .trash folder that is a link", async () => {
    const { root, ws, revision } = await withAlpha();
    const locks = await outsideFolder();
    await rm(path.join(root, ".locks"), { recursive: true });
    await symlink(locks.dir, path.join(root, ".locks"));
    linkError(await ws.save("alpha", sampleSet("alpha", "Changed"), revision), ".locks");
    expect(await readdir(locks.dir)).toEqual([]);
    await rm(path.join(root, ".locks"));
    const trash = await outsideFolder();
    await symlink(trash.dir, path.join(root, ".trash"));
    linkError(await ws.remove("alpha"), ".trash");
    expect(await readdir(trash.dir)).toEqual([]);
    expect((await ws.read("alpha")).ok).toBe(true);
  });

  it("never writes the workspace marker through a link", async () => {
    const { root, ws } = await tempWorkspace();
    const outside = await outsideFolder();
    const target = path.join(outside.dir, "planted.txt");
    await symlink(target, path.join(root, WORKSPACE_MARKER)); // a link to nothing yet
    await initWorkspace(ws, path.resolve(import.meta.dirname, "../../examples"));
    expect(await readdir(outside.dir)).toEqual([]);
  });

  it("never reads a history entry that is a link", async () => {
    const { root, ws } = await withAlpha();
    const outside = await outsideFolder();
    const secret = textOf(sampleSet("alpha", "Secret"));
    await writeFile(path.join(outside.dir, "secret.json"), secret);
    const revision = "0123456789abcdef";
    await symlink(
      path.join(outside.dir, "secret.json"),
      path.join(root, "alpha", ".history", `99-${revision}.json`),
    );
    expect(await ws.readRevision("alpha", revision)).toMatchObject({
      ok: false,
      error: { kind: "not-found" },
    });
    const history = await ws.history("alpha");
    expect(history.ok && history.value.map((h) => h.revision)).not.toContain(revision);
  });
});
