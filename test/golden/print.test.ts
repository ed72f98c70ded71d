/**
 * Golden pages of the print PDF: an A4 fronts sheet (crop marks, footer, guides) and its
 * long-edge backs sheet, rendered with pdftoppm (poppler-utils) and compared with
 * test/golden/print-*.png like the card goldens. pdftoppm comes from Debian's poppler-utils:
 * scripts/ensure-poppler.mjs installs it (as root); without it this test skips, saying so.
 *
 * `UPDATE_GOLDEN=1 npx vitest run test/golden` rewrites the PNGs — look at every one before
 * committing it.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { VellumSet } from "@/lib/model";
import { printPdf } from "@/lib/export/pdf";
import { describeDiff, diffImages, withinTolerance } from "./compare";

const DIR = fileURLToPath(new URL("./", import.meta.url));
const ACTUAL = fileURLToPath(new URL("../tmp/golden-actual/", import.meta.url));
const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const SET = JSON.parse(
  readFileSync(path.join(ROOT, "examples/saltmarrow/set.json"), "utf8"),
) as VellumSet;
const UPDATE = process.env.UPDATE_GOLDEN === "1";

function havePdftoppm(): boolean {
  const has = () => spawnSync("sh", ["-c", "command -v pdftoppm"]).status === 0;
  if (has()) return true;
  spawnSync(process.execPath, [path.join(ROOT, "scripts/ensure-poppler.mjs")], {
    stdio: "inherit",
  });
  return has();
}
const POPPLER = havePdftoppm();
if (!POPPLER)
  console.warn(
    "SKIPPED print golden pages: pdftoppm is missing and could not be installed (not root). Run: sudo apt-get install -y --no-install-recommends poppler-utils",
  );

/** Pages `first`–`last` of `pdf` as PNGs at `dpi`, rendered by pdftoppm. */
function renderPages(pdf: Uint8Array, dpi: number, first: number, last: number): Buffer[] {
  const tmp = mkdtempSync(path.join(os.tmpdir(), "vellum-print-"));
  try {
    writeFileSync(path.join(tmp, "in.pdf"), pdf);
    const r = spawnSync(
      "pdftoppm",
      ["-r", String(dpi), "-f", String(first), "-l", String(last), "-png", "in.pdf", "page"],
      { cwd: tmp, encoding: "utf8" },
    );
    if (r.status !== 0) throw new Error(`pdftoppm failed: ${r.stderr}`);
    const files = Array.from({ length: last - first + 1 }, (_, i) => `page-${first + i}.png`);
    return files.map((f) => readFileSync(path.join(tmp, f)));
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

// In CI a missing pdftoppm is a failure, not a skip.
describe.skipIf(!POPPLER && !process.env.CI)("print PDF golden pages", () => {
  it("renders an A4 fronts sheet and its long-edge backs as a print shop expects", async () => {
    const ids = [
      "captain-absalom-gannett",
      "sat-for-a-famous-portraitist",
      "offended-a-sea-witch",
      "spring-tide",
      "quadrilled-off-the-end-of-the-pier",
      "the-lamplighter-s-last-romance",
      "a-turn-in-saltmarrow",
      "lost-a-wager-to-a-heron",
      "mrs-temperance-gannett",
    ];
    const cards = ids.map((id) => SET.cards.find((c) => c.id === id)!);
    const pdf = await printPdf(SET, cards, { dpi: 100, duplex: "long", guides: true });
    const pages = renderPages(pdf, 50, 1, 2);
    const failures: string[] = [];
    for (const [i, name] of ["print-a4-fronts", "print-a4-backs-long"].entries()) {
      const actual = pages[i]!;
      const golden = path.join(DIR, `${name}.png`);
      if (UPDATE || !existsSync(golden)) {
        if (UPDATE) writeFileSync(golden, actual);
        else failures.push(`${name}: no golden (run UPDATE_GOLDEN=1 and review it)`);
        continue;
      }
      const diff = await diffImages(actual, readFileSync(golden));
      if (!withinTolerance(diff)) {
        mkdirSync(ACTUAL, { recursive: true });
        writeFileSync(path.join(ACTUAL, `${name}.png`), actual);
        failures.push(`${name}: ${describeDiff(diff)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
