import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { revisionOf } from "./revision";
import { sampleSet, textOf, useTempWorkspaces, VALIDATION_CHECK } from "./workspace.test-support";
import { warningDiagnostic } from "../model";
import { summariseText } from "./summary";
import type { SetTextCheck, SummaryCheck } from "./types";
import { createWorkspace, openWorkspace } from "./workspace";

const tempWorkspace = useTempWorkspaces();

describe("create and read", () => {
  it("stores a set object as JSON.stringify(set, null, 2) + newline and reads it back", async () => {
    const { root, ws } = await tempWorkspace();
    const created = await ws.create(sampleSet("alpha"));
    expect(created).toEqual({
      ok: true,
      value: { id: "alpha", revision: revisionOf(textOf(sampleSet("alpha"))), diagnostics: [] },
    });
    const onDisk = await readFile(path.join(root, "alpha", "set.json"), "utf8");
    expect(onDisk).toBe(textOf(sampleSet("alpha")));
    const read = await ws.read("alpha");
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value.text).toBe(onDisk);
    expect(read.value.revision).toBe(revisionOf(onDisk));
    expect(read.value.set?.id).toBe("alpha");
    expect(read.value.diagnostics).toEqual([]);
    expect(Date.parse(read.value.updatedAt)).not.toBeNaN();
  });

  it("stores text exactly as given", async () => {
    const { root, ws } = await tempWorkspace();
    const text = JSON.stringify(sampleSet("compact"));
    const created = await ws.create(text);
    expect(created.ok).toBe(true);
    expect(await readFile(path.join(root, "compact", "set.json"), "utf8")).toBe(text);
  });

  it("takes the id from opts.id and rewrites only the id in the text", async () => {
    const { ws } = await tempWorkspace();
    const text = textOf(sampleSet("original"));
    const created = await ws.create(text, { id: "renamed" });
    expect(created.ok && created.value.id).toBe("renamed");
    const read = await ws.read("renamed");
    expect(read.ok && read.value.text).toBe(text.replace('"id": "original"', '"id": "renamed"'));
  });

  it("refuses a taken id with exists", async () => {
    const { ws } = await tempWorkspace();
    await ws.create(sampleSet("alpha"));
    const again = await ws.create(sampleSet("alpha", "Other"));
    expect(!again.ok && again.error.kind).toBe("exists");
  });

  it("writes a set with problems and returns them; it reads back with them and no sound set", async () => {
    const { ws } = await tempWorkspace();
    const broken = { ...sampleSet("broken"), version: "one" };
    const created = await ws.create(broken);
    if (!created.ok) throw new Error(created.error.message);
    expect(created.value.diagnostics.some((d) => d.pointer === "/version")).toBe(true);
    const read = await ws.read("broken");
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value.set).toBeUndefined();
    expect(read.value.value).toMatchObject({ id: "broken", version: "one" });
    expect(read.value.diagnostics.some((d) => d.severity === "error")).toBe(true);
    const saved = await ws.save("broken", { ...broken, version: "two" }, created.value.revision);
    expect(saved.ok).toBe(true);
  });

  it.each([
    ["text that is not JSON", '{ "id": "x", ', "invalid", "json/"],
    ["an array", '[{ "id": "x" }]', "invalid", "store/not-a-set"],
    ["a single value", '"x"', "invalid", "store/not-a-set"],
    ["a top-level key given twice", '{ "id": "x", "id": "y" }', "invalid", "json/duplicate-key"],
    ["no id", '{ "name": "No id" }', "bad-id", undefined],
    ["an id that is not a slug", '{ "id": "Not A Slug" }', "bad-id", undefined],
    [
      "an icon with a script, whatever else is wrong",
      '{ "id": "x", "version": 1, "icons": [{ "id": "i", "svg": "<svg><script>alert(1)</script></svg>" }] }',
      "invalid",
      "set/unsafe-svg",
    ],
  ])("refuses a document it could not read back as a set: %s", async (_what, text, kind, code) => {
    const { root, ws } = await tempWorkspace();
    const created = await ws.create(text);
    expect(created.ok).toBe(false);
    if (created.ok) return;
    expect(created.error.kind).toBe(kind);
    if (code) expect(created.error.diagnostics?.[0]?.code).toMatch(new RegExp(`^${code}`));
    expect(await readdir(root)).toEqual([]);
  });

  it("reads a missing set as not-found", async () => {
    const { ws } = await tempWorkspace();
    const read = await ws.read("nothing-here");
    expect(!read.ok && read.error.kind).toBe("not-found");
  });

  it("is cheap to open: no folder is made until something is written", async () => {
    const { root } = await tempWorkspace();
    const ws = openWorkspace(path.join(root, "later"), { summaryCheck: VALIDATION_CHECK });
    expect(await readdir(root)).toEqual([]);
    expect(await ws.list()).toEqual([]);
    expect((await ws.create(sampleSet("first"))).ok).toBe(true);
    expect(await readdir(path.join(root, "later"))).toContain("first");
  });
});

