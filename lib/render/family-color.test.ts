import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { VellumSet } from "../model";
import { nodeFonts } from "../export/fonts-node";
import { mix } from "./color";
import { renderCardSvg } from "./index";

const SET = JSON.parse(
  readFileSync(
    fileURLToPath(new URL("../../examples/saltmarrow/set.json", import.meta.url)),
    "utf8",
  ),
) as VellumSet;
const fonts = nodeFonts();
const captain = SET.cards.find((c) => c.id === "captain-absalom-gannett")!;
const coloured = (color: string): VellumSet => ({
  ...SET,
  families: SET.families.map((f) => (f.id === "gannetts" ? { ...f, color } : f)),
});

describe("a family's colour", () => {
  it("grounds its characters' family symbol, and only theirs", () => {
    const plain = renderCardSvg(captain, SET, fonts).svg;
    const blue = renderCardSvg(captain, coloured("#2f5d7c"), fonts).svg;
    expect(plain).not.toContain(mix("#2f5d7c", "#000000", 0.45));
    expect(blue).toContain(`stop-color="${mix("#2f5d7c", "#000000", 0.45)}"`);
    const other = SET.cards.find((c) => c.type === "character" && c.family !== "gannetts")!;
    expect(renderCardSvg(other, coloured("#2f5d7c"), fonts).svg).toBe(
      renderCardSvg(other, SET, fonts).svg,
    );
  });

  it("draws the symbol in dark ink on a light colour", () => {
    const light = renderCardSvg(captain, coloured("#f4ecd8"), fonts).svg;
    const dark = renderCardSvg(captain, coloured("#2f5d7c"), fonts).svg;
    expect(light.split("#1c1713").length).toBeGreaterThan(dark.split("#1c1713").length);
  });
});
