/**
 * The clipboard's tab-separated text, as Excel, LibreOffice and Google Sheets write and read it:
 * cells split by tabs, rows by line ends, a cell holding a tab, a line end or a quote quoted with
 * doubled quotes.
 */

/** Whether `i` is the end of a cell: the text's end, a tab or a line end. */
function endsCell(text: string, i: number): boolean {
  const c = text[i];
  return c === undefined || c === "\t" || c === "\n" || c === "\r";
}

/**
 * The quoted cell at `i` (a `"` there) and the index after its closing quote, or undefined when
 * the cell is not closed right before a tab or a line end: then it is plain text that starts
 * with a quote (Google Sheets copies `"Hi," she said` as it is).
 */
function quotedCell(text: string, i: number): { cell: string; end: number } | undefined {
  let cell = "";
  let at = i + 1;
  for (;;) {
    const q = text.indexOf('"', at);
    if (q < 0) return undefined;
    cell += text.slice(at, q);
    if (text[q + 1] === '"') {
      cell += '"';
      at = q + 2;
      continue;
    }
    return endsCell(text, q + 1) ? { cell, end: q + 1 } : undefined;
  }
}

/**
 * The rows of clipboard TSV text (a trailing line end adds no row). CRLF, LF or CR line ends; a
 * cell starting with `"` and closed by one before a tab or line end is quoted (doubled quotes
 * inside, tabs and line ends kept); any other quote is text. The lone empty row Excel adds after
 * a copied block is dropped.
 */
export function parseTsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  const n = text.length;
  if (n === 0) return rows;
  for (;;) {
    const quoted = text[i] === '"' ? quotedCell(text, i) : undefined;
    let cell: string;
    if (quoted) {
      cell = quoted.cell;
      i = quoted.end;
    } else {
      let end = i;
      while (!endsCell(text, end)) end++;
      cell = text.slice(i, end);
      i = end;
    }
    row.push(cell);
    if (i >= n) {
      rows.push(row);
      break;
    }
    if (text[i] === "\t") {
      i++;
      continue;
    }
    i += text[i] === "\r" && text[i + 1] === "\n" ? 2 : 1;
    rows.push(row);
    row = [];
    if (i >= n) break;
  }
  const last = rows[rows.length - 1];
  if (rows.length > 1 && last?.length === 1 && last[0] === "") rows.pop();
  return rows;
}

/** A cell as clipboard TSV writes it: quoted when it holds a tab, a line end or a quote. */
function tsvCell(cell: string): string {
  return /[\t\r\n"]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/** A block of cells as clipboard TSV text: CRLF between rows, none after the last (as Sheets). */
export function toTsv(block: readonly (readonly string[])[]): string {
  return block.map((row) => row.map(tsvCell).join("\t")).join("\r\n");
}
