import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { summariesSettled } from "@/lib/store";
import { createLog } from "@/lib/engine";
import type { SavedGame, SavedGameSummary } from "@/lib/table";
import { SAVED_GAME_FORMAT } from "@/lib/table";
import { sampleSet } from "@/test/fixtures/sample-set";
import type * as ListModule_ from "./route";
import type * as GameModule_ from "./[game]/route";

let dir: string;
let list: typeof ListModule_;
let one: typeof GameModule_;
const url = "http://127.0.0.1/api/sets/saltmarrow/games";
const setCtx = { params: Promise.resolve({ id: "saltmarrow" }) };
const gameCtx = (game: string) => ({ params: Promise.resolve({ id: "saltmarrow", game }) });

/** A request as a browser sends it: with the Host header the request guard checks. */
function hosted(input: string, init: RequestInit = {}): Request {
  return new Request(input, { ...init, headers: { host: "127.0.0.1", ...init.headers } });
}

function game(name: string, setId = "saltmarrow"): SavedGame {
  const set = sampleSet();
  const setup = { players: [0, 1, 2].map((i) => ({ name: `P${i}`, family: set.families[i]!.id })) };
  return {
    format: SAVED_GAME_FORMAT,
    name,
    savedAt: "2026-01-01T00:00:00.000Z",
    setId,
    setRevision: "0123456789abcdef",
    seats: ["person", "greedy", "random"],
    botDelay: 0,
    log: createLog(set, setup, 7),
    turn: 1,
    over: false,
  };
}

async function names(): Promise<string[]> {
  const res = await list.GET(hosted(url), setCtx);
  const body = (await res.json()) as { games: SavedGameSummary[] };
  return body.games.map((g) => g.name);
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "vellum-games-route-"));
  process.env.VELLUM_WORKSPACE = dir;
  list = await import("./route");
  one = await import("./[game]/route");
});
afterAll(async () => {
  await summariesSettled(); // the seeded sets' summaries, written in the background
  await rm(dir, { recursive: true, force: true });
});

describe("/api/sets/[id]/games/[game]", () => {
  it("renames a saved game in place, deletes it answering the game, and takes it back", async () => {
    const posted = await list.POST(
      hosted(url, { method: "POST", body: JSON.stringify(game("Wren's bad day")) }),
      setCtx,
    );
    expect(posted.status).toBe(201);
    const { id, savedAt } = (await posted.json()) as SavedGameSummary;

    const read = (await (await one.GET(hosted(`${url}/${id}`), gameCtx(id))).json()) as SavedGame;
    const renamed = await one.PUT(
      hosted(`${url}/${id}`, {
        method: "PUT",
        body: JSON.stringify({ ...read, name: "Wren's worse day" }),
      }),
      gameCtx(id),
    );
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ id, name: "Wren's worse day", savedAt });
    expect(await names()).toEqual(["Wren's worse day"]);

    const removed = await one.DELETE(hosted(`${url}/${id}`, { method: "DELETE" }), gameCtx(id));
    expect(removed.status).toBe(200);
    const text = await removed.text();
    expect(JSON.parse(text)).toMatchObject({ name: "Wren's worse day", savedAt });
    expect(await names()).toEqual([]);
    expect((await one.GET(hosted(`${url}/${id}`), gameCtx(id))).status).toBe(404);

    const back = await one.PUT(hosted(`${url}/${id}`, { method: "PUT", body: text }), gameCtx(id));
    expect(back.status).toBe(200);
    expect(await names()).toEqual(["Wren's worse day"]);
  });

  it("refuses a game of another set, one that is not a saved game, and deleting a missing one", async () => {
    const at = `${url}/some-game`;
    const other = await one.PUT(
      hosted(at, { method: "PUT", body: JSON.stringify(game("x", "elsewhere")) }),
      gameCtx("some-game"),
    );
    expect(other.status).toBe(400);
    expect(await other.json()).toMatchObject({ error: "game/other-set" });
    const invalid = await one.PUT(
      hosted(at, { method: "PUT", body: '{"format":"vellum-game/1"}' }),
      gameCtx("some-game"),
    );
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ error: "game/invalid" });
    const missing = await one.DELETE(hosted(at, { method: "DELETE" }), gameCtx("some-game"));
    expect(missing.status).toBe(404);
    const badId = await one.PUT(
      hosted(`${url}/..`, { method: "PUT", body: JSON.stringify(game("x")) }),
      gameCtx(".."),
    );
    expect(badId.status).toBe(400);
  });
});
