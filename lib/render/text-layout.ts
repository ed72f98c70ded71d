/**
 * Text layout: words → lines inside a box, and the auto-fit that picks the size. Fit order (the
 * renderer's contract): first tighten the letter-spacing slightly (0 down to `minTracking`), then
 * shrink the font size step by step down to `minSize`; if the text still does not fit, the lines
 * that fit are kept, the last one ends in an ellipsis, and the result reports the overflow. A
 * line still wider than the box (one word longer than the box is wide) is cut at its end with an
 * ellipsis too, never left to be clipped on both sides.
 */
import type { FontFace, FontSet } from "./fonts";
import type { ShapedRun } from "./glyphs";
import { runWidth, shape } from "./glyphs";
import type { FitRule, Paragraph } from "./text-model";

/** Width of an inline icon, and the gap around it, in em. */
export const ICON_EM = 1.05;
const ICON_GAP_EM = 0.06;
/** The character that ends a line cut short. */
export const ELLIPSIS = "\u2026";

/** A piece of a word: a shaped run in one face, or an inline icon. */
export type Segment =
  { kind: "run"; face: FontFace; run: ShapedRun; text: string } | { kind: "icon"; icon: string };

/** An unbreakable word: its segments, its width at 1 mm (em) and where it came from. */
export interface Word {
  segments: Segment[];
  /** Width in em at tracking 0. */
  width: number;
  /** Number of glyphs (tracking is added after each). */
  glyphs: number;
  /** Space after the word when a line continues, in em. */
  space: number;
  field: string;
  /** Source offsets of the word in its field: [start, end). */
  start: number;
  end: number;
}

/** A paragraph split into words. */
export interface PreparedParagraph {
  paragraph: Paragraph;
  words: Word[];
}

/** A laid-out line: a slice of a paragraph's words with its baseline (mm from the block top). */
export interface Line {
  paragraph: number;
  words: Word[];
  /** Width in mm (at the line's size and the block's tracking). */
  width: number;
  baseline: number;
  /** Font size of the line, mm. */
  size: number;
  /** The line was cut short: draw an ellipsis after its words. */
  ellipsis: boolean;
}

/** Where a text that does not fit at its minimum size was cut, and by how much it is over. */
export interface Overflow {
  /**
   * `height`: lines left out at the bottom (the last kept one cut short); `width`: one line cut
   * short because it is wider than the box (a one-line text, or a word longer than the box).
   */
  kind: "height" | "width";
  field: string;
  /** Source offsets of the first character left out (or cut), [start, end). */
  start: number;
  end: number;
  /** How far the text is over the box at the minimum size, in mm (height, or width for one line). */
  overMm: number;
  /** Lines left out (0 for a single line cut short). */
  lines: number;
  /** Characters of the source left out, about. */
  chars: number;
  /** Font size of the line cut, mm (a paragraph may be set smaller than the block). */
  size: number;
}

/** The result of fitting a block of text into a box. */
export interface TextLayout {
  lines: Line[];
  /** Block font size in mm, and the tracking in em, that were chosen. */
  size: number;
  tracking: number;
  /** Height of the laid-out block in mm. */
  height: number;
  /** Offset of the block top from the box top, in mm (vertical alignment). */
  top: number;
  /** What was cut, in text order: nothing when the text fits. */
  overflows: Overflow[];
  /** The paragraphs the lines index into. */
  paragraphs: PreparedParagraph[];
}

const WS = /\s+/g;

/** Splits paragraphs into words, shaping each text run once (cached per font and string). */
function prepareParagraphs(paragraphs: readonly Paragraph[], fonts: FontSet): PreparedParagraph[] {
  return paragraphs.map((paragraph) => {
    const words: Word[] = [];
    let current: Word | undefined;
    const close = (space: number) => {
      if (current && current.segments.length > 0) {
        current.space = space;
        words.push(current);
      }
      current = undefined;
    };
    const open = (field: string, start: number): Word => {
      current ??= { segments: [], width: 0, glyphs: 0, space: 0, field, start, end: start };
      return current;
    };
    for (const piece of paragraph.pieces) {
      if (piece.kind === "icon") {
        const w = open(piece.field, piece.offset);
        w.segments.push({ kind: "icon", icon: piece.icon });
        w.width += ICON_EM + 2 * ICON_GAP_EM;
        w.end = piece.offset + piece.length;
        continue;
      }
      const face = fonts[piece.role];
      let last = 0;
      const text = piece.text;
      const emit = (from: number, to: number) => {
        if (to <= from) return;
        const w = open(piece.field, piece.offset + from);
        const part = text.slice(from, to);
        const run = shape(face, part);
        w.segments.push({ kind: "run", face, run, text: part });
        w.width += run.width;
        w.glyphs += run.glyphs.length;
        w.end = piece.offset + to;
      };
      WS.lastIndex = 0;
      for (let m = WS.exec(text); m; m = WS.exec(text)) {
        emit(last, m.index);
        close(face.spaceAdvance);
        last = m.index + m[0].length;
      }
      emit(last, text.length);
    }
    close(0);
    return { paragraph, words };
  });
}

