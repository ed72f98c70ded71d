import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { sampleSet, useTempWorkspaces } from "./workspace.test-support";
import { createWorkspace } from "./workspace";

const tempWorkspace = useTempWorkspaces();
const HERE = path.dirname(fileURLToPath(import.meta.url));
const TSX = path.resolve(HERE, "../../node_modules/.bin/tsx");

/** A child process that reads the set, waits for a "go" file, then saves its own name. */
const CHILD = `
import { existsSync } from "node:fs";
import { createWorkspace } from ${JSON.stringify(path.join(HERE, "workspace.ts"))};
const [root, id, base, name, go] = process.argv.slice(2);
const ws = createWorkspace(root);
const current = await ws.read(id);
if (!current.ok || !current.value.set) throw new Error("cannot read");
const mine = { ...current.value.set, name };
console.log("ready");
while (!existsSync(go)) await new Promise((r) => setTimeout(r, 1));
const saved = await ws.save(id, mine, base);
console.log(JSON.stringify(saved.ok ? { ok: true, name } : { ok: false, kind: saved.error.kind, name }));
`;

function runChild(
  args: string[],
  onReady: () => void,
): Promise<{ ok: boolean; kind?: string; name: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, args, { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes("ready\n")) onReady();
    });
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => {
      const last = out.trim().split("\n").pop() ?? "";
      if (code !== 0) reject(new Error(`child exited ${code}: ${err}`));
      else resolve(JSON.parse(last) as { ok: boolean; kind?: string; name: string });
    });
  });
}

describe("saves from several processes", () => {
  it("lets exactly one of four processes saving from the same revision win", async () => {
    const { root, ws } = await tempWorkspace();
    const created = await ws.create(sampleSet("alpha", "Original"));
    if (!created.ok) throw new Error(created.error.message);
    const script = path.join(root, "child.mts");
    const go = path.join(root, "go");
    await writeFile(script, CHILD);
    const names = ["Proc A", "Proc B", "Proc C", "Proc D"];
    let ready = 0;
    const all = names.map((name) =>
      runChild([script, root, "alpha", created.value.revision, name, go], () => {
        ready++;
        if (ready === names.length) void writeFile(go, "go");
      }),
    );
    const results = await Promise.all(all);
    const winners = results.filter((r) => r.ok);
    expect(winners).toHaveLength(1);
    expect(results.filter((r) => !r.ok).map((r) => r.kind)).toEqual([
      "conflict",
      "conflict",
      "conflict",
    ]);
    const onDisk = JSON.parse(await readFile(path.join(root, "alpha", "set.json"), "utf8")) as {
      name: string;
    };
    expect(onDisk.name).toBe(winners[0]?.name);
    const history = await ws.history("alpha");
    expect(history.ok && history.value.map((h) => h.name)).toEqual([winners[0]?.name, "Original"]);
  }, 60_000);
});

/** A child process that takes a set's lock through the store's own code and never lets go. */
const HOLDER = `
import { withLock } from ${JSON.stringify(path.join(HERE, "lock.ts"))};
const [lockPath] = process.argv.slice(2);
await withLock(lockPath, async () => {
  console.log("held");
  await new Promise(() => {}); // until killed
});
`;

describe("a process killed while it holds a set's lock", () => {
  it("does not hold up the next save: its lock is taken over at once", async () => {
    const { root } = await tempWorkspace();
    const ws = createWorkspace(root, { lock: { staleMs: 60_000, timeoutMs: 3_000 } });
    const created = await ws.create(sampleSet("alpha", "Original"));
    if (!created.ok) throw new Error(created.error.message);
    const script = path.join(root, "holder.mts");
    await writeFile(script, HOLDER);
    const lockPath = path.join(root, ".locks", "alpha.lock");
    // Node itself with tsx's loader (not the tsx wrapper), so the child is the lock's holder.
    const child = spawn(process.execPath, ["--import", "tsx", script, lockPath], {
      cwd: path.resolve(HERE, "../.."),
      stdio: ["ignore", "pipe", "inherit"],
    });
    const exited = new Promise((resolve) => child.once("exit", resolve));
    await new Promise<void>((resolve) =>
      child.stdout.on("data", (d: Buffer) => d.toString().includes("held") && resolve()),
    );
    expect(JSON.parse(await readFile(lockPath, "utf8"))).toMatchObject({ pid: child.pid });
    child.kill("SIGKILL"); // a server killed mid-save: no cleanup runs
    await exited;
    expect(existsSync(lockPath)).toBe(true);
    const saved = await ws.save("alpha", sampleSet("alpha", "After"), created.value.revision);
    expect(saved.ok).toBe(true);
  }, 60_000);
});
