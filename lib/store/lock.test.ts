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
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { withLock } from "./lock";
import { ownerIsGone, parseOwner, processStart } from "./lock-owner";
import { sampleSet, useTempWorkspaces } from "./workspace.test-support";
import { createWorkspace } from "./workspace";

const tempWorkspace = useTempWorkspaces();

/**
 * A lock file as a live holder on another host writes it: this host cannot tell whether that
 * process runs, so only the file's age can make it stale.
 */
function foreignLock(token: string): string {
  return JSON.stringify({ pid: 4242, host: `not-${os.hostname()}`, at: "", token });
}

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
    await writeFile(lock, foreignLock("held"));
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
    await writeFile(lock, foreignLock("busy"));
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

const OTHER_HOLDER = foreignLock("the other process");

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
    await writeFile(path.join(root, ".locks", "alpha.lock"), foreignLock("alpha"));
    const saved = await ws.save("alpha", sampleSet("alpha", "Blocked"), created.value.revision);
    expect(!saved.ok && saved.error.kind).toBe("io");
    expect(!saved.ok && saved.error.message).toMatch(/locked by another process/);
    const read = await ws.read("alpha");
    expect(read.ok && read.value.revision).toBe(created.value.revision);
  });
});

/** A lock file as a holder with this pid (and start time) on this host would write it. */
function lockOf(pid: number, extra: Record<string, string> = {}): string {
  return JSON.stringify({
    pid,
    host: os.hostname(),
    at: new Date().toISOString(),
    token: "t",
    ...extra,
  });
}

/** Runs a Node process that exits at once; its pid then names no process. */
async function exitedPid(): Promise<number> {
  const child = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
  await new Promise((resolve) => child.once("exit", resolve));
  if (child.pid === undefined) throw new Error("no child pid");
  return child.pid;
}

/** Runs a Node process that sleeps until `stop` kills it (by its pid). */
function sleeper(): { pid: number; stop(): Promise<void> } {
  const child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60_000)"], {
    stdio: "ignore",
  });
  if (child.pid === undefined) throw new Error("no child pid");
  const exited = new Promise((resolve) => child.once("exit", resolve));
  return {
    pid: child.pid,
    stop: async () => {
      child.kill("SIGKILL");
      await exited;
    },
  };
}

/** The lock is young (never stale by age here), so only a gone holder lets it be taken in time. */
const PATIENT = { staleMs: 60_000, timeoutMs: 1_500 };

describe("withLock and the holder a lock file names", () => {
  it("takes over at once a lock whose holder process has exited", async () => {
    const { root } = await tempWorkspace();
    const lock = path.join(root, "dead.lock");
    await writeFile(lock, lockOf(await exitedPid()));
    expect(await withLock(lock, async () => "mine", PATIENT)).toBe("mine");
    expect(await readdir(root)).toEqual([]);
  });

  it("takes over at once a lock file that names no owner (empty or cut short), however fresh", async () => {
    const { root } = await tempWorkspace();
    for (const [name, content] of [
      ["empty.lock", ""],
      ["cut.lock", '{"pid": 12'],
    ] as const) {
      const lock = path.join(root, name);
      await writeFile(lock, content);
      // Fresh, and the wait is shorter than any grace: only "at once" gets the lock.
      const quick = { staleMs: 60_000, timeoutMs: 100 };
      expect(await withLock(lock, async () => "mine", quick)).toBe("mine");
    }
    expect(await readdir(root)).toEqual([]);
  });

  it("creates the lock file whole: it names its holder from the moment it exists, and leaves no temp file", async () => {
    const { root } = await tempWorkspace();
    const lock = path.join(root, "whole.lock");
    const seen = await withLock(lock, async () => ({
      owner: JSON.parse(await readFile(lock, "utf8")) as { pid: number },
      files: await readdir(root),
    }));
    expect(seen.owner.pid).toBe(process.pid);
    expect(seen.files).toEqual(["whole.lock"]);
    expect(await readdir(root)).toEqual([]);
  });

  it("waits for a lock whose holder process is running, and names it", async () => {
    const { root } = await tempWorkspace();
    const lock = path.join(root, "live.lock");
    const holder = sleeper();
    try {
      const start = await processStart(holder.pid);
      await writeFile(lock, lockOf(holder.pid, start ? { start } : {}));
      await expect(
        withLock(lock, async () => "never", { staleMs: 60_000, timeoutMs: 200 }),
      ).rejects.toThrow(
        `the set is locked by another process (pid ${holder.pid} on ${os.hostname()})`,
      );
    } finally {
      await holder.stop();
    }
    // Once that process is gone, the lock is taken over at once.
    expect(await withLock(lock, async () => "mine", PATIENT)).toBe("mine");
  });

  it.skipIf(!existsSync("/proc/self/stat"))(
    "takes over a lock whose pid now belongs to another process (a reused pid)",
    async () => {
      const { root } = await tempWorkspace();
      const lock = path.join(root, "reused.lock");
      const other = sleeper();
      try {
        const start = await processStart(other.pid);
        expect(start).toMatch(/^\d+$/);
        await writeFile(lock, lockOf(other.pid, { start: `${Number(start) + 1}` }));
        expect(await withLock(lock, async () => "mine", PATIENT)).toBe("mine");
      } finally {
        await other.stop();
      }
    },
  );

  it("never judges a lock from another host by its pid", async () => {
    const { root } = await tempWorkspace();
    const lock = path.join(root, "remote.lock");
    const content = JSON.parse(lockOf(await exitedPid())) as Record<string, unknown>;
    await writeFile(lock, JSON.stringify({ ...content, host: `not-${os.hostname()}` }));
    await expect(
      withLock(lock, async () => "never", { staleMs: 60_000, timeoutMs: 200 }),
    ).rejects.toThrow(/locked by another process/);
  });

  it("sees its own held lock as live, and its own pid's leftover lock as gone", async () => {
    const { root } = await tempWorkspace();
    const lock = path.join(root, "own.lock");
    let held = "";
    await withLock(lock, async () => {
      held = await readFile(lock, "utf8");
      expect(JSON.parse(held)).toMatchObject({ pid: process.pid, host: os.hostname() });
      // Another copy of this module in this process would wait: the token is held.
      expect(await ownerIsGone(parseOwner(held))).toBe(false);
    });
    // Released: the same record left on disk (a failed release, or an earlier process that had
    // this pid) names no holding of this process any more.
    expect(await ownerIsGone(parseOwner(held))).toBe(true);
    await writeFile(lock, held);
    expect(await withLock(lock, async () => "mine", PATIENT)).toBe("mine");
  });
});