function wordWidth(w: Word, size: number, tracking: number): number {
  return size * (w.width + tracking * w.glyphs);
}

/** Lays paragraphs out at one size and tracking; `fits` says whether the box holds them. */
function layoutAt(
  paras: readonly PreparedParagraph[],
  rule: FitRule,
  box: { width: number; height: number },
  size: number,
  tracking: number,
): { lines: Line[]; height: number; fits: boolean } {
  const lines: Line[] = [];
  let baseline = 0;
  let lastSize = size;
  let fits = true;
  /** Lines that may stay wider than the box: a `fitWidth` paragraph at its floor. */
  const floored = new Set<Line>();
  for (let p = 0; p < paras.length; p++) {
    const { paragraph, words } = paras[p]!;
    let s = size * paragraph.scale;
    let atFloor = false;
    if (paragraph.fitWidth) {
      const widest = words.reduce((m, w) => Math.max(m, w.width + tracking * w.glyphs), 0);
      const floor = rule.minSize * paragraph.scale;
      if (widest * s > box.width) {
        s = Math.max(floor, Math.min(s, box.width / widest));
        // NOTE: at the floor the block shrinking cannot make this word fit: it is cut instead.
        atFloor = widest * s > box.width + 1e-6;
      }
    }
    let line: Line | undefined;
    for (const w of words) {
      const ww = wordWidth(w, s, tracking);
      if (
        line &&
        (rule.singleLine || line.width + line.words.at(-1)!.space * s + ww <= box.width)
      ) {
        line.width += line.words.at(-1)!.space * s + ww;
        line.words.push(w);
        continue;
      }
      if (lines.length === 0) baseline = rule.ascent * s;
      else if (line) baseline += rule.lineHeight * s;
      else baseline += rule.lineHeight * s + paragraph.spaceBefore * size;
      line = { paragraph: p, words: [w], width: ww, baseline, size: s, ellipsis: false };
      lines.push(line);
      if (atFloor) floored.add(line);
    }
    if (line) {
      lastSize = s;
      if (!rule.singleLine) avoidOrphan(lines, box.width, s, tracking);
    }
  }
  for (const l of lines) if (l.width > box.width + 1e-6 && !floored.has(l)) fits = false;
  const height = lines.length === 0 ? 0 : baseline + rule.descent * lastSize;
  if (height > box.height + 1e-6) fits = false;
  return { lines, height, fits };
}

/**
 * Typographic orphan control: when a paragraph of two or more lines would end with one word
 * alone ("nothing."), the last word of the line before comes down to keep it company, if the
 * two fit on the line and the line before keeps at least two words. Only line widths change:
 * the number of lines (so the block's height and fit) stays the same.
 */
function avoidOrphan(lines: Line[], boxWidth: number, size: number, tracking: number): void {
  const last = lines.at(-1);
  const prev = lines.at(-2);
  if (!last || !prev || prev.paragraph !== last.paragraph) return;
  if (last.words.length !== 1 || prev.words.length < 3) return;
  const moved = prev.words.at(-1)!;
  const before = prev.words.at(-2)!;
  const movedWidth = wordWidth(moved, size, tracking);
  const width = movedWidth + moved.space * size + last.width;
  if (width > boxWidth + 1e-6) return;
  prev.words.pop();
  prev.width -= before.space * size + movedWidth;
  last.words.unshift(moved);
  last.width = width;
}

function ellipsisWidth(fonts: FontSet, line: Line, tracking: number): number {
  const seg = line.words.at(-1)?.segments.find((s) => s.kind === "run");
  const face = seg?.kind === "run" ? seg.face : fonts.body;
  return runWidth(shape(face, ELLIPSIS), line.size, tracking);
}

/** Punctuation that must not stand before an ellipsis ("cards.…" reads as "cards...."). */
const TRAILING_PUNCTUATION = /[\s.,;:!?\u2026\u2013\u2014-]+$/u;

/**
 * `w` without the punctuation at its end (shaped again), `w` itself when it has none, or
 * `undefined` when nothing but punctuation is left of it.
 */
