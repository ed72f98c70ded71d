/**
 * The text plate and what is printed on it: the plate itself (gradient, engraved top double rule
 * and side frame), the card's name (on the plate of a clear card, or in the name band of an
 * opaque one), and the effect and flavour text. Colours come from the frame's style
 * (modifier black / white text, event grey / red, untimely death grey / black, story grey /
 * green, character dark / parchment).
 */
import type { CardElement, CardRect } from "../layers";
import { elementOpacity, rectContains } from "../layers";
import { setWords } from "../model";
import type { Region } from "../model";
import { mix } from "./color";
import type { CardString } from "./card-text";
import { fieldParagraphs } from "./card-text";
import { mm } from "./escape";
import type { CardContext } from "./options";
import { FLEURON, glyphOrnament, taperedRule, verticalGradient } from "./ornaments";
import { cornersPath, roundRectPath } from "./svg-doc";
import { FIT, fittedTextBlock, textBlock } from "./text-block";
import type { Paragraph } from "./text-model";
import { shapePath } from "./slots";
import { INK } from "./theme";

/** Side margin of a reference card's text inside its plate, mm (the plate's frame is at 1.5). */
const REFERENCE_MARGIN = 4.5;
/** Distance from a reference card's text to the centre of the fleuron above or below it, mm. */
const REFERENCE_ORNAMENT_GAP = 5;

