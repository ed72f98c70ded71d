/**
 * Golden images of the card renderer (STYLE.md: "golden images only where a picture is the
 * product"): sample cards of every type, a persistent card, a card back and three stacks,
 * rendered through lib/render and lib/export at 150 DPI and compared with test/golden/*.png.
 *
 * A missing golden fails the test; `UPDATE_GOLDEN=1 npx vitest run test/golden` writes it (and
 * rewrites changed ones) — review every rewritten PNG before committing it, never bulk-accept.
 * A failing comparison writes the new picture to test/tmp/golden-actual/ for review.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { analyzeStack, resolveStack } from "@/lib/layers";
import type { StackEntry } from "@/lib/layers";
import type { Card, VellumSet } from "@/lib/model";
import { backFor, renderBackSvg, renderCardSvg, renderStackSvg } from "@/lib/render";
import { nodeFonts } from "@/lib/export/fonts-node";
import { svgToPng } from "@/lib/export/raster";
import { describeDiff, diffImages, withinTolerance } from "./compare";

const DPI = 150;
const DIR = fileURLToPath(new URL("./", import.meta.url));
const ACTUAL = fileURLToPath(new URL("../tmp/golden-actual/", import.meta.url));
const SET = JSON.parse(
  readFileSync(
    fileURLToPath(new URL("../../examples/saltmarrow/set.json", import.meta.url)),
    "utf8",
  ),
) as VellumSet;
const fonts = nodeFonts();
const UPDATE = process.env.UPDATE_GOLDEN === "1";

const card = (id: string): Card => {
  const c = SET.cards.find((x) => x.id === id);
  if (!c) throw new Error(`no sample card '${id}'`);
  return c;
};
const png = (svg: string) => svgToPng(svg, { dpi: DPI, widthMm: 63, heightMm: 88 });

/** Single cards: one of each type, a persistent card, a back. */
const CARDS: Record<string, () => string> = {
  "character-captain-absalom-gannett": () =>
    renderCardSvg(card("captain-absalom-gannett"), SET, fonts).svg,
  "modifier-sat-for-a-famous-portraitist": () =>
    renderCardSvg(card("sat-for-a-famous-portraitist"), SET, fonts).svg,
  "persistent-offended-a-sea-witch": () =>
    renderCardSvg(card("offended-a-sea-witch"), SET, fonts).svg,
  "event-spring-tide": () => renderCardSvg(card("spring-tide"), SET, fonts).svg,
  "untimely-death-quadrilled-off-the-end-of-the-pier": () =>
    renderCardSvg(card("quadrilled-off-the-end-of-the-pier"), SET, fonts).svg,
  "story-the-lamplighter-s-last-romance": () =>
    renderCardSvg(card("the-lamplighter-s-last-romance"), SET, fonts).svg,
  "reference-a-turn-in-saltmarrow": () =>
    renderCardSvg(card("a-turn-in-saltmarrow"), SET, fonts).svg,
  "reference-fr-only-what-shows-counts": () =>
    renderCardSvg(card("only-what-shows-counts"), SET, fonts, { language: "fr" }).svg,
  "back-saltmarrow-deck": () => renderBackSvg(backFor(card("spring-tide"), SET), SET, fonts).svg,
};

/** Stacks: character + 3 cards, bottom to top. */
const STACKS: Record<string, string[]> = {
  // A blank hides the +10; the sea-witch's plate hides the two effects below; its persistent
  // icon covers the fortune's.
  "stack-blank-hides-point": [
    "captain-absalom-gannett",
    "was-told-a-happy-fortune-on-the-pier",
    "sat-for-a-famous-portraitist",
    "offended-a-sea-witch",
  ],
  // Two continuous effects, each buried under the next plate: none is live.
  "stack-plate-hides-effect": [
    "the-great-augustus-flummery",
    "caught-the-salt-fever",
    "received-a-medal-for-gallantry",
    "went-bankrupt-at-the-penny-arcade",
  ],
  // An untimely death's dead image over the portrait.
  "stack-untimely-death": [
    "madame-coralie-flummery",
    "lost-a-wager-to-a-heron",
    "was-struck-by-a-sense-of-foreboding",
    "quadrilled-off-the-end-of-the-pier",
  ],
};

const stack = (name: string): StackEntry[] => resolveStack(STACKS[name]!.map(card), SET);