describe("save", () => {
  it("saves based on the current revision and returns the new one", async () => {
    const { ws } = await tempWorkspace();
    const created = await ws.create(sampleSet("alpha"));
    if (!created.ok) throw new Error(created.error.message);
    const changed = sampleSet("alpha", "Alpha Two");
    const saved = await ws.save("alpha", changed, created.value.revision);
    expect(saved).toEqual({
      ok: true,
      value: { revision: revisionOf(textOf(changed)), diagnostics: [] },
    });
    const read = await ws.read("alpha");
    expect(read.ok && read.value.set?.name).toBe("Alpha Two");
  });

  it("refuses a stale base revision with conflict and the current revision", async () => {
    const { ws } = await tempWorkspace();
    const created = await ws.create(sampleSet("alpha"));
    if (!created.ok) throw new Error(created.error.message);
    const first = await ws.save("alpha", sampleSet("alpha", "One"), created.value.revision);
    if (!first.ok) throw new Error(first.error.message);
    const stale = await ws.save("alpha", sampleSet("alpha", "Two"), created.value.revision);
    expect(stale.ok).toBe(false);
    if (stale.ok) return;
    expect(stale.error.kind).toBe("conflict");
    expect(stale.error.currentRevision).toBe(first.value.revision);
    const read = await ws.read("alpha");
    expect(read.ok && read.value.set?.name).toBe("One");
  });

  it("sees a hand edit as a new revision", async () => {
    const { root, ws } = await tempWorkspace();
    const created = await ws.create(sampleSet("alpha"));
    if (!created.ok) throw new Error(created.error.message);
    const handEdited = textOf(sampleSet("alpha", "Edited By Hand"));
    await writeFile(path.join(root, "alpha", "set.json"), handEdited);
    const stale = await ws.save("alpha", sampleSet("alpha", "Mine"), created.value.revision);
    expect(!stale.ok && stale.error).toMatchObject({
      kind: "conflict",
      currentRevision: revisionOf(handEdited),
    });
  });

  it("lets exactly one of two concurrent saves from the same revision win", async () => {
    const { root, ws } = await tempWorkspace();
    const created = await ws.create(sampleSet("alpha"));
    if (!created.ok) throw new Error(created.error.message);
    const base = created.value.revision;
    const mine = textOf(sampleSet("alpha", "Mine"));
    const theirs = textOf(sampleSet("alpha", "Theirs"));
    // A second Workspace object on the same folder behaves like another caller (the lock is
    // keyed by path, and the lock file is shared with other processes).
    const other = openWorkspace(root, { summaryCheck: VALIDATION_CHECK });
    const [a, b] = await Promise.all([
      ws.save("alpha", mine, base),
      other.save("alpha", theirs, base),
    ]);
    const winners = [a, b].filter((r) => r.ok);
    const losers = [a, b].filter((r) => !r.ok);
    expect(winners).toHaveLength(1);
    expect(losers).toHaveLength(1);
    const loser = losers[0];
    const winnerText = a.ok ? mine : theirs;
    const loserText = a.ok ? theirs : mine;
    expect(loser && !loser.ok && loser.error).toMatchObject({
      kind: "conflict",
      currentRevision: revisionOf(winnerText),
    });
    expect(await readFile(path.join(root, "alpha", "set.json"), "utf8")).toBe(winnerText);
    // Nothing of the loser's reached the disk: not set.json, not the history.
    const history = await ws.history("alpha");
    expect(history.ok && history.value.map((h) => h.revision)).toEqual([
      revisionOf(winnerText),
      base,
    ]);
    expect(history.ok && history.value.some((h) => h.revision === revisionOf(loserText))).toBe(
      false,
    );
  });

  it("serialises many concurrent saves so each chained one succeeds", async () => {
    const { ws } = await tempWorkspace();
    const created = await ws.create(sampleSet("alpha"));
    if (!created.ok) throw new Error(created.error.message);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        ws.save("alpha", sampleSet("alpha", `Name ${i}`), created.value.revision),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.error.kind === "conflict")).toHaveLength(7);
  });

  it("refuses a set whose id differs from its folder, pointing at the id", async () => {
    const { ws } = await tempWorkspace();
    const created = await ws.create(sampleSet("alpha"));
    if (!created.ok) throw new Error(created.error.message);
    const saved = await ws.save("alpha", sampleSet("beta"), created.value.revision);
    expect(saved.ok).toBe(false);
    if (saved.ok) return;
    expect(saved.error.kind).toBe("invalid");
    expect(saved.error.message).toBe(
      `the set's id 'beta' does not match its folder 'alpha' — set "id" to "alpha" (to copy the set under another id, duplicate it)`,
    );
    expect(saved.error.diagnostics?.[0]).toMatchObject({
      code: "store/id-mismatch",
      pointer: "/id",
      range: { start: { line: 2, column: 9 } },
    });
  });

  it("returns warnings with a successful save", async () => {
    const { ws } = await tempWorkspace();
    const created = await ws.create(sampleSet("alpha"));
    if (!created.ok) throw new Error(created.error.message);
    const withWarning = { ...sampleSet("alpha"), languages: ["fr"] };
    const saved = await ws.save("alpha", withWarning, created.value.revision);
    expect(saved.ok).toBe(true);
    expect(saved.ok && saved.value.diagnostics.length).toBeGreaterThan(0);
    expect(saved.ok && saved.value.diagnostics.every((d) => d.severity !== "error")).toBe(true);
  });

  it("refuses a 20 MB text quickly with too-large, before parsing it", async () => {
    const { root, ws } = await tempWorkspace();
    const created = await ws.create(sampleSet("alpha"));
    if (!created.ok) throw new Error(created.error.message);
    const huge = `{"id":"alpha","junk":"${"x".repeat(20 * 1024 * 1024)}"}`;
    const t0 = process.hrtime.bigint();
    const saved = await ws.save("alpha", huge, created.value.revision);
    // Generous bound: refusing must not parse or validate the 20 MB (that takes seconds).
    expect(Number(process.hrtime.bigint() - t0) / 1e6).toBeLessThan(1000);
    expect(!saved.ok && saved.error.kind).toBe("too-large");
    const made = await ws.create(huge);
    expect(!made.ok && made.error.kind).toBe("too-large");
    expect(await readFile(path.join(root, "alpha", "set.json"), "utf8")).toBe(
      textOf(sampleSet("alpha")),
    );
  });

  it("writes nothing when the saved text is identical", async () => {
    const { ws } = await tempWorkspace();
    const created = await ws.create(sampleSet("alpha"));
    if (!created.ok) throw new Error(created.error.message);
    const saved = await ws.save("alpha", sampleSet("alpha"), created.value.revision);
    expect(saved.ok && saved.value.revision).toBe(created.value.revision);
    const history = await ws.history("alpha");
    expect(history.ok && history.value).toHaveLength(1);
  });
});

