import { describe, expect, it } from "vitest";
import { ICON_INK, inkedIcon, luminance } from "./icon-ink";

const path = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><path fill="${fill}" d="M0 0h9v9z"/></svg>`;

describe("inkedIcon", () => {
  it("draws a currentColor icon in the page's light ink, on the dark tile", () => {
    const shown = inkedIcon(path("currentColor"));
    expect(shown.svg).toContain(`fill="${ICON_INK}"`);
    expect(shown.light).toBe(false);
  });

  it("puts a black drawing on a light tile, so it stays visible on the dark theme", () => {
    expect(inkedIcon(path("#000")).light).toBe(true);
    expect(inkedIcon(path("black")).light).toBe(true);
    expect(inkedIcon(path("rgb(10, 10, 10)")).light).toBe(true);
    expect(inkedIcon('<svg style="fill:#111"><path d="M0 0h9v9z"/></svg>').light).toBe(true);
    // No fill named anywhere: SVG paints black.
    expect(inkedIcon('<svg viewBox="0 0 9 9"><path d="M0 0h9v9z"/></svg>').light).toBe(true);
  });

  it("puts an icon inked in a dark family colour on a light tile, a light colour on the dark", () => {
    expect(inkedIcon(path("currentColor"), "#1b2a3c").light).toBe(true);
    expect(inkedIcon(path("currentColor"), "#e8c36a").light).toBe(false);
  });
});

describe("luminance", () => {
  it("reads hex, rgb() and a few names", () => {
    expect(luminance("#fff")).toBeCloseTo(1);
    expect(luminance("#000000")).toBe(0);
    expect(luminance("white")).toBeCloseTo(1);
    expect(luminance("url(#g)")).toBeUndefined();
  });
});
