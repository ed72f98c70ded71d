/**
 * A linked sheet (issue 25, point 2): a URL read from a real local HTTP server (CSV, HTML, 404,
 * a server that never answers, too large), XLSX read and written through exceljs (formulas read
 * as their saved values, never run; other worksheets kept), files of the set's folder only.
 */
import { createServer } from "node:http";
import type { Server, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { readFile, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeSheet, parseSheet } from "./sheet-bytes";
import {
  fetchSheetUrl,
  readSheetFile,
  readSheetLink,
  sheetFileProblem,
  writeSheetLink,
} from "./sheet-link";
import { sampleSet, textOf, useTempWorkspaces } from "./workspace.test-support";
import type { SheetTable } from "../sheet";

const routes = new Map<string, (res: ServerResponse) => void>();
let server: Server;
let base = "";

beforeAll(async () => {
  server = createServer((req, res) => {
    const handle = routes.get(req.url ?? "");
    if (handle) handle(res);
    else res.writeHead(404, { "content-type": "text/plain" }).end("no such sheet");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  routes.set("/cards.csv", (res) =>
    res.writeHead(200, { "content-type": "text/csv" }).end("id,name\nsk-1,Tide Caller\n"),
  );
  routes.set("/moved", (res) => res.writeHead(302, { location: "/cards.csv" }).end());
  routes.set("/page", (res) =>
    res.writeHead(200, { "content-type": "text/html" }).end("<!DOCTYPE html><p>Sign in</p>"),
  );
  routes.set("/sneaky", (res) =>
    res.writeHead(200, { "content-type": "text/plain" }).end("  <html><body>sign in</body></html>"),
  );
  routes.set("/silent", () => undefined);
  routes.set("/huge", (res) => {
    res.writeHead(200, { "content-type": "text/csv" });
    // No content length: the limit is enforced while streaming.
    const row = "x".repeat(1023) + "\n";
    for (let i = 0; i < 64; i++) res.write(row);
    res.end();
  });
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe("fetchSheetUrl against a local HTTP server", () => {
  it("reads a CSV answer, redirects followed", async () => {
    const read = await fetchSheetUrl(`${base}/moved`);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(new TextDecoder().decode(read.value.bytes)).toBe("id,name\nsk-1,Tide Caller\n");
    expect(read.value.format).toBe("csv");
  });

  it("refuses an HTML answer with how to publish a Google Sheet as CSV", async () => {
    for (const url of [`${base}/page`, `${base}/sneaky`]) {
      const read = await fetchSheetUrl(url);
      expect(read.ok ? undefined : read.error.code).toBe("sheet/not-csv");
      expect(read.ok ? "" : read.error.message).toMatch(/Publish to web.*output=csv/);
    }
  });

  it("refuses a 404 as unreachable, saying the status", async () => {
    const read = await fetchSheetUrl(`${base}/gone`);
    expect(read.ok ? undefined : read.error).toMatchObject({
      code: "sheet/unreachable",
      message: expect.stringContaining("answered 404") as string,
    });
  });

  it("gives up on a server that never answers after the time limit", async () => {
    const started = Date.now();
    const read = await fetchSheetUrl(`${base}/silent`, { timeoutMs: 300 });
    expect(read.ok ? undefined : read.error).toMatchObject({
      code: "sheet/unreachable",
      message: expect.stringContaining("did not answer within 0.3 s") as string,
    });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("refuses an answer larger than the limit while it streams", async () => {
    const read = await fetchSheetUrl(`${base}/huge`, { maxBytes: 16 * 1024 });
    expect(read.ok ? undefined : read.error.code).toBe("sheet/too-large");
    expect((await fetchSheetUrl(`${base}/huge`)).ok).toBe(true);
  });

  it("refuses a connection that fails, and an address that is not http(s)", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const refused = await fetchSheetUrl(`http://127.0.0.1:${port}/cards.csv`);
    expect(refused.ok ? undefined : refused.error.code).toBe("sheet/unreachable");
    const file = await fetchSheetUrl("file:///etc/passwd");
    expect(file.ok ? undefined : file.error.code).toBe("sheet/bad-link");
  });
});

const TABLE: SheetTable = {
  headers: ["id", "name", "points.1", "persistent"],
  rows: [
    { line: 2, cells: ["sk-1", "Tide Caller", "-10", "true"] },
    { line: 3, cells: ["sk-2", "Gull Omen", "", "false"] },
  ],
};

describe("XLSX through exceljs", () => {
  it("reads back the table it wrote, numbers as numbers in the workbook", async () => {
    const bytes = await encodeSheet({ table: TABLE, format: "xlsx", source: "cards.xlsx" });
    if (!bytes.ok) throw new Error(bytes.error.message);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(bytes.value) as never);
    expect(book.worksheets.map((w) => w.name)).toEqual(["Cards"]);
    expect(book.worksheets[0]?.getCell("C2").value).toBe(-10);
    const read = await parseSheet({ bytes: bytes.value, format: "xlsx", source: "cards.xlsx" });
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value.table).toEqual(TABLE);
    expect(read.value.diagnostics).toEqual([]);
    expect(read.value.worksheets).toEqual(["Cards"]);
  });

  it("reads a formula as its saved value and never runs it; one without a value is a problem of its cell", async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet("Balance");
    sheet.addRow(["id", "points.1", "name", "art", "when"]);
    // The saved result is not what the formula would compute: only the result is read.
    sheet.addRow([
      "sk-1",
      { formula: "1+1", result: 7 },
      { richText: [{ text: "Tide " }, { text: "Caller", font: { bold: true } }] },
      { formula: 'HYPERLINK("x")' },
      new Date(Date.UTC(2026, 2, 1)),
    ]);
    const bytes = new Uint8Array(await book.xlsx.writeBuffer());
    const read = await parseSheet({ bytes, format: "xlsx", source: "cards.xlsx" });
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value.table.rows[0]?.cells).toEqual(["sk-1", "7", "Tide Caller", "", "2026-03-01"]);
    expect(read.value.diagnostics).toHaveLength(1);
    expect(read.value.diagnostics[0]).toMatchObject({
      code: "sheet/cell-unreadable",
      message: expect.stringMatching(/^cell D2 is a formula whose value was never saved/) as string,
      range: { start: { line: 2, column: 4 } },
    });
  });

  it("keeps the person's own formulas, values and styles in the columns that are not card columns, moved with their row", async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet("Cards");
    sheet.addRow(["id", "name", "points.1", "Double"]);
    sheet.addRow(["a", "A", -10, { formula: "C2*2", result: -20 }]);
    sheet.addRow(["gone", "Gone", -1, { formula: "C3*2", result: -2 }]);
    sheet.addRow(["c", "C", -5, { formula: "C4*2+$C$2", result: -20 }]);
    sheet.getCell("D4").font = { bold: true };
    const existing = new Uint8Array(await book.xlsx.writeBuffer());
    const table: SheetTable = {
      headers: ["id", "name", "points.1", "Double"],
      cardColumns: [true, true, true, false],
      rows: [
        { line: 2, cells: ["a", "A", "-15", "-20"], source: 2 },
        { line: 3, cells: ["c", "C", "-6", "-20"], source: 4 },
        { line: 4, cells: ["d", "D", "-1", ""] },
      ],
    };
    const bytes = await encodeSheet({ table, format: "xlsx", source: "cards.xlsx", existing });
    if (!bytes.ok) throw new Error(bytes.error.message);
    const after = new ExcelJS.Workbook();
    await after.xlsx.load(Buffer.from(bytes.value) as never);
    const written = after.getWorksheet("Cards");
    expect(written?.getCell("C2").value).toBe(-15);
    expect(written?.getCell("D2").value).toMatchObject({ formula: "C2*2" });
    expect(written?.getCell("A3").value).toBe("c");
    expect(written?.getCell("D3").value).toMatchObject({ formula: "C3*2+$C$2" });
    expect(written?.getCell("D3").font).toMatchObject({ bold: true });
    expect(written?.getCell("A4").value).toBe("d");
    expect(written?.getCell("D4").value).toBeNull();
  });

  it("writes into the named worksheet, keeping the workbook's other worksheets and its name", async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet("Notes").addRow(["keep me"]);
    const target = book.addWorksheet("Deck");
    target.addRow(["id", "name", "old"]);
    for (let i = 0; i < 5; i++) target.addRow([`old-${i}`, "Old", "x"]);
    const existing = new Uint8Array(await book.xlsx.writeBuffer());
    const bytes = await encodeSheet({
      table: TABLE,
      format: "xlsx",
      source: "cards.xlsx",
      existing,
      worksheet: "Deck",
    });
    if (!bytes.ok) throw new Error(bytes.error.message);
    const read = await parseSheet({
      bytes: bytes.value,
      format: "xlsx",
      source: "cards.xlsx",
      worksheet: "Deck",
    });
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value.worksheets).toEqual(["Notes", "Deck"]);
    expect(read.value.table).toEqual(TABLE);
    const notes = await parseSheet({
      bytes: bytes.value,
      format: "xlsx",
      source: "cards.xlsx",
      worksheet: "Notes",
    });
    expect(notes.ok && notes.value.table.headers).toEqual(["keep me"]);
    const missing = await parseSheet({
      bytes: bytes.value,
      format: "xlsx",
      source: "cards.xlsx",
      worksheet: "Nope",
    });
    expect(missing.ok ? undefined : missing.error.message).toMatch(
      /no worksheet 'Nope'.*'Notes', 'Deck'/,
    );
  });

  it("refuses a workbook whose parts declare more than the limit unpacked, before unpacking it", async () => {
    const bytes = await encodeSheet({ table: TABLE, format: "xlsx", source: "cards.xlsx" });
    if (!bytes.ok) throw new Error(bytes.error.message);
    const bomb = bytes.value.slice();
    const view = new DataView(bomb.buffer);
    // The first central directory entry's uncompressed size, as a zip bomb declares it.
    for (let i = 0; i < bomb.length - 4; i++) {
      if (view.getUint32(i, true) !== 0x02014b50) continue;
      view.setUint32(i + 24, 0x7fffffff, true);
      break;
    }
    const read = await parseSheet({ bytes: bomb, format: "xlsx", source: "cards.xlsx" });
    expect(read.ok ? undefined : read.error.code).toBe("sheet/too-large");
  });

  it("refuses bytes that are not a workbook as unreadable", async () => {
    const read = await parseSheet({
      bytes: new TextEncoder().encode("id,name\n"),
      format: "xlsx",
      source: "cards.xlsx",
    });
    expect(read.ok ? undefined : read.error.code).toBe("sheet/unreadable");
  });
});

