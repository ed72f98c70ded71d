import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { cardTimings } from "../dsl";
import { resolveStack } from "../layers";
import type { Card, VellumSet } from "../model";
import { nodeFonts } from "../export/fonts-node";
import { mix } from "./color";
import { backFor, renderBackSvg, renderCardSvg, renderStackSvg } from "./index";

const SET = JSON.parse(
  readFileSync(
    fileURLToPath(new URL("../../examples/saltmarrow/set.json", import.meta.url)),
    "utf8",
  ),
) as VellumSet;
const fonts = nodeFonts();
const card = (id: string): Card => SET.cards.find((c) => c.id === id)!;
const withCards = (...cards: Card[]): VellumSet => ({ ...SET, cards: [...SET.cards, ...cards] });
const modifier = (extra: Partial<Card>): Card => ({
  id: "test-card",
  type: "modifier",
  name: "Test Card",
  points: [-5, null, null],
  icons: [null, null, null],
  // NOTE: lib/layers prints a text element only for cards with an effect or flavour (not yet
  // for `text` alone), so every test card carries an effect.
  effect: "on play:\n  draw 1 card",
  ...extra,
});

describe("renderCardSvg", () => {
  it("draws in millimetres on the frame's trim, or with the bleed around it", () => {
    const plain = renderCardSvg(card("lost-a-wager-to-a-heron"), SET, fonts).svg;
    expect(plain).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 63 88" width="63mm" height="88mm"/,
    );
    const bled = renderCardSvg(card("lost-a-wager-to-a-heron"), SET, fonts, { bleed: true }).svg;
    expect(bled).toMatch(/viewBox="-3 -3 69 94" width="69mm" height="94mm"/);
  });

  it("emits text as outlines only: no <text>, no font references", () => {
    const { svg, diagnostics } = renderCardSvg(card("the-lamplighter-s-last-romance"), SET, fonts);
    expect(diagnostics).toEqual([]);
    expect(svg).not.toMatch(/<text|font-family|@font-face|<style/);
    expect(svg).toContain("<title>The Lamplighter&#39;s Last Romance</title>");
  });

  it("leaves the ground out under a character's opaque portrait and name band, and the portrait's ground under its cameo", () => {
    const { svg } = renderCardSvg(card("captain-absalom-gannett"), SET, fonts);
    // The ground: the parts above and below the plate, then a hole under the name band and one
    // under the portrait vignette (each 1 mm inside its paint, so the pixels stay the same).
    const ground = /<path fill="url\(#[^"]+\)" fill-rule="evenodd" d="([^"]+)"/.exec(svg)![1]!;
    expect(ground.match(/M/g)).toHaveLength(4);
    expect(ground).toContain("M4.293 4.293h54.414v6.414h-54.414z");
    expect(ground).toContain("M16.439 14.439h30.121v30.121h-30.121z");
    // The vignette's ground stops 1 mm inside the cameo's oval (rx 11.22, ry 13.2 mm).
    expect(svg).toContain("M21.28 29.5a10.22 12.2 0 1 0 20.44 0a10.22 12.2 0 1 0 -20.44 0z");
  });

  it("is deterministic", () => {
    const c = card("offended-a-sea-witch");
    expect(renderCardSvg(c, SET, fonts).svg).toBe(renderCardSvg(c, SET, fonts).svg);
  });

  it("escapes everything user-written: a name with markup is drawn as text", () => {
    const evil = modifier({
      id: "evil",
      name: `<script>alert(1)</script>"'&`,
      text: "</svg><script>alert(2)</script>",
      flavor: "<img src=x onerror=alert(3)>",
    });
    const { svg } = renderCardSvg(evil, withCards(evil), fonts);
    expect(svg).not.toMatch(/<script|<img|onerror=/);
    expect(svg).toContain("<title>&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&amp;</title>");
    expect(svg.match(/<svg/g)).toHaveLength(1);
  });

  it("sanitises and namespaces the set's icons before inlining them", () => {
    const set: VellumSet = {
      ...SET,
      icons: [
        ...SET.icons,
        {
          id: "bad",
          name: "Bad",
          svg: `<svg viewBox="0 0 10 10" onload="alert(1)"><defs><linearGradient id="g"/></defs><script>alert(2)</script><path id="g2" fill="url(#g)" d="M0 0h10v10z"/><image href="http://evil/x.png"/></svg>`,
        },
        {
          id: "bad2",
          name: "Bad 2",
          svg: `<svg viewBox="0 0 10 10"><defs><linearGradient id="g"/></defs><path fill="url(#g)" d="M0 0h5v5z"/></svg>`,
        },
      ],
    };
    const c = modifier({ icons: ["bad", "bad2", null] });
    const { svg } = renderCardSvg(c, { ...set, cards: [c] }, fonts);
    expect(svg).not.toMatch(/<script|onload|<image|evil/);
    const ids = [...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => id!.endsWith("-g"))).toHaveLength(2);
  });

  it("prints a translation field by field, falling back to the card's own text", () => {
    const fr = renderCardSvg(card("lost-a-wager-to-a-heron"), SET, fonts, { language: "fr" }).svg;
    expect(fr).toContain("<title>A perdu un pari contre un héron</title>");
    const noFr = renderCardSvg(card("spring-tide"), SET, fonts, { language: "fr" }).svg;
    expect(noFr).toContain("<title>Spring Tide</title>");
  });

  it("prints a translated flavour in its language even when the card has no flavour of its own", () => {
    const bare = modifier({ id: "bare", effect: undefined });
    const c: Card = { ...bare, translations: { fr: { flavor: "Le valet de pique, encore." } } };
    const set = withCards(c);
    const fr = renderCardSvg(c, set, fonts, { language: "fr" }).svg;
    const en = renderCardSvg(c, set, fonts).svg;
    // The flavour's glyphs are drawn in French; the English card prints the plate alone.
    expect(en).toBe(renderCardSvg(bare, withCards(bare), fonts).svg);
    expect(fr.length).toBeGreaterThan(en.length + 1000);
  });

  it("draws {icon} tokens inline and reports unknown ones with their range", () => {
    const c = modifier({ text: "If this character has {raven}\nand {beest}: draw 2 cards." });
    const { svg, diagnostics } = renderCardSvg(c, withCards(c), fonts);
    expect(svg).toContain("<use href=");
    expect(diagnostics).toEqual([
      {
        code: "render/unknown-icon",
        severity: "warning",
        message:
          "unknown icon '{beest}' in the text: it is printed literally — use one of the set's icon ids (raven, lantern, tide, key, rose, candle, lighthouse, masks, teapot, octopus)",
        source: "card:test-card/text",
        range: {
          start: { line: 2, column: 5, offset: 34 },
          end: { line: 2, column: 12, offset: 41 },
        },
        pointer: `/cards/${SET.cards.length}/text`,
      },
    ]);
  });

  it("cuts text that cannot fit at the minimum size and says how much is over", () => {
    const long = Array.from({ length: 40 }, (_, i) => `Sentence ${i} of a very long effect.`).join(
      " ",
    );
    const c = modifier({ text: long });
    const { diagnostics } = renderCardSvg(c, withCards(c), fonts);
    expect(diagnostics).toHaveLength(1);
    const d = diagnostics[0]!;
    expect(d).toMatchObject({
      code: "render/text-overflow",
      severity: "warning",
      source: "card:test-card/text",
    });
    expect(d.message).toMatch(
      /^the effect and flavour text does not fit: \d+\.\d mm \(\d+ lines\) too tall for its 56\.0 × 16\.5 mm box even at the minimum size 5\.5 pt, so it is cut — shorten the text by about \d+ characters/,
    );
    expect(d.range.end.offset).toBe(long.length);
    expect(d.range.start.offset).toBeGreaterThan(0);
  });

  it("reports a name too long for its band", () => {
    const c = modifier({
      name: "The Extraordinarily Protracted and Unreasonably Verbose Misadventure of the Pier",
    });
    const { diagnostics } = renderCardSvg(c, withCards(c), fonts);
    expect(diagnostics.map((d) => [d.code, d.source])).toEqual([
      ["render/text-overflow", "card:test-card/name"],
    ]);
    expect(diagnostics[0]!.message).toMatch(
      /^the name does not fit: \d+\.\d mm too wide for its 55\.0 mm box/,
    );
  });

  it("places art through artHref, and refuses unsafe URLs", () => {
    const c: Card = { ...card("captain-absalom-gannett"), art: "absalom.png" };
    const ok = renderCardSvg(c, SET, fonts, {
      artHref: (f) => `/api/sets/saltmarrow/art/${f}?a=1&b=2`,
    });
    expect(ok.svg).toContain(`<image href="/api/sets/saltmarrow/art/absalom.png?a=1&amp;b=2"`);
    expect(ok.diagnostics).toEqual([]);
    const bad = renderCardSvg(c, SET, fonts, { artHref: () => "javascript:alert(1)" });
    expect(bad.svg).not.toContain("javascript");
    expect(bad.diagnostics.map((d) => [d.code, d.severity])).toEqual([
      ["render/missing-art", "info"],
    ]);
  });

  it("places art where its artPosition says, inside the portrait window", () => {
    const c: Card = {
      ...card("captain-absalom-gannett"),
      art: "absalom.png",
      artPosition: { x: 0, y: 0.5, zoom: 2 },
    };
    const { svg } = renderCardSvg(c, SET, fonts, { artHref: (f) => `/art/${f}` });
    // The built-in portrait window is 15, 13, 33 × 33 mm: zoom 2 makes it 66 mm, its left
    // edge stays on the window's, centred down.
    expect(svg).toContain(`<image href="/art/absalom.png" x="15" y="-3.5" width="66" height="66"`);
  });

  it("draws an empty slot overridden opaque exactly as a printed blank", () => {
    const blank = modifier({ points: ["blank", null, null], icons: [null, "blank", null] });
    const veiled = modifier({
      points: [null, null, null],
      icons: [null, null, null],
      opacity: { "points-1": "opaque", "icons-2": "opaque" },
    });
    const plain = modifier({ points: [null, null, null], icons: [null, null, null] });
    const svg = (c: Card) => renderCardSvg(c, withCards(c), fonts).svg;
    expect(svg(veiled)).toBe(svg(blank));
    expect(svg(veiled)).not.toBe(svg(plain));
  });

  it("gives a name overridden opaque on a clear plate a ground over its whole rectangle", () => {
    const name = "M3 61h57v7h-57z";
    const svg = (opacity: Card["opacity"]) => {
      const c = modifier({ opacity });
      return renderCardSvg(c, withCards(c), fonts).svg;
    };
    expect(svg({ plate: "clear", name: "opaque" })).toContain(`d="${name}"`);
    expect(svg({ plate: "clear" })).not.toContain(`d="${name}"`);
    expect(svg(undefined)).not.toContain(`d="${name}"`);
  });

  it("paints nothing where a clear card is clear: only its elements", () => {
    const { svg } = renderCardSvg(card("lost-a-wager-to-a-heron"), SET, fonts);
    // The first painted shape is the plate (starting at y = 60), not a background.
    const firstPaint = /<path fill="url\(#[^"]+\)" d="M(-?[\d.]+) (-?[\d.]+)/.exec(
      svg.slice(svg.indexOf("data-card")),
    );
    expect(Number(firstPaint![2])).toBeGreaterThanOrEqual(60);
  });
});

