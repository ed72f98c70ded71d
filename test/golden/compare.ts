/**
 * Golden-image comparison for the card renderer: decode two PNGs with sharp and measure how
 * far apart they are, with a tolerance that absorbs antialiasing noise but not a changed picture.
 */
import sharp from "sharp";

/** How two images differ. */
export interface ImageDiff {
  /** Whether the sizes match (when not, the other fields are meaningless). */
  sameSize: boolean;
  /** Mean absolute difference per channel, 0–255. */
  meanAbsDiff: number;
  /** Pixels with any channel differing by more than {@link STRONG} (count and fraction). */
  strongPixels: number;
  strongFraction: number;
  width: number;
  height: number;
}

/** A channel difference above this counts as a real change, not antialiasing. */
export const STRONG = 16;

/**
 * Tolerance: mean abs diff under 0.5 and at most 0.02 % of the pixels (about 39 at 372 × 520)
 * strongly different. Strict enough that one changed digit of a point value (a few hundred
 * pixels) fails, loose enough for librsvg's antialiasing to vary on a sub-pixel edge.
 */
export const TOLERANCE = Object.freeze({ meanAbsDiff: 0.5, strongFraction: 0.0002 });

async function raw(png: Buffer) {
  return sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
}

/** Compares two PNGs pixel by pixel (RGBA). */
export async function diffImages(a: Buffer, b: Buffer): Promise<ImageDiff> {
  const [x, y] = await Promise.all([raw(a), raw(b)]);
  const { width, height } = x.info;
  if (width !== y.info.width || height !== y.info.height) {
    return {
      sameSize: false,
      meanAbsDiff: 255,
      strongPixels: width * height,
      strongFraction: 1,
      width,
      height,
    };
  }
  let sum = 0;
  let strong = 0;
  const n = width * height;
  for (let p = 0; p < n; p++) {
    let max = 0;
    for (let c = 0; c < 4; c++) {
      const d = Math.abs(x.data[p * 4 + c]! - y.data[p * 4 + c]!);
      sum += d;
      if (d > max) max = d;
    }
    if (max > STRONG) strong++;
  }
  return {
    sameSize: true,
    meanAbsDiff: sum / (n * 4),
    strongPixels: strong,
    strongFraction: strong / n,
    width,
    height,
  };
}

/** Whether a diff is within {@link TOLERANCE}. */
export function withinTolerance(d: ImageDiff): boolean {
  return (
    d.sameSize &&
    d.meanAbsDiff < TOLERANCE.meanAbsDiff &&
    d.strongFraction <= TOLERANCE.strongFraction
  );
}

/** One line describing a diff, for failure messages. */
export function describeDiff(d: ImageDiff): string {
  if (!d.sameSize) return "sizes differ";
  return `mean abs diff ${d.meanAbsDiff.toFixed(3)} (limit ${TOLERANCE.meanAbsDiff}), ${d.strongPixels} pixels (${(d.strongFraction * 100).toFixed(3)} %) differ by more than ${STRONG} (limit ${(TOLERANCE.strongFraction * 100).toFixed(3)} %)`;
}
