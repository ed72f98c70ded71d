/**
 * Pair kerning read straight from a font's GPOS table ('kern' feature, pair adjustment lookups
 * of formats 1 and 2, also when wrapped in extension lookups).
 *
 * NOTE: why not opentype.js's `getKerningValue`: opentype.js 1.3.5 does not parse GPOS extension
 * lookups (type 9), and EB Garamond keeps most of its kerning in them, so opentype.js reports 0
 * for every Garamond pair. This reader is small, lazy (pairs are resolved on demand and cached)
 * and tolerant: a malformed table yields no kerning rather than an exception.
 */

/** Kerning of glyph pairs in font units (negative = closer). */
export interface PairKerning {
  /** The horizontal adjustment between glyph `left` and glyph `right`, in font units. */
  get(left: number, right: number): number;
}

const NO_KERNING: PairKerning = { get: () => 0 };

interface PairSubtable {
  format: 1 | 2;
  /** Byte offset of the subtable in the font. */
  at: number;
  coverage: number;
  valueFormat1: number;
  valueFormat2: number;
}

class Reader {
  constructor(private readonly view: DataView) {}
  u16(at: number): number {
    return this.view.getUint16(at);
  }
  i16(at: number): number {
    return this.view.getInt16(at);
  }
  u32(at: number): number {
    return this.view.getUint32(at);
  }
  tag(at: number): string {
    return String.fromCharCode(
      this.view.getUint8(at),
      this.view.getUint8(at + 1),
      this.view.getUint8(at + 2),
      this.view.getUint8(at + 3),
    );
  }
}

/** Size in bytes of a ValueRecord with this format (one 16-bit field per set bit). */
function valueSize(format: number): number {
  let n = 0;
  for (let f = format & 0xff; f; f >>= 1) n += f & 1;
  return n * 2;
}

/** The x adjustment a pair's two ValueRecords make: first glyph's advance, second's placement. */
function pairValue(r: Reader, at: number, vf1: number, vf2: number): number {
  let v = 0;
  if (vf1 & 0x4) v += r.i16(at + (vf1 & 0x1 ? 2 : 0) + (vf1 & 0x2 ? 2 : 0));
  if (vf2 & 0x1) v += r.i16(at + valueSize(vf1));
  return v;
}

/** Index of `glyph` in a Coverage table, or -1. */
function coverageIndex(r: Reader, at: number, glyph: number): number {
  const format = r.u16(at);
  const count = r.u16(at + 2);
  let lo = 0;
  let hi = count - 1;
  if (format === 1) {
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const g = r.u16(at + 4 + mid * 2);
      if (g === glyph) return mid;
      if (g < glyph) lo = mid + 1;
      else hi = mid - 1;
    }
  } else if (format === 2) {
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const rec = at + 4 + mid * 6;
      const start = r.u16(rec);
      const end = r.u16(rec + 2);
      if (glyph < start) hi = mid - 1;
      else if (glyph > end) lo = mid + 1;
      else return r.u16(rec + 4) + glyph - start;
    }
  }
  return -1;
}

/** Class of `glyph` in a ClassDef table (0 when unlisted). */
function glyphClass(r: Reader, at: number, glyph: number): number {
  const format = r.u16(at);
  if (format === 1) {
    const start = r.u16(at + 2);
    const count = r.u16(at + 4);
    return glyph >= start && glyph < start + count ? r.u16(at + 6 + (glyph - start) * 2) : 0;
  }
  if (format === 2) {
    let lo = 0;
    let hi = r.u16(at + 2) - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const rec = at + 4 + mid * 6;
      if (glyph < r.u16(rec)) hi = mid - 1;
      else if (glyph > r.u16(rec + 2)) lo = mid + 1;
      else return r.u16(rec + 4);
    }
  }
  return 0;
}

/**
 * The adjustment one pair subtable makes, or `undefined` when it does not apply to the pair (the
 * lookup then tries its next subtable).
 */
function subtableValue(
  r: Reader,
  s: PairSubtable,
  left: number,
  right: number,
): number | undefined {
  const ci = coverageIndex(r, s.coverage, left);
  if (ci < 0) return undefined;
  const rec = 2 + valueSize(s.valueFormat1) + valueSize(s.valueFormat2);
  if (s.format === 1) {
    const set = s.at + r.u16(s.at + 10 + ci * 2);
    let lo = 0;
    let hi = r.u16(set) - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const at = set + 2 + mid * rec;
      const g = r.u16(at);
      if (g === right) return pairValue(r, at + 2, s.valueFormat1, s.valueFormat2);
      if (g < right) lo = mid + 1;
      else hi = mid - 1;
    }
    return undefined;
  }
  const c1 = glyphClass(r, s.at + r.u16(s.at + 8), left);
  const c2 = glyphClass(r, s.at + r.u16(s.at + 10), right);
  const class2Count = r.u16(s.at + 14);
  const at = s.at + 16 + (c1 * class2Count + c2) * (rec - 2);
  return pairValue(r, at, s.valueFormat1, s.valueFormat2);
}

