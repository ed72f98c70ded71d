import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { Card, VellumSet } from "../model";
import { renderCardSvg } from "../render";
import { nodeFonts } from "./fonts-node";
import { pxForMm, svgToPng, withPixelSize } from "./raster";

const SET = JSON.parse(
  readFileSync(
    fileURLToPath(new URL("../../examples/saltmarrow/set.json", import.meta.url)),
    "utf8",
  ),
) as VellumSet;
const fonts = nodeFonts();
const card = (id: string): Card => SET.cards.find((c) => c.id === id)!;

async function rgba(png: Buffer) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const at = (xMm: number, yMm: number, mmPerPx = 25.4 / 300) => {
    const x = Math.floor(xMm / mmPerPx);
    const y = Math.floor(yMm / mmPerPx);
    const i = (y * info.width + x) * info.channels;
    return [data[i]!, data[i + 1]!, data[i + 2]!, data[i + 3]!];
  };
  return { info, at };
}

describe("pxForMm", () => {
  it("rounds mm → px half up at the given DPI", () => {
    expect([pxForMm(63, 300), pxForMm(88, 300)]).toEqual([744, 1039]);
    expect([pxForMm(69, 300), pxForMm(94, 300)]).toEqual([815, 1110]);
    expect([pxForMm(63, 150), pxForMm(88, 150)]).toEqual([372, 520]);
  });
});

describe("withPixelSize", () => {
  it("replaces the root's size only, and stretches to fill", () => {
    const out = withPixelSize(
      `<svg xmlns="x" width="63mm" height='88mm' viewBox="0 0 63 88"><svg width="1"/></svg>`,
      744,
      1039,
    );
    expect(out).toBe(
      `<svg width="744" height="1039" preserveAspectRatio="none" xmlns="x" viewBox="0 0 63 88"><svg width="1"/></svg>`,
    );
    expect(() => withPixelSize("<html/>", 1, 1)).toThrow(/not an SVG/);
  });
});

describe("svgToPng", () => {
  it("renders a card at 300 DPI to 744 × 1039 RGBA; clear film stays transparent", async () => {
    const { svg } = renderCardSvg(card("lost-a-wager-to-a-heron"), SET, fonts);
    const png = await svgToPng(svg, { widthMm: 63, heightMm: 88 });
    const { info, at } = await rgba(png);
    expect([info.width, info.height, info.channels]).toEqual([744, 1039, 4]);
    expect(at(31.5, 10)[3]).toBe(0); // clear film above the plate
    expect(at(31.5, 40)[3]).toBe(0); // the portrait window
    expect(at(20, 80)[3]).toBe(255); // the plate
    expect(at(8, 28)[3]).toBe(255); // the −10 point circle
    expect(at(8, 40.5)[3]).toBe(0); // the clear second point slot
  });

  it("renders with bleed to 815 × 1110, the plate reaching into the bleed", async () => {
    const { svg } = renderCardSvg(card("lost-a-wager-to-a-heron"), SET, fonts, { bleed: true });
    const png = await svgToPng(svg, { widthMm: 69, heightMm: 94 });
    const { info, at } = await rgba(png);
    expect([info.width, info.height]).toEqual([815, 1110]);
    expect(at(0.2, 93.8)[3]).toBe(255);
    expect(at(0.2, 0.2)[3]).toBe(0);
  });

  it("keeps an opaque character opaque edge to edge (inside its rounded corners)", async () => {
    const { svg } = renderCardSvg(card("captain-absalom-gannett"), SET, fonts);
    const { at } = await rgba(await svgToPng(svg, { widthMm: 63, heightMm: 88 }));
    for (const [x, y] of [
      [31.5, 1],
      [1, 44],
      [62, 44],
      [31.5, 87],
      [8, 28],
      [31.5, 30],
    ] as const) {
      expect(at(x, y)[3]).toBe(255);
    }
    expect(at(0.1, 0.1)[3]).toBe(0); // outside the rounded corner
  });
});
