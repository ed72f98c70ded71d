import { beforeEach, describe, expect, it, vi } from "vitest";
import { nodeFonts } from "@/lib/export/fonts-node";
import { BUILTIN_FRAMES } from "@/lib/layers";
import type { Card, VellumSet } from "@/lib/model";
import * as render from "@/lib/render";
import { sampleSet } from "@/test/fixtures/sample-set";
import type { ImageUrls } from "./pictures";
import { Pictures, STACKS_KEPT, VARIANTS_KEPT } from "./pictures";

// Counts the renderer's calls, drawing as it does.
vi.mock("@/lib/render", async (original) => {
  const real = await original<typeof render>();
  return {
    ...real,
    renderCardSvg: vi.fn(real.renderCardSvg),
    renderBackSvg: vi.fn(real.renderBackSvg),
    stackXray: vi.fn(real.stackXray),
  };
});

const fonts = nodeFonts();
const SET = sampleSet();
const card = (set: VellumSet, id: string): Card => set.cards.find((c) => c.id === id)!;
const HERON = "lost-a-wager-to-a-heron";
const MERMAID = "was-exhibited-as-a-mermaid";
const CAPTAIN = "captain-absalom-gannett";
const drawnCards = () => vi.mocked(render.renderCardSvg).mock.calls.length;

function withCardEdit(set: VellumSet, id: string, edit: Partial<Card>): VellumSet {
  return { ...set, cards: set.cards.map((c) => (c.id === id ? { ...c, ...edit } : c)) };
}

/** Image URLs that say which SVG they show, and which were freed. */
function fakeUrls(): ImageUrls & { made: string[]; freed: string[] } {
  const made: string[] = [];
  const freed: string[] = [];
  return {
    made,
    freed,
    make: (svg) => {
      made.push(`url-${made.length}:${svg.length}`);
      return made.at(-1)!;
    },
    free: (url) => void freed.push(url),
  };
}

const art = (file: string, revision: number) => `/art/${file}?v=${revision}`;

beforeEach(() => vi.clearAllMocks());

