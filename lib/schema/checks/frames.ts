import type { FrameIssue } from "../../layers";
import { frameGeometryIssues } from "../../layers";
import type { CardType } from "../../model";
import { toPointer } from "../pointer";
import type { CheckContext } from "./context";
import { label } from "./context";

/** Frame geometry (regions inside the card, slots on slot regions) and which frame or back is
 * the default for each card type. */

/**
 * set/region-outside-card, set/slots-overlap (w), set/mark-over-slot (w), set/region-without-slot,
 * set/emblem-without-picture, set/ambiguous-default.
 * The geometry is lib/layers' `frameGeometryIssues`, which the frame editor shows too.
 */
export function checkFrames(ctx: CheckContext): void {
  const { set } = ctx;
  (set.frames ?? []).forEach((frame, f) => {
    checkEmblem(ctx, f);
    const issuesByRegion = new Map<number, FrameIssue[]>();
    for (const issue of frameGeometryIssues(frame)) {
      issuesByRegion.set(issue.region, [...(issuesByRegion.get(issue.region) ?? []), issue]);
    }
    frame.regions.forEach((region, r) => {
      const at = toPointer(["frames", f, "regions", r]);
      const who = `${label("region", region, r)} of ${label("frame", frame, f)}`;
      for (const issue of issuesByRegion.get(r) ?? []) {
        if (issue.kind === "outside-card") {
          ctx.report("set/region-outside-card", "error", at, `${who} ${issue.message}`);
        } else if (issue.kind === "mark-over-slot") {
          ctx.report("set/mark-over-slot", "warning", at, `${who} ${issue.message}`);
        } else {
          ctx.report("set/slots-overlap", "warning", at, `${who} ${issue.message}`);
        }
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

/**
 * set/emblem-without-picture: an emblem needs an SVG or an art file (the schema cannot say "one
 * of the two" in the editor's terms); without either it would print nothing.
 */
function checkEmblem(ctx: CheckContext, f: number): void {
  const frame = ctx.set.frames?.[f];
  const emblem = frame?.emblem;
  if (!frame || !emblem || emblem.svg !== undefined || emblem.art !== undefined) return;
  ctx.report(
    "set/emblem-without-picture",
    "error",
    toPointer(["frames", f, "emblem"]),
    `the emblem of ${label("frame", frame, f)} has neither an SVG nor an art file — choose one in the frame editor (an open icon, an uploaded SVG or a picture of the art folder), or remove the emblem`,
  );
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
