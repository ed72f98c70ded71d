import { describe, expect, it } from "vitest";
import type { Card, Diagnostic, VellumSet } from "@/lib/model";
import { errorDiagnostic } from "@/lib/model";
import type { HeaderMapping, SheetDiff } from "@/lib/sheet";
import { blockingProblems, cardsToCsv, readDelimited } from "@/lib/sheet";
import { cardOf, sampleSet } from "@/lib/sheet/sets.test.support";
import {
  applyRefusal,
  diffSummary,
  doubleChoices,
  firstChoices,
  inputOf,
  linkOf,
  linkTarget,
  linkWords,
  planPull,
  withChoices,
} from "./sheet-flow";

const card = (id: string): Card => ({ id, type: "modifier", name: id }) as Card;

function diffOf(part: Partial<SheetDiff>): SheetDiff {
  return { added: [], changed: [], removed: [], unchanged: 0, problems: [], skipped: [], ...part };
}

const warning: Diagnostic = { ...errorDiagnostic("sheet/x", "odd", "s"), severity: "warning" };

describe("the link form's input", () => {
  it("links a file of the set's folder by its name, and an XLSX's worksheet", () => {
    expect(linkOf({ kind: "file", text: " cards.csv " })).toEqual({
      ok: true,
      value: { file: "cards.csv" },
    });
    expect(linkOf({ kind: "file", text: "cards.xlsx", worksheet: "Cards" })).toEqual({
      ok: true,
      value: { file: "cards.xlsx", worksheet: "Cards" },
    });
    // A worksheet means nothing to a CSV.
    expect(linkOf({ kind: "file", text: "cards.tsv", worksheet: "Cards" })).toEqual({
      ok: true,
      value: { file: "cards.tsv" },
    });
  });

  it("refuses a path, a hidden file and a file that is not a sheet, saying what to write", () => {
    expect(linkOf({ kind: "file", text: "../cards.csv" })).toEqual({
      ok: false,
      error:
        "'../cards.csv' is not a file name of the set's folder: write only its name, e.g. cards.csv",
    });
    expect(linkOf({ kind: "file", text: "cards.txt" })).toEqual({
      ok: false,
      error: "'cards.txt' is not a CSV, TSV or XLSX file: name one ending .csv, .tsv or .xlsx",
    });
    expect(linkOf({ kind: "file", text: "" }).ok).toBe(false);
    // The rule lib/store reads by: a name it refuses is never linked.
    expect(linkOf({ kind: "file", text: "cards..csv" }).ok).toBe(false);
    expect(linkOf({ kind: "file", text: "deck?.csv" }).ok).toBe(false);
    expect(linkOf({ kind: "file", text: "Cartes été.csv" })).toEqual({
      ok: true,
      value: { file: "Cartes été.csv" },
    });
    expect(linkOf({ kind: "file", text: "cards, v2.xlsx", worksheet: "Deck" })).toEqual({
      ok: true,
      value: { file: "cards, v2.xlsx", worksheet: "Deck" },
    });
  });

  it("links an http(s) URL and refuses any other", () => {
    expect(linkOf({ kind: "url", text: "https://example.org/pub?output=csv" })).toEqual({
      ok: true,
      value: { url: "https://example.org/pub?output=csv" },
    });
    expect(linkOf({ kind: "url", text: "ftp://example.org/a.csv" })).toEqual({
      ok: false,
      error: "'ftp://example.org/a.csv' is not an http(s) URL: write one starting with https://",
    });
    expect(linkOf({ kind: "url", text: "cards" })).toEqual({
      ok: false,
      error: "'cards' is not a URL: write one starting with https://",
    });
  });

  it("starts from the saved link, and says a link in words", () => {
    expect(inputOf(undefined)).toEqual({ kind: "file", text: "" });
    expect(inputOf({ url: "https://x.org/a.csv" })).toEqual({
      kind: "url",
      text: "https://x.org/a.csv",
    });
    expect(inputOf({ file: "c.xlsx", worksheet: "Cards" })).toEqual({
      kind: "file",
      text: "c.xlsx",
      worksheet: "Cards",
    });
    expect(linkWords({ file: "c.xlsx", worksheet: "Cards" })).toBe(
      "c.xlsx, worksheet Cards in the set's folder",
    );
    expect(linkWords({ url: "https://x.org/a.csv" })).toBe("https://x.org/a.csv");
    expect(linkTarget({ url: "https://x.org/sheets/a%20b.csv" })).toBe("a b.csv (x.org)");
    expect(
      linkTarget({ url: "https://docs.google.com/spreadsheets/d/e/2PACX/pub?output=csv" }),
    ).toBe("the sheet at docs.google.com");
  });
});

