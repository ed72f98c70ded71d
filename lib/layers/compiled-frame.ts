/**
 * Per-frame geometry computed once and reused by every card printed on the frame: the region
 * list in drawing order and the box the effect text fills on each text plate.
 *
 * NOTE: compiled frames are cached per frame object (a WeakMap), so frames are treated as
 * immutable values: after editing a frame, pass a new object (as the store and the editor do),
 * never mutate one in place.
 */
import type { Frame, Region } from "../model";
import type { CardRect } from "./rect";

/** A frame region with the geometry the layers code derives from it. */
export interface CompiledRegion {
  region: Region;
  /** For `text` regions: where the effect text goes on the plate (see {@link textBox}). */
  textBox: CardRect | undefined;
}

/** A frame with its derived geometry. */
export interface CompiledFrame {
  frame: Frame;
  regions: readonly CompiledRegion[];
}

const cache = new WeakMap<Frame, CompiledFrame>();

/**
 * Where the effect text goes on a text plate: the plate's part inside the safe margin, and, when
 * a `name` region lies on the plate (clear cards print their name there), the larger of the
 * parts above and below the name. Zero-height when nothing is left.
 */
export function textBox(plate: Region, frame: Frame): CardRect {
  const s = frame.safe;
  const x0 = Math.max(plate.x, s);
  const x1 = Math.min(plate.x + plate.width, frame.width - s);
  let y0 = Math.max(plate.y, s);
  let y1 = Math.min(plate.y + plate.height, frame.height - s);
  for (const r of frame.regions) {
    if (r.role !== "name") continue;
    const inside =
      r.x >= plate.x &&
      r.y >= plate.y &&
      r.x + r.width <= plate.x + plate.width &&
      r.y + r.height <= plate.y + plate.height;
    if (!inside) continue;
    const above = r.y - y0;
    const below = y1 - (r.y + r.height);
    if (below >= above) y0 = Math.max(y0, r.y + r.height);
    else y1 = Math.min(y1, r.y);
  }
  return { x: x0, y: y0, width: Math.max(0, x1 - x0), height: Math.max(0, y1 - y0) };
}

/** The compiled form of `frame` (computed on first use, then cached per frame object). */
export function compileFrame(frame: Frame): CompiledFrame {
  let compiled = cache.get(frame);
  if (!compiled) {
    compiled = {
      frame,
      regions: frame.regions.map((region) => ({
        region,
        textBox: region.role === "text" ? textBox(region, frame) : undefined,
      })),
    };
    cache.set(frame, compiled);
  }
  return compiled;
}
