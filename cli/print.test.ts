import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { unzipSync } from "fflate";
import { PDFDocument } from "pdf-lib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { CliIo } from "./io";
import { main } from "./main";

const SAMPLE = path.resolve(import.meta.dirname, "../examples/saltmarrow/set.json");

let dir: string;
let out: string[];
let err: string[];

const io = (isTty = false): CliIo => ({
  out: (l) => out.push(l),
  err: (l) => err.push(l),
  cwd: dir,
  projectRoot: dir,
  env: { VELLUM_WORKSPACE: "ws" },
  isTty,
});
const run = (...argv: string[]) => main(argv, io());

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "vellum-print-"));
  out = [];
  err = [];
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

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

  it("refuses bad options with exit code 2 and a clear message", async () => {
    const cases: [string[], RegExp][] = [
      [["--dpi", "5"], /dpi must be a whole number from 36 to 1200, not 5/],
      [["--paper", "a3"], /paper must be a4 or letter, not 'a3'/],
      [["--duplex", "sideways"], /duplex must be long or short/],
      [["--offset", "1"], /--offset must be X,Y in mm/],
      [["--medium", "paper", "--underlay"], /white underlay is for clear film/],
      [["--type", "story", "--family", "gannetts"], /one of --type, --family or --cards/],
      [["--cards", "spring-tyde"], /no card 'spring-tyde'.*did you mean 'spring-tide'/],
      [["--type", "villain"], /unknown card type 'villain'/],
      [["--bleeed", "3"], /unknown option --bleeed/],
    ];
    for (const [extra, message] of cases) {
      err = [];
      expect(
        await run("export", SAMPLE, "--format", "pdf", ...extra, "--out", "x.pdf"),
        extra.join(" "),
      ).toBe(2);
      expect(err.join("\n")).toMatch(message);
    }
    err = [];
    expect(await run("export", SAMPLE, "--format", "pdf")).toBe(2);
    expect(err.join("\n")).toMatch(/--format pdf\|png\|tts --out PATH/);
  });

  it("shows a progress bar on a terminal only", async () => {
    await main(
      ["export", SAMPLE, "--format", "pdf", "--type", "story", "--dpi", "36", "--out", "s.pdf"],
      io(true),
    );
    expect(err.some((l) => l.includes("100% (1/1)"))).toBe(true);
    err = [];
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
});
