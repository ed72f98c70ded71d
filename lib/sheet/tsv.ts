/**
 * The clipboard's tab-separated text, as Excel, LibreOffice and Google Sheets write and read it:
 * cells split by tabs, rows by line ends, a cell holding a tab, a line end or a quote quoted with
 * doubled quotes.
 */

/**
 * The rows of clipboard TSV text (a trailing line end adds no row). CRLF, LF or CR line ends; a
 * cell is quoted only when it starts with `"` (a quote inside a cell is kept as it is, as
 * spreadsheets read it); the lone empty row Excel adds after a copied block is dropped.
 */
export function parseTsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  const n = text.length;
  if (n === 0) return rows;
  for (;;) {
    let cell = "";
    if (text[i] === '"') {
      i++;
      for (;;) {
        const q = text.indexOf('"', i);
        if (q < 0) {
          cell += text.slice(i);
          i = n;
          break;
        }
        cell += text.slice(i, q);
        if (text[q + 1] === '"') {
          cell += '"';
          i = q + 2;
          continue;
        }
        i = q + 1;
        break;
      }
    }
    // Unquoted text, or what follows a closing quote (kept, as spreadsheets do).
    let end = i;
    while (end < n && text[end] !== "\t" && text[end] !== "\n" && text[end] !== "\r") end++;
    cell += text.slice(i, end);
    i = end;
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
