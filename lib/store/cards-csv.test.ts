import { describe, expect, it } from "vitest";
import { parseCsv } from "../model";
import type { Card, VellumSet } from "../model";
import { MAX_DIAGNOSTICS, validateSetText } from "../schema";
import { MAX_CSV_CELLS, cardsToCsv, cellName, mergeCardsCsv } from "../sheet";
import { mergeCsvIntoSet } from "./cards-csv-ops";
import type { CsvMergeBase, CsvMerger } from "./cards-csv-ops";
import { sampleSet, textOf, useTempWorkspaces } from "./workspace.test-support";
import { createWorkspace } from "./workspace";

const tempWorkspace = useTempWorkspaces();

function card(set: VellumSet, id: string): Card {
  const found = set.cards.find((c) => c.id === id);
  if (!found) throw new Error(`no card ${id}`);
  return found;
}

/** The minimal set with every kind of cell the CSV must carry. */
function richSet(): VellumSet {
  const set = { ...sampleSet("rich", "Rich"), languages: ["fr", "de-AT"] };
  Object.assign(card(set, "lost-at-cards"), {
    copies: 2,
    persistent: true,
    reminder: "Lose 5, then, again",
    flavor: 'She said "never".\nTwice.',
    text: '=HYPERLINK("http://x")',
    translations: {
      fr: { name: "Perdu aux cartes", text: "-1 point" },
      "de-AT": { flavor: "Zweimal" },
    },
  });
  Object.assign(card(set, "the-will-is-read"), { text: "+2 cards", flavor: "\ttabbed" });
  Object.assign(card(set, "a-stranger-calls"), {
    text: "@everyone draws",
    frame: "vellum-event",
  });
  Object.assign(card(set, "caught-in-the-rain"), { name: "'=Rain", persistent: false });
  Object.assign(card(set, "won-a-small-prize"), { text: "\rcarriage" });
  return set;
}

function rows(csv: string): string[][] {
  return parseCsv(csv, "t.csv").records.map((r) => r.cells.map((c) => c.value));
}

describe("cardsToCsv", () => {
  it("writes the columns, a BOM on request, CRLF, guarded text and plain numbers", () => {
    expect(cardsToCsv(richSet(), []).startsWith("id,type,name,")).toBe(true);
    const csv = cardsToCsv(richSet(), ["fr", "de-AT"], true);
    expect(
      csv.startsWith(
        "\uFEFFid,type,name,family,copies,points.1,points.2,points.3,icons.1,icons.2,icons.3,persistent,effect,text,reminder,flavor,art,frame,back,name@fr,text@fr,flavor@fr,reminder@fr,name@de-AT,text@de-AT,flavor@de-AT,reminder@de-AT\r\n",
      ),
    ).toBe(true);
    const table = rows(csv);
    expect(table).toHaveLength(51);
    expect(table.find((r) => r[0] === "lost-at-cards")).toEqual([
      "lost-at-cards",
      "modifier",
      "Lost at Cards",
      "",
      "2",
      "-10",
      "",
      "",
      "coin",
      "",
      "",
      "true",
      "",
      '\'=HYPERLINK("http://x")',
      "Lose 5, then, again",
      'She said "never".\nTwice.',
      "",
      "",
      "",
      "Perdu aux cartes",
      "'-1 point",
      "",
      "",
      "",
      "",
      "Zweimal",
      "",
    ]);
    expect(table.find((r) => r[0] === "lost-the-deeds")?.slice(5, 11)).toEqual([
      "blank",
      "",
      "-10",
      "",
      "",
      "key",
    ]);
    expect(table.find((r) => r[0] === "edwin-ashgrove")?.slice(0, 5)).toEqual([
      "edwin-ashgrove",
      "character",
      "Edwin Ashgrove",
      "ashgrove",
      "",
    ]);
    expect(csv).toContain(`"She said ""never"".\nTwice."`);
  });

  it("names cells like a spreadsheet", () => {
    expect([
      cellName(0, 1),
      cellName(5, 3),
      cellName(25, 2),
      cellName(26, 9),
      cellName(701, 4),
    ]).toEqual(["A1", "F3", "Z2", "AA9", "ZZ4"]);
  });
});

