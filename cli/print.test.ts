import { readFile } from "node:fs/promises";
import path from "node:path";
import { unzipSync } from "fflate";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { inspectPdf } from "../test/fixtures/pdf-inspect";
import { main } from "./main";
import { processIo } from "./process-io";
import { SAMPLE, dir, err, io, run, useCliFolder } from "./cli-session.test-support";

useCliFolder("vellum-print-");

describe("vellum export --format pdf|png|tts", () => {
  it("writes a duplex PDF of one family on US Letter landscape", async () => {
    const code = await run(
      "export",
      SAMPLE,
      "--format",
      "pdf",
      "--family",
      "gannetts",
      "--paper",
      "letter",
      "--landscape",
      "--dpi",
      "40",
      "--duplex",
      "long",
      "--offset",
      "0.5,-0.25",
      "--out",
      "g.pdf",
    );
    expect(err.at(-1)).toMatch(/^wrote g\.pdf \(5 cards/);
    expect(code).toBe(0);
    const doc = await PDFDocument.load(await readFile(path.join(dir, "g.pdf")));
    expect(doc.getPageCount()).toBe(2);
    const { width, height } = doc.getPage(0).getSize();
    expect([width, height]).toEqual([expect.closeTo(792, 2), expect.closeTo(612, 2)]);
  });

  it("writes a PNG zip and a tabletop deck zip", async () => {
    expect(
      await run(
        "export",
        SAMPLE,
        "--format",
        "png",
        "--type",
        "story",
        "--dpi",
        "50",
        "--out",
        "p.zip",
      ),
    ).toBe(0);
    const png = unzipSync(new Uint8Array(await readFile(path.join(dir, "p.zip"))));
    expect(Object.keys(png)).toHaveLength(4);
    expect(
      await run("export", SAMPLE, "--format", "tts", "--cards", "spring-tide", "--out", "t.zip"),
    ).toBe(0);
    const tts = unzipSync(new Uint8Array(await readFile(path.join(dir, "t.zip"))));
    expect(Object.keys(tts).sort()).toEqual([
      "README.txt",
      "back-1.png",
      "deck-1.png",
      "deck.json",
    ]);
  });

  it("refuses bad options with exit code 2, naming the flag", async () => {
    const cases: [string[], string | RegExp][] = [
      [["--dpi", "5"], "error: --dpi must be from 36 to 1200; got 5"],
      [
        ["--dpi", "50.5"],
        "error: --dpi must be a whole number from 36 to 1200; got the number 50.5",
      ],
      [
        ["--dpi", "lots"],
        "error: --dpi must be a whole number from 36 to 1200; got the text 'lots'",
      ],
      [["--bleed", "11"], "error: --bleed must be from 0 to 10; got 11"],
      [
        ["--paper", "a3"],
        "error: --paper must be one of a4, letter; got 'a3' — did you mean 'a4'?",
      ],
      [["--duplex", "sideways"], "error: --duplex must be one of long, short; got 'sideways'"],
      [["--offset", "1"], "error: --offset must be X,Y in mm (e.g. 0.5,-1), not '1'"],
      [["--offset", "30,0"], "error: the X of --offset must be from -20 to 20; got 30"],
      [
        ["--medium", "paper", "--underlay"],
        "error: a white underlay is for clear film: choose the film medium",
      ],
      [
        ["--type", "story", "--family", "gannetts"],
        "error: choose the cards with one of --type, --family or --cards",
      ],
      [["--cards", "spring-tyde"], /^error: no card 'spring-tyde'.*did you mean 'spring-tide'/],
      [
        ["--type", "villain"],
        "error: --type must be one of character, modifier, event, untimely-death, story, reference; got 'villain'",
      ],
      [
        ["--language", "French"],
        "error: --language must be a language tag such as 'en', 'fr' or 'de-AT'; got 'French'",
      ],
      [
        ["--dpi", "5", "--paper", "a3"],
        "error: --paper must be one of a4, letter; got 'a3' — did you mean 'a4'?\nerror: --dpi must be from 36 to 1200; got 5",
      ],
      [
        ["--bleeed", "3"],
        "error: unknown option --bleeed — did you mean --bleed? (vellum help export)",
      ],
    ];
    for (const [extra, message] of cases) {
      err.length = 0;
      expect(
        await run("export", SAMPLE, "--format", "pdf", ...extra, "--out", "x.pdf"),
        extra.join(" "),
      ).toBe(2);
      if (typeof message === "string") expect(err.join("\n"), extra.join(" ")).toBe(message);
      else expect(err.join("\n")).toMatch(message);
    }
    err.length = 0;
    expect(await run("export", SAMPLE, "--format", "pdf")).toBe(2);
    expect(err.join("\n")).toMatch(/--format pdf\|png\|tts --out PATH/);
    err.length = 0;
    expect(await run("export", SAMPLE, "--format", "jpg", "--out", "x.jpg")).toBe(2);
    expect(err).toEqual(["error: unknown format 'jpg' — use one of json, zip, csv, pdf, png, tts"]);
  });

  it("turns the footer off with --no-labels: US Letter 3 × 3 as the help says", async () => {
    const pdf = (...extra: string[]) =>
      run(
        "export",
        SAMPLE,
        "--format",
        "pdf",
        "--type",
        "character",
        "--paper",
        "letter",
        "--dpi",
        "36",
        ...extra,
        "--out",
        "l.pdf",
      );
    expect(await pdf()).toBe(0);
    const labelled = await inspectPdf(await readFile(path.join(dir, "l.pdf")));
    expect(labelled[0]!.images).toHaveLength(6);
    err.length = 0;
    expect(await pdf("--no-labels", "--gap", "0", "--bleed", "1")).toBe(0);
    const bytes = await readFile(path.join(dir, "l.pdf"));
    const pages = await inspectPdf(bytes);
    expect(pages[0]!.images).toHaveLength(9);
    // Crop marks on all four sides, and no footer at all.
    const lines = pages[0]!.lines;
    expect(lines.filter((l) => l.x1 === l.x2 && l.y2 < 10)).toHaveLength(4);
    expect(lines.filter((l) => l.y1 === l.y2 && l.x2 < 13.45)).toHaveLength(4);
    expect(Buffer.from(bytes).includes("ActualText")).toBe(false);
    expect(err.filter((l) => l.startsWith("warning"))).toEqual([]);
  });

  it("prints layout warnings on stderr: none with the defaults, side marks missing with --gap 3", async () => {
    const story = (...extra: string[]) =>
      run(
        "export",
        SAMPLE,
        "--format",
        "pdf",
        "--type",
        "story",
        "--dpi",
        "36",
        ...extra,
        "--out",
        "s.pdf",
      );
    // The defaults (A4 portrait, 1 mm gap): crop marks on all four sides, no warning.
    expect(await story()).toBe(0);
    expect(err.filter((l) => l.startsWith("warning"))).toEqual([]);
    const [page] = await inspectPdf(await readFile(path.join(dir, "s.pdf")));
    expect(page!.lines.filter((l) => l.y1 === l.y2 && l.x2 <= 5.5 + 1e-6)).not.toEqual([]);
    err.length = 0;
    expect(await story("--gap", "3")).toBe(0);
    expect(err[0]).toMatch(
      /^warning print\/no-marks-sides: no room for crop marks left and right of the cards: .*use a gap of at most 1 mm or a bleed of at most 1 mm/,
    );
    err.length = 0;
    await story("--gap", "3", "--landscape");
    expect(err.filter((l) => l.startsWith("warning"))).toEqual([]);
  });

  it("lists what the edition in --language still prints in the main language, on stderr", async () => {
    const heron = ["--cards", "lost-a-wager-to-a-heron"];
    expect(
      await run(
        "export",
        SAMPLE,
        "--format",
        "tts",
        ...heron,
        "--language",
        "fr",
        "--out",
        "t.zip",
      ),
    ).toBe(0);
    // The heron's name and flavour are French; the set's name, words and print words are not.
    expect(err.filter((l) => l.startsWith("warning text/"))).toEqual([
      "warning text/edition-missing: the set's name has no French (fr) translation (card backs, sheet footers and the deck print it in English (en)) — add it in the set's settings, under Set texts",
      "warning text/edition-missing: the set's words are not translated into French (fr): “family”, “Self-Worth” — add them in the set's settings, under Words",
      expect.stringMatching(
        /^warning text\/edition-missing: 8 print words are not translated into French \(fr\) \(“fronts”, “backs”, “white underlay”, /,
      ),
    ]);
    err.length = 0;
    expect(await run("export", SAMPLE, "--format", "tts", ...heron, "--out", "t.zip")).toBe(0);
    expect(err.filter((l) => l.startsWith("warning text/"))).toEqual([]);
  });

  it("writes PNGs with the bleed asked for (0 = trimmed) and honours --copies for tts", async () => {
    const manifestOf = async (...extra: string[]) => {
      expect(
        await run(
          "export",
          SAMPLE,
          "--format",
          "png",
          "--cards",
          "spring-tide",
          "--dpi",
          "50",
          ...extra,
          "--out",
          "p.zip",
        ),
      ).toBe(0);
      const files = unzipSync(new Uint8Array(await readFile(path.join(dir, "p.zip"))));
      return JSON.parse(new TextDecoder().decode(files["manifest.json"])) as {
        bleed: number;
        files: { width: number; bleed: number }[];
      };
    };
    const px = (mm: number) => Math.round((mm / 25.4) * 50);
    expect((await manifestOf()).files[0]).toMatchObject({ width: px(63), bleed: 0 });
    expect((await manifestOf("--bleed", "0")).files[0]).toMatchObject({ width: px(63), bleed: 0 });
    expect((await manifestOf("--bleed", "1")).files[0]).toMatchObject({ width: px(65), bleed: 1 });
    expect((await manifestOf("--bleed", "3")).files[0]).toMatchObject({ width: px(69), bleed: 3 });

    // The heron has two copies: once without --copies, as in the PDF; twice with it.
    const deckIds = async (...extra: string[]) => {
      expect(
        await run(
          "export",
          SAMPLE,
          "--format",
          "tts",
          "--cards",
          "lost-a-wager-to-a-heron",
          ...extra,
          "--out",
          "t.zip",
        ),
      ).toBe(0);
      const files = unzipSync(new Uint8Array(await readFile(path.join(dir, "t.zip"))));
      return JSON.parse(new TextDecoder().decode(files["deck.json"])).ObjectStates[0].DeckIDs;
    };
    expect(await deckIds()).toEqual([100]);
    expect(await deckIds("--copies")).toEqual([100, 100]);
  });

  it("shows a progress bar on a terminal only", async () => {
    await main(
      ["export", SAMPLE, "--format", "pdf", "--type", "story", "--dpi", "36", "--out", "s.pdf"],
      io(true),
    );
    expect(err.some((l) => l.includes("100% (1/1)"))).toBe(true);
    err.length = 0;
    await run(
      "export",
      SAMPLE,
      "--format",
      "pdf",
      "--type",
      "story",
      "--dpi",
      "36",
      "--out",
      "s.pdf",
    );
    expect(err.some((l) => l.includes("%"))).toBe(false);
  });

  it("draws the bar when stderr (where it goes) is a terminal, whatever stdout is", () => {
    const proc = (stdout: boolean, stderr: boolean) => ({
      stdout: { write: () => true, isTTY: stdout },
      stderr: { write: () => true, isTTY: stderr },
      env: {},
      cwd: () => "/",
    });
    // `vellum export … > log`: stdout piped, the bar still shows on the terminal.
    expect(processIo(proc(false, true)).isTty).toBe(true);
    // `vellum export … 2> log`: the bar would fill the log.
    expect(processIo(proc(true, false)).isTty).toBe(false);
  });
});
