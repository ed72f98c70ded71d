/**
 * Marks a frame prints beside the card's content (issue 23, "Cards and the format"): the icons of
 * the card's effect categories, derived from its compiled effect and drawn only for categories the
 * set gives an icon; the frame's emblem on every card of the frame; and an untimely death's own
 * art in place of the default dead image.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { cardTimings } from "../dsl";
import { BUILTIN_FRAMES, analyzeStack, cardElements, resolveStack } from "../layers";
import type {
  Card,
  EffectCategorySettings,
  Frame,
  PrintedEffectCategory,
  VellumSet,
} from "../model";
import { nodeFonts } from "../export/fonts-node";
import { renderCardSvg, renderStackSvg } from "./index";
import { withoutMarks } from "../../test/fixtures/sample-set";

const SET = withoutMarks(
  JSON.parse(
    readFileSync(
      fileURLToPath(new URL("../../examples/saltmarrow/set.json", import.meta.url)),
      "utf8",
    ),
  ) as VellumSet,
);
const fonts = nodeFonts();
const sample = (id: string): Card => SET.cards.find((c) => c.id === id)!;

const ICON = (n: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="${n}"/></svg>`;

/** The sample set with an icon for each of `categories` (or none when empty). */
function withIcons(categories: PrintedEffectCategory[], cards: Card[] = []): VellumSet {
  const effectCategories: Partial<Record<PrintedEffectCategory, EffectCategorySettings>> = {};
  categories.forEach((c, i) => (effectCategories[c] = { icon: { svg: ICON(4 + i), credit: "x" } }));
  return {
    ...SET,
    cards: [...SET.cards, ...cards],
    rules: { ...SET.rules, effectCategories },
  };
}

const modifier = (id: string, effect: string, extra: Partial<Card> = {}): Card => ({
  id,
  type: "modifier",
  name: `Test ${id}`,
  points: [-5, null, null],
  icons: [null, null, null],
  effect,
  ...extra,
});

const drawn = (svg: string) => [...svg.matchAll(/data-category="([a-z]+)"/g)].map((m) => m[1]);

describe("effect-category icons", () => {
  const ALL: PrintedEffectCategory[] = ["immediate", "response", "continuous", "persistent"];

  it("draws exactly the categories the effect has, in print order, side by side", () => {
    const both = modifier("both", "while visible:\n  draw limit -1\non play:\n  draw 1 card");
    const set = withIcons(ALL, [both]);
    const { svg, diagnostics } = renderCardSvg(both, set, fonts);
    expect(drawn(svg)).toEqual(["immediate", "continuous"]);
    expect(diagnostics).toEqual([]);
    // Side by side: the second badge starts right of the first.
    const xs = [...svg.matchAll(/data-category="[a-z]+"><circle cx="([\d.]+)"/g)].map((m) =>
      Number(m[1]),
    );
    expect(xs[1]! - xs[0]!).toBeGreaterThan(4);
  });

  it("a response shows the response icon; a while-visible ability the continuous one; a persistent one the persistent one", () => {
    const set = withIcons(ALL);
    const cancel = { ...sample("spring-tide"), effect: "response: cancel an event" };
    expect(drawn(renderCardSvg(cancel, set, fonts).svg)).toEqual(["response"]);
    expect(drawn(renderCardSvg(sample("offended-a-sea-witch"), set, fonts).svg)).toEqual([
      "persistent",
    ]);
    const visible = SET.cards.find((c) => c.effect?.startsWith("while visible:"))!;
    expect(drawn(renderCardSvg(visible, set, fonts).svg)).toEqual(["continuous"]);
  });

  it("draws nothing without a setting, for a category without an icon, or for a card with no effect", () => {
    const both = modifier("both", "while visible:\n  draw limit -1\non play:\n  draw 1 card");
    expect(drawn(renderCardSvg(both, { ...SET, cards: [...SET.cards, both] }, fonts).svg)).toEqual(
      [],
    );
    expect(drawn(renderCardSvg(both, withIcons(["continuous"], [both]), fonts).svg)).toEqual([
      "continuous",
    ]);
    const none = modifier("none", "", { flavor: "Nothing happens." });
    expect(drawn(renderCardSvg(none, withIcons(ALL, [none]), fonts).svg)).toEqual([]);
  });

  it("draws no icon for a category the set turned off, though its icon is kept in the settings", () => {
    const both = modifier("both", "while visible:\n  draw limit -1\non play:\n  draw 1 card");
    const set = withIcons(ALL, [both]);
    set.rules.effectCategories!.continuous!.enabled = false;
    expect(drawn(renderCardSvg(both, set, fonts).svg)).toEqual(["immediate"]);
  });

  it("is drawn in stacks too, and never changes what the stack shows or counts", () => {
    const both = modifier("both", "while visible:\n  draw limit -1\non play:\n  draw 1 card");
    const set = withIcons(ALL, [both]);
    const character = SET.cards.find((c) => c.type === "character")!;
    const stack = resolveStack([character, both], set, cardTimings);
    expect(drawn(renderStackSvg(stack, set, fonts).svg)).toEqual(["immediate", "continuous"]);
    // Marks are no elements of lib/layers: nothing for the rules to count or hide.
    expect(BUILTIN_FRAMES.modifier.regions.some((r) => r.role === "category-icon")).toBe(true);
    expect(cardElements(both, BUILTIN_FRAMES.modifier).map((e) => e.role)).not.toContain(
      "category-icon",
    );
    const plain = analyzeStack(resolveStack([character, both], SET, cardTimings));
    const marked = analyzeStack(stack);
    expect(marked.selfWorth).toBe(plain.selfWorth);
    expect(marked.elements.map((e) => e.visible)).toEqual(plain.elements.map((e) => e.visible));
  });
});

