import { mkdir, readdir, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MAX_GAME_BYTES, listGames, putGame, readGame, removeGame, writeGame } from "./games";
import { sampleSet, useTempWorkspaces } from "./workspace.test-support";

const temp = useTempWorkspaces();

describe("saved games", () => {
  it("writes a game under a new id in the set's games/ folder, lists and reads it back", async () => {
    const { root, ws } = await temp();
    const created = await ws.create(sampleSet("alpha"));
    expect(created.ok).toBe(true);
    const a = await writeGame(ws, "alpha", "Wren's bad day", '{"a":1}\n');
    const b = await writeGame(ws, "alpha", "Wren's bad day", '{"b":2}\n');
    if (!a.ok || !b.ok) throw new Error("not written");
    expect(a.value).toMatch(/^wren-s-bad-day-\d{8}-\d{6}-[0-9a-f]{6}$/);
    expect(a.value).not.toBe(b.value);
    expect(await readdir(path.join(root, "alpha", "games"))).toHaveLength(2);
    const read = await readGame(ws, "alpha", a.value);
    expect(read).toEqual({ ok: true, value: { id: a.value, text: '{"a":1}\n', setKept: false } });
    const list = await listGames(ws, "alpha");
    expect(list.ok && list.value.map((g) => g.id).sort()).toEqual([a.value, b.value].sort());
  });

  it("refuses a missing set, a bad id and a game that is not there; lists none before the first", async () => {
    const { ws } = await temp();
    await ws.create(sampleSet("alpha"));
    expect(await listGames(ws, "alpha")).toEqual({ ok: true, value: [] });
    const noSet = await writeGame(ws, "beta", "x", "{}");
    expect(!noSet.ok && noSet.error.kind).toBe("not-found");
    const bad = await readGame(ws, "alpha", "../set");
    expect(!bad.ok && bad.error.kind).toBe("bad-id");
    const missing = await readGame(ws, "alpha", "nothing-here");
    expect(!missing.ok && missing.error).toEqual({
      kind: "not-found",
      message: "no saved game 'nothing-here' in set 'alpha'",
    });
  });

  it("never follows a symbolic link: a linked games/ folder is refused, a linked game skipped", async () => {
    const { root, ws } = await temp();
    await ws.create(sampleSet("alpha"));
    await ws.create(sampleSet("beta"));
    await mkdir(path.join(root, "beta", "games"));
    await writeFile(path.join(root, "beta", "games", "secret.json"), "{}");
    await mkdir(path.join(root, "alpha", "games"));
    await symlink(
      path.join(root, "beta", "games", "secret.json"),
      path.join(root, "alpha", "games", "secret.json"),
    );
    expect(await listGames(ws, "alpha")).toEqual({ ok: true, value: [] });
    const linked = await readGame(ws, "alpha", "secret");
    expect(!linked.ok && linked.error.kind).toBe("not-found");
    await ws.create(sampleSet("gamma"));
    await symlink(path.join(root, "beta", "games"), path.join(root, "gamma", "games"));
    const refused = await listGames(ws, "gamma");
    expect(!refused.ok && refused.error.kind).toBe("io");
    expect(!refused.ok && refused.error.message).toMatch(/symbolic link/);
  });

  it("writes a game again under its id, removes it to the trash with its text, and puts it back", async () => {
    const { root, ws } = await temp();
    await ws.create(sampleSet("alpha"));
    const a = await writeGame(ws, "alpha", "First", '{"name":"First"}\n');
    if (!a.ok) throw new Error("not written");
    expect(await putGame(ws, "alpha", a.value, '{"name":"Renamed"}\n')).toEqual({
      ok: true,
      value: a.value,
    });
    expect(await readGame(ws, "alpha", a.value)).toEqual({
      ok: true,
      value: { id: a.value, text: '{"name":"Renamed"}\n', setKept: false },
    });

    const removed = await removeGame(ws, "alpha", a.value);
    expect(removed).toEqual({
      ok: true,
      value: { id: a.value, text: '{"name":"Renamed"}\n', setKept: false },
    });
    expect(await listGames(ws, "alpha")).toEqual({ ok: true, value: [] });
    const trash = await readdir(path.join(root, ".trash"));
    expect(trash.filter((n) => n.startsWith(`alpha-game-${a.value}.json-`))).toHaveLength(1);

    await putGame(ws, "alpha", a.value, '{"name":"Renamed"}\n');
    const back = await listGames(ws, "alpha");
    expect(back.ok && back.value.map((g) => g.id)).toEqual([a.value]);
  });

  it("refuses to remove a game that is not there or to write one under a bad id, a missing set or too large", async () => {
    const { ws } = await temp();
    await ws.create(sampleSet("alpha"));
    const missing = await removeGame(ws, "alpha", "nothing-here");
    expect(!missing.ok && missing.error.kind).toBe("not-found");
    const badId = await putGame(ws, "alpha", "../set", "{}");
    expect(!badId.ok && badId.error.kind).toBe("bad-id");
    const noSet = await putGame(ws, "beta", "a-game", "{}");
    expect(!noSet.ok && noSet.error.kind).toBe("not-found");
    const big = await putGame(ws, "alpha", "a-game", " ".repeat(MAX_GAME_BYTES + 1));
    expect(!big.ok && big.error.kind).toBe("too-large");
    expect(await listGames(ws, "alpha")).toEqual({ ok: true, value: [] });
  });
});