describe("ids and paths", () => {
  const BAD_IDS = [
    "../../etc/passwd",
    "a/b",
    "..",
    "%2e%2e",
    "/etc",
    "C:\\x",
    "",
    ".trash",
    "A",
    "a_b",
    "-a",
    "a".repeat(65),
  ];

  it.each(BAD_IDS)("refuses set id %j with bad-id and touches no disk", async (id) => {
    const { root, ws } = await tempWorkspace();
    const results = await Promise.all([
      ws.read(id),
      ws.save(id, sampleSet(), "0000000000000000"),
      ws.remove(id),
      ws.history(id),
      ws.listArt(id),
      ws.exportJson(id),
      ws.exportZip(id),
      ws.exportCardsCsv(id),
      ws.importCardsCsv(id, "id\n", "0000000000000000"),
      ws.create(sampleSet(), { id }),
      ws.duplicate("minimal-set", id),
      ws.importJson(textOf(sampleSet()), { id }),
    ]);
    for (const r of results) expect(!r.ok && r.error.kind).toBe("bad-id");
    expect(await readdir(root)).toEqual([]);
  });

  it("refuses a set whose own id is not a slug", async () => {
    const { root, ws } = await tempWorkspace();
    const created = await ws.create({ ...sampleSet(), id: "../evil" });
    expect(created.ok).toBe(false);
    expect(await readdir(root)).toEqual([]);
  });
});

