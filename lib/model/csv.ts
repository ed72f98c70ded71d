/**
 * RFC 4180 CSV, both ways, with positions: every parsed cell knows its range in the source text
 * so a bad cell can be pointed at. Accepts CRLF, LF or CR line ends, a leading BOM, quoted
 * cells with embedded commas, quotes and line breaks. Records are read one at a time, so a
 * reader that has seen enough (too many problems) stops without parsing the rest. Pure: lib/store
 * reads and writes the cards CSV with it, lib/text the translators' CSV.
 */
import { errorDiagnostic } from "./diagnostic";
import type { Diagnostic, Position, Range } from "./diagnostic";

/** One parsed cell: its value (quotes removed) and where it is in the source. */
export interface CsvCell {
  value: string;
  range: Range;
}

/** One parsed record (a spreadsheet row), which may span several lines when cells are quoted. */
export interface CsvRecord {
  cells: CsvCell[];
  /** The 1-based line the record starts on. */
  line: number;
}

/** Records and any syntax errors (an unterminated quote, text after a closing quote). */
export interface CsvParse {
  records: CsvRecord[];
  diagnostics: Diagnostic[];
}

/** Options of `serializeCsv`. */
export interface CsvWriteOptions {
  /** Line end (default CRLF, as RFC 4180 says). */
  eol?: string;
  /** Start with a UTF-8 BOM, which spreadsheet programs need to read UTF-8 (default false). */
  bom?: boolean;
  /** What separates cells: a comma (default) or a tab (TSV). */
  delimiter?: "," | "\t";
}

/** Writes rows as CSV, quoting cells that contain a comma, a quote or a line break. */
export function serializeCsv(
  rows: readonly (readonly string[])[],
  options: CsvWriteOptions = {},
): string {
  const eol = options.eol ?? "\r\n";
  const delimiter = options.delimiter ?? ",";
  const lines = rows.map((row) => row.map((cell) => quoteCell(cell, delimiter)).join(delimiter));
  return `${options.bom ? "\uFEFF" : ""}${lines.join(eol)}${rows.length > 0 ? eol : ""}`;
}

