import { describe, expect, it } from "vitest";
import { nodeFonts } from "../export/fonts-node";
import { fitText } from "./text-layout";
import type { FitRule, Paragraph } from "./text-model";

const fonts = nodeFonts();

function para(text: string, extra: Partial<Paragraph> = {}): Paragraph {
  return {
    pieces: [{ kind: "text", text, role: "body", field: "text", offset: 0 }],
    scale: 1,
    align: "center",
    spaceBefore: 0,
    color: "#000000",
    ...extra,
  };
}

const RULE: FitRule = {
  size: 3,
  minSize: 2,
  minTracking: -0.02,
  step: 0.1,
  lineHeight: 1.1,
  ascent: 0.75,
  descent: 0.25,
  valign: "top",
};

const LOREM =
  "Move the top modifier of any living character to another living character, then draw two cards and discard one of them at random.";

describe("fitText", () => {
  it("keeps the start size and no tracking when the text fits", () => {
    const l = fitText([para("Draw 2 cards.")], fonts, { width: 57, height: 17 }, RULE);
    expect(l.size).toBe(3);
    expect(l.tracking).toBe(0);
    expect(l.lines).toHaveLength(1);
    expect(l.overflows).toEqual([]);
  });

  it("wraps at spaces, every line inside the box, in source order", () => {
    const l = fitText([para(LOREM)], fonts, { width: 30, height: 40 }, RULE);
    expect(l.lines.length).toBeGreaterThan(3);
    for (const line of l.lines) expect(line.width).toBeLessThanOrEqual(30 + 1e-6);
    const starts = l.lines.flatMap((line) => line.words.map((w) => w.start));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(l.height).toBeLessThanOrEqual(40);
  });

  it("tightens the letter-spacing before it shrinks the size", () => {
    // A width a hair narrower than the natural one: tracking alone must absorb it.
    const rule = { ...RULE, singleLine: true, size: 3, minSize: 1 };
    const wide = fitText(
      [para("Persistent: your draw limit is 1 lower.")],
      fonts,
      { width: 1000, height: 10 },
      rule,
    );
    const tight = fitText(
      [para("Persistent: your draw limit is 1 lower.")],
      fonts,
      { width: wide.lines[0]!.width * 0.995, height: 10 },
      rule,
    );
    expect(tight.size).toBe(3);
    expect(tight.tracking).toBeLessThan(0);
    const smaller = fitText(
      [para("Persistent: your draw limit is 1 lower.")],
      fonts,
      { width: wide.lines[0]!.width * 0.8, height: 10 },
      rule,
    );
    expect(smaller.size).toBeLessThan(3);
    expect(smaller.tracking).toBe(RULE.minTracking);
  });

  it("cuts with an ellipsis and reports where and by how much when even the minimum is too big", () => {
    const text = `${LOREM} ${LOREM} ${LOREM}`;
    const l = fitText([para(text)], fonts, { width: 30, height: 8 }, RULE);
    expect(l.size).toBe(RULE.minSize);
    expect(l.lines.at(-1)!.ellipsis).toBe(true);
    expect(l.overflows).toHaveLength(1);
    const o = l.overflows[0]!;
    expect(o.kind).toBe("height");
    expect(o.field).toBe("text");
    expect(o.overMm).toBeGreaterThan(0);
    expect(o.lines).toBeGreaterThan(0);
    expect(text.slice(o.start, o.end).length).toBeGreaterThan(0);
    expect(o.end).toBe(text.length);
  });

  it("cuts a word wider than the box at its end with an ellipsis, never on both sides", () => {
    const word = "Unbreakablewordthatisfartoolongforanyboxwhatsoeverandthensomemoreletters";
    const flavour = para("Short flavour.", { spaceBefore: 1 });
    flavour.pieces = [
      { kind: "text", text: "Short flavour.", role: "italic", field: "flavor", offset: 0 },
    ];
    const box = { width: 30, height: 40 };
    const l = fitText([para(word), flavour], fonts, box, RULE);
    for (const line of l.lines) expect(line.width).toBeLessThanOrEqual(box.width + 1e-6);
    const [first, last] = [l.lines[0]!, l.lines.at(-1)!];
    expect(first.ellipsis).toBe(true);
    expect(first.words[0]!.end).toBeLessThan(word.length);
    // The text after it loses nothing: no ellipsis, every word there.
    expect(last.ellipsis).toBe(false);
    expect(last.words.map((w) => w.field)).toEqual(["flavor", "flavor"]);
    expect(l.overflows).toEqual([
      {
        kind: "width",
        field: "text",
        start: first.words[0]!.end,
        end: word.length,
        overMm: expect.any(Number),
        lines: 0,
        chars: word.length - first.words[0]!.end + 1,
        size: RULE.minSize,
      },
    ]);
  });

  it("shrinks a fitWidth paragraph alone to fit a long word, down to the minimum size", () => {
    const name = "Wrackstonelighthousekeepers";
    const flavour = { ...para("Short flavour."), spaceBefore: 1 };
    const box = { width: 30, height: 40 };
    const l = fitText([para(name, { fitWidth: true }), flavour], fonts, box, RULE);
    expect(l.overflows).toEqual([]);
    expect(l.size).toBe(RULE.size);
    const [first, last] = [l.lines[0]!, l.lines.at(-1)!];
    expect(first.size).toBeLessThan(RULE.size);
    expect(first.size).toBeGreaterThanOrEqual(RULE.minSize);
    expect(first.width).toBeCloseTo(box.width, 3);
    expect(last.size).toBe(RULE.size);
  });

  it("ends a cut text in one '…' with no punctuation before it (never 'cards.…')", () => {
    const text = Array.from({ length: 60 }, () => "Discard two cards.").join(" ");
    const l = fitText([para(text)], fonts, { width: 30, height: 8 }, RULE);
    // The glyphs the line ends with before its ellipsis.
    const lastGlyph = (layout: ReturnType<typeof fitText>) => {
      const end = layout.lines.at(-1)!.words.at(-1)!.segments.at(-1)!;
      return end.kind === "run" ? end.run.glyphs.at(-1) : undefined;
    };
    const glyph = (ch: string) => fonts.body.font.charToGlyph(ch).index;
    const last = l.lines.at(-1)!;
    expect(last.ellipsis).toBe(true);
    expect(lastGlyph(l)).not.toBe(glyph("."));
    expect([glyph("d"), glyph("o"), glyph("s")]).toContain(lastGlyph(l));
    expect(last.width).toBeLessThanOrEqual(30 + 1e-6);
    const commas = Array.from({ length: 60 }, () => "cards, cards;").join(" ");
    const c = fitText([para(commas)], fonts, { width: 30, height: 8 }, RULE);
    expect(lastGlyph(c)).toBe(glyph("s"));
    // A dash standing alone at the cut goes too: the line ends on the word before it.
    const dashes = Array.from({ length: 60 }, () => "cards. \u2014").join(" ");
    expect(lastGlyph(fitText([para(dashes)], fonts, { width: 30, height: 8 }, RULE))).toBe(
      glyph("s"),
    );
  });

  it("never leaves one word alone on the last line of a paragraph of two or more lines", () => {
    const text = "\u201cDouble or nothing,\u201d said the heron. It was, as ever, nothing.";
    const box = { width: 56, height: 17 };
    const rule = { ...RULE, size: 2.75, minSize: 1.95 };
    // Without the rule this wraps as "… as ever, / nothing.": the last line gets company.
    const l = fitText([para(text, { scale: 0.94 })], fonts, box, rule);
    expect(l.lines).toHaveLength(2);
    expect(l.lines[1]!.words.length).toBeGreaterThanOrEqual(2);
    const words = l.lines.flatMap((line) => line.words.map((w) => w.start));
    expect(words).toEqual([...words].sort((a, b) => a - b));
    for (const line of l.lines) expect(line.width).toBeLessThanOrEqual(box.width + 1e-6);
    // Same number of lines, so the block is as tall as before.
    expect(l.height).toBeCloseTo(
      rule.ascent * 2.75 * 0.94 + 1.1 * 2.75 * 0.94 + 0.25 * 2.75 * 0.94,
      6,
    );
    // A one-line paragraph is left alone; so is a last word too wide to share a line.
    expect(fitText([para("nothing.")], fonts, box, rule).lines[0]!.words).toHaveLength(1);
    const wide = fitText([para("aaaa bbbb cccc dddd")], fonts, { width: 11, height: 40 }, rule);
    for (const line of wide.lines) expect(line.width).toBeLessThanOrEqual(11 + 1e-6);
  });

  it("measures inline icons and paragraph spacing", () => {
    const withIcon: Paragraph = {
      ...para(""),
      pieces: [
        { kind: "text", text: "If ", role: "body", field: "text", offset: 0 },
        { kind: "icon", icon: "raven", field: "text", offset: 3, length: 7 },
        { kind: "text", text: ": draw", role: "body", field: "text", offset: 10 },
      ],
    };
    const plain = fitText([para("If : draw")], fonts, { width: 57, height: 17 }, RULE);
    const l = fitText([withIcon], fonts, { width: 57, height: 17 }, RULE);
    const words = l.lines[0]!.words;
    expect(words).toHaveLength(3);
    expect(words[1]!.segments.map((seg) => seg.kind)).toEqual(["icon", "run"]);
    expect([words[1]!.start, words[1]!.end]).toEqual([3, 11]);
    expect(l.lines[0]!.width).toBeGreaterThan(plain.lines[0]!.width + 2.5);
    const two = fitText(
      [para("One."), para("Two.", { spaceBefore: 1 })],
      fonts,
      { width: 57, height: 30 },
      RULE,
    );
    expect(two.lines[1]!.baseline - two.lines[0]!.baseline).toBeCloseTo(3 * 1.1 + 3 * 1, 6);
  });

  it("centres the block vertically when asked", () => {
    const l = fitText(
      [para("Draw 2 cards.")],
      fonts,
      { width: 57, height: 17 },
      { ...RULE, valign: "middle" },
    );
    expect(l.top).toBeCloseTo((17 - l.height) / 2, 6);
  });
});