describe("list", () => {
  it("lists valid and broken sets, ignoring non-set folders and files", async () => {
    const { root, ws } = await tempWorkspace();
    await ws.create(sampleSet("alpha", "Alpha"));
    await ws.create(sampleSet("gamma", "Gamma"));
    await mkdir(path.join(root, "corrupt"));
    await writeFile(path.join(root, "corrupt", "set.json"), '{ "id": "corrupt", "name": ');
    await mkdir(path.join(root, "wrong"));
    await writeFile(
      path.join(root, "wrong", "set.json"),
      JSON.stringify({ ...sampleSet("wrong"), version: 3 }),
    );
    await mkdir(path.join(root, "not-a-set"));
    await mkdir(path.join(root, "Has Spaces"));
    await writeFile(path.join(root, "Has Spaces", "set.json"), "{}");
    await writeFile(path.join(root, "notes.txt"), "hello");
    const list = await ws.list();
    expect(list.map((s) => [s.id, s.valid])).toEqual([
      ["alpha", true],
      ["corrupt", false],
      ["gamma", true],
      ["wrong", false],
    ]);
    const corrupt = list.find((s) => s.id === "corrupt");
    expect(corrupt?.name).toBe("corrupt");
    expect(corrupt?.errors).toBeGreaterThan(0);
    expect(corrupt?.diagnostics[0]?.source).toBe("corrupt/set.json");
    const wrong = list.find((s) => s.id === "wrong");
    expect(wrong?.name).toBe("Minimal Set");
    expect(wrong?.diagnostics.some((d) => d.pointer === "/version")).toBe(true);
  });

  it("summarises counts per type and cards with copies", async () => {
    const { ws } = await tempWorkspace();
    const set = sampleSet("alpha", "Alpha");
    const first = set.cards.find((c) => c.type === "modifier");
    if (first) first.copies = 3;
    await ws.create(set);
    const [summary] = await ws.list();
    expect(summary).toMatchObject({
      id: "alpha",
      name: "Alpha",
      version: "0.1.0",
      cardCounts: {
        character: 20,
        modifier: 16,
        event: 8,
        "untimely-death": 6,
        story: 0,
        reference: 0,
      },
      totalCards: 52,
      valid: true,
      errors: 0,
      warnings: 0,
      diagnostics: [],
    });
    expect(summary?.revision).toBe(revisionOf(textOf(set)));
  });

  it("lists a set's languages, the main one first, for the library's exports", async () => {
    const { root, ws } = await tempWorkspace();
    await ws.create({ ...sampleSet("alpha", "Alpha"), languages: ["it", "fr"] });
    await ws.create(sampleSet("beta", "Beta"));
    await mkdir(path.join(root, "corrupt"));
    await writeFile(path.join(root, "corrupt", "set.json"), '{ "id": "corrupt", "name": ');
    const list = await ws.list();
    expect(list.map((s) => [s.id, s.languages])).toEqual([
      ["alpha", ["en", "it", "fr"]],
      ["beta", ["en"]],
      ["corrupt", []],
    ]);
  });

  it("the summary lists a valid set's text problems, from the check the workspace was opened with", async () => {
    const checked: string[] = [];
    const textProblems: SetTextCheck = (text, set, source) => {
      checked.push(`${set.id}:${revisionOf(text)}`);
      return [warningDiagnostic("render/missing-glyph", `no glyph in ${set.name}`, source)];
    };
    const summaryCheck: SummaryCheck = {
      name: "with-text",
      run: (text, id) => Promise.resolve(summariseText(id, text, textProblems)),
    };
    const { root, ws } = await tempWorkspace({ summaryCheck });
    await ws.create(sampleSet("tea", "Tea"));
    await ws.create({ ...sampleSet("broken", "Broken"), version: "one" });
    const [broken, tea] = await ws.list();
    expect(tea).toMatchObject({ valid: true, errors: 0, warnings: 1 });
    expect(tea?.diagnostics.map((d) => [d.code, d.source, d.message])).toEqual([
      ["render/missing-glyph", "tea/set.json", "no glyph in Tea"],
    ]);
    // An invalid set is not laid out; a valid one once per revision.
    expect(broken?.diagnostics.some((d) => d.code === "render/missing-glyph")).toBe(false);
    await ws.list();
    expect(checked).toEqual([`tea:${revisionOf(textOf(sampleSet("tea", "Tea")))}`]);
    // A workspace object opened without the check never gets the checked summary, nor the reverse.
    const [, unchecked] = await createWorkspace(root).list();
    expect(unchecked).toMatchObject({ id: "tea", warnings: 0, diagnostics: [] });
    expect((await ws.list())[1]?.warnings).toBe(1);
  });

  it("sees a hand edit on the next list", async () => {
    const { root, ws } = await tempWorkspace();
    await ws.create(sampleSet("alpha", "Alpha"));
    expect((await ws.list())[0]?.name).toBe("Alpha");
    await writeFile(path.join(root, "alpha", "set.json"), textOf(sampleSet("alpha", "Edited")));
    expect((await ws.list())[0]?.name).toBe("Edited");
  });
});