async function expectGolden(name: string, image: Buffer): Promise<void> {
  const file = `${DIR}${name}.png`;
  if (!existsSync(file)) {
    if (!UPDATE)
      throw new Error(
        `missing golden ${name}.png — run UPDATE_GOLDEN=1 npx vitest run test/golden, then review it`,
      );
    writeFileSync(file, image);
    return;
  }
  const diff = await diffImages(readFileSync(file), image);
  if (withinTolerance(diff)) return;
  if (UPDATE) {
    writeFileSync(file, image);
    return;
  }
  mkdirSync(ACTUAL, { recursive: true });
  writeFileSync(`${ACTUAL}${name}.png`, image);
  expect.fail(
    `${name}.png changed: ${describeDiff(diff)}; new picture in test/tmp/golden-actual/${name}.png`,
  );
}

describe("golden cards (150 DPI)", () => {
  for (const [name, render] of Object.entries(CARDS)) {
    it(name, async () => expectGolden(name, await png(render())));
  }
  for (const name of Object.keys(STACKS)) {
    it(name, async () =>
      expectGolden(name, await png(renderStackSvg(stack(name), SET, fonts).svg)),
    );
  }
});

describe("the comparison catches a material change", () => {
  it("a point value drawn differently fails the tolerance", async () => {
    const c = card("lost-a-wager-to-a-heron");
    const a = await png(renderCardSvg(c, SET, fonts).svg);
    const b = await png(renderCardSvg({ ...c, points: [-15, null, null] }, SET, fonts).svg);
    expect(withinTolerance(await diffImages(a, a))).toBe(true);
    expect(withinTolerance(await diffImages(a, b))).toBe(false);
  });

  it("a plate in another colour fails the tolerance", async () => {
    const c = card("lost-a-wager-to-a-heron");
    const a = await png(renderCardSvg(c, SET, fonts).svg);
    const b = await png(renderCardSvg({ ...c, type: "event" }, SET, fonts).svg);
    expect(withinTolerance(await diffImages(a, b))).toBe(false);
  });
});

/**
 * The picture agrees with the rules: at the centre of every visible opaque slot element, the
 * stack shows exactly what that element's own card shows there; the visible point values add up
 * to the self-worth lib/layers reports.
 */
describe("what the stack picture shows is what analyzeStack counts", () => {
  async function patch(image: Buffer, xMm: number, yMm: number): Promise<number[]> {
    const { data, info } = await sharp(image)
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const px = (v: number) => Math.floor((v / 25.4) * DPI);
    const out = [0, 0, 0, 0];
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const i = ((px(yMm) + dy) * info.width + px(xMm) + dx) * 4;
        for (let c = 0; c < 4; c++) out[c]! += data[i + c]! / 9;
      }
    }
    return out;
  }

  for (const name of Object.keys(STACKS)) {
    it(name, async () => {
      const entries = stack(name);
      const analysis = analyzeStack(entries);
      const picture = await png(renderStackSvg(entries, SET, fonts).svg);
      const alone = await Promise.all(
        entries.map((e) => png(renderCardSvg(e.card, SET, fonts).svg)),
      );
      let checked = 0;
      for (const v of analysis.elements) {
        const e = v.element;
        if (
          !v.visible ||
          !["points", "icon", "blank", "dead-image", "persistent-icon"].includes(e.kind)
        )
          continue;
        const at = [e.x + e.width * 0.3, e.y + e.height * 0.5] as const;
        const shown = await patch(picture, ...at);
        const own = await patch(alone[v.index]!, ...at);
        for (let c = 0; c < 4; c++) expect(Math.abs(shown[c]! - own[c]!)).toBeLessThan(2);
        checked++;
      }
      expect(checked).toBeGreaterThan(2);
      const sum = analysis.visiblePoints.reduce((s, p) => s + p.value, 0);
      expect(analysis.selfWorth).toBe(sum);
    });
  }

  it("reads the expected numbers off the three stacks", () => {
    const summary = (name: string) => {
      const a = analyzeStack(stack(name));
      return {
        selfWorth: a.selfWorth,
        icons: { ...a.icons },
        live: a.liveEffects.map((e) => e.cardId),
        dead: a.dead,
      };
    };
    expect(summary("stack-blank-hides-point")).toEqual({
      selfWorth: -10,
      icons: { lantern: 1, raven: 1 },
      live: ["offended-a-sea-witch"],
      dead: false,
    });
    expect(summary("stack-plate-hides-effect")).toEqual({
      selfWorth: -10,
      icons: { key: 1 },
      live: [],
      dead: false,
    });
    expect(summary("stack-untimely-death")).toEqual({
      selfWorth: -10,
      icons: { raven: 1, key: 1 },
      live: [],
      dead: true,
    });
  });
});
