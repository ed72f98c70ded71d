import {
  mkdir,
  readdir,
  readFile,
  rename,
  stat,
  unlink,
  utimes,
  writeFile,
} from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { withLock } from "./lock";
import { sampleSet, useTempWorkspaces } from "./workspace.test-support";
import { createWorkspace } from "./workspace";

const tempWorkspace = useTempWorkspaces();

describe("withLock", () => {
  it("runs critical sections on one path one at a time, in order", async () => {
    const { root } = await tempWorkspace();
    const lock = path.join(root, ".locks", "a.lock");
    const events: string[] = [];
    const section = (name: string) =>
      withLock(lock, async () => {
        events.push(`${name} in`);
        await new Promise((r) => setTimeout(r, 5));
        events.push(`${name} out`);
        return name;
      });
    expect(await Promise.all([section("a"), section("b"), section("c")])).toEqual(["a", "b", "c"]);
    expect(events).toEqual(["a in", "a out", "b in", "b out", "c in", "c out"]);
    expect(await readdir(path.join(root, ".locks"))).toEqual([]);
  });

  it("releases the lock when the section throws", async () => {
    const { root } = await tempWorkspace();
    const lock = path.join(root, "x.lock");
    await expect(withLock(lock, async () => Promise.reject(new Error("boom")))).rejects.toThrow(
      "boom",
    );
    expect(await withLock(lock, async () => "again")).toBe("again");
  });

  it("waits for a lock file held by another process", async () => {
    const { root } = await tempWorkspace();
    const lock = path.join(root, "held.lock");
    await writeFile(lock, JSON.stringify({ pid: -1 }));
    let entered = false;
    const waiting = withLock(lock, async () => {
      entered = true;
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(entered).toBe(false);
    await import("node:fs/promises").then((fs) => fs.unlink(lock));
    await waiting;
    expect(entered).toBe(true);
  });

  it("takes over a stale lock file (a crashed holder)", async () => {
    const { root } = await tempWorkspace();
    const lock = path.join(root, "stale.lock");
    await writeFile(lock, JSON.stringify({ pid: -1 }));
    const old = new Date(Date.now() - 20_000);
    await utimes(lock, old, old);
    const t0 = Date.now();
    expect(await withLock(lock, async () => "mine")).toBe("mine");
    expect(Date.now() - t0).toBeLessThan(2_000);
  });

  it("gives up after the timeout while a live holder keeps the lock", async () => {
    const { root } = await tempWorkspace();
    const lock = path.join(root, "busy.lock");
    await writeFile(lock, "{}");
    await expect(
      withLock(lock, async () => "never", { timeoutMs: 100, staleMs: 60_000 }),
    ).rejects.toThrow(/locked by another process/);
  });
});

/** What another process does to take over a lock it judged stale: move it aside, create its own. */
async function takeOver(lock: string, content: string): Promise<void> {
  const aside = `${lock}.other-aside`;
  await rename(lock, aside);
  await unlink(aside);
  await writeFile(lock, content, { flag: "wx" });
}

const OTHER_HOLDER = JSON.stringify({ pid: -2, token: "the other process" });

describe("withLock against another process's takeover", () => {
  it("never removes a live lock taken over between its staleness check and its rename", async () => {
    const { root } = await tempWorkspace();
    const lock = path.join(root, "race.lock");
    await writeFile(lock, JSON.stringify({ pid: -1 }));
    const old = new Date(Date.now() - 20_000);
    await utimes(lock, old, old);
    let checks = 0;
    const holders: string[] = [];
    const hooks = {
      // Between our stat (stale) and our rename, another process takes the lock over first.
      async afterStaleCheck(p: string) {
        if (checks++ === 0) {
          await takeOver(p, OTHER_HOLDER);
          holders.push("other");
        }
      },
    };
    const attempt = withLock(lock, async () => void holders.push("us"), { hooks, timeoutMs: 200 });
    await expect(attempt).rejects.toThrow(/locked by another process/);
    expect(checks).toBe(1);
    expect(holders).toEqual(["other"]);
    expect(await readFile(lock, "utf8")).toBe(OTHER_HOLDER);
    expect((await readdir(root)).sort()).toEqual(["race.lock"]);
    // Once the other process releases it, the lock is ours.
    await unlink(lock);
    await withLock(lock, async () => void holders.push("us"), { hooks });
    expect(holders).toEqual(["other", "us"]);
  });

  it("does not release a lock file another process took over while it stalled", async () => {
    const { root } = await tempWorkspace();
    const lock = path.join(root, "stalled.lock");
    // Our section outlives staleMs (a stall); another process judges our lock stale, takes it.
    await withLock(lock, () => takeOver(lock, OTHER_HOLDER));
    expect(await readFile(lock, "utf8")).toBe(OTHER_HOLDER);
  });

  it("stops touching a lock file that another process has taken over", async () => {
    const { root } = await tempWorkspace();
    const lock = path.join(root, "touched.lock");
    const old = new Date(Date.now() - 5_000);
    await withLock(
      lock,
      async () => {
        await takeOver(lock, OTHER_HOLDER);
        await utimes(lock, old, old);
        // Our heartbeat runs every 50 ms here: several beats.
        await new Promise((r) => setTimeout(r, 300));
        expect(Math.abs((await stat(lock)).mtimeMs - old.getTime())).toBeLessThan(1000);
      },
      { staleMs: 200 },
    );
    expect(await readFile(lock, "utf8")).toBe(OTHER_HOLDER);
  });
});

describe("the set lock of a workspace", () => {
  it("turns a lock held too long into an io error and writes nothing", async () => {
    const { root } = await tempWorkspace();
    const ws = createWorkspace(root, { lock: { timeoutMs: 100, staleMs: 60_000 } });
    const created = await ws.create(sampleSet("alpha"));
    if (!created.ok) throw new Error(created.error.message);
    await mkdir(path.join(root, ".locks"), { recursive: true });
    await writeFile(path.join(root, ".locks", "alpha.lock"), "{}");
    const saved = await ws.save("alpha", sampleSet("alpha", "Blocked"), created.value.revision);
    expect(!saved.ok && saved.error.kind).toBe("io");
    expect(!saved.ok && saved.error.message).toMatch(/locked by another process/);
    const read = await ws.read("alpha");
    expect(read.ok && read.value.revision).toBe(created.value.revision);
  });
});