describe("Pictures: fronts", () => {
  it("draws a card once, and again only when it is edited", () => {
    const pictures = new Pictures(fonts, art);
    const first = pictures.card(card(SET, HERON), SET);
    expect(first.svg).toMatch(/^<svg /);
    expect(pictures.card(card(SET, HERON), SET)).toBe(first);
    expect(drawnCards()).toBe(1);

    const edited = withCardEdit(SET, HERON, { name: "Lost a wager to a crane" });
    const redrawn = pictures.card(card(edited, HERON), edited);
    expect(redrawn).not.toBe(first);
    expect(redrawn.svg).not.toBe(first.svg);
    expect(drawnCards()).toBe(2);
  });

  it("keeps the other cards' pictures through an edit of one card (a keystroke draws one card)", () => {
    const pictures = new Pictures(fonts, art);
    const mermaid = pictures.card(card(SET, MERMAID), SET);
    const edited = withCardEdit(SET, HERON, { name: "Lost a wager to a crane" });
    expect(pictures.card(card(edited, MERMAID), edited)).toBe(mermaid);
    expect(drawnCards()).toBe(1);
  });

  it("redraws every card when the set's icons change, and a card when its frame does", () => {
    const pictures = new Pictures(fonts, art);
    const heron = pictures.card(card(SET, HERON), SET);
    const icons = { ...SET, icons: SET.icons.map((i) => ({ ...i })) };
    expect(pictures.card(card(icons, HERON), icons)).not.toBe(heron);
    const captain = pictures.card(card(icons, CAPTAIN), icons);
    const frame = {
      ...BUILTIN_FRAMES.modifier,
      id: "film",
      name: "Film",
      types: ["modifier" as const],
    };
    const framed = { ...icons, frames: [frame] };
    expect(pictures.card(card(framed, HERON), framed)).not.toBe(heron);
    // The captain is not on the new frame: its picture stays.
    expect(pictures.card(card(framed, CAPTAIN), framed)).toBe(captain);
  });

  it("draws each language and bleed apart, the set's own language as the plain picture", () => {
    const pictures = new Pictures(fonts, art);
    const heron = card(SET, HERON);
    const plain = pictures.card(heron, SET);
    const french = pictures.card(heron, SET, { language: "fr" });
    const bled = pictures.card(heron, SET, { bleed: true });
    expect(new Set([plain.svg, french.svg, bled.svg]).size).toBe(3);
    expect(pictures.card(heron, SET, { language: SET.language })).toBe(plain);
    expect(pictures.card(heron, SET, { language: "fr" })).toBe(french);
    expect(drawnCards()).toBe(3);
  });

  it("keeps a card's most recently drawn variants, evicting the one drawn longest ago", () => {
    const pictures = new Pictures(fonts, art);
    const heron = card(SET, HERON);
    const drawn = [];
    for (let i = 0; i < VARIANTS_KEPT; i++) {
      drawn.push(pictures.card(heron, SET, { idPrefix: `p-${i}` }));
    }
    expect(pictures.card(heron, SET, { idPrefix: "p-0" })).toBe(drawn[0]); // all kept
    pictures.card(heron, SET, { idPrefix: "p-new" }); // one past the bound: p-0 goes
    expect(drawnCards()).toBe(VARIANTS_KEPT + 1);
    expect(pictures.card(heron, SET, { idPrefix: "p-1" })).toBe(drawn[1]);
    expect(pictures.card(heron, SET, { idPrefix: "p-0" })).not.toBe(drawn[0]);
  });

  it("turns a card it cannot draw into a failure with the reason, and does not throw", () => {
    const pictures = new Pictures(fonts, art);
    const broken = { ...card(SET, HERON), name: 5 } as unknown as Card;
    const picture = pictures.card(broken, withCardEdit(SET, HERON, broken));
    expect(picture.svg).toBeUndefined();
    expect(picture.failure).toEqual(expect.any(String));
  });

  it("collects render diagnostics in every language of the set, each once", () => {
    const pictures = new Pictures(fonts, art);
    const heron = card(SET, HERON);
    pictures.diagnosticsOf(heron, SET);
    expect(drawnCards()).toBe(1 + (SET.languages ?? []).filter((l) => l !== SET.language).length);
    pictures.diagnosticsOf(heron, SET);
    expect(pictures.card(heron, SET, { language: "fr" })).toBeDefined();
    expect(drawnCards()).toBe(2);
  });

  it("points a kept picture's diagnostics at the card's place now, after the card moved", () => {
    const pictures = new Pictures(fonts, art);
    const long = { ...card(SET, HERON), text: "A very long rules text. ".repeat(60) };
    const set = withCardEdit(SET, HERON, long);
    const heron = card(set, HERON);
    const at = set.cards.indexOf(heron);
    const before = pictures.diagnosticsOf(heron, set);
    expect(before.some((d) => d.pointer?.startsWith(`/cards/${at}/`))).toBe(true);
    const moved = { ...set, cards: [heron, ...set.cards.filter((c) => c !== heron)] };
    const drawn = drawnCards();
    const after = pictures.diagnosticsOf(heron, moved);
    expect(drawnCards()).toBe(drawn);
    expect(after.map((d) => d.pointer?.replace(/^\/cards\/\d+/, ""))).toEqual(
      before.map((d) => d.pointer?.replace(/^\/cards\/\d+/, "")),
    );
    expect(after.every((d) => !d.pointer || d.pointer.startsWith("/cards/0/"))).toBe(true);
  });

  it("keeps every language of a set of many languages through a problems pass", () => {
    const pictures = new Pictures(fonts, art);
    const languages = ["fr", "de", "es", "it", "nl", "pt", "sv", "da", "fi", "pl"];
    const set = { ...SET, languages };
    const heron = card(set, HERON);
    pictures.diagnosticsOf(heron, set);
    const drawn = drawnCards();
    expect(drawn).toBeGreaterThan(VARIANTS_KEPT);
    pictures.diagnosticsOf(heron, set);
    expect(drawnCards()).toBe(drawn);
  });
});

describe("Pictures: art", () => {
  it("draws every picture again, with the art's new address, when the art changes", () => {
    const pictures = new Pictures(fonts, art);
    const set = withCardEdit(SET, CAPTAIN, { art: "harbour.png" });
    const captain = card(set, CAPTAIN);
    const before = pictures.card(captain, set);
    const back = pictures.back(captain, set);
    expect(before.svg).toContain("/art/harbour.png?v=0");
    expect(pictures.artHref("harbour.png")).toBe("/art/harbour.png?v=0");
    pictures.artChanged();
    expect(pictures.artHref("harbour.png")).toBe("/art/harbour.png?v=1");
    const after = pictures.card(captain, set);
    expect(after).not.toBe(before);
    expect(after.svg).toContain("/art/harbour.png?v=1");
    expect(pictures.back(captain, set)).not.toBe(back);
    expect(pictures.card(captain, set)).toBe(after);
  });
});

describe("Pictures: backs", () => {
  it("draws a back once for every card printed with it, again when the back changes", () => {
    const pictures = new Pictures(fonts, art);
    const back = pictures.back(card(SET, HERON), SET);
    expect(back.svg).toMatch(/^<svg /);
    expect(pictures.back(card(SET, MERMAID), SET)).toBe(back);
    expect(pictures.back(card(SET, CAPTAIN), SET)).not.toBe(back);
    const renamed = { ...SET, name: "Saltmarrow Revised" };
    expect(pictures.back(card(renamed, HERON), renamed)).not.toBe(back);
    expect(vi.mocked(render.renderBackSvg).mock.calls.length).toBe(3);
  });

  it("draws a back at its card's frame's size, apart for cards of another frame", () => {
    const pictures = new Pictures(fonts, art);
    const tall = { ...BUILTIN_FRAMES.modifier, id: "tall", height: 120, types: [] };
    const set = { ...withCardEdit(SET, MERMAID, { frame: "tall" }), frames: [tall] };
    const heron = pictures.back(card(set, HERON), set);
    const mermaid = pictures.back(card(set, MERMAID), set);
    expect(mermaid).not.toBe(heron);
    expect(mermaid.svg).toContain('height="120mm"');
    expect(heron.svg).not.toContain('height="120mm"');
  });
});

