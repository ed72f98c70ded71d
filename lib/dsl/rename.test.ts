import { describe, expect, it } from "vitest";
import type { VellumSet } from "../model";
import { DEFAULT_RULES } from "../model";
import { compileEffect } from "./compile";
import { contextFromSet } from "./context";
import { renameIconTokens, renameInEffect, renameInSet, renameProblem, usesOf } from "./rename";

const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle r="9"/></svg>';

function sampleSet(): VellumSet {
  return {
    id: "hollow",
    name: "Hollow",
    version: "0.1.0",
    language: "en",
    languages: ["fr"],
    families: [
      { id: "ashgrove", name: "The Ashgroves", symbol: "raven" },
      { id: "blackwood", name: "The Blackwoods", symbol: "rose" },
    ],
    icons: [
      { id: "raven", name: "Raven", svg },
      { id: "rose", name: "Rose", svg },
    ],
    cards: [
      { id: "edwin", type: "character", name: "Edwin", family: "ashgrove" },
      {
        id: "fog",
        type: "modifier",
        name: "Fog",
        icons: ["raven", null, "blank"],
        effect: "on play:\n  if this character has raven: draw 1 card # raven luck",
        text: "If {raven}: draw a card. {rose} stays.",
        translations: { fr: { text: "Si {raven} : piochez une carte." } },
      },
      { id: "plain", type: "event", name: "Plain", effect: "on play:\n  draw 1 card" },
    ],
    rules: { ...DEFAULT_RULES },
  };
}

describe("renameInEffect", () => {
  it("renames the icon words the parser reads as icons, not comments or other words", () => {
    expect(
      renameInEffect(
        "on play:\n  if this character has raven, rose or tide: draw 1 card # raven",
        "icon",
        "raven",
        "crow",
      ),
    ).toBe("on play:\n  if this character has crow, rose or tide: draw 1 card # raven");
  });

  it("renames an icon written in the plural to the new id, so the effect still compiles", () => {
    expect(
      renameInEffect("on play:\n  if you have ravens: draw 1 card", "icon", "raven", "crow"),
    ).toBe("on play:\n  if you have crow: draw 1 card");
    // A plural read as something else stays.
    expect(renameInEffect("on play:\n  draw 2 cards", "icon", "card", "cup")).toBe(
      "on play:\n  draw 2 cards",
    );
  });

  it("keeps a longer word that merely starts with the id", () => {
    expect(
      renameInEffect(
        "on play:\n  if this character has raven-born: draw 1 card",
        "icon",
        "raven",
        "crow",
      ),
    ).toBe("on play:\n  if this character has raven-born: draw 1 card");
  });

  it("renames whatever case the word is written in, keeping the rest of the line", () => {
    expect(
      renameInEffect(
        "ON PLAY:\n  If This Character Has RAVEN: Draw 1 Card",
        "icon",
        "raven",
        "crow",
      ),
    ).toBe("ON PLAY:\n  If This Character Has crow: Draw 1 Card");
  });

  it("renames a family where the parser reads a family, and not an icon of that name", () => {
    const source =
      "on play:\n  if this character is in the ashgrove family: draw 1 card\n  kill any living character in blackwood";
    expect(renameInEffect(source, "family", "blackwood", "darkwood")).toBe(
      "on play:\n  if this character is in the ashgrove family: draw 1 card\n  kill any living character in darkwood",
    );
    expect(renameInEffect(source, "icon", "blackwood", "darkwood")).toBe(source);
  });

  it("renames the word on a line the parser cannot finish", () => {
    expect(
      renameInEffect("on play:\n  if this character has raven draw", "icon", "raven", "crow"),
    ).toBe("on play:\n  if this character has crow draw");
  });
});

describe("renameIconTokens", () => {
  it("renames only the exact {id} tokens", () => {
    expect(renameIconTokens("{raven} and {ravens} and raven {rose}", "raven", "crow")).toBe(
      "{crow} and {ravens} and raven {rose}",
    );
  });
});

describe("renameInSet", () => {
  it("renames an icon in the icon list, family symbols, slots, texts and effects", () => {
    const set = sampleSet();
    const result = renameInSet(set, "icon", "raven", "crow");
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const next = result.value;
    expect(next.icons.map((i) => i.id)).toEqual(["crow", "rose"]);
    expect(next.families[0]?.symbol).toBe("crow");
    const fog = next.cards[1];
    expect(fog?.icons).toEqual(["crow", null, "blank"]);
    expect(fog?.effect).toBe("on play:\n  if this character has crow: draw 1 card # raven luck");
    expect(fog?.text).toBe("If {crow}: draw a card. {rose} stays.");
    expect(fog?.translations?.fr?.text).toBe("Si {crow} : piochez une carte.");
    // Untouched cards keep their identity; the input is not changed.
    expect(next.cards[2]).toBe(set.cards[2]);
    expect(set.icons[0]?.id).toBe("raven");
    // The renamed effect still compiles against the renamed set.
    const compiled = compileEffect(fog?.effect ?? "", contextFromSet(next));
    expect(compiled.diagnostics).toEqual([]);
  });

  it("renames a family on its characters and in effects", () => {
    const result = renameInSet(sampleSet(), "family", "ashgrove", "ashdown");
    expect(result.ok && result.value.families[0]?.id).toBe("ashdown");
    expect(result.ok && result.value.cards[0]?.family).toBe("ashdown");
  });

  it("refuses a taken, reserved, unknown or malformed id with the reason", () => {
    const set = sampleSet();
    expect(renameInSet(set, "icon", "raven", "rose")).toEqual({
      ok: false,
      error: "another icon already has the id 'rose'",
    });
    expect(renameProblem(set, "icon", "raven", "blank")).toBe(
      "'blank' is reserved for opaque slots",
    );
    expect(renameProblem(set, "icon", "owl", "crow")).toBe("there is no icon 'owl'");
    expect(renameProblem(set, "icon", "raven", "Big Crow")).toBe(
      "an id has lower-case letters, digits and single hyphens only, e.g. sea-glass",
    );
    expect(renameProblem(set, "family", "ashgrove", "")).toBe("an id is needed");
  });

  it("keeps the set as it is when the id does not change", () => {
    const set = sampleSet();
    const result = renameInSet(set, "icon", "raven", "raven");
    expect(result.ok && result.value).toBe(set);
  });
});

describe("usesOf", () => {
  it("lists the cards and family symbols that use an icon", () => {
    const uses = usesOf(sampleSet(), "icon", "raven");
    expect(uses.cards.map((c) => c.id)).toEqual(["fog"]);
    expect(uses.families).toEqual(["The Ashgroves"]);
    expect(usesOf(sampleSet(), "family", "ashgrove").cards.map((c) => c.id)).toEqual(["edwin"]);
  });
});
