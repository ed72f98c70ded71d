import { describe, expect, it } from "vitest";
import { BUILTIN_FRAME_IDS, CARD_TYPES, isSlug } from "../model";
import type { Frame, Region } from "../model";
import { BUILTIN_FRAMES, REGION_IDS, builtinFrame } from "./builtin-frames";
import { rectContains, rectIntersection } from "./rect";

const CLEAR_TYPES = ["modifier", "event", "untimely-death", "story"] as const;

function regionOf(frame: Frame, id: string): Region {
  const r = frame.regions.find((x) => x.id === id);
  if (!r) throw new Error(`${frame.id} has no region ${id}`);
  return r;
}

describe("built-in frames", () => {
  it.each(CARD_TYPES)("%s: poker size, bleed 3, safe 3, id from BUILTIN_FRAME_IDS", (type) => {
    const f = BUILTIN_FRAMES[type];
    expect(f.id).toBe(BUILTIN_FRAME_IDS[type]);
    expect(f.types).toEqual([type]);
    expect([f.width, f.height, f.bleed, f.safe]).toEqual([63, 88, 3, 3]);
    expect(builtinFrame(f.id)).toBe(f);
  });

  it.each(CARD_TYPES)("%s: regions are unique slugs inside the trim", (type) => {
    const f = BUILTIN_FRAMES[type];
    const trim = { x: 0, y: 0, width: f.width, height: f.height };
    expect(new Set(f.regions.map((r) => r.id)).size).toBe(f.regions.length);
    for (const r of f.regions) {
      expect(isSlug(r.id)).toBe(true);
      expect(rectContains(trim, r)).toBe(true);
    }
  });

  it("characters and reference cards are opaque; the others are clear film", () => {
    expect(BUILTIN_FRAMES.character.opaque).toBe(true);
    expect(BUILTIN_FRAMES.reference.opaque).toBe(true);
    for (const t of CLEAR_TYPES) expect(BUILTIN_FRAMES[t].opaque).toBe(false);
  });

  it("characters print a name band at the top, portrait, family symbol and plate; no slots", () => {
    const f = BUILTIN_FRAMES.character;
    expect(f.regions.map((r) => r.role).sort()).toEqual(["family", "name", "portrait", "text"]);
    expect(regionOf(f, "name").y).toBe(3);
    const portrait = regionOf(f, "portrait");
    expect(regionOf(f, "family").y).toBeGreaterThanOrEqual(portrait.y + portrait.height);
  });

  it.each(CLEAR_TYPES)(
    "%s: points down the left edge, icons down the right, top to bottom",
    (t) => {
      const f = BUILTIN_FRAMES[t];
      const points = REGION_IDS.points.map((id) => regionOf(f, id));
      const icons = REGION_IDS.icons.map((id) => regionOf(f, id));
      points.forEach((r, i) =>
        expect([r.role, r.slot, r.opaque, r.x]).toEqual(["points", i + 1, true, 3]),
      );
      icons.forEach((r, i) =>
        expect([r.role, r.slot, r.opaque, r.x + r.width]).toEqual(["icon", i + 1, true, 60]),
      );
      for (let i = 1; i < 3; i++) {
        expect(points[i]!.y).toBeGreaterThan(points[i - 1]!.y + points[i - 1]!.height);
        expect(icons[i]!.y).toBe(points[i]!.y);
      }
    },
  );

  it.each(CLEAR_TYPES)(
    "%s: no opaque region overlaps another card's slot or the name band",
    (t) => {
      // Stacking works only if nothing but a slot lands on a slot, and nothing on the character's
      // name band: then the plate hides only the plate below.
      const f = BUILTIN_FRAMES[t];
      const slots = f.regions.filter((r) => r.role === "points" || r.role === "icon");
      const nameBand = regionOf(BUILTIN_FRAMES.character, "name");
      for (const r of f.regions.filter((x) => x.opaque)) {
        expect(rectIntersection(r, nameBand)).toBeUndefined();
        for (const s of slots) if (s !== r) expect(rectIntersection(r, s)).toBeUndefined();
      }
    },
  );

  it.each(CLEAR_TYPES)("%s: the plate covers the character's plate; the name sits on it", (t) => {
    const f = BUILTIN_FRAMES[t];
    const plate = regionOf(f, "plate");
    expect([plate.role, plate.opaque]).toEqual(["text", true]);
    expect(rectContains(plate, regionOf(BUILTIN_FRAMES.character, "plate"))).toBe(true);
    expect(rectContains(plate, regionOf(f, "name"))).toBe(true);
  });

  it.each(CLEAR_TYPES)("%s: persistent icon top right, reminder under the portrait window", (t) => {
    const f = BUILTIN_FRAMES[t];
    const p = regionOf(f, "persistent");
    const portrait = regionOf(f, "portrait");
    const reminder = regionOf(f, "reminder");
    expect(p.x + p.width).toBe(60);
    expect(p.y).toBeLessThan(regionOf(f, "icons-1").y);
    expect(reminder.y).toBeGreaterThanOrEqual(portrait.y + portrait.height);
  });

  it("the portrait window is clear film except on untimely deaths (the dead image)", () => {
    for (const t of ["modifier", "event", "story"] as const) {
      expect(regionOf(BUILTIN_FRAMES[t], "portrait").opaque).toBe(false);
    }
    const dead = regionOf(BUILTIN_FRAMES["untimely-death"], "portrait");
    expect(dead.opaque).toBe(true);
    expect(rectContains(dead, regionOf(BUILTIN_FRAMES.character, "portrait"))).toBe(true);
  });

  it("plates and text follow the genre's colours by type", () => {
    const styles = Object.fromEntries(CARD_TYPES.map((t) => [t, BUILTIN_FRAMES[t].style]));
    expect(styles.modifier).toMatchObject({ plate: "#111111", text: "#f5f0e6" });
    expect(styles.event).toMatchObject({ plate: "#bdbab3", text: "#9b1c1c" });
    expect(styles["untimely-death"]).toMatchObject({ plate: "#bdbab3", text: "#111111" });
    expect(styles.story).toMatchObject({ plate: "#bdbab3", text: "#1f5c2e" });
  });

  it("is frozen", () => {
    expect(Object.isFrozen(BUILTIN_FRAMES.modifier.regions[0])).toBe(true);
  });
});
