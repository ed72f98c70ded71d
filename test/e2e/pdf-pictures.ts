/**
 * A print PDF's first page as a picture (pdftoppm, scripts/ensure-poppler.mjs), and how many
 * pixels two pictures differ by: what the browser tests read of a card's printed words, which a
 * PDF holds as pictures rather than text.
 */
import { spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { expect, inject } from "vitest";

/** Page 1 of `pdf` as a PNG at 50 DPI, rendered by pdftoppm. */
export async function firstPage(pdf: Buffer): Promise<Buffer> {
  const tmp = await mkdtemp(path.join(os.tmpdir(), "vellum-print-language-"));
  try {
    await writeFile(path.join(tmp, "in.pdf"), pdf);
    const r = spawnSync("pdftoppm", ["-r", "50", "-f", "1", "-l", "1", "-png", "in.pdf", "page"], {
      cwd: tmp,
      encoding: "utf8",
    });
    if (r.status !== 0) throw new Error(`pdftoppm failed: ${r.stderr}`);
    return await readFile(path.join(tmp, "page-1.png"));
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

/** How many pixels of two same-sized pictures differ. */
export async function differingPixels(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all(
    [a, b].map((png) => sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })),
  );
  expect([x!.info.width, x!.info.height]).toEqual([y!.info.width, y!.info.height]);
  let differ = 0;
  for (let i = 0; i < x!.data.length; i += 4) {
    if (x!.data.subarray(i, i + 4).compare(y!.data.subarray(i, i + 4)) !== 0) differ++;
  }
  return differ;
}

/** The print route's file of set `setId` for `body` (its NDJSON stream, then the finished job). */
export async function printFile(setId: string, body: object): Promise<Buffer> {
  const url = `${inject("baseUrl")}/api/sets/${setId}/print`;
  const res = await fetch(url, { method: "POST", body: JSON.stringify(body) });
  const lines = (await res.text()).trim().split("\n");
  const done = JSON.parse(lines.at(-1)!) as { job?: string; message?: string };
  if (!done.job) throw new Error(`the export failed: ${lines.join("\n")}`);
  const file = await fetch(`${url}?job=${done.job}`);
  return Buffer.from(await file.arrayBuffer());
}