/** The element's rectangle pushed out to the bleed edge on every side where it meets the trim. */
export function bleedRect(e: CardRect, ctx: CardContext): CardRect {
  const b = ctx.bleed;
  if (b === 0) return e;
  const { width: W, height: H } = ctx.frame;
  const x0 = e.x <= 0.01 ? -b : e.x;
  const y0 = e.y <= 0.01 ? -b : e.y;
  const x1 = e.x + e.width >= W - 0.01 ? W + b : e.x + e.width;
  const y1 = e.y + e.height >= H - 0.01 ? H + b : e.y + e.height;
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

/**
 * Path of rectangle `r` (already pushed into the bleed) with the card's rounded corners wherever
 * it reaches a corner of the card, so no paint leaves the rounded trim (no clip path needed).
 */
export function cardAreaPath(ctx: CardContext, r: CardRect, radius = 0): string {
  const b = ctx.bleed;
  const k = ctx.corner > 0 ? ctx.corner + b : 0;
  const { width: W, height: H } = ctx.frame;
  const left = r.x <= -b + 0.01;
  const top = r.y <= -b + 0.01;
  const right = r.x + r.width >= W + b - 0.01;
  const bottom = r.y + r.height >= H + b - 0.01;
  return cornersPath(r.x, r.y, r.width, r.height, [
    left && top ? k : radius,
    right && top ? k : radius,
    right && bottom ? k : radius,
    left && bottom ? k : radius,
  ]);
}

/** The text plate: gradient ground, a double rule along its top, a thin frame inside its sides. */
export function drawPlate(ctx: CardContext, e: CardElement): string {
  const p = ctx.palette;
  const r = bleedRect(e, ctx);
  const grad = verticalGradient(ctx.doc, p.plateTop, p.plate, p.plateBottom);
  const film = e.opaque ? "" : ` fill-opacity="0.35"`;
  let out = `<path fill="url(#${grad})"${film} d="${cardAreaPath(ctx, r)}"/>`;
  const inset = 1.5;
  const top = e.y + 0.55;
  const line = (y: number, t: number) =>
    `M${mm(r.x)} ${mm(y - t / 2)}H${mm(r.x + r.width)}v${mm(t)}H${mm(r.x)}z`;
  out += `<path fill="${p.accent}" d="${line(top, 0.32)}${line(top + 0.55, 0.1)}"/>`;
  // The frame: down the sides and along the bottom, inset from the plate's edges.
  const x0 = e.x + inset;
  const x1 = e.x + e.width - inset;
  const y0 = top + 0.6;
  const y1 = e.y + e.height - inset;
  const k = 1.2;
  const frame =
    `M${mm(x0)} ${mm(y0)}V${mm(y1 - k)}a${mm(k)} ${mm(k)} 0 0 0 ${mm(k)} ${mm(k)}` +
    `H${mm(x1 - k)}a${mm(k)} ${mm(k)} 0 0 0 ${mm(k)} ${mm(-k)}V${mm(y0)}`;
  out += `<path fill="none" stroke="${p.accent}" stroke-opacity="0.8" stroke-width="0.12" d="${frame}"/>`;
  const cx = e.x + e.width / 2;
  const d = 0.55;
  out += `<path fill="${p.accent}" d="M${mm(cx - d * 1.6)} ${mm(y1)}L${mm(cx)} ${mm(y1 - d)}L${mm(cx + d * 1.6)} ${mm(y1)}L${mm(cx)} ${mm(y1 + d)}Z"/>`;
  return out;
}

/** The frame's text plate the element lies on, if any (clear cards print the name there). */
function plateUnder(ctx: CardContext, e: CardElement): Region | undefined {
  return ctx.frame.regions.find((r) => r.role === "text" && rectContains(r, e));
}

/** Whether name element `e` is drawn as a dark band of its own (not on a text plate). */
export function isNameBand(ctx: CardContext, e: CardElement): boolean {
  return plateUnder(ctx, e) === undefined;
}

/** The card's name: on the plate (clear cards) or in a dark name band (opaque cards). */
export function drawName(ctx: CardContext, e: CardElement): string {
  const s = ctx.strings.name;
  const p = ctx.palette;
  const plate = plateUnder(ctx, e);
  const band = plate === undefined;
  const bandGround = p.dark ? p.plate : INK.brown;
  const color = band ? (p.dark ? p.text : INK.bone) : p.text;
  const paragraphs: Paragraph[] = [];
  fieldParagraphs(
    paragraphs,
    s,
    "name",
    {
      role: "display",
      color,
      align: "center",
      scale: 1,
      spaceBefore: 0,
      rule: false,
      boldPrefix: false,
    },
    ctx.set,
    ctx.diagnostics,
  );
  // One line: paragraph breaks in a name are read as spaces.
  const oneLine: Paragraph[] = paragraphs.slice(0, 1).map((para) => ({
    ...para,
    pieces: paragraphs.flatMap((q, i) =>
      i === 0
        ? q.pieces
        : [
            {
              kind: "text" as const,
              text: " ",
              role: "display" as const,
              field: "name",
              offset: 0,
            },
            ...q.pieces,
          ],
    ),
  }));
  if (!band) {
    const box = { x: e.x + 1, y: e.y + 0.15, width: e.width - 2, height: e.height - 1.75 };
    // A name is as opaque as the plate it lies on (lib/layers), so it is glyphs on the plate;
    // only a card that overrides its name opaque on a clear plate gets a ground of the
    // plate's colour under the name, exactly over the rectangle that hides what is below.
    const ground =
      e.opaque && !elementOpacity(ctx.card, ctx.frame, plate)
        ? `<path fill="url(#${verticalGradient(ctx.doc, p.plateTop, p.plate, p.plateBottom)})" d="${shapePath(e)}"/>`
        : "";
    return (
      ground +
      textBlock(ctx, oneLine, box, FIT.plateName, { name: s }, "the name") +
      taperedRule(e.x + e.width / 2, e.y + e.height - 0.8, e.width * 0.56, p.accent, 0.13)
    );
  }
  const grad = verticalGradient(
    ctx.doc,
    mix(bandGround, "#ffffff", 0.12),
    bandGround,
    mix(bandGround, "#000000", 0.3),
  );
  const film = e.opaque ? "" : ` fill-opacity="0.35"`;
  const ring = (d: number) =>
    roundRectPath(
      e.x + d,
      e.y + d,
      e.width - 2 * d,
      e.height - 2 * d,
      Math.max(0, e.radius - d * 0.5),
    );
  const lozenge = (cx: number) => {
    const cy = e.y + e.height / 2;
    return `M${mm(cx - 0.8)} ${mm(cy)}L${mm(cx)} ${mm(cy - 1.1)}L${mm(cx + 0.8)} ${mm(cy)}L${mm(cx)} ${mm(cy + 1.1)}Z`;
  };
  const box = { x: e.x + 3.4, y: e.y + 0.9, width: e.width - 6.8, height: e.height - 1.8 };
  return (
    `<path fill="url(#${grad})"${film} d="${ring(0)}"/>` +
    `<path fill="none" stroke="${INK.gold}" stroke-width="0.28" d="${ring(0.5)}"/>` +
    `<path fill="none" stroke="${INK.goldLight}" stroke-opacity="0.7" stroke-width="0.08" d="${ring(0.95)}"/>` +
    `<path fill="${INK.gold}" d="${lozenge(e.x + 1.9)}${lozenge(e.x + e.width - 1.9)}"/>` +
    textBlock(ctx, oneLine, box, FIT.bandName, { name: s }, "the name")
  );
}

/**
 * The effect and flavour text in the text element's box. Characters print their family's name
 * and their flavour; every other card centres its effect, then a small rule, then the flavour in
 * italic (a reference card as a title page between fleurons).
 */
export function drawCardText(ctx: CardContext, e: CardElement): string {
  const p = ctx.palette;
  const { text: effect, flavor } = ctx.strings;
  const paragraphs: Paragraph[] = [];
  const type = ctx.card.type;
  const diags = ctx.diagnostics;
  const family = type === "character" ? familyName(ctx) : undefined;
  const familyWord = setWords(ctx.set, ctx.opts.language).familyWord;
  const fields = { text: effect, flavor, family };
  if (family) {
    fieldParagraphs(
      paragraphs,
      family,
      "family",
      {
        role: "display",
        color: p.accent,
        align: "center",
        scale: 0.7,
        spaceBefore: 0,
        rule: false,
        boldPrefix: false,
        // One long word in a family name (the schema allows 80 characters) shrinks the family
        // line alone, down to the plate's minimum, and is cut at its end below that.
        fitWidth: true,
      },
      ctx.set,
      diags,
    );
  } else if (type !== "character" && effect) {
    fieldParagraphs(
      paragraphs,
      effect,
      "text",
      {
        role: "body",
        color: p.text,
        align: "center",
        scale: 1,
        spaceBefore: 0,
        rule: false,
        boldPrefix: true,
      },
      ctx.set,
      diags,
    );
  }
  if (flavor) {
    fieldParagraphs(
      paragraphs,
      flavor,
      "flavor",
      {
        role: "italic",
        color: p.muted,
        align: "center",
        scale: 0.94,
        spaceBefore: paragraphs.length > 0 ? 0.75 : 0,
        rule: paragraphs.length > 0,
        boldPrefix: false,
      },
      ctx.set,
      diags,
    );
  }
  const what =
    type !== "character"
      ? "the effect and flavour text"
      : family && flavor
        ? `the ${familyWord} name and flavour text`
        : family
          ? `the ${familyWord} name`
          : "the flavour text";
  if (type === "reference" && e.height > 30) {
    // A tall reference plate reads like a title page: the rules and the flavour centred, as
    // large as the plate allows (FIT.reference), between two fleurons that close in on the
    // text, so a short text leaves even margins around one group rather than empty bands.
    const band = 9;
    const margin = REFERENCE_MARGIN;
    const cx = e.x + e.width / 2;
    const ornament = (y: number, deg: number) =>
      glyphOrnament(ctx.fonts, FLEURON, cx, y, 4.2, p.accent, deg) +
      taperedRule(cx - 11, y, 15, p.accent, 0.12) +
      taperedRule(cx + 11, y, 15, p.accent, 0.12);
    const box = {
      x: e.x + margin,
      y: e.y + band,
      width: e.width - 2 * margin,
      height: e.height - 2 * band,
    };
    const { svg, layout } = fittedTextBlock(ctx, paragraphs, box, FIT.reference, fields, what);
    let top = e.y + band / 2;
    let bottom = e.y + e.height - band / 2;
    if (layout && layout.lines.length > 0) {
      const first = layout.lines[0]!;
      // Ink from the first line's cap height to the last line's descent.
      const inkTop = box.y + layout.top + first.baseline - 0.66 * first.size;
      const inkBottom = box.y + layout.top + layout.height;
      top = Math.max(top, inkTop - REFERENCE_ORNAMENT_GAP);
      bottom = Math.min(bottom, inkBottom + REFERENCE_ORNAMENT_GAP);
    }
    return ornament(top, 0) + ornament(bottom, 180) + svg;
  }
  const box = { x: e.x + 0.5, y: e.y + 0.25, width: e.width - 1, height: e.height - 0.5 };
  const fit = type === "character" ? FIT.character : FIT.effect;
  return textBlock(ctx, paragraphs, box, fit, fields, what);
}

/**
 * The family name a character prints, in the render language (else the family's own), with
 * where a diagnostic about it points: the family's `name` (or its translation) in the set.
 */
function familyName(ctx: CardContext): CardString | undefined {
  const index = ctx.set.families.findIndex((f) => f.id === ctx.card.family);
  const family = ctx.set.families[index];
  if (!family) return undefined;
  const language = ctx.opts.language;
  const translated = ownEntry(family.translations, language)?.name;
  const path = translated !== undefined ? `translations/${language}/name` : "name";
  const text = translated ?? family.name;
  if (text.trim() === "") return undefined;
  return {
    text,
    source: `family:${family.id}/${path}`,
    pointer: `/families/${index}/${path.replaceAll("~", "~0")}`,
  };
}

/** `record[key]` when `key` is the record's own (never an inherited `constructor` or `toString`). */
function ownEntry<T>(
  record: Record<string, T> | undefined,
  key: string | undefined,
): T | undefined {
  return record && key !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;
}
