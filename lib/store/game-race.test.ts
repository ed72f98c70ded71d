/**
 * Saved games and set deletes: a game save holds the set's lock, so a delete waits for it, and
 * a save after the delete finds no set. Nothing half-written, no fs error, no temp file that
 * comes back with the Undo.
 */
import { mkdir, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { NODE_WRITE_STEPS } from "./atomic-write";
import type { WriteSteps } from "./atomic-write";
import { isTempFileName } from "./atomic-write";
import { listGames, putGame, readGame, removeGame, writeGame } from "./games";
import type { Workspace } from "./types";
import { sampleSet, useTempWorkspaces } from "./workspace.test-support";

const temp = useTempWorkspaces();

/** Every temp file under `dir`, as paths relative to it. */
async function tempFilesUnder(dir: string): Promise<string[]> {
  const names = await readdir(dir, { recursive: true });
  return names.filter((n) => isTempFileName(path.basename(n)));
}

/**
 * Write steps that start removing set `alpha` while the first game's temp file is written, and
 * let the write go on once the removal is done or has waited a while (it waits for the game's
 * lock, so it cannot finish first).
 */
function deleteDuringGameWrite(ws: () => Workspace) {
  const state: { removal?: Promise<unknown> } = {};
  const steps: WriteSteps = {
    ...NODE_WRITE_STEPS,
    async writeTemp(tmp, data) {
      await NODE_WRITE_STEPS.writeTemp(tmp, data);
      if (state.removal || !tmp.includes(`${path.sep}games${path.sep}`)) return;
      state.removal = ws().remove("alpha");
      await Promise.race([state.removal, new Promise((r) => setTimeout(r, 300))]);
    },
  };
  return { steps, state };
}

describe("saved games and set deletes", () => {
  it("a delete waits for a game save: the whole game goes to the trash with the set, and the Undo brings back no temp file", async () => {
    const made: { ws?: Workspace } = {};
    const race = deleteDuringGameWrite(() => made.ws!);
    const t = await temp({ writeSteps: race.steps });
    const ws = (made.ws = t.ws);
    await ws.create(sampleSet("alpha"));
    const written = await writeGame(ws, "alpha", "Mid-delete", '{"name":"Mid-delete"}\n');
    const removed = (await race.state.removal) as Awaited<ReturnType<Workspace["remove"]>>;
    // Saved before the delete ran (never an fs error).
    expect(written.ok).toBe(true);
    if (!written.ok || !removed.ok) throw new Error("not saved, or not removed");
    const restored = await ws.restoreRemoved(removed.value.trashed);
    expect(restored.ok).toBe(true);
    expect(await tempFilesUnder(path.join(t.root, "alpha"))).toEqual([]);
    expect(await readGame(ws, "alpha", written.value)).toMatchObject({
      ok: true,
      value: { text: '{"name":"Mid-delete"}\n' },
    });
  });

  it("a save, rename or removal of a game after its set was removed answers not-found, and writes nothing", async () => {
    const { root, ws } = await temp();
    await ws.create(sampleSet("alpha"));
    const game = await writeGame(ws, "alpha", "Kept", "{}\n");
    if (!game.ok) throw new Error(game.error.message);
    const removed = await ws.remove("alpha");
    expect(removed.ok).toBe(true);
    const noSet = { kind: "not-found", message: "no set with id 'alpha'" };
    expect(await writeGame(ws, "alpha", "Late", "{}\n")).toEqual({ ok: false, error: noSet });
    expect(await putGame(ws, "alpha", game.value, "{}\n")).toEqual({ ok: false, error: noSet });
    const gone = await removeGame(ws, "alpha", game.value);
    expect(!gone.ok && gone.error.kind).toBe("not-found");
    // No folder of the removed set was made again (a game stored outside any set).
    expect(await readdir(root)).not.toContain("alpha");
  });

  it("many saves racing a delete: each is saved whole (and goes to the trash) or answers not-found", async () => {
    const { root, ws } = await temp();
    await ws.create(sampleSet("alpha"));
    const saves = Array.from({ length: 12 }, (_, i) =>
      i % 2 === 0
        ? writeGame(ws, "alpha", `Game ${i}`, `{"n":${i}}\n`)
        : putGame(ws, "alpha", `game-${i}`, `{"n":${i}}\n`),
    );
    const removal = ws.remove("alpha");
    const results = await Promise.all(saves);
    const removed = await removal;
    if (!removed.ok) throw new Error(removed.error.message);
    for (const r of results) if (!r.ok) expect(r.error.kind).toBe("not-found");
    const saved = results.filter((r) => r.ok).map((r) => (r.ok ? r.value : ""));
    const trashed = path.join(root, ".trash", removed.value.trashed);
    expect(await tempFilesUnder(trashed)).toEqual([]);
    const restored = await ws.restoreRemoved(removed.value.trashed);
    expect(restored.ok).toBe(true);
    const listed = await listGames(ws, "alpha");
    expect(listed.ok && listed.value.map((g) => g.id).sort()).toEqual(saved.sort());
    expect(await readdir(root)).toContain("alpha");
  });

  it("a restored set loses the temp files a cut-off write left in its folders", async () => {
    const { root, ws } = await temp();
    await ws.create(sampleSet("alpha"));
    const game = await writeGame(ws, "alpha", "Kept", "{}\n");
    if (!game.ok) throw new Error(game.error.message);
    const leftovers = [
      path.join("games", `.${game.value}.json.123-abc.tmp`),
      path.join("games", "sets", ".x.json.123-abc.tmp"),
      path.join(".reports", ".r.json.123-abc.tmp"),
      ".set.json.123-abc.tmp",
    ];
    await mkdir(path.join(root, "alpha", "games", "sets"), { recursive: true });
    await mkdir(path.join(root, "alpha", ".reports"), { recursive: true });
    for (const f of leftovers) await writeFile(path.join(root, "alpha", f), "half");
    const removed = await ws.remove("alpha");
    if (!removed.ok) throw new Error(removed.error.message);
    expect(await ws.restoreRemoved(removed.value.trashed)).toMatchObject({ ok: true });
    expect(await tempFilesUnder(path.join(root, "alpha"))).toEqual([]);
    expect((await readGame(ws, "alpha", game.value)).ok).toBe(true);
  });
});