describe("renderStackSvg", () => {
  it("draws every card, bottom first, at one origin", () => {
    const ids = [
      "captain-absalom-gannett",
      "lost-a-wager-to-a-heron",
      "quadrilled-off-the-end-of-the-pier",
    ];
    const { svg, diagnostics } = renderStackSvg(
      resolveStack(ids.map(card), SET, cardTimings),
      SET,
      fonts,
    );
    expect(diagnostics).toEqual([]);
    const groups = [...svg.matchAll(/<g data-card="([^"]+)" data-index="(\d)">/g)].map((m) => m[1]);
    expect(groups).toEqual(ids);
    expect(svg).toContain(
      "<title>Stack: Captain Absalom Gannett / Lost a Wager to a Heron / Quadrilled Off the End of the Pier</title>",
    );
  });

  it("overlays the x-ray view when asked", () => {
    const stack = resolveStack(
      [card("captain-absalom-gannett"), card("lost-a-wager-to-a-heron")],
      SET,
      cardTimings,
    );
    expect(renderStackSvg(stack, SET, fonts).svg).not.toContain("data-xray");
    expect(renderStackSvg(stack, SET, fonts, { xray: true }).svg).toContain("data-xray");
  });
});

describe("card backs", () => {
  it("picks the card's back, else the set's back for its type, else none", () => {
    expect(backFor(card("captain-absalom-gannett"), SET)?.id).toBe("saltmarrow-portrait");
    expect(backFor(card("spring-tide"), SET)?.id).toBe("saltmarrow-deck");
    expect(backFor({ type: "event", back: "saltmarrow-portrait" }, SET)?.id).toBe(
      "saltmarrow-portrait",
    );
    expect(backFor(card("spring-tide"), { backs: [] })).toBeUndefined();
  });

  it("draws the generated back in the back's colour, or its art", () => {
    const back = backFor(card("spring-tide"), SET)!;
    const { svg, diagnostics } = renderBackSvg(back, SET, fonts);
    expect(diagnostics).toEqual([]);
    expect(svg).toMatch(/viewBox="0 0 63 88"/);
    // The ground is a vignette of the back's colour (#3b2a35): lighter centre, darker edges.
    expect(svg).toContain(mix("#3b2a35", "#000000", 0.45));
    const art = renderBackSvg({ ...back, art: "back.png" }, SET, fonts, {
      artHref: (f) => `data:image/png;base64,${f}`,
    });
    expect(art.svg).toContain(`<image href="data:image/png;base64,back.png"`);
    const missing = renderBackSvg({ ...back, art: "back.png" }, SET, fonts, { bleed: true });
    expect(missing.diagnostics.map((d) => d.code)).toEqual(["render/missing-art"]);
    expect(missing.svg).toMatch(/viewBox="-3 -3 69 94"/);
  });

  it("names the set on a generated back in the language printed (the set's translations)", () => {
    const set: VellumSet = {
      ...SET,
      translations: { fr: { name: "Sel-de-Moelle", printWords: { cardBack: "dos de carte" } } },
    };
    const english = renderBackSvg(undefined, set, fonts).svg;
    const french = renderBackSvg(undefined, set, fonts, { language: "fr" }).svg;
    expect(english).toContain(`<title>${SET.name} — card back</title>`);
    expect(french).toContain("<title>Sel-de-Moelle — dos de carte</title>");
    // The name drawn above the medallion is another text, not only the title.
    expect(french.replace(/<title>.*<\/title>/, "")).not.toBe(
      english.replace(/<title>.*<\/title>/, ""),
    );
  });
});
