import { readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { warningDiagnostic } from "../model";
import { revisionOf } from "./revision";
import { CHECK_INTERRUPTED, FAILED_CHECK_RETRY_MS, summariesSettled } from "./summaries";
import { summariseText } from "./summary";
import type { SummaryCheck, SummaryFacts } from "./types";
import { sampleSet, textOf, useTempWorkspaces } from "./workspace.test-support";
import { createWorkspace } from "./workspace";

const tempWorkspace = useTempWorkspaces();

/** A summary check that counts its runs and adds one text warning to a valid set. */
function countingCheck(name = "counted"): SummaryCheck & { runs: string[] } {
  const runs: string[] = [];
  return {
    name,
    runs,
    run(text, id) {
      runs.push(`${id}:${revisionOf(text)}`);
      return Promise.resolve(
        summariseText(id, text, (_text, set, source) => [
          warningDiagnostic("render/missing-glyph", `no glyph in ${set.name}`, source),
        ]),
      );
    },
  };
}

/** A check whose runs wait until `release()`; `started` resolves at the first run. */
function heldCheck(name = "held") {
  const runs: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let started!: () => void;
  const running = new Promise<void>((r) => (started = r));
  const check: SummaryCheck = {
    name,
    async run(text, id) {
      runs.push(`${id}:${revisionOf(text)}`);
      started();
      await released;
      return summariseText(id, text);
    },
  };
  return { check, runs, release, running };
}

const rev = (id: string, name?: string) => revisionOf(textOf(sampleSet(id, name)));

describe("set summaries", () => {
  it("are computed once per revision, after the write, and read back from disk by another workspace object", async () => {
    const check = countingCheck();
    const { root, ws } = await tempWorkspace({ summaryCheck: check });
    await ws.create(sampleSet("tea", "Tea"));
    const [tea] = await ws.list();
    expect(tea).toMatchObject({ id: "tea", name: "Tea", valid: true, warnings: 1 });
    expect(tea?.checking).toBeUndefined();
    expect(check.runs).toEqual([`tea:${rev("tea", "Tea")}`]);
    const stored = JSON.parse(await readFile(path.join(root, "tea", ".summary.json"), "utf8"));
    expect(stored).toMatchObject({
      format: 1,
      id: "tea",
      check: "counted",
      revision: rev("tea", "Tea"),
    });

    // Another bundle of the server, a restart, the CLI: the same summary, not computed again.
    const again = countingCheck();
    expect(await createWorkspace(root, { summaryCheck: again }).list()).toEqual([tea]);
    expect(again.runs).toEqual([]);
    expect(await ws.list()).toEqual([tea]);
    expect(check.runs).toHaveLength(1);
  });

  it("are not stored for a revision the set left while it was being checked", async () => {
    const held = heldCheck();
    const { root, ws } = await tempWorkspace({ summaryCheck: held.check });
    const created = await ws.create(sampleSet("tea", "Tea"));
    if (!created.ok) throw new Error(created.error.message);
    await held.running;
    // Saved by another process meanwhile (its own summary is that process's to store).
    const other = createWorkspace(root, { summaryCheck: held.check, summariseWrites: false });
    const saved = await other.save("tea", sampleSet("tea", "Green tea"), created.value.revision);
    expect(saved.ok).toBe(true);
    held.release();
    await summariesSettled();
    await expect(readFile(path.join(root, "tea", ".summary.json"), "utf8")).rejects.toThrow(
      /ENOENT/,
    );
  });

  it("are computed again for a new revision, and a summary of another revision or check is ignored", async () => {
    const check = countingCheck();
    const { root, ws } = await tempWorkspace({ summaryCheck: check });
    await ws.create(sampleSet("tea", "Tea"));
    await ws.list();
    const old = await readFile(path.join(root, "tea", ".summary.json"), "utf8");
    // A hand edit: set.json changes, the stored summary still names the old revision.
    await writeFile(path.join(root, "tea", "set.json"), textOf(sampleSet("tea", "Green")));
    expect((await ws.list())[0]).toMatchObject({ name: "Green", revision: rev("tea", "Green") });
    expect(check.runs).toEqual([`tea:${rev("tea", "Tea")}`, `tea:${rev("tea", "Green")}`]);
    // Put the old revision's summary back beside the new set.json: ignored.
    await writeFile(path.join(root, "tea", ".summary.json"), old);
    expect((await ws.list())[0]?.name).toBe("Green");
    expect(check.runs).toHaveLength(3);
    // A summary by a check of another name (here: without the text checks) is not taken.
    const plain = countingCheck("plain");
    await createWorkspace(root, { summaryCheck: plain }).list();
    expect(plain.runs).toHaveLength(1);
    expect((await ws.list())[0]?.warnings).toBe(1);
    expect(check.runs).toHaveLength(4);
    // A folder renamed by hand: its diagnostics name the new folder.
    await rename(path.join(root, "tea"), path.join(root, "green"));
    expect((await ws.list())[0]?.diagnostics[0]?.source).toBe("green/set.json");
    expect(check.runs).toHaveLength(5);
  });

  it("start one computation per revision however many lists ask, and answer 'checking' meanwhile when told not to wait", async () => {
    const { check, runs, release, running } = heldCheck();
    const { root, ws } = await tempWorkspace({ summaryCheck: check });
    // Written by hand: no write of the store started a computation.
    await ws.create(sampleSet("tea", "Tea"));
    await running;
    release();
    await ws.list();
    await writeFile(path.join(root, "tea", "set.json"), textOf(sampleSet("tea", "Green")));
    const held = heldCheck("held-again");
    const one = createWorkspace(root, { summaryCheck: held.check });
    const two = createWorkspace(root, { summaryCheck: held.check });
    const waiting = [one.list(), two.list(), one.list()];
    const [quick] = await one.list({ waitMs: 0 });
    expect(quick).toMatchObject({
      id: "tea",
      revision: rev("tea", "Green"),
      checking: true,
      valid: false,
      errors: 0,
      totalCards: 0,
      diagnostics: [],
    });
    await held.running;
    held.release();
    const lists = await Promise.all(waiting);
    for (const list of lists) {
      expect(list[0]).toMatchObject({ name: "Green", valid: true });
      expect(list[0]?.checking).toBeUndefined();
    }
    expect(held.runs).toEqual([`tea:${rev("tea", "Green")}`]);
    expect(runs).toHaveLength(1);
  });

  it("ignore a corrupt or tampered summary file and compute it again; reads never use it", async () => {
    const check = countingCheck();
    const { root, ws } = await tempWorkspace({ summaryCheck: check });
    const broken = { ...sampleSet("tea", "Tea"), version: "one" } as unknown as ReturnType<
      typeof sampleSet
    >;
    await ws.create(broken);
    const [honest] = await ws.list();
    expect(honest).toMatchObject({ valid: false });
    expect(honest?.errors).toBeGreaterThan(0);
    const file = path.join(root, "tea", ".summary.json");
    const stored = JSON.parse(await readFile(file, "utf8")) as { summary: SummaryFacts };
    const tampered = (summary: Partial<SummaryFacts> & Record<string, unknown>) =>
      writeFile(file, JSON.stringify({ ...stored, summary: { ...stored.summary, ...summary } }));
    const cases: [string, () => Promise<void>][] = [
      ["not JSON", () => writeFile(file, '{"format": 1, "check": "coun')],
      ["valid beside errors", () => tampered({ valid: true })],
      ["counts that disagree with the diagnostics", () => tampered({ errors: 0, valid: true })],
      ["a diagnostic of the wrong shape", () => tampered({ diagnostics: [{ code: 1 }] as never })],
      ["a negative count", () => tampered({ totalCards: 1, warnings: -1 })],
      ["a name that is not text", () => tampered({ name: { toString: "x" } as never })],
      ["no revision", () => writeFile(file, JSON.stringify({ ...stored, revision: "../x" }))],
    ];
    for (const [what, write] of cases) {
      await write();
      const runs = check.runs.length;
      expect((await ws.list())[0], what).toEqual(honest);
      expect(check.runs, what).toHaveLength(runs + 1);
    }
    // A well-formed file that claims the broken set is valid is only ever shown, never used.
    await writeFile(
      file,
      JSON.stringify({
        ...stored,
        summary: { ...stored.summary, valid: true, errors: 0, warnings: 0, diagnostics: [] },
      }),
    );
    expect((await ws.list())[0]?.valid).toBe(true);
    const read = await ws.read("tea");
    expect(read.ok && read.value.set).toBe(undefined);
    expect(read.ok && read.value.diagnostics.some((d) => d.severity === "error")).toBe(true);
  });

  it("say why when the check fails, without storing that, and try again after a while", async () => {
    let failures = 0;
    const failing: SummaryCheck = {
      name: "failing",
      run: () => {
        failures++;
        return Promise.reject(new Error("the worker thread stopped (exit code 1)"));
      },
    };
    const { root, ws } = await tempWorkspace({ summaryCheck: failing });
    await ws.create(sampleSet("tea", "Tea"));
    const [tea] = await ws.list();
    expect(tea).toMatchObject({ valid: false, errors: 1 });
    expect(tea?.diagnostics[0]?.message).toMatch(
      /could not check this set \(the worker thread stopped \(exit code 1\)\)/,
    );
    await expect(readFile(path.join(root, "tea", ".summary.json"))).rejects.toThrow(/ENOENT/);
    // Not run again for that revision at once (a thread that dies on a set would die again)…
    await ws.list();
    expect(failures).toBe(1);
    // …but after a while it is: the failure may have been passing.
    const later = Date.now() + FAILED_CHECK_RETRY_MS + 1;
    const clock = vi.spyOn(Date, "now").mockReturnValue(later);
    try {
      expect((await ws.list())[0]?.errors).toBe(1);
      expect(failures).toBe(2);
    } finally {
      clock.mockRestore();
    }
    // A workspace whose check works computes and keeps it.
    const check = countingCheck("working");
    expect((await createWorkspace(root, { summaryCheck: check }).list())[0]?.valid).toBe(true);
    expect(
      JSON.parse(await readFile(path.join(root, "tea", ".summary.json"), "utf8")),
    ).toMatchObject({
      check: "working",
    });
  });

  it("record nothing when the check was interrupted (its thread stopped under another set's)", async () => {
    const working = countingCheck("interrupted once");
    let interrupted = 0;
    const check: SummaryCheck = {
      name: working.name,
      run(text, id) {
        if (interrupted++ > 0) return working.run(text, id);
        const e = Object.assign(new Error("the worker thread stopped under another job"), {
          code: CHECK_INTERRUPTED,
        });
        return Promise.reject(e);
      },
    };
    const { ws } = await tempWorkspace({ summaryCheck: check });
    await ws.create(sampleSet("tea", "Tea"));
    await summariesSettled();
    // The write's background check was interrupted: the list computes it now, and shows it.
    const [tea] = await ws.list();
    expect(tea).toMatchObject({ valid: true, errors: 0, warnings: 1 });
    expect(interrupted).toBe(2);
  });
});