describe("remove and duplicate", () => {
  it("moves a removed set into .trash, keeping everything", async () => {
    const { root, ws } = await tempWorkspace();
    await ws.create(sampleSet("alpha"));
    const removed = await ws.remove("alpha");
    expect(await ws.list()).toEqual([]);
    const trashed = await readdir(path.join(root, ".trash"));
    expect(trashed).toHaveLength(1);
    expect(trashed[0]).toMatch(/^alpha-/);
    expect(removed).toEqual({ ok: true, value: { trashed: trashed[0] } });
    const kept = await readFile(path.join(root, ".trash", trashed[0] ?? "", "set.json"), "utf8");
    expect(kept).toBe(textOf(sampleSet("alpha")));
    expect((await ws.remove("alpha")).ok).toBe(false);
    expect((await ws.create(sampleSet("alpha"))).ok).toBe(true);
  });

  it("duplicates a set with its art under a new id and name", async () => {
    const { ws } = await tempWorkspace();
    await ws.create(sampleSet("alpha"));
    const { PNG_BYTES } = await import("./workspace.test-support");
    await ws.writeArt("alpha", "cover.png", PNG_BYTES);
    const copy = await ws.duplicate("alpha", "alpha-copy", "Alpha Copy");
    expect(copy.ok && copy.value.id).toBe("alpha-copy");
    const read = await ws.read("alpha-copy");
    expect(read.ok && [read.value.set?.id, read.value.set?.name]).toEqual([
      "alpha-copy",
      "Alpha Copy",
    ]);
    const art = await ws.readArt("alpha-copy", "cover.png");
    expect(art.ok && art.value).toEqual(PNG_BYTES);
    expect(!(await ws.duplicate("alpha", "alpha-copy")).ok).toBe(true);
    expect(await ws.duplicate("nope", "x")).toMatchObject({
      ok: false,
      error: { kind: "not-found" },
    });
  });
});
