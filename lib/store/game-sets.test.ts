/**
 * The sets saved games were played on (game-sets.ts): kept content-addressed beside the games,
 * shared by the games of one revision, read back however the set changed, pruned when no game
 * needs them (sparing a just-removed game's for its Undo), never through a link.
 */
import { mkdir, readdir, readFile, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { listGames, putGame, readGame, readGameSetOf, removeGame, writeGame } from "./games";
import { sampleSet, useTempWorkspaces } from "./workspace.test-support";

const temp = useTempWorkspaces();

/** A saved game's text as the table writes it (the store reads only `setRevision`). */
const gameText = (name: string, setRevision: string) =>
  `${JSON.stringify({ format: "vellum-game/1", name, setRevision, log: { actions: [] } })}\n`;

async function started() {
  const { root, ws } = await temp();
  const created = await ws.create(sampleSet("alpha"));
  if (!created.ok) throw new Error("no set");
  const first = created.value.revision;
  const text = await readFile(path.join(root, "alpha", "set.json"), "utf8");
  return { root, ws, first, text };
}

const keptDir = (root: string) => path.join(root, "alpha", "games", "sets");

describe("the sets of saved games", () => {
  it("keeps set.json as it was at the game's revision, byte for byte, and reads it back after the set changed", async () => {
    const { root, ws, first, text } = await started();
    const game = await writeGame(ws, "alpha", "Before", gameText("Before", first));
    if (!game.ok) throw new Error("not written");
    expect(await readdir(keptDir(root))).toEqual([`${first}.json`]);
    expect(await readFile(path.join(keptDir(root), `${first}.json`), "utf8")).toBe(text);

    const changed = sampleSet("alpha", "Changed Name");
    const saved = await ws.save("alpha", changed, first);
    if (!saved.ok) throw new Error("not saved");
    expect(saved.value.revision).not.toBe(first);
    expect(await readGameSetOf(ws, "alpha", game.value)).toEqual({
      ok: true,
      value: { revision: first, text },
    });
    const read = await readGame(ws, "alpha", game.value);
    expect(read.ok && read.value.setKept).toBe(true);
    // The game list names the games only: the kept sets' folder is not a game.
    const list = await listGames(ws, "alpha");
    expect(list.ok && list.value.map((g) => g.id)).toEqual([game.value]);
  });

  it("copies an earlier revision from the history when the set changed before the save, one copy per revision", async () => {
    const { root, ws, first } = await started();
    const saved = await ws.save("alpha", sampleSet("alpha", "Changed Name"), first);
    if (!saved.ok) throw new Error("not saved");
    const a = await writeGame(ws, "alpha", "Old A", gameText("Old A", first));
    const b = await writeGame(ws, "alpha", "Old B", gameText("Old B", first));
    const c = await writeGame(ws, "alpha", "New", gameText("New", saved.value.revision));
    if (!a.ok || !b.ok || !c.ok) throw new Error("not written");
    expect((await readdir(keptDir(root))).sort()).toEqual(
      [`${first}.json`, `${saved.value.revision}.json`].sort(),
    );
    const kept = await readGameSetOf(ws, "alpha", b.value);
    expect(kept.ok && kept.value.revision).toBe(first);
  });

  it("saves a game whose revision is gone without a set, and an older save without one still reads", async () => {
    const { root, ws } = await started();
    const gone = await writeGame(ws, "alpha", "Gone", gameText("Gone", "0123456789abcdef"));
    if (!gone.ok) throw new Error("not written");
    const read = await readGame(ws, "alpha", gone.value);
    expect(read.ok && read.value.setKept).toBe(false);
    const none = await readGameSetOf(ws, "alpha", gone.value);
    expect(!none.ok && none.error).toEqual({
      kind: "not-found",
      message: "set 'alpha' has no copy of revision 0123456789abcdef kept",
    });
    // A game saved before sets were kept: written by hand, without the folder.
    await writeFile(path.join(root, "alpha", "games", "older.json"), '{"name":"Older"}\n');
    const older = await readGame(ws, "alpha", "older");
    expect(older).toEqual({
      ok: true,
      value: { id: "older", text: '{"name":"Older"}\n', setKept: false },
    });
    const noRevision = await readGameSetOf(ws, "alpha", "older");
    expect(!noRevision.ok && noRevision.error.kind).toBe("not-found");
  });

  it("never reads a kept set whose bytes are not its revision's", async () => {
    const { root, ws, first } = await started();
    const game = await writeGame(ws, "alpha", "Before", gameText("Before", first));
    if (!game.ok) throw new Error("not written");
    await writeFile(path.join(keptDir(root), `${first}.json`), '{"id":"alpha","tampered":true}');
    const read = await readGameSetOf(ws, "alpha", game.value);
    expect(!read.ok && read.error.kind).toBe("not-found");
  });

  it("removes a kept set once no game names it, sparing a just-removed game's for its Undo", async () => {
    const { root, ws, first } = await started();
    const saved = await ws.save("alpha", sampleSet("alpha", "Changed Name"), first);
    if (!saved.ok) throw new Error("not saved");
    const second = saved.value.revision;
    const a1 = await writeGame(ws, "alpha", "A1", gameText("A1", first));
    const a2 = await writeGame(ws, "alpha", "A2", gameText("A2", first));
    const b = await writeGame(ws, "alpha", "B", gameText("B", second));
    if (!a1.ok || !a2.ok || !b.ok) throw new Error("not written");
    const kept = async () => (await readdir(keptDir(root))).sort();
    const both = [`${first}.json`, `${second}.json`].sort();

    // B goes: its set stays for the Undo, which brings the game back with its set.
    const removedB = await removeGame(ws, "alpha", b.value);
    if (!removedB.ok) throw new Error("not removed");
    expect(await kept()).toEqual(both);
    await putGame(ws, "alpha", b.value, removedB.value.text);
    const back = await readGameSetOf(ws, "alpha", b.value);
    expect(back.ok && back.value.revision).toBe(second);

    // A1 goes: A2 still names the first revision.
    await removeGame(ws, "alpha", a1.value);
    expect(await kept()).toEqual(both);
    // B goes again, then A2: B's set is no one's and not the one just removed, so it goes.
    await removeGame(ws, "alpha", b.value);
    await removeGame(ws, "alpha", a2.value);
    expect(await kept()).toEqual([`${first}.json`]);
  });

  it("never follows a link: a linked kept-sets folder refuses the save, nothing is written through it", async () => {
    const { root, ws, first } = await started();
    const outside = path.join(root, "outside");
    await mkdir(outside);
    await mkdir(path.join(root, "alpha", "games"));
    await symlink(outside, keptDir(root));
    const refused = await writeGame(ws, "alpha", "Linked", gameText("Linked", first));
    expect(!refused.ok && refused.error.kind).toBe("io");
    expect(!refused.ok && refused.error.message).toMatch(/symbolic link/);
    expect(await readdir(outside)).toEqual([]);
    expect(await readdir(path.join(root, "alpha", "games"))).toEqual(["sets"]);
  });
});
