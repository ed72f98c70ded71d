import { describe, expect, it } from "vitest";
import { readPending } from "./pending-edits";
import { createSaveSync } from "./save-sync";
import type { SyncDeps } from "./save-sync";
import { statusText } from "./save-status";

/** A fake server holding one set, and fake timers run by hand. */
function harness(opts: { down?: boolean; problems?: number } = {}) {
  const server = { text: "v0", revision: "r0", down: opts.down ?? false, puts: 0 };
  const timers: (() => void)[] = [];
  const store = new Map<string, string>();
  const storage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  };
  const fetcher = (async (_url: string, init?: RequestInit) => {
    if (server.down) throw new TypeError("fetch failed");
    if (init?.method === "PUT") {
      server.puts++;
      const base = String(new Headers(init.headers).get("if-match")).replaceAll('"', "");
      if (base !== server.revision) {
        return Response.json(
          { error: "conflict", currentRevision: server.revision },
          { status: 409 },
        );
      }
      if (String(init.body) === "not json") {
        return Response.json(
          { error: "invalid", message: "s/set.json: not JSON" },
          { status: 400 },
        );
      }
      server.text = String(init.body);
      server.revision = `r${server.puts}`;
      const problem = { code: "set/x", severity: "error", message: "a problem" };
      return Response.json({
        revision: server.revision,
        diagnostics: Array.from({ length: opts.problems ?? 0 }, () => problem),
      });
    }
    return Response.json({ text: server.text, revision: server.revision });
  }) as typeof fetch;
  const moves: [string, string][] = [];
  const deps: SyncDeps = {
    onSaved: (before, now) => moves.push([before, now.revision]),
    setId: "s",
    fetch: fetcher,
    storage,
    setTimer: (fn) => timers.push(fn),
    clearTimer: () => undefined,
  };
  const sync = createSaveSync(deps, "r0", "v0");
  const tick = async () => {
    const due = timers.splice(0);
    for (const t of due) t();
    for (let i = 0; i < 10; i++) await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { server, sync, tick, storage, moves };
}

describe("save sync", () => {
  it("writes out a saved text given as a function only when an edit is compared with it", () => {
    let written = 0;
    const sync = createSaveSync(
      { setId: "s", setTimer: () => 0, clearTimer: () => undefined },
      "r0",
      () => {
        written++;
        return "v0";
      },
    );
    sync.markDirty();
    expect(written).toBe(0);
    sync.documentChanged("v0");
    expect(sync.getStatus()).toEqual({ kind: "saved" });
    sync.documentChanged("v1");
    expect(written).toBe(1);
  });

  it("tells its listeners of a change of state only (typing on keeps one Unsaved changes)", () => {
    const { sync } = harness();
    let heard = 0;
    sync.subscribe(() => heard++);
    sync.markDirty();
    sync.documentChanged("v1");
    sync.markDirty();
    sync.documentChanged("v2");
    sync.documentChanged("v3");
    expect(statusText(sync.getStatus())).toBe("Unsaved changes");
    // The status object is kept too, so a page reading it (useSyncExternalStore) redraws once.
    expect(heard).toBe(1);
  });

  it("saves after the debounce with the base revision and reports Saved", async () => {
    const { server, sync, tick, storage, moves } = harness();
    sync.documentChanged("v1");
    expect(statusText(sync.getStatus())).toBe("Unsaved changes");
    expect(readPending(storage, "s")).toMatchObject({ baseRevision: "r0", text: "v1" });
    await tick();
    expect(server.text).toBe("v1");
    expect(sync.getStatus()).toEqual({ kind: "saved" });
    expect(sync.baseRevision()).toBe("r1");
    expect(readPending(storage, "s")).toBeUndefined();
    // The page's tab hears of it (tab-saves.ts: a page brought back starts from it).
    expect(moves).toEqual([["r0", "r1"]]);
  });

  it("never says Saved while an edit announced during a save has not been handed over", async () => {
    const { server, sync, tick } = harness();
    sync.documentChanged("v1");
    const first = sync.flush();
    expect(sync.getStatus().kind).toBe("saving");
    // An edit while v1 is on its way: announced at once, its text follows a moment later.
    sync.markDirty();
    await first;
    expect(server.text).toBe("v1");
    expect(statusText(sync.getStatus())).toBe("Unsaved changes");
    sync.documentChanged("v2");
    await tick();
    expect(server.text).toBe("v2");
    expect(sync.getStatus()).toEqual({ kind: "saved" });
  });

  it("keeps edits while the server is down and saves them when it is back", async () => {
    const h = harness({ down: true });
    h.sync.documentChanged("v1");
    await h.tick();
    expect(h.sync.getStatus().kind).toBe("offline");
    expect(statusText(h.sync.getStatus())).toMatch(/cannot be reached; kept in this browser/);
    expect(readPending(h.storage, "s")?.text).toBe("v1");
    h.server.down = false;
    await h.tick();
    expect(h.server.text).toBe("v1");
    expect(h.sync.getStatus().kind).toBe("saved");
  });

  it("saves a set with problems like any other and says Saved", async () => {
    const h = harness({ problems: 3 });
    h.sync.documentChanged("v1");
    await h.tick();
    expect(h.server.puts).toBe(1);
    expect(h.server.text).toBe("v1");
    expect(statusText(h.sync.getStatus())).toBe("Saved");
    expect(readPending(h.storage, "s")).toBeUndefined();
  });

  it("a document the server cannot read is an error, kept in this browser", async () => {
    const h = harness();
    h.sync.documentChanged("not json");
    await h.tick();
    expect(h.server.text).toBe("v0");
    expect(statusText(h.sync.getStatus())).toBe("Error: s/set.json: not JSON");
    expect(readPending(h.storage, "s")?.text).toBe("not json");
  });

  it("holds a conflict until the user chooses; keeping mine saves over theirs", async () => {
    const h = harness();
    h.server.text = '{"other":1}';
    h.server.revision = "rX";
    h.sync.documentChanged('{"mine":1}');
    await h.tick();
    const status = h.sync.getStatus();
    expect(status).toEqual({ kind: "conflict", theirs: { text: '{"other":1}', revision: "rX" } });
    h.sync.documentChanged('{"mine":2}');
    await h.tick();
    expect(h.server.text).toBe('{"other":1}');
    await h.sync.keepMine();
    expect(h.server.text).toBe('{"mine":2}');
    expect(h.sync.getStatus().kind).toBe("saved");
  });

  it("takes theirs: their revision becomes the base and nothing is sent", async () => {
    const h = harness();
    h.server.revision = "rX";
    h.server.text = '{"other":1}';
    h.sync.documentChanged('{"mine":1}');
    await h.tick();
    const theirs = h.sync.takeTheirs();
    expect(theirs?.revision).toBe("rX");
    h.sync.adopt("rX", '{"other":1}');
    h.sync.documentChanged('{"other":1}');
    expect(h.sync.getStatus().kind).toBe("saved");
    expect(h.server.puts).toBe(1);
  });

  it("treats a conflict with identical content as saved", async () => {
    const h = harness();
    h.server.revision = "rX";
    h.server.text = '{ "same": 1 }';
    h.sync.documentChanged('{"same":1}');
    await h.tick();
    expect(h.sync.getStatus().kind).toBe("saved");
    expect(h.sync.baseRevision()).toBe("rX");
  });
});
