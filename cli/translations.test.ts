import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { VellumSet } from "../lib/model";
import { sourceFingerprint } from "../lib/text";
import { SAMPLE, dir, err, io, out, run, useCliFolder } from "./cli-session.test-support";
import { main } from "./main";
import { processIo } from "./process-io";

useCliFolder("vellum-translations-");

/** The edit a translator's tool makes to translate `source` as `target`: a target after it. */
function addTarget(source: string, target: string): [string, string] {
  return [
    `<source>${source}</source>`,
    `<source>${source}</source>\n        <target>${target}</target>`,
  ];
}

const HERON = "lost-a-wager-to-a-heron";

/** The sample set, with Italian beside French, in the test's workspace. */
async function importSample(): Promise<void> {
  const set = JSON.parse(await readFile(SAMPLE, "utf8")) as VellumSet;
  set.languages = ["fr", "it"];
  await writeFile(path.join(dir, "in.json"), JSON.stringify(set, null, 2));
  expect(await run("import", "in.json")).toBe(0);
  out.length = 0;
  err.length = 0;
}

/** The workspace's set as it is now. */
async function storedSet(): Promise<VellumSet> {
  const before = out.length;
  expect(await run("export", "saltmarrow", "--format", "json")).toBe(0);
  return JSON.parse(out.splice(before).join("\n")) as VellumSet;
}

async function history(): Promise<number> {
  const before = out.length;
  expect(await run("history", "saltmarrow")).toBe(0);
  return out.splice(before).length;
}

/** `file` in the test folder with `from` replaced by `to` (once). */
async function editFile(file: string, from: string, to: string): Promise<void> {
  const full = path.join(dir, file);
  const text = await readFile(full, "utf8");
  expect(text.split(from)).toHaveLength(2);
  await writeFile(full, text.replace(from, to));
}

describe("vellum translations export", () => {
  it("writes ./<set>.<language>.xlf by default and says what it holds", async () => {
    await importSample();
    expect(await run("translations", "export", "saltmarrow", "--language", "fr")).toBe(0);
    const xml = await readFile(path.join(dir, "saltmarrow.fr.xlf"), "utf8");
    expect(xml).toContain('srcLang="en" trgLang="fr"');
    expect(err).toEqual([
      expect.stringMatching(
        /^wrote saltmarrow\.fr\.xlf: \d+ texts to translate into French \(fr\), \d+ translated so far$/,
      ),
    ]);
  });

  it("writes a CSV with --format csv --out", async () => {
    await importSample();
    expect(
      await run(
        "translations",
        "export",
        "saltmarrow",
        "--language",
        "it",
        "--format",
        "csv",
        "--out",
        "for-translator.csv",
      ),
    ).toBe(0);
    const csv = await readFile(path.join(dir, "for-translator.csv"), "utf8");
    expect(csv.startsWith("\uFEFFid,field,source,translation,context,set,language\r\n")).toBe(true);
    expect(err[0]).toMatch(/^wrote for-translator\.csv: \d+ texts .*, 0 translated so far$/);
  });

  it.each([
    {
      argv: ["export", "saltmarrow", "--language", "de"],
      code: 1,
      message:
        /^error: the set does not list German \(de\) among its languages \(it lists fr and it\) — add it in the set's Settings under Languages/,
    },
    {
      argv: ["export", "saltmarrow"],
      code: 2,
      message: /^error: say which language to export with --language LANG/,
    },
    {
      argv: ["export", "saltmarrow", "--language", "it", "--format", "po"],
      code: 2,
      message: /^error: unknown format 'po' — use xliff or csv$/,
    },
    {
      argv: ["export", "no-such-set", "--language", "it"],
      code: 1,
      message: /^error: .*no-such-set/,
    },
    { argv: ["send", "saltmarrow"], code: 2, message: /^error: unknown action 'send'/ },
    {
      argv: ["import", "saltmarrow", "x.xlf", "--language", "it"],
      code: 2,
      message: /^error: --language is for 'vellum translations export'/,
    },
  ])("vellum translations $argv → exit $code", async ({ argv, code, message }) => {
    await importSample();
    expect(await run("translations", ...argv)).toBe(code);
    expect(err.at(-1)).toMatch(message);
  });
});