/** Byte offset of the table `tag` in an sfnt font, or -1. */
function findTable(r: Reader, length: number, tag: string): number {
  if (length < 12) return -1;
  const count = r.u16(4);
  for (let i = 0; i < count; i++) {
    const rec = 12 + i * 16;
    if (rec + 16 > length) return -1;
    if (r.tag(rec) === tag) return r.u32(rec + 8);
  }
  return -1;
}

/** Feature indices of the 'latn' script's default language system, else DFLT's, else all. */
function kernLookups(r: Reader, gpos: number): number[] {
  const scriptList = gpos + r.u16(gpos + 4);
  const featureList = gpos + r.u16(gpos + 6);
  const featureCount = r.u16(featureList);
  let featureIndices: number[] | undefined;
  const scripts = new Map<string, number>();
  for (let i = 0, n = r.u16(scriptList); i < n; i++) {
    const rec = scriptList + 2 + i * 6;
    scripts.set(r.tag(rec), scriptList + r.u16(rec + 4));
  }
  const script = scripts.get("latn") ?? scripts.get("DFLT");
  if (script !== undefined && r.u16(script) !== 0) {
    const langSys = script + r.u16(script);
    featureIndices = [];
    for (let i = 0, n = r.u16(langSys + 4); i < n; i++) {
      featureIndices.push(r.u16(langSys + 6 + i * 2));
    }
  }
  featureIndices ??= Array.from({ length: featureCount }, (_, i) => i);
  const lookups = new Set<number>();
  for (const fi of featureIndices) {
    if (fi >= featureCount) continue;
    const rec = featureList + 2 + fi * 6;
    if (r.tag(rec) !== "kern") continue;
    const feature = featureList + r.u16(rec + 4);
    for (let i = 0, n = r.u16(feature + 2); i < n; i++) lookups.add(r.u16(feature + 4 + i * 2));
  }
  return [...lookups].sort((a, b) => a - b);
}

/** The pair subtables of each kerning lookup, unwrapping extension lookups. */
function pairSubtables(r: Reader, gpos: number, lookupIndices: number[]): PairSubtable[][] {
  const lookupList = gpos + r.u16(gpos + 8);
  const count = r.u16(lookupList);
  const out: PairSubtable[][] = [];
  for (const li of lookupIndices) {
    if (li >= count) continue;
    const lookup = lookupList + r.u16(lookupList + 2 + li * 2);
    const type = r.u16(lookup);
    const subtables: PairSubtable[] = [];
    for (let i = 0, n = r.u16(lookup + 4); i < n; i++) {
      let at = lookup + r.u16(lookup + 6 + i * 2);
      if (type === 9) {
        if (r.u16(at + 2) !== 2) continue;
        at += r.u32(at + 4);
      } else if (type !== 2) {
        continue;
      }
      const format = r.u16(at);
      if (format !== 1 && format !== 2) continue;
      subtables.push({
        format,
        at,
        coverage: at + r.u16(at + 2),
        valueFormat1: r.u16(at + 4),
        valueFormat2: r.u16(at + 6),
      });
    }
    out.push(subtables);
  }
  return out;
}

/**
 * Reads the pair kerning of the font in `bytes` (TrueType or CFF sfnt). Fonts without GPOS
 * kerning, and malformed tables, give a kerning of 0 for every pair.
 */
export function readPairKerning(bytes: ArrayBuffer): PairKerning {
  try {
    const r = new Reader(new DataView(bytes));
    const gpos = findTable(r, bytes.byteLength, "GPOS");
    if (gpos < 0) return NO_KERNING;
    const lookups = pairSubtables(r, gpos, kernLookups(r, gpos));
    if (lookups.length === 0) return NO_KERNING;
    const cache = new Map<number, number>();
    return {
      get(left: number, right: number): number {
        const key = left * 65536 + right;
        let v = cache.get(key);
        if (v !== undefined) return v;
        v = 0;
        try {
          for (const subtables of lookups) {
            for (const s of subtables) {
              const value = subtableValue(r, s, left, right);
              if (value !== undefined) {
                v += value;
                break;
              }
            }
          }
        } catch {
          v = 0; // A malformed subtable reads past the end: no kerning for the pair.
        }
        cache.set(key, v);
        return v;
      },
    };
  } catch {
    return NO_KERNING;
  }
}
