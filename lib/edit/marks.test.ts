import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BUILTIN_FRAMES } from "../layers";
import type { Frame, VellumSet } from "../model";
import { markCredits } from "../model";
import { validateSetValue } from "../schema";
import type { OpenIcon } from "./families-icons";
import { setCategoryIcon, setFrameEmblem, setOpenCategoryIcon, setOpenFrameEmblem } from "./marks";
import { withoutMarks } from "../../test/fixtures/sample-set";

const sample = () =>
  withoutMarks(JSON.parse(readFileSync("examples/saltmarrow/set.json", "utf8")) as VellumSet);
const errors = (set: VellumSet) =>
  validateSetValue(set).diagnostics.filter((d) => d.severity === "error");

const hourglass: OpenIcon = {
  name: "empty-hourglass",
  title: "Empty hourglass",
  author: "Lorc",
  licence: "CC BY 3.0",
  svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><path fill="currentColor" d="M0 0h10v10z"/></svg>',
  credit: "“Empty hourglass” by Lorc, game-icons.net, CC BY 3.0",
};

describe("effect-category icons", () => {
  it("sets an open icon with its credit in the icon and in the set's credits, keeping the heading", () => {
    const base = sample();
    const named: VellumSet = {
      ...base,
      rules: { ...base.rules, effectCategories: { persistent: { heading: "lasting" } } },
    };
    const set = setOpenCategoryIcon(named, "persistent", hourglass);
    expect(set.rules.effectCategories?.persistent).toEqual({
      heading: "lasting",
      icon: { svg: hourglass.svg, credit: hourglass.credit },
    });
    expect(set.credits?.some((c) => c.what.includes("Empty hourglass"))).toBe(true);
    expect(errors(set)).toEqual([]);
  });

  it("removing the icon keeps the other settings; the last one removed drops the object", () => {
    const set = setOpenCategoryIcon(sample(), "response", hourglass);
    const back = setCategoryIcon(set, "response", undefined);
    expect(back.rules.effectCategories).toBeUndefined();
    const withHeading = setCategoryIcon(
      {
        ...set,
        rules: {
          ...set.rules,
          effectCategories: { response: { heading: "react", icon: { svg: hourglass.svg } } },
        },
      },
      "response",
      undefined,
    );
    expect(withHeading.rules.effectCategories).toEqual({ response: { heading: "react" } });
  });
});

describe("frame emblems", () => {
  const frame = (): Frame =>
    ({ ...structuredClone(BUILTIN_FRAMES.event), id: "tide", name: "Tide" }) as Frame;

  it("gives a frame without an emblem region one (a mark: not opaque), and keeps regions when removed", () => {
    const { frame: f, region } = setFrameEmblem(frame(), { svg: hourglass.svg });
    expect(region).toBe(frame().regions.length);
    expect(f.regions[region!]).toMatchObject({ role: "emblem", opaque: false });
    expect(f.emblem).toEqual({ svg: hourglass.svg });
    const again = setFrameEmblem(f, { svg: hourglass.svg, credit: "mine" });
    expect(again.region).toBeUndefined();
    expect(again.frame.regions).toHaveLength(f.regions.length);
    const removed = setFrameEmblem(f, undefined).frame;
    expect(removed.emblem).toBeUndefined();
    expect(removed.regions).toHaveLength(f.regions.length);
  });

  it("an open icon as emblem is credited, and the set stays valid", () => {
    const { set } = setOpenFrameEmblem(sample(), frame(), hourglass);
    expect(set.frames?.find((f) => f.id === "tide")?.emblem?.credit).toBe(hourglass.credit);
    expect(set.credits?.some((c) => c.what.includes("Empty hourglass"))).toBe(true);
    expect(errors(set)).toEqual([]);
  });

  it("validation refuses an emblem with neither an SVG nor an art file", () => {
    const f = { ...frame(), emblem: { credit: "x" } } as unknown as Frame;
    const set = { ...sample(), frames: [f] };
    const refused = errors(set).filter((d) => d.pointer === "/frames/0/emblem");
    expect(refused.map((d) => [d.code, d.message])).toEqual([
      [
        "set/emblem-without-picture",
        `the emblem of frame '${f.id}' has neither an SVG nor an art file — choose one in the frame editor (an open icon, an uploaded SVG or a picture of the art folder), or remove the emblem`,
      ],
    ]);
    // An art file alone is an emblem.
    const art = { ...frame(), emblem: { art: "seal.png" } } as Frame;
    expect(errors({ ...sample(), frames: [art] })).toEqual([]);
  });
});

describe("the frame schema's marks", () => {
  const base = (): Frame =>
    ({ ...structuredClone(BUILTIN_FRAMES.modifier), id: "m", name: "M" }) as Frame;

  it("accepts category-icon and emblem regions, and refuses an unknown role", () => {
    const ok = base();
    ok.regions.push({
      id: "emblem",
      role: "emblem",
      x: 1,
      y: 1,
      width: 5,
      height: 5,
      opaque: false,
    });
    expect(errors({ ...sample(), frames: [ok] })).toEqual([]);
    const bad = base();
    bad.regions.push({
      id: "x",
      role: "sigil" as never,
      x: 1,
      y: 1,
      width: 5,
      height: 5,
      opaque: false,
    });
    expect(errors({ ...sample(), frames: [bad] }).map((d) => d.pointer)).toContain(
      `/frames/0/regions/${bad.regions.length - 1}/role`,
    );
  });

  it("an emblem with a script is an error naming the frame", () => {
    const f = {
      ...base(),
      emblem: { svg: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>' },
    };
    const found = errors({ ...sample(), frames: [f] });
    expect(found.map((d) => [d.code, d.pointer])).toContainEqual([
      "set/unsafe-svg",
      "/frames/0/emblem/svg",
    ]);
  });
});

describe("markCredits", () => {
  it("lists the credits category icons and emblems carry, for the credits page and section", () => {
    const { set } = setOpenFrameEmblem(
      setOpenCategoryIcon(sample(), "response", hourglass),
      { ...structuredClone(BUILTIN_FRAMES.event), id: "tide", name: "Tide" } as Frame,
      { ...hourglass, credit: "mine, CC0" },
    );
    expect(markCredits(set)).toEqual([
      `response icon: ${hourglass.credit}`,
      "emblem of Tide: mine, CC0",
    ]);
    expect(markCredits(sample())).toEqual([]);
  });
});
