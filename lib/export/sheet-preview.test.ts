import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { VellumSet } from "../model";
import { previewPng } from "./sheet-preview";

const set = JSON.parse(
  readFileSync(path.join(__dirname, "../../examples/saltmarrow/set.json"), "utf8"),
) as VellumSet;
const modifier = set.cards.find((c) => c.type === "modifier")!;

/** The RGBA pixel at (x, y) of a PNG. */
async function pixel(png: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 4;
  return [...data.subarray(at, at + 4)];
}

describe("previewPng", () => {
  it("keeps the film sheet clear where nothing is printed, and paper white", async () => {
    const film = await previewPng(set, [modifier], { medium: "film" }, 20);
    const paper = await previewPng(set, [modifier], { medium: "paper" }, 20);
    // The page corner: margin, outside every card and mark.
    expect((await pixel(film, 1, 1))[3]).toBe(0);
    expect(await pixel(paper, 1, 1)).toEqual([255, 255, 255, 255]);
  });
});