describe("Pictures: image URLs", () => {
  it("makes one URL per picture, frees it when the picture is redrawn, and all on dispose", () => {
    const urls = fakeUrls();
    const pictures = new Pictures(fonts, art, urls);
    const url = pictures.cardUrl(card(SET, HERON), SET);
    expect(pictures.cardUrl(card(SET, HERON), SET)).toBe(url);
    const back = pictures.backUrl(card(SET, HERON), SET);
    expect(urls.made).toEqual([url, back]);

    // Redrawn in place (the card is the same object, the icons are new).
    const icons = { ...SET, icons: SET.icons.map((i) => ({ ...i })) };
    const redrawn = pictures.cardUrl(card(icons, HERON), icons);
    expect(redrawn).not.toBe(url);
    expect(urls.freed).toEqual([url]);

    pictures.dispose();
    expect(urls.freed.sort()).toEqual([url, back, redrawn].sort());
  });

  it("has no URL for a picture that cannot be drawn", () => {
    const urls = fakeUrls();
    const pictures = new Pictures(fonts, art, urls);
    const broken = { ...card(SET, HERON), name: 5 } as unknown as Card;
    expect(pictures.cardUrl(broken, withCardEdit(SET, HERON, broken))).toBeUndefined();
    expect(urls.made).toEqual([]);
  });
});

describe("Pictures: stacks", () => {
  const stack = (set: VellumSet) => [card(set, CAPTAIN), card(set, HERON), card(set, MERMAID)];
  const keys = ["character", "layer-1", "layer-2"];

  it("reads a stack as layers and its x-ray, drawing each card once", () => {
    const pictures = new Pictures(fonts, art);
    const drawn = pictures.stack(stack(SET), keys, SET);
    if (!drawn.ok) throw new Error(drawn.error);
    const { layers, analysis, xray } = drawn.value;
    expect(layers.map((l) => l.key)).toEqual(keys);
    expect(layers.every((l) => l.svg?.startsWith("<svg ") && l.width === 1)).toBe(true);
    expect(xray.svg).toContain('data-xray="1"');
    expect(typeof analysis.selfWorth).toBe("number");
    expect(drawnCards()).toBe(3);
    const again = pictures.stack(stack(SET), keys, SET);
    expect(again.ok && again.value.analysis).toBe(analysis);
    expect(drawnCards()).toBe(3);
    expect(vi.mocked(render.stackXray).mock.calls.length).toBe(1);
  });

  it("draws one card when one card of the stack changes, and none for a move", () => {
    const pictures = new Pictures(fonts, art);
    pictures.stack(stack(SET), keys, SET);
    const edited = withCardEdit(SET, MERMAID, { points: [2, null, null] });
    pictures.stack(stack(edited), keys, edited);
    expect(drawnCards()).toBe(4);
    const [captain, heron, mermaid] = stack(edited);
    pictures.stack([captain!, mermaid!, heron!], ["character", "layer-2", "layer-1"], edited);
    expect(drawnCards()).toBe(4);
  });

  it("gives a card twice in a stack two pictures with their own ids", () => {
    const pictures = new Pictures(fonts, art);
    const [captain, heron] = stack(SET);
    const drawn = pictures.stack([captain!, heron!, heron!], keys, SET);
    if (!drawn.ok) throw new Error(drawn.error);
    const [, a, b] = drawn.value.layers;
    expect(a!.svg).not.toBe(b!.svg);
    expect(a!.svg).toContain(`sl-${HERON}-0`);
    expect(b!.svg).toContain(`sl-${HERON}-1`);
  });

  it("keeps the last stacks read, and makes the x-ray's URL once", () => {
    const urls = fakeUrls();
    const pictures = new Pictures(fonts, art, urls);
    const url = pictures.xrayUrl(stack(SET), SET);
    expect(pictures.xrayUrl(stack(SET), SET)).toBe(url);
    const [captain] = stack(SET);
    const others = SET.cards.filter((c) => c.type === "modifier").slice(0, STACKS_KEPT + 1);
    for (const c of others) pictures.xray([captain!, c], SET);
    expect(urls.freed).toEqual([url]); // evicted past the bound
    expect(pictures.xrayUrl(stack(SET), SET)).not.toBe(url);
  });
});