describe("mergeCardsCsv", () => {
  it("round-trips: an export merged back gives an identical set", () => {
    const set = richSet();
    const merged = mergeCardsCsv(set, cardsToCsv(set, set.languages ?? []), "cards.csv");
    expect(merged.diagnostics).toEqual([]);
    expect([merged.added, merged.updated, merged.unchanged]).toEqual([0, 0, 50]);
    expect(merged.cards).toEqual(set.cards);
  });

  it("round-trips after a spreadsheet rewrites it without quotes where not needed and with LF", () => {
    const set = richSet();
    const csv = cardsToCsv(set, set.languages ?? [])
      .replace(/^\uFEFF/, "")
      .replace(/\r\n/g, "\n");
    const merged = mergeCardsCsv(set, csv, "cards.csv");
    // The flavour text's own line break is LF, so only the record separators changed.
    expect(merged.diagnostics).toEqual([]);
    expect(merged.cards).toEqual(set.cards);
  });

  it("updates by id, adds rows without id under a unique slug of the name, keeps the rest", () => {
    const set = sampleSet();
    const csv = [
      "id,type,name,points.1,points.2,icons.3,effect",
      "lost-at-cards,modifier,Lost at Dice,-5,blank,mask,",
      ",event,The Will Is Read,,,,Draw 3 cards.",
      ",event,Brand New Event,,,,'-Draw 1.",
      ",event,Brand New Event,,,,Twice.",
    ].join("\r\n");
    const merged = mergeCardsCsv(set, csv, "cards.csv");
    expect(merged.diagnostics).toEqual([]);
    expect([merged.added, merged.updated, merged.unchanged]).toEqual([3, 1, 0]);
    expect(merged.cards).toHaveLength(53);
    expect(merged.cards.slice(0, 20)).toEqual(set.cards.slice(0, 20));
    expect(card({ ...set, cards: merged.cards }, "lost-at-cards")).toEqual({
      id: "lost-at-cards",
      type: "modifier",
      name: "Lost at Dice",
      points: [-5, "blank", null],
      icons: ["coin", null, "mask"],
    });
    expect(merged.cards.slice(50)).toEqual([
      {
        id: "the-will-is-read-2",
        type: "event",
        name: "The Will Is Read",
        effect: "Draw 3 cards.",
      },
      { id: "brand-new-event", type: "event", name: "Brand New Event", effect: "-Draw 1." },
      { id: "brand-new-event-2", type: "event", name: "Brand New Event", effect: "Twice." },
    ]);
  });

  it("clears a point with an empty cell and removes optional fields with empty cells", () => {
    const set = richSet();
    const csv = "id,points.1,copies,reminder,persistent,name@fr\nlost-at-cards,,,,,\n";
    const merged = mergeCardsCsv(set, csv, "cards.csv");
    expect(merged.diagnostics).toEqual([]);
    const changed = card({ ...set, cards: merged.cards }, "lost-at-cards");
    expect(changed.points).toEqual([null, null, null]);
    expect(changed.copies).toBeUndefined();
    expect(changed.reminder).toBeUndefined();
    expect(changed.persistent).toBeUndefined();
    expect(changed.translations).toEqual({
      fr: { text: "-1 point" },
      "de-AT": { flavor: "Zweimal" },
    });
  });

  it("stops reading at the problem cap and says how many lines it left unread", () => {
    const set = sampleSet();
    const bad = Array.from({ length: 5_000 }, (_, i) => `row-${i},modifier,Row ${i},abc,,`);
    // A broken last line: reported only if the whole CSV were parsed.
    const csv = ["id,type,name,points.1,copies,persistent", ...bad, '"unclosed'].join("\n");
    const merged = mergeCardsCsv(set, csv, "cards.csv");
    expect(merged.diagnostics.length).toBe(MAX_DIAGNOSTICS + 1);
    expect(merged.diagnostics.map((d) => d.code)).not.toContain("csv/unterminated-quote");
    const last = merged.diagnostics.at(-1)!;
    expect(last).toMatchObject({ code: "csv/too-many-problems", severity: "error" });
    expect(last.message).toBe(
      `checking stopped after ${MAX_DIAGNOSTICS} problems: the last ${5_001 - MAX_DIAGNOSTICS} lines were not read (from line ${MAX_DIAGNOSTICS + 2}) — fix the ones above first`,
    );
    expect(last.range.start.line).toBe(MAX_DIAGNOSTICS + 2);
  });

  it("caps the problems of a header of many unknown columns", () => {
    const header = ["id", "name", ...Array.from({ length: 900 }, (_, i) => `extra${i}`)];
    const merged = mergeCardsCsv(sampleSet(), `${header.join(",")}\n`, "cards.csv");
    expect(merged.diagnostics.length).toBe(MAX_DIAGNOSTICS + 1);
    expect(merged.diagnostics.at(-1)).toMatchObject({
      code: "csv/too-many-problems",
      severity: "warning",
      message: "400 more problems are not shown — fix the ones above first",
    });
  });

  it("refuses a row of more cells than any card CSV has, without reading on", () => {
    const csv = `id,name\n${",".repeat(2 * MAX_CSV_CELLS)}\nnew-card,New\n`;
    const merged = mergeCardsCsv(sampleSet(), csv, "cards.csv");
    expect(merged.diagnostics.map((d) => d.code)).toEqual(["csv/too-many-cells"]);
    expect(merged.added).toBe(0);
  });

  it("points at each bad cell: CSV line (header = 1) and the cell's column", () => {
    const set = sampleSet();
    const csv = [
      "id,type,name,points.1,copies,persistent",
      "lost-at-cards,modifier,Lost at Cards,abc,,",
      'x-card,event,"Two',
      'lines",,lots,maybe',
      "Bad Id,modifer,Nope,,,",
    ].join("\n");
    const merged = mergeCardsCsv(set, csv, "cards.csv");
    expect(
      merged.diagnostics.map((d) => [d.code, d.range.start.line, d.range.start.column, d.message]),
    ).toEqual([
      [
        "csv/bad-cell",
        2,
        38,
        `cell D2 (points.1): 'abc' is not a number — write a number, "blank" for an opaque blank, or leave the cell empty for clear film`,
      ],
      [
        "csv/bad-cell",
        4,
        9,
        "cell E3 (copies): 'lots' is not a number of copies — write a whole number, or leave it empty for 1",
      ],
      [
        "csv/bad-cell",
        4,
        14,
        "cell F3 (persistent): 'maybe' is not true or false — write true, false, or leave it empty",
      ],
      [
        "csv/bad-id",
        5,
        1,
        "'Bad Id' is not a valid card id — use lower-case letters, digits and single hyphens (e.g. 'bad-id')",
      ],
    ]);
    expect(
      merged.diagnostics.every((d) => d.severity === "error" && d.source === "cards.csv"),
    ).toBe(true);
  });

  it("suggests the nearest card type", () => {
    const merged = mergeCardsCsv(
      sampleSet(),
      "id,type,name\nnew-one,modifer,New One\n",
      "cards.csv",
    );
    expect(merged.diagnostics.map((d) => d.message)).toEqual([
      "cell B2 (type): 'modifer' is not a card type — did you mean 'modifier'? (one of character, modifier, event, untimely-death, story, reference)",
    ]);
  });

  it("warns about unknown columns and languages, errs on duplicate columns, ids and short rows", () => {
    const set = { ...sampleSet(), languages: ["fr"] };
    const csv = [
      "id,name,colour,name@es,name@fr,name",
      "lost-at-cards,Lost,red,Perdido,Perdu,Lost",
      "lost-at-cards,Again,,,,",
      "won-a-small-prize,Short",
      "new-card,New,,,,",
    ].join("\n");
    const merged = mergeCardsCsv(set, csv, "cards.csv");
    expect(
      merged.diagnostics.map((d) => [d.severity, d.code, d.range.start.line, d.range.start.column]),
    ).toEqual([
      ["warning", "csv/unknown-column", 1, 9],
      ["warning", "csv/unknown-language", 1, 16],
      ["error", "csv/duplicate-column", 1, 32],
      ["error", "csv/duplicate-id", 3, 1],
      ["error", "csv/row-width", 4, 1],
      ["error", "csv/missing-cell", 5, 1],
    ]);
    expect(merged.diagnostics[1]?.message).toBe(
      `column 'name@es' is for language 'es', which the set does not list in "languages" (fr) — it is ignored`,
    );
  });

  it("needs a header with an id or name column", () => {
    expect(mergeCardsCsv(sampleSet(), "", "cards.csv").diagnostics.map((d) => d.code)).toEqual([
      "csv/empty",
    ]);
    expect(
      mergeCardsCsv(sampleSet(), "type\nevent\n", "cards.csv").diagnostics.map((d) => d.code),
    ).toEqual(["csv/no-key-column", "csv/no-id"]);
  });
});