describe("the mapping dialog's choices", () => {
  const mapping: HeaderMapping = {
    byIndex: ["name", null, null, "points.1"],
    unmatched: [
      { index: 1, header: "Pts 2", suggestion: "points.2" },
      { index: 2, header: "Notes" },
    ],
  };

  it("start from the suggestions, the rest ignored", () => {
    expect(firstChoices(mapping)).toEqual({ "Pts 2": "points.2", Notes: null });
  });

  it("name a card column chosen for two headers", () => {
    expect(doubleChoices(mapping, { "Pts 2": "points.2", Notes: null })).toEqual([]);
    expect(doubleChoices(mapping, { "Pts 2": "points.1", Notes: null })).toEqual(["points.1"]);
    expect(doubleChoices(mapping, { "Pts 2": "text", Notes: "text" })).toEqual(["text"]);
  });

  it("are kept in the linked set's mapping", () => {
    const set = { sheet: { file: "cards.csv", mapping: { Old: null } } } as unknown as VellumSet;
    expect(withChoices(set, { "Pts 2": "points.2" }).sheet).toEqual({
      file: "cards.csv",
      mapping: { Old: null, "Pts 2": "points.2" },
    });
  });
});

describe("the difference dialog's Apply", () => {
  const none = { removeMissing: false, skipProblems: false };

  it("waits while a problem is neither resolved nor skipped", () => {
    const diff = diffOf({
      added: [card("a")],
      problems: [
        {
          diagnostic: errorDiagnostic("sheet/bad-number", "bad", "s"),
          place: { line: 3, name: "F3" },
        },
        { diagnostic: warning },
      ],
    });
    expect(blockingProblems(diff)).toHaveLength(1);
    expect(applyRefusal(diff, none)).toBe(
      "Resolve the 1 problem in the sheet, or skip their rows, to apply it.",
    );
    expect(applyRefusal(diff, { ...none, skipProblems: true })).toBeUndefined();
    // A warning alone never stops it.
    expect(
      applyRefusal(diffOf({ added: [card("a")], problems: [{ diagnostic: warning }] }), none),
    ).toBeUndefined();
  });

  it("has nothing to apply when only unticked removals differ", () => {
    const diff = diffOf({ removed: [card("old")], unchanged: 4 });
    expect(applyRefusal(diff, none)).toBe(
      "Nothing else changes: tick “Also remove” to remove the 1 card the sheet lacks, or Cancel.",
    );
    expect(applyRefusal(diffOf({ unchanged: 4 }), none)).toBe(
      "Nothing to apply: the cards already match the sheet.",
    );
    expect(applyRefusal(diff, { ...none, removeMissing: true })).toBeUndefined();
    expect(diffSummary(diff)).toBe("0 cards added, 0 changed, 1 not in the sheet, 4 unchanged");
  });
});

describe("a pull's difference with cells the read could not take", () => {
  it("lists them at their cell, leaves their rows out and never offers their cards for removal", () => {
    const set = sampleSet();
    const { table } = readDelimited(cardsToCsv(set, []), "cards.xlsx", ",");
    const unreadable = cardOf(set, set.cards[1]?.id ?? "");
    const start = { line: 3, column: 6, offset: 0 };
    const diagnostic = errorDiagnostic("sheet/cell-unreadable", "cell F3 is an error value", "x", {
      range: { start, end: start },
    });
    const plan = planPull(set, { table, source: "cards.xlsx", diagnostics: [diagnostic] });
    if (plan.kind !== "diff") throw new Error("the sheet's own headers need no mapping");
    expect(plan.diff.problems[0]).toEqual({
      diagnostic,
      place: { line: 3, column: 5, name: "F3" },
    });
    expect(plan.diff.skipped).toEqual([3]);
    expect(plan.diff.removed.map((c) => c.id)).not.toContain(unreadable.id);
    expect(plan.diff.unchanged).toBe(set.cards.length - 1);
    expect(applyRefusal(plan.diff, { removeMissing: false, skipProblems: false })).toMatch(
      /^Resolve the 1 problem/,
    );
  });

  it("never offers the card of an unreadable row for removal when the sheet has no id column", () => {
    const set = sampleSet();
    const table = {
      headers: ["name", "text"],
      rows: set.cards.map((c, i) => ({ line: i + 2, cells: [c.name, c.text ?? ""] })),
    };
    const at = (column: number) => {
      const start = { line: 3, column, offset: 0 };
      return errorDiagnostic("sheet/cell-unreadable", "cell is #N/A", "x", {
        range: { start, end: start },
      });
    };
    const plan = planPull(set, { table, source: "cards.xlsx", diagnostics: [at(2)] });
    if (plan.kind !== "diff") throw new Error("'name' needs no mapping");
    expect(plan.diff.skipped).toEqual([3]);
    expect(plan.diff.removed).toEqual([]);
    // Its name cell unreadable (read as empty): the row may be any card's, so none is offered.
    const rows = table.rows.map((r) =>
      r.line === 3 ? { ...r, cells: ["", r.cells[1] ?? ""] } : r,
    );
    const read = { table: { ...table, rows }, source: "cards.xlsx", diagnostics: [at(1)] };
    const unnamed = planPull(set, read);
    if (unnamed.kind !== "diff") throw new Error("'name' needs no mapping");
    expect(unnamed.diff.removed).toEqual([]);
    expect(unnamed.diff.problems.map((p) => p.diagnostic.code)).toContain("sheet/row-unnamed");
  });
});
