import { mkdir, readFile, truncate, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MAX_ZIP_BYTES } from "../lib/store";
import { minimalSet } from "../test/fixtures/minimal-set";
import { dir, err, out, run, useCliFolder } from "./cli-session.test-support";

useCliFolder("vellum-cli-");

describe("vellum validate", () => {
  it("prints a valid set's summary and exits 0", async () => {
    await writeFile(path.join(dir, "set.json"), JSON.stringify(minimalSet(), null, 2));
    expect(await run("validate", "set.json")).toBe(0);
    expect(out).toEqual(["set.json: valid (0 errors, 0 warnings)"]);
  });

  it("prints file:line:col severity code message for each problem and exits 1", async () => {
    await writeFile(path.join(dir, "bad.json"), '{\n  "id": "x",\n  "name": 3\n  ,\n}');
    expect(await run("validate", "bad.json")).toBe(1);
    expect(out[0]).toMatch(/^bad\.json:\d+:\d+ error json\/\S+ .+/);
    expect(out.at(-1)).toMatch(/^bad\.json: invalid \(\d+ errors?, \d+ warnings?\)$/);
  });

  it("reports text cut off and characters the fonts lack, in every language, at their place in the file", async () => {
    const set = minimalSet();
    set.languages = ["fr"];
    const long = "Draw a card, then discard a card, then draw another card. ".repeat(12).trim();
    set.cards[20]!.text = long;
    set.cards[21]!.translations = { fr: { name: "Pris sous la pluie", flavor: "Un thé: 茶." } };
    await writeFile(path.join(dir, "texts.json"), JSON.stringify(set, null, 2));
    expect(await run("validate", "texts.json")).toBe(0);
    expect(out).toEqual([
      "texts.json:195:15 warning set/text-without-effect card “Lost at Cards” prints rules text but has no effect, so the game does nothing of what it says — write the effect in 'effect', or move the words to 'flavor' if they are flavour",
      "texts.json:214:21 warning set/translation-without-original card “Caught in the Rain”: the 'fr' flavour has no 'en' original, so the 'en' card prints none — add 'flavor' to the card, or remove it from the 'fr' translation if only 'fr' should print it",
      "texts.json:561:5 info set/missing-translations 49 cards of 50 have no 'fr' name and fall back to 'en' — translate them or drop 'fr' from 'languages'",
      "texts.json:195:556 warning render/text-overflow card “Lost at Cards”, en: the effect and flavour text does not fit: 2.9 mm (2 lines) too tall for its 56.0 × 16.5 mm box even at the minimum size 5.5 pt, so it is cut — shorten the text by about 156 characters, or give the card a frame with a larger text box",
      "texts.json:214:30 warning render/missing-glyph card “Caught in the Rain”, fr flavour: the card's fonts have no glyph for '茶' — it prints as a box; write the text with characters the bundled fonts have (Latin, Greek and Cyrillic in the texts, Latin in names)",
      "texts.json: valid (0 errors, 4 warnings)",
    ]);
  });

  it("reports a card's art that is not in the set folder's art/, until it is added", async () => {
    const set = minimalSet();
    const i = set.cards.findIndex((c) => c.type === "modifier");
    set.cards[i] = { ...set.cards[i]!, art: "ghost.png" };
    await mkdir(path.join(dir, "ghosts"));
    await writeFile(path.join(dir, "ghosts", "set.json"), JSON.stringify(set, null, 2));
    expect(await run("validate", "ghosts")).toBe(0);
    expect(out.filter((l) => l.includes("set/missing-art"))).toEqual([
      expect.stringMatching(
        /^ghosts\/set\.json:\d+:\d+ warning set\/missing-art card “.+” names art 'ghost\.png', which is not in the set's art folder — add the file on the Art page, or change the name$/,
      ),
    ]);
    await mkdir(path.join(dir, "ghosts", "art"));
    await writeFile(path.join(dir, "ghosts", "art", "ghost.png"), "");
    out.length = 0;
    expect(await run("validate", "ghosts")).toBe(0);
    expect(out.filter((l) => l.includes("set/missing-art"))).toEqual([]);
  });

  it("reads a set folder", async () => {
    await mkdir(path.join(dir, "myset"));
    await writeFile(path.join(dir, "myset", "set.json"), JSON.stringify(minimalSet()));
    expect(await run("validate", "myset")).toBe(0);
    expect(out[0]).toBe(`${path.join("myset", "set.json")}: valid (0 errors, 0 warnings)`);
  });

  it("refuses a 20 MB file quickly with a clear error", async () => {
    await writeFile(path.join(dir, "huge.json"), Buffer.alloc(20 * 1024 * 1024, 32));
    const t0 = process.hrtime.bigint();
    expect(await run("validate", "huge.json")).toBe(1);
    expect(Number(process.hrtime.bigint() - t0) / 1e6).toBeLessThan(2000);
    expect(out[0]).toMatch(
      /^huge\.json:1:1 error json\/too-large the file is 20\.0 MiB; the limit is 10\.0 MiB/,
    );
  });

  it("names the line and column of a byte that is not UTF-8, and a UTF-16 file", async () => {
    const text = JSON.stringify({ ...minimalSet(), name: "Café" }, null, 2);
    const lines = text.split("\n");
    const line = lines.findIndex((l) => l.includes('"Café"')) + 1;
    const column = (lines[line - 1] ?? "").indexOf("é") + 1;
    await writeFile(path.join(dir, "latin1.json"), Buffer.from(text, "latin1"));
    expect(await run("validate", "latin1.json")).toBe(1);
    expect(out).toEqual([
      `latin1.json:${line}:${column} error text/not-utf8 this file is not UTF-8: the byte E9 does not form a character at line ${line}, column ${column} — save the file as UTF-8 (text saved as Latin-1 or Windows-1252 looks like this)`,
      "latin1.json: invalid (1 error, 0 warnings)",
    ]);
    out.length = 0;
    await writeFile(path.join(dir, "utf16.json"), Buffer.from(`\uFEFF${text}`, "utf16le"));
    expect(await run("validate", "utf16.json")).toBe(1);
    expect(out[0]).toBe(
      "utf16.json:1:1 error text/utf16 this file is UTF-16 (little-endian); save it as UTF-8",
    );
    out.length = 0;
    await writeFile(path.join(dir, "bom.json"), `\uFEFF${JSON.stringify(minimalSet())}`);
    expect(await run("validate", "bom.json")).toBe(0);
  });

  it("says when the file does not exist, and shows usage without arguments", async () => {
    expect(await run("validate", "nope.json")).toBe(1);
    expect(out[0]).toBe("nope.json:1:1 error cli/not-found no such file or folder: nope.json");
    expect(await run("validate")).toBe(2);
    expect(err[0]).toMatch(/^vellum validate/);
  });
});

