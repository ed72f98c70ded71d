import { describe, expect, it } from "vitest";
import exportOptionsSchema from "../../schemas/export-options.schema.json";
import { CARD_TYPES } from "../model";
import { MAX_DIAGNOSTICS } from "../schema";
import { PRINT_FORMATS, exportDefaults } from "./formats";
import { PAPER_SIZES, PRINT_DEFAULTS } from "./print-options";
import { OPTION_FIELDS, printOptions, readExportRequest } from "./read-options";

/** The messages of a refused request, or "ok". */
function messages(raw: unknown): string[] | "ok" {
  const read = readExportRequest(raw);
  return read.ok ? "ok" : read.error.map((d) => d.message);
}

describe("readExportRequest: defaults", () => {
  it("makes a PDF with PRINT_DEFAULTS when nothing is named", () => {
    expect(readExportRequest({})).toEqual({
      ok: true,
      value: { format: "pdf", options: { ...PRINT_DEFAULTS } },
    });
  });

  it("trims PNGs and puts decks on paper unless told otherwise", () => {
    const png = readExportRequest({ format: "png" });
    expect(png.ok && png.value.options).toEqual({ ...PRINT_DEFAULTS, bleed: 0 });
    const tts = readExportRequest({ format: "tts" });
    expect(tts.ok && tts.value.options).toEqual({ ...PRINT_DEFAULTS, medium: "paper" });
    const bled = readExportRequest({ format: "png", bleed: 1.5 });
    expect(bled.ok && bled.value.options.bleed).toBe(1.5);
    const film = readExportRequest({ format: "tts", medium: "film" });
    expect(film.ok && film.value.options.medium).toBe("film");
  });

  it("keeps every option given", () => {
    const given = {
      format: "pdf",
      paper: "letter",
      landscape: true,
      dpi: 150,
      bleed: 1,
      gap: 0,
      margin: 4,
      marks: false,
      guides: true,
      labels: false,
      medium: "film",
      underlay: true,
      duplex: "short",
      offset: { x: -0.5, y: 1 },
      calibration: true,
      copies: true,
      cards: { kind: "family", family: "gannetts" },
      language: "fr",
    } as const;
    const { format, ...options } = given;
    expect(readExportRequest(given)).toEqual({ ok: true, value: { format, options } });
  });
});