function withoutTrailingPunctuation(w: Word): Word | undefined {
  const at = w.segments.length - 1;
  const seg = w.segments[at];
  if (seg?.kind !== "run") return w;
  const text = seg.text.replace(TRAILING_PUNCTUATION, "");
  if (text === seg.text) return w;
  const segments = w.segments.slice(0, at);
  let width = w.width - seg.run.width;
  let glyphs = w.glyphs - seg.run.glyphs.length;
  if (text.length > 0) {
    const run = shape(seg.face, text);
    segments.push({ kind: "run", face: seg.face, run, text });
    width += run.width;
    glyphs += run.glyphs.length;
  }
  if (segments.length === 0) return undefined;
  return { ...w, segments, width, glyphs, end: w.end - (seg.text.length - text.length) };
}

/** Width of `words` set on one line at `size` and `tracking`, in mm. */
function wordsWidth(words: readonly Word[], size: number, tracking: number): number {
  return words.reduce(
    (sum, w, i) => sum + wordWidth(w, size, tracking) + (i > 0 ? words[i - 1]!.space * size : 0),
    0,
  );
}

/**
 * The longest start of `w` no wider than `maxMm` at `size` and `tracking` (cut between
 * characters, an inline icon kept whole or left out), never empty: at least its first
 * character. `undefined` when `w` fits whole.
 */
function truncateWord(w: Word, maxMm: number, size: number, tracking: number): Word | undefined {
  if (wordWidth(w, size, tracking) <= maxMm + 1e-6) return undefined;
  const segments: Segment[] = [];
  let width = 0;
  let glyphs = 0;
  let end = w.start;
  const fits = (em: number, n: number) => size * (em + tracking * n) <= maxMm + 1e-6;
  for (const seg of w.segments) {
    if (seg.kind === "icon") {
      const em = ICON_EM + 2 * ICON_GAP_EM;
      if (!fits(width + em, glyphs) && segments.length > 0) break;
      segments.push(seg);
      width += em;
      end += seg.icon.length + 2; // the `{icon}` token
      continue;
    }
    if (fits(width + seg.run.width, glyphs + seg.run.glyphs.length)) {
      segments.push(seg);
      width += seg.run.width;
      glyphs += seg.run.glyphs.length;
      end += seg.text.length;
      continue;
    }
    // The longest prefix of this run that fits (binary search over code points).
    const chars = Array.from(seg.text);
    let lo = segments.length > 0 ? 0 : 1;
    let hi = chars.length - 1;
    const prefix = (n: number) => shape(seg.face, chars.slice(0, n).join(""));
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      const run = prefix(mid);
      if (fits(width + run.width, glyphs + run.glyphs.length)) lo = mid;
      else hi = mid - 1;
    }
    if (lo > 0) {
      const text = chars.slice(0, lo).join("");
      const run = shape(seg.face, text);
      segments.push({ kind: "run", face: seg.face, run, text });
      width += run.width;
      glyphs += run.glyphs.length;
      end += text.length;
    }
    break;
  }
  return { ...w, segments, width, glyphs, end };
}

/**
 * `line` cut short to end in an ellipsis inside `boxWidth`: whole words dropped from its end
 * (with the punctuation before the ellipsis), and when one word is left that is still too wide,
 * that word cut between characters. Also the source offset of the first character left out
 * (`undefined` when nothing was).
 */
function shorten(
  fonts: FontSet,
  line: Line,
  boxWidth: number,
  tracking: number,
): { line: Line; from: { field: string; offset: number } | undefined } {
  const ell = ellipsisWidth(fonts, line, tracking);
  const words = [...line.words];
  let from: { field: string; offset: number } | undefined;
  const leftOut = (w: Word, offset: number) => (from = { field: w.field, offset });
  // The line ends in a word, not in punctuation, before its ellipsis.
  const trimEnd = () => {
    for (;;) {
      const last = words.at(-1)!;
      const trimmed = withoutTrailingPunctuation(last);
      if (trimmed) {
        if (trimmed !== last) leftOut(last, trimmed.end);
        words[words.length - 1] = trimmed;
        return;
      }
      if (words.length === 1) return;
      leftOut(last, last.start);
      words.pop();
    }
  };
  trimEnd();
  while (words.length > 1 && wordsWidth(words, line.size, tracking) + ell > boxWidth + 1e-6) {
    const last = words.pop()!;
    leftOut(last, last.start);
    trimEnd();
  }
  if (words.length === 1) {
    const only = words[0]!;
    const cut = truncateWord(only, boxWidth - ell, line.size, tracking);
    if (cut) {
      leftOut(only, cut.end);
      words[0] = cut;
    }
  }
  const width = wordsWidth(words, line.size, tracking) + ell;
  return { line: { ...line, words, width, ellipsis: true }, from };
}