describe("vellum import / export / list / history", () => {
  it("imports a set, lists it, exports it as json, zip and csv, and re-imports the zip", async () => {
    const set = minimalSet();
    await writeFile(path.join(dir, "in.json"), JSON.stringify(set, null, 2));
    expect(await run("import", "in.json")).toBe(0);
    expect(out.at(-1)).toMatch(new RegExp(`^imported ${set.id} \\(revision [0-9a-f]{16}\\)`));

    expect(await run("list")).toBe(0);
    expect(out.at(-1)).toMatch(new RegExp(`^${set.id}\\s+${set.name}\\s+\\d+ cards\\s+valid$`));

    expect(await run("export", set.id, "--format", "json", "--out", "out.json")).toBe(0);
    expect(JSON.parse(await readFile(path.join(dir, "out.json"), "utf8"))).toEqual(set);

    expect(await run("export", set.id, "--format", "zip", "--out", "out.zip")).toBe(0);
    expect(await run("import", "out.zip", "--id", "copy-of-it")).toBe(0);
    expect(await run("import", "out.zip", "--id", "copy-of-it")).toBe(1);
    expect(err.at(-1)).toMatch(/^error: /);

    expect(await run("export", set.id, "--format", "csv", "--out", "cards.csv")).toBe(0);
    const csv = await readFile(path.join(dir, "cards.csv"), "utf8");
    expect(csv.split(/\r?\n/)[0]).toMatch(/^id,type,name,/);
    expect(await run("import", "cards.csv", "--into", set.id)).toBe(0);
    expect(out.at(-1)).toMatch(/0 added, 0 updated, \d+ unchanged/);

    expect(await run("history", set.id)).toBe(0);
    expect(out.some((l) => /^Last 3 hours: every save \(\d+\)$/.test(l))).toBe(true);
    expect(out.some((l) => /^\*\s+\d+\s+[0-9a-f]{16}\s/.test(l))).toBe(true);
    expect(out.at(-1)).toMatch(/older revisions are thinned out/);
  });

  it("replaces a set with --overwrite, from json and from a zip without --id", async () => {
    const set = minimalSet();
    await writeFile(path.join(dir, "in.json"), JSON.stringify(set, null, 2));
    expect(await run("import", "in.json")).toBe(0);
    expect(await run("import", "in.json")).toBe(1);
    expect(err.at(-1)).toMatch(/^error: /);

    const renamed = { ...set, name: "Renamed by JSON" };
    await writeFile(path.join(dir, "in.json"), JSON.stringify(renamed, null, 2));
    expect(await run("import", "in.json", "--overwrite")).toBe(0);
    expect(await run("export", set.id, "--format", "zip", "--out", "out.zip")).toBe(0);

    await writeFile(path.join(dir, "in.json"), JSON.stringify({ ...set, name: "Later" }, null, 2));
    expect(await run("import", "in.json", "--overwrite")).toBe(0);
    expect(await run("import", "out.zip", "--overwrite")).toBe(0);
    expect(await run("export", set.id, "--format", "json", "--out", "back.json")).toBe(0);
    const back = JSON.parse(await readFile(path.join(dir, "back.json"), "utf8")) as {
      name: string;
    };
    expect(back.name).toBe("Renamed by JSON");
  });

  it("imports a set with problems, printing them and what they stop; refuses a file that is not JSON", async () => {
    await writeFile(path.join(dir, "in.json"), JSON.stringify({ ...minimalSet(), cards: "none" }));
    expect(await run("import", "in.json")).toBe(0);
    expect(err.some((l) => /^in\.json:\d+:\d+ error schema\//.test(l))).toBe(true);
    expect(err.at(-1)).toMatch(
      /^note: \S+ has 1 error; it is saved, but cannot be played, simulated or printed until it is fixed/,
    );
    await writeFile(path.join(dir, "bad.json"), '{ "id": "bad-one", ');
    expect(await run("import", "bad.json")).toBe(1);
    expect(await run("list")).toBe(0);
    expect(out.some((l) => l.includes("bad-one"))).toBe(false);
  });

  it("imports nothing from a set file or a CSV that is not UTF-8", async () => {
    await writeFile(
      path.join(dir, "in.json"),
      Buffer.from(JSON.stringify({ ...minimalSet(), name: "Café" }), "latin1"),
    );
    expect(await run("import", "in.json")).toBe(1);
    expect(err[0]).toMatch(
      /^in\.json:1:\d+ error text\/not-utf8 this file is not UTF-8: the byte E9 /,
    );
    expect(err.at(-1)).toBe("error: in.json is not UTF-8 text; nothing was imported");
    await writeFile(path.join(dir, "ok.json"), JSON.stringify(minimalSet()));
    expect(await run("import", "ok.json")).toBe(0);
    const id = minimalSet().id;
    const before = await readFile(path.join(dir, "ws", id, "set.json"), "utf8");
    const card = minimalSet().cards[0];
    await writeFile(
      path.join(dir, "cards.csv"),
      Buffer.from(`id,type,name\n${card?.id},${card?.type},Caf\u00e9\n`, "latin1"),
    );
    err.length = 0;
    expect(await run("import", "cards.csv", "--into", id)).toBe(1);
    expect(err[0]).toMatch(
      /^cards\.csv:2:\d+ error text\/not-utf8 this file is not UTF-8: the byte E9 does not form a character at line 2, /,
    );
    expect(await readFile(path.join(dir, "ws", id, "set.json"), "utf8")).toBe(before);
  });

  it("lists a broken set with its first error and where to look for the rest", async () => {
    expect(await run("list")).toBe(0);
    await mkdir(path.join(dir, "ws", "broken"));
    await writeFile(path.join(dir, "ws", "broken", "set.json"), '{"id": "broken",');
    out.length = 0;
    expect(await run("list")).toBe(0);
    const at = out.findIndex((l) => l.startsWith("broken "));
    expect(out[at]).toMatch(/ 1 error$/);
    expect(out[at + 1]).toMatch(/^ {4}broken\/set\.json:1:\d+ error json\/\S+ /);
    expect(out.at(-1)).toBe("'vellum validate <set folder>' lists every problem of a set.");
  });

  it("lists a valid set's text problems as warnings, as the server's list does", async () => {
    const set = { ...minimalSet(), id: "tea-set" };
    set.cards.find((c) => c.type === "modifier")!.flavor = "A cup of 茶.";
    await writeFile(path.join(dir, "tea.json"), JSON.stringify(set, null, 2));
    expect(await run("import", "tea.json")).toBe(0);
    out.length = 0;
    expect(await run("list")).toBe(0);
    expect(out.find((l) => l.startsWith("tea-set "))).toMatch(/ 1 warning$/);
  });

  it("shows every usage line in the overview, for import's CSV form and restore", async () => {
    expect(await run("help")).toBe(0);
    const text = [...out, ...err].join("\n");
    expect(text).toMatch(/^ {15}<cards\.csv> --into SET$/m);
    expect(text).toMatch(/^ {2}restore {6}<set> <revision>$/m);
    // The names column is as wide as the longest name, so a second usage line lines up.
    expect(text).toMatch(/^ {2}translations export <set>.*\n {15}import <set> <file> \[--yes\]$/m);
  });

  it("asks for --into when importing a CSV, and rejects unknown commands", async () => {
    await writeFile(path.join(dir, "c.csv"), "id,type,name\n");
    expect(await run("import", "c.csv")).toBe(2);
    expect(err.at(-1)).toMatch(/--into SET/);
    expect(await run("frobnicate")).toBe(2);
    expect(err.at(-1)).toMatch(/^unknown command 'frobnicate'/);
    expect(await run("constructor")).toBe(2);
    expect(err.at(-1)).toMatch(/^unknown command 'constructor'/);
    expect(await run("help", "toString")).toBe(0);
    expect(out.at(-1)).toMatch(/^Vellum — /);
  });

  it("refuses a zip just over the limit with its size and the limit as two different numbers", async () => {
    const file = path.join(dir, "big.zip");
    await writeFile(file, "PK\u0003\u0004");
    await truncate(file, MAX_ZIP_BYTES + 1); // sparse: nothing is written
    expect(await run("import", "big.zip")).toBe(1);
    const [size, limit] = [...(err.at(-1) ?? "").matchAll(/([\d.,]+) MiB/g)].map((m) => m[1]);
    expect(size).toBeDefined();
    expect(size).not.toBe(limit);
  });
});

describe("vellum effect", () => {
  it("prints the IR of effect source as JSON", async () => {
    expect(await run("effect", "on play:\n  draw 2 cards")).toBe(0);
    const ir = JSON.parse(out.join("\n")) as { version: number; abilities: { category: string }[] };
    expect(ir.version).toBe(1);
    expect(ir.abilities.map((a) => a.category)).toEqual(["immediate"]);
  });

  it("knows a set's icons through --set, from a file or the workspace", async () => {
    await writeFile(path.join(dir, "set.json"), JSON.stringify(minimalSet(), null, 2));
    const source = "if this character has raven: draw 1 card";
    expect(await run("effect", source)).toBe(1);
    expect(err.at(-1)).toMatch(/^hint: name the set with --set/);
    expect(await run("effect", source, "--set", "set.json")).toBe(0);
    expect(await run("import", "set.json")).toBe(0);
    expect(await run("effect", source, "--set", minimalSet().id)).toBe(0);
  });

  it("prints diagnostics as effect:line:col severity code message and exits 1", async () => {
    await writeFile(path.join(dir, "set.json"), JSON.stringify(minimalSet(), null, 2));
    expect(
      await run("effect", "draw 2 cards\nif this character has ravn: draw 1", "--set", "set.json"),
    ).toBe(1);
    expect(err[0]).toMatch(/^effect:2:23 error dsl\/unknown-icon .*did you mean 'raven'\?/);
    expect(await run("effect", "draw 1", "--type", "wizard")).toBe(2);
    expect(await run("effect")).toBe(2);
  });
});