function quoteCell(cell: string, delimiter: string): string {
  return /["\r\n]/.test(cell) || cell.includes(delimiter) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/** Options of `csvRecords`. */
export interface CsvReadOptions {
  /**
   * Most cells a record may have: reading stops at a longer one with a `csv/too-many-cells`
   * error, so that one line of a million commas is not held as a million cells.
   */
  maxCells?: number;
  /** What separates cells: a comma (default) or a tab (TSV, read with the same quoting). */
  delimiter?: "," | "\t";
}

/** Parses CSV text; never throws. `source` names the text in diagnostics. */
export function parseCsv(text: string, source: string, options: CsvReadOptions = {}): CsvParse {
  const diagnostics: Diagnostic[] = [];
  const records = [...csvRecords(text, source, diagnostics, options)];
  return { records, diagnostics };
}

/**
 * The records of CSV text, parsed one at a time as they are asked for; each syntax error is
 * added to `diagnostics` when its record is read (before the record is yielded). Never throws.
 */
export function* csvRecords(
  text: string,
  source: string,
  diagnostics: Diagnostic[],
  options: CsvReadOptions = {},
): Generator<CsvRecord, void, undefined> {
  const parser = new CsvParser(
    text,
    source,
    diagnostics,
    options.maxCells ?? Infinity,
    options.delimiter ?? ",",
  );
  for (;;) {
    const record = parser.next();
    if (!record) return;
    yield record;
  }
}

/**
 * How many lines `text` has from `offset` on (a last line without a line end counts): what a
 * reader that stopped there left unread. Linear and allocation-free.
 */
export function linesFrom(text: string, offset: number): number {
  let lines = 0;
  for (let i = offset; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) lines++;
  }
  const last = text.charCodeAt(text.length - 1);
  return offset < text.length && last !== 10 && last !== 13 ? lines + 1 : lines;
}

class CsvParser {
  private i = 0;
  private line = 1;
  private lineStart = 0;
  private stopped = false;

  constructor(
    private readonly text: string,
    private readonly source: string,
    private readonly diagnostics: Diagnostic[],
    private readonly maxCells: number,
    private readonly delimiter: string,
  ) {
    if (text.startsWith("\uFEFF")) this.i = this.lineStart = 1;
  }

  /** The next record, or undefined at the end of the text (or after a record that was too long). */
  next(): CsvRecord | undefined {
    if (this.stopped || this.i >= this.text.length) return undefined;
    const line = this.line;
    const cells: CsvCell[] = [];
    for (;;) {
      cells.push(this.cell());
      if (this.text[this.i] === this.delimiter) {
        this.i++;
        if (cells.length >= this.maxCells) return this.tooManyCells(line, cells);
        continue;
      }
      this.newline();
      break;
    }
    return { cells, line };
  }

  private tooManyCells(line: number, cells: CsvCell[]): undefined {
    this.stopped = true;
    this.error(
      "csv/too-many-cells",
      `line ${line} has more than ${this.maxCells} cells — reading stopped there; check that the file is a CSV of cards, one column per card field`,
      (cells[0] as CsvCell).range.start,
    );
    return undefined;
  }

  /** Whether `c` ends an unquoted cell. */
  private ends(c: string): boolean {
    return c === this.delimiter || c === "\r" || c === "\n";
  }

  private position(): Position {
    return { line: this.line, column: this.i - this.lineStart + 1, offset: this.i };
  }

  /** Counts the line breaks (CRLF, LF or CR) of the text from `from` to `to` (a quoted run). */
  private linesIn(from: number, to: number): void {
    for (let k = from; k < to; k++) {
      const c = this.text.charCodeAt(k);
      if (c !== 13 && c !== 10) continue;
      if (c === 13 && this.text.charCodeAt(k + 1) === 10 && k + 1 < to) k++;
      this.line++;
      this.lineStart = k + 1;
    }
  }

  /** Consumes a line break at the cursor, if any (CRLF, LF or CR). */
  private newline(): boolean {
    const c = this.text[this.i];
    if (c !== "\r" && c !== "\n") return false;
    this.i += c === "\r" && this.text[this.i + 1] === "\n" ? 2 : 1;
    this.line++;
    this.lineStart = this.i;
    return true;
  }

  private cell(): CsvCell {
    const start = this.position();
    if (this.text[this.i] !== '"') {
      let end = this.i;
      while (end < this.text.length && !this.ends(this.text[end] as string)) end++;
      const value = this.text.slice(this.i, end);
      this.i = end;
      return { value, range: { start, end: this.position() } };
    }
    this.i++;
    let value = "";
    // Whole runs up to the next quote at once (a card's text is long; letter by letter is slow).
    for (;;) {
      const quote = this.text.indexOf('"', this.i);
      const to = quote < 0 ? this.text.length : quote;
      this.linesIn(this.i, to);
      value += this.text.slice(this.i, to);
      this.i = to;
      if (quote < 0) {
        this.error(
          "csv/unterminated-quote",
          "a quoted cell is not closed — add the closing '\"'",
          start,
        );
        break;
      }
      if (this.text[quote + 1] === '"') {
        value += '"';
        this.i += 2;
        continue;
      }
      this.i++;
      break;
    }
    this.skipAfterQuote();
    return { value, range: { start, end: this.position() } };
  }

  /** Text between a closing quote and the next delimiter or line end is an error; skip it. */
  private skipAfterQuote(): void {
    const at = this.position();
    let end = this.i;
    while (end < this.text.length && !this.ends(this.text[end] as string)) end++;
    if (end > this.i) {
      this.error(
        "csv/text-after-quote",
        "text after a closing quote — quote the whole cell and double any '\"' inside it",
        at,
      );
      this.i = end;
    }
  }

  private error(code: string, message: string, start: Position): void {
    this.diagnostics.push(
      errorDiagnostic(code, message, this.source, { range: { start, end: this.position() } }),
    );
  }
}

/** What a spreadsheet runs as a formula when a cell starts with it (after any `'` already added). */
const FORMULA_START = /^'*[=+\-@\t\r]/;

/** Prefixes `'` to text a spreadsheet would run as a formula (and to text already so prefixed). */
export function escapeFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** Undoes `escapeFormula`: drops one leading `'` before formula-like text. */
export function unescapeFormula(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}