/** The source characters of `words` (in text order) from `offset` of `field` on, about. */
function charsFrom(words: readonly Word[], field: string, offset: number): number {
  const at = words.findIndex((w) => w.field === field && w.start <= offset && offset <= w.end);
  if (at < 0) return 1;
  // Each word with the space after it, as "shorten the text by about n characters" counts.
  let n = words[at]!.end - offset + 1;
  for (const w of words.slice(at + 1)) n += w.end - w.start + 1;
  return n;
}

/**
 * Cuts a layout that does not fit at the minimum size, and says where and by how much: lines
 * below the box are left out and the last kept one ends in an ellipsis; then each line still
 * wider than the box is cut short at its end.
 */
function cut(
  fonts: FontSet,
  rule: FitRule,
  box: { width: number; height: number },
  all: Line[],
  height: number,
  tracking: number,
): { lines: Line[]; overflows: Overflow[] } {
  const overflows: Overflow[] = [];
  let keep = all.length;
  while (
    keep > 1 &&
    all[keep - 1]!.baseline + rule.descent * all[keep - 1]!.size > box.height + 1e-6
  ) {
    keep--;
  }
  const lines = all.slice(0, keep);
  if (keep < all.length) {
    const last = lines.at(-1)!;
    const dropped = all.slice(keep).flatMap((l) => l.words);
    const short = shorten(fonts, last, box.width, tracking);
    lines[lines.length - 1] = short.line;
    const first = dropped[0]!;
    const from = short.from ?? { field: first.field, offset: first.start };
    const after = [...last.words, ...dropped];
    overflows.push({
      kind: "height",
      field: from.field,
      start: from.offset,
      end: dropped.at(-1)!.end,
      overMm: Math.max(0, height - box.height),
      lines: all.length - keep,
      chars: charsFrom(after, from.field, from.offset),
      size: last.size,
    });
  }
  lines.forEach((line, i) => {
    if (line.ellipsis || line.width <= box.width + 1e-6) return;
    const short = shorten(fonts, line, box.width, tracking);
    lines[i] = short.line;
    const from = short.from ?? {
      field: line.words.at(-1)!.field,
      offset: line.words.at(-1)!.start,
    };
    overflows.push({
      kind: "width",
      field: from.field,
      start: from.offset,
      end: line.words.at(-1)!.end,
      overMm: line.width - box.width,
      lines: 0,
      chars: charsFrom(line.words, from.field, from.offset),
      size: line.size,
    });
  });
  overflows.sort((a, b) => overflowOrder(all, a) - overflowOrder(all, b));
  return { lines, overflows };
}

/** Where an overflow starts in the text, for listing overflows in text order. */
function overflowOrder(lines: readonly Line[], o: Overflow): number {
  const at = lines.findIndex((l) =>
    l.words.some((w) => w.field === o.field && w.start <= o.start && o.start <= w.end),
  );
  return at < 0 ? lines.length : at;
}

/**
 * Fits `paragraphs` into `box` under `rule`: the first (size, tracking) that fits, trying the
 * tracking range at the start size, then smaller sizes at the tightest tracking. When even the
 * minimum size does not fit, the text is cut and `overflow` says where.
 */
export function fitText(
  paragraphs: readonly Paragraph[],
  fonts: FontSet,
  box: { width: number; height: number },
  rule: FitRule,
): TextLayout {
  const paras = prepareParagraphs(paragraphs, fonts);
  const trackings = [0, rule.minTracking / 2, rule.minTracking];
  let size = rule.size;
  let tracking = 0;
  let attempt = layoutAt(paras, rule, box, size, tracking);
  for (let i = 1; !attempt.fits && i < trackings.length; i++) {
    tracking = trackings[i]!;
    attempt = layoutAt(paras, rule, box, size, tracking);
  }
  while (!attempt.fits && size > rule.minSize + 1e-9) {
    size = Math.max(rule.minSize, size - rule.step);
    attempt = layoutAt(paras, rule, box, size, tracking);
  }
  let lines = attempt.lines;
  let height = attempt.height;
  let overflows: Overflow[] = [];
  const tooWide = lines.some((l) => l.width > box.width + 1e-6);
  if (!attempt.fits || tooWide) {
    const c = cut(fonts, rule, box, attempt.lines, attempt.height, tracking);
    lines = c.lines;
    overflows = c.overflows;
    const l = lines.at(-1);
    height = l ? Math.min(box.height, l.baseline + rule.descent * l.size) : 0;
  }
  const top = rule.valign === "middle" ? Math.max(0, (box.height - height) / 2) : 0;
  return { lines, size, tracking, height, top, overflows, paragraphs: paras };
}