describe("vellum translations import", () => {
  it("prints the changes and applies them only with --yes, through the store (a new revision)", async () => {
    await importSample();
    expect(await run("translations", "export", "saltmarrow", "--language", "it")).toBe(0);
    await editFile(
      "saltmarrow.it.xlf",
      ...addTarget("Lost a Wager to a Heron", "Perse una scommessa con un airone"),
    );
    await editFile("saltmarrow.it.xlf", ...addTarget("Self-Worth", "Amor proprio"));
    const revisions = await history();
    out.length = 0;
    expect(await run("translations", "import", "saltmarrow", "saltmarrow.it.xlf")).toBe(0);
    expect(out).toEqual([
      expect.stringMatching(
        /^saltmarrow\.it\.xlf → saltmarrow, Italian \(it\): 2 changes, 0 unchanged, \d+ untranslated$/,
      ),
      "  Set word · points [words.pointsWord]",
      "    source: Self-Worth",
      "    before: (none)",
      "    after:  Amor proprio",
      `  Card “Lost a Wager to a Heron” · name [card.${HERON}.name]`,
      "    source: Lost a Wager to a Heron",
      "    before: (none)",
      "    after:  Perse una scommessa con un airone",
      "nothing was changed: run again with --yes to apply the 2 changes",
    ]);
    expect(await history()).toBe(revisions);
    expect((await storedSet()).rules.translations?.it).toBeUndefined();

    out.length = 0;
    expect(await run("translations", "import", "saltmarrow", "saltmarrow.it.xlf", "--yes")).toBe(0);
    expect(out.at(-1)).toMatch(/^applied 2 changes to saltmarrow \(revision \S+\)$/);
    expect(await history()).toBe(revisions + 1);
    const set = await storedSet();
    expect(set.rules.translations?.it?.pointsWord).toBe("Amor proprio");
    expect(set.cards.find((c) => c.id === HERON)?.translations?.it).toEqual({
      name: "Perse una scommessa con un airone",
      from: { name: sourceFingerprint("Lost a Wager to a Heron") },
    });

    out.length = 0;
    expect(await run("translations", "import", "saltmarrow", "saltmarrow.it.xlf")).toBe(0);
    expect(out.at(-1)).toBe("nothing to change");
  });

  it("asks on a terminal, and applies after a yes only", async () => {
    await importSample();
    const argv = ["export", "saltmarrow", "--language", "it", "--format", "csv"];
    expect(await run("translations", ...argv)).toBe(0);
    await editFile(
      "saltmarrow.it.csv",
      `card.${HERON},name,Lost a Wager to a Heron,,`,
      `card.${HERON},name,Lost a Wager to a Heron,Perse una scommessa con un airone,`,
    );
    const asked: string[] = [];
    const answering = (answer: boolean) => ({
      ...io(),
      confirm: (question: string) => {
        asked.push(question);
        return Promise.resolve(answer);
      },
    });
    const importArgv = ["translations", "import", "saltmarrow", "saltmarrow.it.csv"];
    expect(await main(importArgv, answering(false))).toBe(0);
    expect(out.at(-1)).toBe("nothing was changed");
    expect((await storedSet()).cards.find((c) => c.id === HERON)?.translations?.it).toBeUndefined();
    expect(await main(importArgv, answering(true))).toBe(0);
    expect(asked).toEqual(["Apply 1 change to saltmarrow?", "Apply 1 change to saltmarrow?"]);
    expect(out.at(-1)).toMatch(/^applied 1 change to saltmarrow/);
    expect((await storedSet()).cards.find((c) => c.id === HERON)?.translations?.it?.name).toBe(
      "Perse una scommessa con un airone",
    );
  });

  it("prints the problems of a file (an {icon} left out) and still applies with --yes", async () => {
    await importSample();
    expect(await run("translations", "export", "saltmarrow", "--language", "it")).toBe(0);
    await editFile("saltmarrow.it.xlf", ...addTarget("sheet {n} of {total}", "foglio {n}"));
    expect(await run("translations", "import", "saltmarrow", "saltmarrow.it.xlf", "--yes")).toBe(0);
    expect(err).toContainEqual(
      expect.stringMatching(
        /^saltmarrow\.it\.xlf:1:1 warning translations\/dropped-token Print sheets · sheet number \(unit print\.sheet\): the translation leaves out \{total\}/,
      ),
    );
    expect(out.at(-1)).toMatch(/^applied 1 change/);
  });

  it("refuses a file for another set, changing nothing, and exits 1", async () => {
    await importSample();
    expect(await run("translations", "export", "saltmarrow", "--language", "it")).toBe(0);
    await editFile(
      "saltmarrow.it.xlf",
      '<file id="vellum.saltmarrow">',
      '<file id="vellum.wobbleton-road">',
    );
    const revisions = await history();
    expect(await run("translations", "import", "saltmarrow", "saltmarrow.it.xlf", "--yes")).toBe(1);
    expect(err.at(-1)).toMatch(
      /^error: saltmarrow\.it\.xlf is for the set 'wobbleton-road', not 'saltmarrow' — .* nothing was imported$/,
    );
    expect(await history()).toBe(revisions);
  });

  it("refuses a missing file and a file that is not UTF-8", async () => {
    await importSample();
    expect(await run("translations", "import", "saltmarrow", "nope.xlf")).toBe(1);
    expect(err.at(-1)).toBe("error: no such file: nope.xlf");
    await writeFile(path.join(dir, "latin1.csv"), Buffer.from([0x69, 0x64, 0xe9, 0x0a]));
    expect(await run("translations", "import", "saltmarrow", "latin1.csv")).toBe(1);
    expect(err.at(-1)).toBe("error: latin1.csv is not UTF-8 text; nothing was imported");
  });
});

describe("processIo", () => {
  const proc = (stdin?: { isTTY: boolean }) => ({
    stdout: { write: () => true },
    stderr: { write: () => true },
    ...(stdin ? { stdin: stdin as unknown as NodeJS.ReadStream } : {}),
    env: {},
    cwd: () => "/",
  });

  it("asks questions only when standard input is a terminal", () => {
    expect(processIo(proc({ isTTY: true })).confirm).toBeTypeOf("function");
    expect(processIo(proc({ isTTY: false })).confirm).toBeUndefined();
    expect(processIo(proc()).confirm).toBeUndefined();
  });
});