describe("readExportRequest: errors", () => {
  it.each([
    ["x", "the request must be an object ({ … }); got the text 'x'"],
    [null, "the request must be an object ({ … }); got null"],
    [{ bleeed: 3 }, "unknown field 'bleeed' in the request — did you mean 'bleed'?"],
    [{ format: "jpg" }, "'format' must be one of pdf, png, tts; got 'jpg'"],
    [{ format: "pnf" }, "'format' must be one of pdf, png, tts; got 'pnf' — did you mean 'pdf'?"],
    [{ paper: "a3" }, "'paper' must be one of a4, letter; got 'a3' — did you mean 'a4'?"],
    [{ landscape: "yes" }, "'landscape' must be true or false; got the text 'yes'"],
    [{ dpi: 5 }, "'dpi' must be from 36 to 1200; got 5"],
    [{ dpi: 1201 }, "'dpi' must be from 36 to 1200; got 1201"],
    [{ dpi: 50.5 }, "'dpi' must be a whole number from 36 to 1200; got the number 50.5"],
    [{ dpi: "high" }, "'dpi' must be a whole number from 36 to 1200; got the text 'high'"],
    [{ dpi: null }, "'dpi' must be a whole number from 36 to 1200; got null"],
    [{ bleed: 11 }, "'bleed' must be from 0 to 10; got 11"],
    [{ bleed: -1 }, "'bleed' must be from 0 to 10; got -1"],
    [{ gap: 51 }, "'gap' must be from 0 to 50; got 51"],
    [{ margin: -0.5 }, "'margin' must be from 0 to 50; got -0.5"],
    [{ marks: 1 }, "'marks' must be true or false; got the number 1"],
    [{ guides: "no" }, "'guides' must be true or false; got the text 'no'"],
    [{ labels: null }, "'labels' must be true or false; got null"],
    [{ medium: "glass" }, "'medium' must be one of film, paper; got 'glass'"],
    [{ underlay: "yes" }, "'underlay' must be true or false; got the text 'yes'"],
    [{ duplex: "sideways" }, "'duplex' must be one of long, short; got 'sideways'"],
    [{ offset: { x: 30, y: 0 } }, "'offset.x' must be from -20 to 20; got 30"],
    [{ offset: { x: 0, y: -21 } }, "'offset.y' must be from -20 to 20; got -21"],
    [{ offset: { x: 1 } }, "'offset' is missing the required field 'y'"],
    [{ offset: "1,2" }, "'offset' must be an object ({ … }); got the text '1,2'"],
    [{ calibration: 0 }, "'calibration' must be true or false; got the number 0"],
    [{ copies: "2" }, "'copies' must be true or false; got the text '2'"],
    [{ cards: "all" }, "'cards' must be an object ({ … }); got the text 'all'"],
    [{ cards: {} }, "'cards' is missing the required field 'kind'"],
    [
      { cards: { kind: "everything" } },
      "'cards.kind' must be one of all, type, family, ids; got 'everything'",
    ],
    [
      { cards: { kind: "type", type: "villain" } },
      `'cards.type' must be one of ${CARD_TYPES.join(", ")}; got 'villain'`,
    ],
    [{ cards: { kind: "type" } }, "'cards' is missing the required field 'type'"],
    [{ cards: { kind: "family" } }, "'cards' is missing the required field 'family'"],
    [{ cards: { kind: "ids" } }, "'cards' is missing the required field 'ids'"],
    [
      { cards: { kind: "ids", ids: "a,b" } },
      "'cards.ids' must be a list ([ … ]); got the text 'a,b'",
    ],
    [{ cards: { kind: "ids", ids: ["a", ""] } }, "'cards.ids[1]' must not be empty"],
    [
      { cards: { kind: "all", colour: 1 } },
      "unknown field 'colour' in 'cards' — allowed: kind, type, family, ids",
    ],
    [
      { language: "English" },
      "'language' must be a language tag such as 'en', 'fr' or 'de-AT'; got 'English'",
    ],
    [
      { medium: "paper", underlay: true },
      "a white underlay is for clear film: choose the film medium",
    ],
    [
      { format: "tts", underlay: true },
      "a white underlay is for clear film: choose the film medium",
    ],
  ])("%j: %s", (raw, message) => {
    expect(messages(raw)).toEqual([message]);
  });

  it("names every problem at once, as schema/… or print/… diagnostics from the request", () => {
    const read = readExportRequest({ dpi: 5, bleed: 11, paper: "a3" });
    expect(read.ok ? [] : read.error.map((d) => [d.code, d.severity, d.source])).toEqual([
      ["schema/enum", "error", "request"],
      ["schema/minimum", "error", "request"],
      ["schema/maximum", "error", "request"],
    ]);
    const film = readExportRequest({ medium: "paper", underlay: true });
    expect(film.ok ? [] : film.error.map((d) => d.code)).toEqual(["print/underlay-needs-film"]);
  });

  it("caps the problems of a request of thousands of unknown fields, and says how many more", () => {
    const raw = Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [`x${i}`, 1]));
    const read = readExportRequest(raw);
    const problems = read.ok ? [] : read.error;
    expect(problems).toHaveLength(MAX_DIAGNOSTICS + 1);
    expect(problems.at(-1)).toMatchObject({
      code: "schema/too-many-problems",
      severity: "error",
      source: "request",
      message: `${3000 - MAX_DIAGNOSTICS} more problems are not shown — fix the ones above first`,
    });
  });

  it("takes no key from the prototype chain as an option", () => {
    expect(messages(JSON.parse('{"__proto__": {"dpi": 5}}'))).toEqual([
      `unknown field '__proto__' in the request — allowed: ${Object.keys(exportOptionsSchema.properties).join(", ")}`,
    ]);
  });
});

describe("printOptions (the exporters' check)", () => {
  it("fills in the format's defaults and passes over what is not an option", () => {
    const read = printOptions(
      { dpi: 100, duplex: undefined, artHref: () => undefined, maxSheets: 1 },
      "png",
    );
    expect(read).toEqual({ ok: true, value: { ...exportDefaults("png"), dpi: 100 } });
  });

  it("refuses bad options with the same messages, from 'the options'", () => {
    const read = printOptions({ bleed: 11, medium: "glass" as never }, "pdf");
    expect(read.ok ? [] : read.error.map((d) => [d.message, d.source])).toEqual([
      ["'bleed' must be from 0 to 10; got 11", "options"],
      ["'medium' must be one of film, paper; got 'glass'", "options"],
    ]);
    const bare = printOptions({ language: "x" }, "pdf");
    expect(bare.ok ? "ok" : bare.error[0]?.message).toBe(
      "'language' must be a language tag such as 'en', 'fr' or 'de-AT'; got 'x'",
    );
  });
});

describe("the schema and lib/export's types say the same", () => {
  const props = exportOptionsSchema.properties;

  it("names the print formats of formats.ts", () => {
    expect(props.format.enum).toEqual(PRINT_FORMATS.map((f) => f.id));
  });

  it("has one field per option of PrintOptions, no more", () => {
    expect([...OPTION_FIELDS].sort()).toEqual(
      [...Object.keys(PRINT_DEFAULTS), "duplex", "language"].sort(),
    );
  });

  it("lists the papers of PAPER_SIZES", () => {
    expect(props.paper.enum).toEqual(Object.keys(PAPER_SIZES));
  });

  it("accepts every format's defaults as they are", () => {
    for (const { id } of PRINT_FORMATS) {
      const { duplex: _none, ...options } = exportDefaults(id);
      expect(readExportRequest({ format: id, ...options })).toEqual({
        ok: true,
        value: { format: id, options: exportDefaults(id) },
      });
    }
  });
});
