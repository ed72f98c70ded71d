import type { CardType } from "../../model";
import { toPointer } from "../pointer";
import type { CheckContext } from "./context";
import { label, mm } from "./context";

/** Frame geometry (regions inside the card, slots on slot regions) and which frame or back is
 * the default for each card type. */

// Millimetre figures come from editors and spreadsheets: allow float noise, not real overflow.
const EPSILON = 1e-6;

/** set/region-outside-card, set/region-without-slot, set/ambiguous-default. */
export function checkFrames(ctx: CheckContext): void {
  const { set } = ctx;
  (set.frames ?? []).forEach((frame, f) => {
    frame.regions.forEach((region, r) => {
      const at = toPointer(["frames", f, "regions", r]);
      const who = `${label("region", region, r)} of ${label("frame", frame, f)}`;
      const right = region.x + region.width;
      const bottom = region.y + region.height;
      if (right > frame.width + EPSILON) {
        ctx.report(
          "set/region-outside-card",
          "error",
          at,
          `${who} reaches ${mm(right)} mm across but the card is ${mm(frame.width)} mm wide — keep x + width ≤ ${mm(frame.width)}`,
        );
      }
      if (bottom > frame.height + EPSILON) {
        ctx.report(
          "set/region-outside-card",
          "error",
          at,
          `${who} reaches ${mm(bottom)} mm down but the card is ${mm(frame.height)} mm tall — keep y + height ≤ ${mm(frame.height)}`,
        );
      }
      if ((region.role === "points" || region.role === "icon") && region.slot === undefined) {
        ctx.report(
          "set/region-without-slot",
          "error",
          at,
          `${who} is a ${region.role} region without a slot — add "slot": 1 (top), 2 (middle) or 3 (bottom)`,
        );
      }
    });
  });
  checkDefaults(ctx, "frames", "frame", set.frames ?? []);
  checkDefaults(ctx, "backs", "back", set.backs ?? []);
}

function checkDefaults(
  ctx: CheckContext,
  key: "frames" | "backs",
  noun: string,
  items: readonly { id: string; types?: CardType[] }[],
): void {
  const claimed = new Map<CardType, number>();
  items.forEach((item, i) => {
    item.types?.forEach((type, t) => {
      const first = claimed.get(type);
      if (first === undefined) {
        claimed.set(type, i);
        return;
      }
      const firstLabel = label(noun, items[first], first);
      ctx.report(
        "set/ambiguous-default",
        "warning",
        toPointer([key, i, "types", t]),
        `${firstLabel} and ${label(noun, item, i)} are both the default ${noun} for ${type} cards; the first one wins — remove '${type}' from one of them`,
      );
    });
  });
}
