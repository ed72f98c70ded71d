import { describe, expect, it } from "vitest";
import { BUILTIN_FRAMES, frameGeometryIssues } from "../layers";
import type { Frame, VellumSet } from "../model";
import { REGION_ROLES } from "../model";
import { validateSetValue } from "../schema";
import { sampleSet } from "../../test/fixtures/sample-set";
import { customisedCopy, withFrame } from "./frames";
import { addRegion, freeSlot, removeRegion } from "./regions";

const set = sampleSet();
const own: Frame = customisedCopy(set, BUILTIN_FRAMES.modifier);

describe("region edits", () => {
  it("adds a region of every role on the card, with an id the frame does not use yet", () => {
    let frame = own;
    for (const role of REGION_ROLES) {
      const added = addRegion(frame, role, 2);
      expect(added.index).toBe(frame.regions.length);
      frame = added.frame;
    }
    const ids = frame.regions.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    const fresh = frame.regions.slice(own.regions.length);
    expect(fresh.find((r) => r.role === "points")).toMatchObject({ slot: 2 });
    expect(fresh.find((r) => r.role === "text")?.slot).toBeUndefined();
    // points-2 is taken by the built-in frame already: the new one is points-2-2.
    expect(own.regions.some((r) => r.id === "points-2")).toBe(true);
    expect(fresh.find((r) => r.role === "points")?.id).toBe("points-2-2");
    // Every new region lies on the card, and the set stays valid.
    const outside = frameGeometryIssues(frame).filter((i) => i.kind === "outside-card");
    expect(outside).toEqual([]);
    const result = validateSetValue(withFrame(set, frame));
    expect(result.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  });

  it("offers the first slot no region of the role holds", () => {
    // The modifier frame holds all three point slots: the first is offered again.
    expect(freeSlot(own, "points")).toBe(1);
    const { frame } = addRegion({ ...own, regions: [] }, "icon", 1);
    expect(freeSlot(frame, "icon")).toBe(2);
    expect(freeSlot(frame, "points")).toBe(1);
  });

  it("removes a region, but not one whose opacity a card on the frame overrides", () => {
    const region = own.regions[0]!;
    const removed = removeRegion(set, own, 0);
    expect(removed.ok && removed.frame.regions.map((r) => r.id)).toEqual(
      own.regions.slice(1).map((r) => r.id),
    );
    const modifier = set.cards.find((c) => c.type === "modifier")!;
    const overriding: VellumSet = {
      ...set,
      frames: [own],
      cards: set.cards.map((c) =>
        c.id === modifier.id ? { ...c, opacity: { [region.id]: "clear" as const } } : c,
      ),
    };
    expect(removeRegion(overriding, own, 0)).toEqual({
      ok: false,
      error: `${modifier.name} sets this region's opacity; change it first`,
    });
    expect(removeRegion(set, own, 99)).toEqual({ ok: false, error: "there is no such region" });
  });

  it("keeps a slot region cards print in, unless another region holds that slot", () => {
    const at = own.regions.findIndex((r) => r.id === "points-1");
    const owning = withFrame(set, own);
    const refused = removeRegion(owning, own, at);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error).toMatch(/ and \d+ more print something in this slot, /);
    const doubled = addRegion(own, "points", 1).frame;
    const removed = removeRegion(withFrame(set, doubled), doubled, at);
    expect(
      removed.ok && removed.frame.regions.filter((r) => r.role === "points" && r.slot === 1),
    ).toHaveLength(1);
  });
});
