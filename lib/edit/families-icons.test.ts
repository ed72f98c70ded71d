import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { VellumSet } from "../model";
import { validateSetValue } from "../schema";
import {
  addFamily,
  addOpenIcon,
  addOpenIcons,
  charactersOf,
  cleanUploadedIcon,
  creditOpenIcon,
  patchFamily,
  removeFamily,
  removeIcon,
} from "./families-icons";
import type { OpenIcon } from "./families-icons";
import { withoutMarks } from "../../test/fixtures/sample-set";

function sample(): VellumSet {
  return withoutMarks(
    JSON.parse(readFileSync("examples/saltmarrow/set.json", "utf8")) as VellumSet,
  );
}

const errors = (set: VellumSet) =>
  validateSetValue(set).diagnostics.filter((d) => d.severity === "error");

const anchor: OpenIcon = {
  name: "anchor",
  title: "Anchor",
  author: "Lorc",
  licence: "CC BY 3.0",
  svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><path fill="currentColor" d="M0 0h10v10z"/></svg>',
  credit: "“Anchor” by Lorc, game-icons.net, CC BY 3.0",
};

describe("families", () => {
  it("adds a family with a unique id and the first icon as symbol, and changes its colour", () => {
    const added = addFamily(sample(), "The Gannetts");
    expect(added.ok && added.value.id).toBe("the-gannetts");
    if (!added.ok) return;
    const set = patchFamily(added.value.set, "the-gannetts", { color: "#2f5d7c" });
    expect(set.families.at(-1)).toEqual({
      id: "the-gannetts",
      name: "The Gannetts",
      symbol: "raven",
      color: "#2f5d7c",
    });
    expect(
      patchFamily(set, "the-gannetts", { color: undefined }).families.at(-1)?.color,
    ).toBeUndefined();
  });

  it("refuses to remove a family its characters use, naming them", () => {
    const set = sample();
    const chars = charactersOf(set, "gannetts");
    expect(chars.length).toBeGreaterThan(1);
    const refused = removeFamily(set, "gannetts");
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.error).toContain(chars[0]?.name);
    const added = addFamily(set, "Nobody");
    if (!added.ok) throw new Error(added.error);
    const removed = removeFamily(added.value.set, added.value.id);
    expect(removed.ok && removed.value.families).toEqual(set.families);
  });

  it("refuses a family when the set has no icon for its symbol", () => {
    expect(addFamily({ ...sample(), icons: [] }, "X")).toEqual({
      ok: false,
      error: "add a story icon first: a family needs one as its symbol",
    });
  });
});

describe("icons", () => {
  it("adds an open icon with its credit in the icon and in the author's credit line", () => {
    const { set, id } = addOpenIcon(sample(), anchor);
    expect(id).toBe("anchor");
    expect(set.icons.at(-1)).toEqual({
      id: "anchor",
      name: "Anchor",
      svg: anchor.svg,
      credit: anchor.credit,
    });
    expect(set.credits?.[0]?.what).toMatch(/, Anchor$/);
    expect(set.credits).toHaveLength(2);
    expect(errors(set)).toEqual([]);
  });

  it("credits a new author on a new line and never twice", () => {
    const icon = { ...anchor, author: "Skoll" };
    const once = creditOpenIcon([], icon);
    expect(once).toEqual([
      {
        what: "Story icon Anchor",
        who: "Skoll, game-icons.net",
        licence: "CC BY 3.0",
        url: "https://game-icons.net/",
      },
    ]);
    expect(creditOpenIcon(once, icon)).toEqual(once);
  });

  it("gives a second copy of an icon its own id", () => {
    const first = addOpenIcon(sample(), anchor);
    expect(addOpenIcon(first.set, anchor).id).toBe("anchor-2");
  });

  it("adds several icons at once, each with its id and credit, in one set", () => {
    const raven: OpenIcon = { ...anchor, name: "bird-claw", title: "Bird Claw", author: "Skoll" };
    raven.credit = "“Bird Claw” by Skoll, game-icons.net, CC BY 3.0";
    const before = sample();
    const { set, ids } = addOpenIcons(before, [anchor, raven, anchor]);
    expect(ids).toEqual(["anchor", "bird-claw", "anchor-2"]);
    expect(set.icons.slice(-3).map((i) => i.credit)).toEqual([
      anchor.credit,
      raven.credit,
      anchor.credit,
    ]);
    expect(set.credits?.find((c) => c.who === "Skoll, game-icons.net")?.what).toMatch(/Bird Claw/);
    expect(errors(set)).toEqual([]);
  });

  it("refuses to remove an icon that cards or families use, naming them", () => {
    const refused = removeIcon(sample(), "lighthouse");
    expect(!refused.ok && refused.error).toMatch(/^The Gannetts of Wrackstone Light/);
    const { set } = addOpenIcon(sample(), anchor);
    const removed = removeIcon(set, "anchor");
    expect(removed.ok && removed.value.icons.map((i) => i.id)).toEqual(
      sample().icons.map((i) => i.id),
    );
  });
});

describe("uploaded SVG icons", () => {
  it("refuses scripts, handlers and links with the reason", () => {
    const withScript = cleanUploadedIcon(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><path d="M0 0h1v1z"/></svg>',
    );
    expect(withScript).toEqual({
      ok: false,
      error:
        "this SVG has a <script>; icons must be self-contained drawings without scripts or links — remove it and upload again",
    });
    const linked = cleanUploadedIcon(
      '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://example.org/x.png"/></svg>',
    );
    expect(!linked.ok && linked.error).toContain("a link to another file or site (href)");
    expect(cleanUploadedIcon("hello")).toEqual({
      ok: false,
      error: "this file is not an SVG drawing (it must start with <svg)",
    });
  });

  it("cleans a drawing: XML declaration gone, fills made currentColor, text removed", () => {
    const cleaned = cleanUploadedIcon(
      '<?xml version="1.0"?>\n<!-- made by hand -->\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path fill="#f00" d="M1 1h20v20z"/><text>hi</text></svg>',
    );
    expect(cleaned.ok).toBe(true);
    if (!cleaned.ok) return;
    expect(cleaned.value.svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 24 24">/,
    );
    expect(cleaned.value.svg).toContain("currentColor");
    expect(cleaned.value.svg).not.toContain("<text");
    expect(cleaned.value.removed).toContain("text");
  });
});