describe("frame emblems", () => {
  const emblemFrame: Frame = {
    ...(structuredClone(BUILTIN_FRAMES.event) as Frame),
    id: "tide-event",
    name: "Tide event",
    types: ["event"],
    emblem: { svg: ICON(9), credit: "“Wave” by Lorc, game-icons.net, CC BY 3.0" },
  };
  emblemFrame.regions.push({
    id: "emblem",
    role: "emblem",
    x: 27.5,
    y: 82,
    width: 8,
    height: 5,
    opaque: true,
  });
  const set: VellumSet = { ...SET, frames: [...(SET.frames ?? []), emblemFrame] };

  it("is drawn on every card that uses the frame, and on no other", () => {
    const events = set.cards.filter((c) => c.type === "event");
    expect(events.length).toBeGreaterThan(1);
    for (const c of events) {
      expect(renderCardSvg(c, set, fonts).svg).toContain('data-emblem="tide-event"');
    }
    const other = set.cards.find((c) => c.type === "modifier")!;
    expect(renderCardSvg(other, set, fonts).svg).not.toContain("data-emblem");
  });

  it("hides nothing, even in a region marked opaque: the frame's elements are the same", () => {
    const card = events(set)[0]!;
    const { emblem: _e, ...bare } = emblemFrame;
    bare.regions = emblemFrame.regions.filter((r) => r.role !== "emblem");
    expect(cardElements(card, emblemFrame)).toEqual(cardElements(card, bare));
  });

  it("a frame with an emblem region but no emblem draws nothing there", () => {
    const { emblem: _none, ...bare } = emblemFrame;
    const plain = { ...SET, frames: [...(SET.frames ?? []), bare] };
    expect(renderCardSvg(events(plain)[0]!, plain, fonts).svg).not.toContain("data-emblem");
  });

  it("may be one of the set's art files, placed as card art is and fitted whole", () => {
    const artFrame: Frame = { ...emblemFrame, emblem: { art: "anchor-seal.png" } };
    const withArt: VellumSet = { ...SET, frames: [...(SET.frames ?? []), artFrame] };
    const card = events(withArt)[0]!;
    const art = (file: string) => `data:image/png;base64,${file}`;
    const drawn = renderCardSvg(card, withArt, fonts, { artHref: art });
    expect(drawn.svg).toContain('data-emblem="tide-event"');
    // Square in the 8 × 5 mm region (5 mm, centred), the picture never cropped.
    expect(drawn.svg).toContain(
      '<image href="data:image/png;base64,anchor-seal.png" x="29" y="82" width="5" height="5" preserveAspectRatio="xMidYMid meet"/>',
    );
    expect(drawn.diagnostics).toEqual([]);
    // The file the renderer cannot reach: no emblem, and a note that says where to add it.
    const missing = renderCardSvg(card, withArt, fonts);
    expect(missing.svg).not.toContain("data-emblem");
    expect(missing.diagnostics.map((d) => [d.code, d.severity, d.pointer, d.message])).toEqual([
      [
        "render/missing-art",
        "info",
        `/frames/${withArt.frames!.length - 1}/emblem/art`,
        "the emblem art 'anchor-seal.png' of frame 'tide-event' is not available to the renderer: no emblem is drawn — add the file to the set's art folder",
      ],
    ]);
  });
});

function events(set: VellumSet): Card[] {
  return set.cards.filter((c) => c.type === "event");
}

describe("an untimely death's own art", () => {
  const death = sample("quadrilled-off-the-end-of-the-pier");
  const art = (file: string) => `data:image/png;base64,${file}`;

  it("replaces the default dead image when given", () => {
    const own = { ...death, art: "drowned.png" };
    const { svg, diagnostics } = renderCardSvg(own, SET, fonts, { artHref: art });
    expect(svg).toContain('href="data:image/png;base64,drowned.png"');
    expect(svg).not.toContain("R\u00b7I\u00b7P"); // never text, but the motif's stone is gone:
    expect(svg).not.toContain("M33 88V50A17 17 0 0 1 67 50V88Z");
    expect(diagnostics).toEqual([]);
    // In a stack, over the character's portrait.
    const character = SET.cards.find((c) => c.type === "character")!;
    const stack = renderStackSvg(resolveStack([character, own], SET, cardTimings), SET, fonts, {
      artHref: art,
    }).svg;
    expect(stack).toContain('href="data:image/png;base64,drowned.png"');
  });

  it("without art, or with art the renderer cannot reach, the default dead image (and a note)", () => {
    expect(renderCardSvg(death, SET, fonts).svg).toContain("M33 88V50A17 17 0 0 1 67 50V88Z");
    const missing = renderCardSvg({ ...death, art: "gone.png" }, SET, fonts);
    expect(missing.svg).toContain("M33 88V50A17 17 0 0 1 67 50V88Z");
    expect(missing.diagnostics.map((d) => d.code)).toEqual(["render/missing-art"]);
  });
});
