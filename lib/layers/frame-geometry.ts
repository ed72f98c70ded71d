/**
 * Whether a frame's regions are sound as geometry: every region on the card, no two slots
 * (point or icon regions) overlapping, since a slot that overlaps another reads or hides the
 * wrong value in a stack, and no mark (category icons, emblem) printed over a slot, since the
 * mark's ink would cover a value a player reads through the film while the rules count it. One pure check for the set cross-check (`vellum validate`, the
 * designer's problems) and the frame editor, so both report the same thing.
 */
import type { Frame, Region } from "../model";
import { rectIntersection } from "./rect";

// Millimetre figures come from editors and spreadsheets: allow float noise, not real overflow.
const EPSILON = 1e-6;

/** What is wrong with a region's place on its frame. */
export type FrameIssueKind = "outside-card" | "slots-overlap" | "mark-over-slot";

/** One geometry problem of a frame, about the region at `region` (an index in `regions`). */
export interface FrameIssue {
  kind: FrameIssueKind;
  region: number;
  /**
   * For `slots-overlap`: the index of the other slot (always below `region`). For
   * `mark-over-slot` (reported at the mark): the index of the slot it covers.
   */
  other?: number;
  /** For `outside-card`: the field to change (`x`, `y`, `width` or `height`). */
  field?: "x" | "y" | "width" | "height";
  /** Plain words with the fix, without naming the frame (callers add where it is). */
  message: string;
}

/** A millimetre figure without float noise: 62.99999 → "63". */
export function mmText(value: number): string {
  return String(Number(value.toFixed(2)));
}

/** Whether a region is a slot (a point or story-icon position the rules read). */
export function isSlotRegion(region: Pick<Region, "role">): boolean {
  return region.role === "points" || region.role === "icon";
}

/** The ways `region` leaves a card of `width` × `height` mm (empty when it is on the card). */
export function regionOffCard(
  region: Pick<Region, "x" | "y" | "width" | "height">,
  width: number,
  height: number,
): Omit<FrameIssue, "region">[] {
  const issues: Omit<FrameIssue, "region">[] = [];
  if (region.x < -EPSILON) {
    issues.push({
      kind: "outside-card",
      field: "x",
      message: `starts ${mmText(-region.x)} mm left of the card — keep x ≥ 0`,
    });
  }
  if (region.y < -EPSILON) {
    issues.push({
      kind: "outside-card",
      field: "y",
      message: `starts ${mmText(-region.y)} mm above the card — keep y ≥ 0`,
    });
  }
  const right = region.x + region.width;
  const bottom = region.y + region.height;
  if (right > width + EPSILON) {
    issues.push({
      kind: "outside-card",
      field: "width",
      message: `reaches ${mmText(right)} mm across but the card is ${mmText(width)} mm wide — keep x + width ≤ ${mmText(width)}`,
    });
  }
  if (bottom > height + EPSILON) {
    issues.push({
      kind: "outside-card",
      field: "height",
      message: `reaches ${mmText(bottom)} mm down but the card is ${mmText(height)} mm tall — keep y + height ≤ ${mmText(height)}`,
    });
  }
  return issues;
}

function slotName(region: Region): string {
  return `'${region.id}'`;
}

/** Whether a region is a mark: ink the frame prints that is no element of the rules. */
export function isMarkRegion(region: Pick<Region, "role">): boolean {
  return region.role === "category-icon" || region.role === "emblem";
}

const MARK_WORDS: Readonly<Record<string, string>> = {
  "category-icon": "the category icons",
  emblem: "the emblem",
};

/** The common rectangle of two regions when it is more than float noise. */
function overlapOf(a: Region, b: Region): { width: number; height: number } | undefined {
  const common = rectIntersection(a, b);
  if (!common || common.width <= EPSILON || common.height <= EPSILON) return undefined;
  return common;
}

/**
 * Every geometry problem of `frame`, region by region in order: regions leaving the card, then
 * (at the later of the two) slots overlapping an earlier slot by more than float noise, and (at
 * the mark) a mark region over any slot.
 */
export function frameGeometryIssues(frame: Frame): FrameIssue[] {
  const issues: FrameIssue[] = [];
  frame.regions.forEach((region, r) => {
    for (const issue of regionOffCard(region, frame.width, frame.height)) {
      issues.push({ ...issue, region: r });
    }
    if (isMarkRegion(region)) {
      frame.regions.forEach((slot, o) => {
        if (!isSlotRegion(slot)) return;
        const common = overlapOf(region, slot);
        if (!common) return;
        const what = slot.role === "points" ? "point" : "icon";
        issues.push({
          kind: "mark-over-slot",
          region: r,
          other: o,
          message: `prints ${MARK_WORDS[region.role]} over ${what} slot ${slotName(slot)} (${mmText(common.width)} × ${mmText(common.height)} mm), where the rules read the value a card shows through the stack — move it off the slot`,
        });
      });
      return;
    }
    if (!isSlotRegion(region)) return;
    for (let o = 0; o < r; o++) {
      const other = frame.regions[o];
      if (!other || !isSlotRegion(other)) continue;
      const common = overlapOf(region, other);
      if (!common) continue;
      issues.push({
        kind: "slots-overlap",
        region: r,
        other: o,
        message: `overlaps slot ${slotName(other)} by ${mmText(common.width)} × ${mmText(common.height)} mm — move one of them so a stacked card's value covers exactly the one below`,
      });
    }
  });
  return issues;
}
