/**
 * Whether a frame's regions are sound as geometry: every region on the card, and no two slots
 * (point or icon regions) overlapping, since a slot that overlaps another reads or hides the
 * wrong value in a stack. One pure check for the set cross-check (`vellum validate`, the
 * designer's problems) and the frame editor, so both report the same thing.
 */
import type { Frame, Region } from "../model";
import { rectIntersection } from "./rect";

// Millimetre figures come from editors and spreadsheets: allow float noise, not real overflow.
const EPSILON = 1e-6;

/** What is wrong with a region's place on its frame. */
export type FrameIssueKind = "outside-card" | "slots-overlap";

/** One geometry problem of a frame, about the region at `region` (an index in `regions`). */
export interface FrameIssue {
  kind: FrameIssueKind;
  region: number;
  /** For `slots-overlap`: the index of the other slot (always below `region`). */
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

/**
 * Every geometry problem of `frame`, region by region in order: regions leaving the card, then
 * (at the later of the two) slots overlapping an earlier slot by more than float noise.
 */
export function frameGeometryIssues(frame: Frame): FrameIssue[] {
  const issues: FrameIssue[] = [];
  frame.regions.forEach((region, r) => {
    for (const issue of regionOffCard(region, frame.width, frame.height)) {
      issues.push({ ...issue, region: r });
    }
    if (!isSlotRegion(region)) return;
    for (let o = 0; o < r; o++) {
      const other = frame.regions[o];
      if (!other || !isSlotRegion(other)) continue;
      const common = rectIntersection(region, other);
      if (!common || common.width <= EPSILON || common.height <= EPSILON) continue;
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
