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
import { cardTimings } from "@/lib/dsl";
import { analyzeStack, cardElements, rectIntersection, resolveStack } from "@/lib/layers";
import type { CardRect, StackEntry } from "@/lib/layers";
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

const stack = (name: string): StackEntry[] =>
  resolveStack(STACKS[name]!.map(card), SET, cardTimings);

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

/**
 * Reference cards read as finished title pages: every line of ink on the plate (rules, flavour,
 * fleurons) is centred on the card, and no empty band is left inside the composition.
 */
describe("reference cards", () => {
  /** Per pixel row of the plate's inside (x 3–60, y 15–85.5 mm): the ink's [left, right] in mm. */
  async function inkRows(svg: string): Promise<{ y: number; left: number; right: number }[]> {
    const { data, info } = await sharp(await png(svg))
      .flatten({ background: "#ffffff" })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const mmPerPx = 25.4 / DPI;
    const px = (v: number) => Math.round(v / mmPerPx);
    const rows: { y: number; left: number; right: number }[] = [];
    for (let y = px(15); y < px(85.5); y++) {
      let left = -1;
      let right = -1;
      for (let x = px(3); x < px(60); x++) {
        const i = (y * info.width + x) * info.channels;
        const lum = 0.3 * data[i]! + 0.59 * data[i + 1]! + 0.11 * data[i + 2]!;
        if (lum < 150) {
          if (left < 0) left = x;
          right = x;
        }
      }
      if (left >= 0) rows.push({ y: y * mmPerPx, left: left * mmPerPx, right: right * mmPerPx });
    }
    return rows;
  }

  for (const [id, language] of [
    ["a-turn-in-saltmarrow", undefined],
    ["only-what-shows-counts", undefined],
    ["only-what-shows-counts", "fr"],
  ] as const) {
    it(`${id}${language ? ` (${language})` : ""}: centred lines, no empty band inside`, async () => {
      const rows = await inkRows(renderCardSvg(card(id), SET, fonts, { language }).svg);
      expect(rows.length).toBeGreaterThan(50);
      // Bands of touching rows (a line of text, a fleuron, a rule): each centred on the card.
      const bands: { left: number; right: number }[] = [];
      let gap = 0;
      rows.forEach((r, i) => {
        const step = i > 0 ? r.y - rows[i - 1]!.y : Infinity;
        if (i > 0) gap = Math.max(gap, step);
        const band = bands.at(-1);
        if (band && step < 0.3) {
          band.left = Math.min(band.left, r.left);
          band.right = Math.max(band.right, r.right);
        } else bands.push({ left: r.left, right: r.right });
      });
      expect(bands.length).toBeGreaterThan(5);
      for (const b of bands) expect(Math.abs((b.left + b.right) / 2 - 63 / 2)).toBeLessThan(1);
      expect(gap).toBeLessThan(5);
      // The composition spans most of the plate (13–88 mm): no wide empty bands around it.
      expect(rows.at(-1)!.y - rows[0]!.y).toBeGreaterThan(50);
    });
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

  /**
   * Checks every visible opaque element of `kinds` that no card above draws over (clear film
   * tints what it lies on) against the picture, at 30 % of its width and mid-height; returns
   * how many it checked.
   */
  async function expectPictureMatches(
    entries: StackEntry[],
    set: VellumSet,
    kinds: readonly string[],
  ): Promise<number> {
    const analysis = analyzeStack(entries);
    const picture = await png(renderStackSvg(entries, set, fonts).svg);
    const alone = await Promise.all(entries.map((e) => png(renderCardSvg(e.card, set, fonts).svg)));
    const drawnOver = (index: number, r: CardRect) =>
      entries
        .slice(index + 1)
        .some(({ card: c, frame }) =>
          cardElements(c, frame).some((o) => rectIntersection(o, r) !== undefined),
        );
    let checked = 0;
    for (const v of analysis.elements) {
      const e = v.element;
      if (!v.visible || !e.opaque || !kinds.includes(e.kind) || drawnOver(v.index, e)) continue;
      const at = [e.x + e.width * 0.3, e.y + e.height * 0.5] as const;
      const shown = await patch(picture, ...at);
      const own = await patch(alone[v.index]!, ...at);
      for (let c = 0; c < 4; c++) expect(Math.abs(shown[c]! - own[c]!)).toBeLessThan(2);
      checked++;
    }
    const sum = analysis.visiblePoints.reduce((s, p) => s + p.value, 0);
    expect(analysis.selfWorth).toBe(sum);
    return checked;
  }

  const SLOT_KINDS = ["points", "icon", "blank", "dead-image", "persistent-icon"];

  for (const name of Object.keys(STACKS)) {
    it(name, async () => {
      expect(await expectPictureMatches(stack(name), SET, SLOT_KINDS)).toBeGreaterThan(2);
    });
  }

  it("per-region opacity overrides: an opaque empty slot is a drawn blank; a name on a clear plate", async () => {
    const base = card("lost-a-wager-to-a-heron");
    // Empty point slot 2 and icon slots 1 and 3 overridden opaque: three blanks, drawn where
    // they count (its −10 covers the fortune's +10, its key the fortune's lantern).
    const veil: Card = {
      ...base,
      id: "veil",
      opacity: { "points-2": "opaque", "icons-1": "opaque", "icons-3": "opaque" },
    };
    // Plate clear: its name is clear too, the fortune's name shows (both drawn, both counted).
    const glass: Card = { ...base, id: "glass", opacity: { plate: "clear" } };
    // Plate clear but the name overridden opaque: an opaque band hides the name below.
    const band: Card = { ...base, id: "band", opacity: { plate: "clear", name: "opaque" } };
    const set: VellumSet = { ...SET, cards: [...SET.cards, veil, glass, band] };
    const on = (top: Card) =>
      resolveStack(
        [card("captain-absalom-gannett"), card("was-told-a-happy-fortune-on-the-pier"), top],
        set,
        cardTimings,
      );
    const veiled = analyzeStack(on(veil));
    expect(veiled.icons).toEqual(Object.assign(Object.create(null), { key: 1 }));
    expect(veiled.elements.filter((v) => v.visible && v.element.kind === "blank")).toHaveLength(3);
    expect(await expectPictureMatches(on(veil), set, SLOT_KINDS)).toBe(6);
    const names = (top: Card) =>
      analyzeStack(on(top))
        .elements.filter((v) => v.visible && v.element.kind === "name")
        .map((v) => v.index);
    expect(names(glass)).toEqual([0, 1, 2]);
    expect(names(band)).toEqual([0, 2]);
    expect(await expectPictureMatches(on(band), set, ["name"])).toBe(2);
    // Where the names lie: the band alone is the whole picture; through the clear plate the
    // fortune's name shows (it differs from the glass card drawn alone on the character).
    const nameAt = [3 + 57 * 0.3, 64.5] as const;
    const differs = async (top: Card) => {
      const picture = await png(renderStackSvg(on(top), set, fonts).svg);
      const without = await png(renderStackSvg([on(top)[0]!, on(top)[2]!], set, fonts).svg);
      const [a, b] = [await patch(picture, ...nameAt), await patch(without, ...nameAt)];
      return a.some((c, i) => Math.abs(c - b[i]!) >= 2);
    };
    expect(await differs(glass)).toBe(true);
    expect(await differs(band)).toBe(false);
  });

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