const temp = useTempWorkspaces();

describe("linked files of a set's folder", () => {
  it("refuses names with a folder, '..' or another extension", () => {
    for (const bad of [
      "../cards.csv",
      "sub/cards.csv",
      "..csv",
      "cards.json",
      "set.json",
      ".x.csv",
    ]) {
      expect(sheetFileProblem(bad)?.code, bad).toBe("sheet/bad-link");
    }
    expect(sheetFileProblem("Cards 2026.xlsx")).toBeUndefined();
    expect(sheetFileProblem("Cartes été.csv")).toBeUndefined();
    expect(sheetFileProblem("cards, v2.xlsx")).toBeUndefined();
  });

  it("reads a linked file whose name has accents and a comma, as the link form and the schema allow", async () => {
    const { root, ws } = await temp();
    expect((await ws.create(textOf(sampleSet("alpha")))).ok).toBe(true);
    for (const file of ["Cartes été.csv", "cards, v2.csv"]) {
      await writeFile(path.join(root, "alpha", file), "id,name\r\nsk-1,Tide Caller\r\n");
      const read = await readSheetLink(ws, "alpha", { file });
      expect(read.ok, file).toBe(true);
    }
  });

  it("reads a CSV as the cards CSV import does: a BOM dropped, a byte that is not UTF-8 refused at its place", async () => {
    const { root, ws } = await temp();
    expect((await ws.create(textOf(sampleSet("alpha")))).ok).toBe(true);
    await writeFile(path.join(root, "alpha", "cards.csv"), "\uFEFFid,name\r\nsk-1,Tide Caller\r\n");
    const read = await readSheetLink(ws, "alpha", { file: "cards.csv" });
    expect(read.ok && read.value).toMatchObject({
      format: "csv",
      source: "cards.csv",
      table: { headers: ["id", "name"], rows: [{ line: 2, cells: ["sk-1", "Tide Caller"] }] },
    });
    await writeFile(
      path.join(root, "alpha", "cards.tsv"),
      new Uint8Array([...new TextEncoder().encode("id\tname\nsk-1\tCaf"), 0xe9, 0x0a]),
    );
    const latin = await readSheetLink(ws, "alpha", { file: "cards.tsv" });
    expect(latin.ok ? undefined : latin.error).toMatchObject({
      code: "sheet/unreadable",
      diagnostics: [{ code: "text/not-utf8", range: { start: { line: 2 } } }],
    });
  });

  it("never follows a link in the set's folder", async () => {
    const { root, ws } = await temp();
    expect((await ws.create(textOf(sampleSet("alpha")))).ok).toBe(true);
    await writeFile(path.join(root, "secret.csv"), "id\nsecret\n");
    await symlink(path.join(root, "secret.csv"), path.join(root, "alpha", "cards.csv"));
    const read = await readSheetFile(ws, "alpha", "cards.csv");
    expect(read.ok ? undefined : read.error.code).toBe("sheet/bad-link");
  });

  it("writes an XLSX push atomically into the set's folder; a URL link is read-only", async () => {
    const { root, ws } = await temp();
    expect((await ws.create(textOf(sampleSet("alpha")))).ok).toBe(true);
    const written = await writeSheetLink(ws, "alpha", { file: "cards.xlsx" }, TABLE);
    expect(written.ok && written.value).toMatchObject({ file: "cards.xlsx", rows: 2 });
    const bytes = new Uint8Array(await readFile(path.join(root, "alpha", "cards.xlsx")));
    const read = await parseSheet({ bytes, format: "xlsx", source: "cards.xlsx" });
    expect(read.ok && read.value.table).toEqual(TABLE);
    const url = await writeSheetLink(ws, "alpha", { url: "https://example.org/x.csv" }, TABLE);
    expect(url.ok ? undefined : url.error.code).toBe("sheet/read-only");
    const none = await writeSheetLink(ws, "nope", { file: "cards.xlsx" }, TABLE);
    expect(none.ok ? undefined : none.error.code).toBe("sheet/not-found");
  });
});