describe("workspace CSV import and export", () => {
  it("round-trips through the workspace without writing anything", async () => {
    const { ws } = await tempWorkspace();
    const created = await ws.create(richSet());
    if (!created.ok) throw new Error(created.error.message);
    const csv = await ws.exportCardsCsv("rich", { bom: true });
    if (!csv.ok) throw new Error(csv.error.message);
    const imported = await ws.importCardsCsv("rich", csv.value, created.value.revision);
    expect(imported).toEqual({
      ok: true,
      value: {
        revision: created.value.revision,
        added: 0,
        updated: 0,
        unchanged: 50,
        diagnostics: [],
      },
    });
    const read = await ws.read("rich");
    expect(read.ok && read.value.text).toBe(textOf(richSet()));
  });

  it("saves a merge as a new revision with the CSV's changes", async () => {
    const { ws } = await tempWorkspace();
    const created = await ws.create(sampleSet());
    if (!created.ok) throw new Error(created.error.message);
    const imported = await ws.importCardsCsv(
      "minimal-set",
      "id,name,effect\nthe-will-is-read,The Will Is Read Aloud,Draw 3 cards.\n,Extra Event,",
      created.value.revision,
    );
    // The new row has no type: nothing is saved.
    expect(!imported.ok && imported.error.diagnostics?.map((d) => d.code)).toEqual([
      "csv/missing-cell",
    ]);
    const again = await ws.importCardsCsv(
      "minimal-set",
      "id,name,effect\nthe-will-is-read,The Will Is Read Aloud,Draw 3 cards.\n",
      created.value.revision,
    );
    if (!again.ok) throw new Error(again.error.message);
    expect(again.value).toMatchObject({ added: 0, updated: 1, unchanged: 0, diagnostics: [] });
    expect(again.value.revision).not.toBe(created.value.revision);
    const read = await ws.read("minimal-set");
    const updated = read.ok
      ? read.value.set?.cards.find((c) => c.id === "the-will-is-read")
      : undefined;
    expect(updated).toEqual({
      id: "the-will-is-read",
      type: "event",
      name: "The Will Is Read Aloud",
      effect: "Draw 3 cards.",
      text: "Draw 2 cards.",
    });
  });

  it("writes the verdict of the workspace's merge (the server's runs in a worker thread)", async () => {
    const bases: CsvMergeBase[] = [];
    const csvMerge: CsvMerger = async (id, base, csv) => {
      bases.push(base);
      return mergeCsvIntoSet(id, base, csv);
    };
    const { root } = await tempWorkspace();
    const ws = createWorkspace(root, { csvMerge });
    const created = await ws.create(sampleSet());
    if (!created.ok) throw new Error(created.error.message);
    const csv = "id,name\nthe-will-is-read,The Will Is Read Aloud\n";
    const imported = await ws.importCardsCsv("minimal-set", csv, created.value.revision);
    expect(imported).toMatchObject({ ok: true, value: { updated: 1 } });
    expect(bases).toEqual([{ text: textOf(sampleSet()) }]);
    const read = await ws.read("minimal-set");
    expect(read.ok && read.value.set?.cards.some((c) => c.name === "The Will Is Read Aloud")).toBe(
      true,
    );
  });

  it("maps a whole-set validation error back to the CSV cell and saves nothing", async () => {
    const { ws } = await tempWorkspace();
    const created = await ws.create(sampleSet());
    if (!created.ok) throw new Error(created.error.message);
    const csv = "id,type,name,icons.1\nlost-at-cards,modifier,Lost at Cards,unicorn\n";
    const imported = await ws.importCardsCsv("minimal-set", csv, created.value.revision);
    expect(imported.ok).toBe(false);
    if (imported.ok) return;
    expect(imported.error.kind).toBe("invalid");
    const mapped = imported.error.diagnostics?.find((d) => d.source === "cards.csv");
    expect(mapped).toMatchObject({ severity: "error", range: { start: { line: 2, column: 38 } } });
    expect(mapped?.message).toMatch(/^cell D2 \(icons\.1\): /);
    const read = await ws.read("minimal-set");
    expect(read.ok && read.value.revision).toBe(created.value.revision);
  });

  it("puts a diagnostic of the merged set that no CSV row caused at the CSV's first line", async () => {
    const { ws } = await tempWorkspace();
    const created = await ws.create({ ...sampleSet(), languages: ["fr"] });
    if (!created.ok) throw new Error(created.error.message);
    const csv = "id,name\nlost-at-cards,Lost at Cards Again\n";
    const imported = await ws.importCardsCsv("minimal-set", csv, created.value.revision);
    if (!imported.ok) throw new Error(imported.error.message);
    const about = imported.value.diagnostics.find((d) => d.code === "set/missing-translations");
    expect(about).toMatchObject({
      source: "cards.csv",
      range: { start: { line: 1, column: 1 } },
    });
    expect(about?.message).toMatch(/^the set after merging \(at \/languages\/0\): /);
  });

  it("refuses a stale base revision", async () => {
    const { ws } = await tempWorkspace();
    const created = await ws.create(sampleSet());
    if (!created.ok) throw new Error(created.error.message);
    const saved = await ws.save(
      "minimal-set",
      sampleSet("minimal-set", "Changed"),
      created.value.revision,
    );
    if (!saved.ok) throw new Error(saved.error.message);
    const imported = await ws.importCardsCsv(
      "minimal-set",
      "id,name\nlost-at-cards,X\n",
      created.value.revision,
    );
    expect(!imported.ok && imported.error).toMatchObject({
      kind: "conflict",
      currentRevision: saved.value.revision,
    });
  });

  it("exports one translation language on request", async () => {
    const { ws } = await tempWorkspace();
    await ws.create(richSet());
    const fr = await ws.exportCardsCsv("rich", { language: "fr" });
    expect(fr.ok && rows(fr.value)[0]?.slice(19)).toEqual([
      "name@fr",
      "text@fr",
      "flavor@fr",
      "reminder@fr",
    ]);
    const en = await ws.exportCardsCsv("rich", { language: "en" });
    expect(en.ok && rows(en.value)[0]).toHaveLength(19);
    expect(await ws.exportCardsCsv("rich", { language: "xx" })).toMatchObject({
      ok: false,
      error: { kind: "invalid" },
    });
  });

  it("the rich fixture is itself a valid set", () => {
    const v = validateSetText(textOf(richSet()));
    expect(v.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  });
});
