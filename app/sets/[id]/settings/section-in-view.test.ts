import { describe, expect, it } from "vitest";
import { sectionInView } from "./section-in-view";

// Four sections; the last is short, so the pane (400 px) can never bring it to the top.
const boxes = [
  { id: "general", top: 0 },
  { id: "rules", top: 600 },
  { id: "families", top: 1400 },
  { id: "credits", top: 2000 },
];
const view = (scrollTop: number) => ({ scrollTop, height: 400, scrollHeight: 2100 });

describe("sectionInView", () => {
  it("is the first section at the top", () => {
    expect(sectionInView(boxes, view(0))).toBe("general");
  });

  it("is the section whose top has passed the reading line while scrolling", () => {
    expect(sectionInView(boxes, view(400))).toBe("general");
    expect(sectionInView(boxes, view(520))).toBe("rules");
    expect(sectionInView(boxes, view(1300))).toBe("families");
  });

  it("is the last section at the bottom, which it can never reach the line from", () => {
    expect(sectionInView(boxes, view(1700))).toBe("credits");
  });

  it("keeps a section asked for while it is where the link put it", () => {
    expect(sectionInView(boxes, view(1392), "families")).toBe("families");
    // The short last section, asked for: the pane stops at the bottom with it on screen.
    expect(sectionInView(boxes, view(1700), "credits")).toBe("credits");
    // At the bottom, a section asked for that is off screen is not the one.
    expect(sectionInView(boxes, view(1700), "families")).toBe("credits");
  });

  it("lets go of the section asked for once it has scrolled away", () => {
    expect(sectionInView(boxes, view(620), "families")).toBe("rules");
    expect(sectionInView(boxes, view(0), "families")).toBe("general");
  });

  it("is nothing without sections", () => {
    expect(sectionInView([], view(0))).toBeUndefined();
  });
});
