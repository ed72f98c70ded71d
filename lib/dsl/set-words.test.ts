import { describe, expect, it } from "vitest";
import { suggestionProblem } from "./checks.test-support";
import { compileEffect } from "./compile";
import { contextFromSet, iconPlural, iconPlurals, resolveIcon } from "./context";
import type { DslContext } from "./context";
import { completionsAt, hoverAt, tokenize } from "./editor";
import { TEST_CONTEXT } from "./fixtures";
import { conditionText, irToText } from "./ir-to-text";
import { monarchLanguage } from "./monaco-language";

/** A comedy-style set: "party" for family, "Pathos" for self-worth, its own headings. */
const PARTY: DslContext = {
  ...contextFromSet({
    icons: [],
    families: [],
    rules: {
      familyWord: "Party",
      pointsWord: "Pathos",
      effectCategories: {
        immediate: { heading: "now" },
        continuous: { heading: "ongoing" },
        response: { heading: "Butt In" },
        persistent: { enabled: false },
      },
    },
  }),
  icons: TEST_CONTEXT.icons,
  families: TEST_CONTEXT.families,
};

const errors = (source: string, ctx: DslContext) =>
  compileEffect(source, ctx).diagnostics.filter((d) => d.severity === "error");

describe("the set's own words in the effect language", () => {
  it("contextFromSet reads the set's family and points words and headings, lower case", () => {
    expect(PARTY.familyWord).toBe("party");
    expect(PARTY.pointsWord).toBe("pathos");
    expect(PARTY.headings).toEqual([
      { category: "immediate", words: ["now"], enabled: true },
      { category: "response", words: ["butt", "in"], enabled: true },
      { category: "continuous", words: ["ongoing"], enabled: true },
      { category: "persistent", words: [], enabled: false },
    ]);
    // The built-in words add nothing.
    const plain = contextFromSet({
      icons: [],
      families: [],
      rules: { familyWord: "family", pointsWord: "Self-Worth" },
    });
    expect(plain.familyWord).toBeUndefined();
    expect(plain.pointsWord).toBeUndefined();
  });

  it("accepts the set's word for family where 'family' goes, and still 'family'", () => {
    const party = "on play:\n  if this character is in the ashgrove party: draw 1 card";
    const family = "on play:\n  if this character is in the ashgrove family: draw 1 card";
    expect(errors(party, PARTY)).toEqual([]);
    expect(errors(family, PARTY)).toEqual([]);
    expect(compileEffect(party, PARTY).ir).toEqual(compileEffect(family, PARTY).ir);
    // A set that does not say "party" does not accept it.
    expect(errors(party, TEST_CONTEXT).length).toBeGreaterThan(0);
  });

  it("accepts the set's word in the family conditions and counts ('your party has …')", () => {
    const lines = [
      "if your party has raven and rose showing: draw 1 card",
      "if an opponent's party has fewer living characters than yours: draw 1 card",
      "draw 1 card for each tide icon your party shows",
    ];
    for (const line of lines) {
      const party = `on play:\n  ${line}`;
      expect(errors(party, PARTY)).toEqual([]);
      expect(compileEffect(party, PARTY).ir).toEqual(
        compileEffect(party.replace(/party/g, "family"), PARTY).ir,
      );
      expect(errors(party, TEST_CONTEXT).length).toBeGreaterThan(0);
    }
  });

  it("accepts the set's word for self-worth where 'self-worth' goes", () => {
    const own = "on play:\n  if this character has negative pathos: draw 1 card";
    expect(errors(own, PARTY)).toEqual([]);
    expect(
      errors("on play:\n  if this character has pathos at most -10: draw 1 card", PARTY),
    ).toEqual([]);
    expect(errors(own, TEST_CONTEXT).length).toBeGreaterThan(0);
  });

  it("accepts the set's headings as well as the built-in ones, case-insensitively", () => {
    const own = "Now:\n  draw 1 card\nongoing:\n  draw limit -1\nbutt in: cancel an event";
    const builtIn =
      "on play:\n  draw 1 card\nwhile visible:\n  draw limit -1\nresponse: cancel an event";
    expect(errors(own, PARTY)).toEqual([]);
    expect(compileEffect(own, PARTY).ir).toEqual(compileEffect(builtIn, PARTY).ir);
    expect(errors(own, TEST_CONTEXT).length).toBeGreaterThan(0);
  });

  it("irToText writes the set's headings when given its context, and it compiles back", () => {
    const ir = compileEffect("on play:\n  draw 1 card\nwhile visible:\n  draw limit -1", PARTY).ir;
    expect(ir).toBeDefined();
    if (!ir) return;
    expect(irToText(ir)).toBe("on play:\n  draw 1 card\nwhile visible:\n  draw limit -1");
    const own = irToText(ir, { ctx: PARTY });
    expect(own).toBe("now:\n  draw 1 card\nongoing:\n  draw limit -1");
    expect(compileEffect(own, PARTY).ir).toEqual(ir);
  });

  it("irToText and conditionText write the set's word for family, and it compiles back", () => {
    const source =
      "on play:\n  if your family has raven showing:\n    draw 1 card for each living character in your family";
    const ir = compileEffect(source, PARTY).ir;
    expect(ir).toBeDefined();
    if (!ir) return;
    const own = irToText(ir, { ctx: PARTY });
    expect(own).toBe(
      "now:\n  if your party has raven showing:\n    draw 1 card for each living character in your party",
    );
    expect(compileEffect(own, PARTY).ir).toEqual(ir);
    const ability = ir.abilities[0];
    const step = ability && "steps" in ability ? ability.steps[0] : undefined;
    if (step?.type !== "if") throw new Error("expected an if");
    expect(conditionText(step.condition, PARTY)).toBe("your party has raven showing");
    expect(conditionText(step.condition)).toBe("your family has raven showing");
    const member = "while visible:\n  this character counts as a member of the ashgrove party";
    expect(errors(member, PARTY)).toEqual([]);
  });

  it("a misplaced step is told in the set's headings, never a category the set turned off", () => {
    const [once] = errors("ongoing:\n  draw 1 card", PARTY).map((d) => d.message);
    expect(once).toContain("cannot be under 'ongoing:'");
    expect(once).toContain("put it under 'now:'");
    // Every lasting effect is named, from the placement table.
    for (const words of ["'draw limit'", "'plays per turn'", "'cannot return to life'"])
      expect(once).toContain(words);
    const [lasting] = errors("now:\n  draw limit +1", PARTY).map((d) => d.message);
    expect(lasting).toBe(
      "'draw limit' lasts while the card shows, so it cannot be under 'now:' — put it under 'ongoing:'",
    );
    // Under a trigger, the message names the trigger as written, and a roll the set's heading.
    const [turn] = errors("at the start of your turn:\n  draw limit +1", PARTY).map(
      (d) => d.message,
    );
    expect(turn).toContain("cannot be under 'at the start of your turn:'");
    const [roll] = errors("ongoing:\n  roll a die:\n    1-6: draw 1 card", PARTY).map(
      (d) => d.message,
    );
    expect(roll).toContain("cannot be under 'ongoing:' — put it under 'now:'");
  });

  it("completion offers the set's headings first and leaves out a category the set lacks", () => {
    const labels = completionsAt("", 0, PARTY).map((item) => item.label);
    expect(labels.slice(0, 3)).toEqual(["now:", "butt in:", "ongoing:"]);
    expect(labels).toContain("on play:");
    expect(labels).not.toContain("while persistent:");
    expect(completionsAt("", 0, TEST_CONTEXT).map((i) => i.label)).toContain("while persistent:");
    const detail = completionsAt("", 0, PARTY).find((i) => i.label === "ongoing:")?.detail;
    expect(detail).toBe("this set's heading for while visible:");
  });

  it("completion under a trigger offers one-shot steps, whatever heading comes before its event", () => {
    for (const heading of [
      "ongoing, at the start of your turn:",
      "while visible, whenever a character dies:",
      "at the end of each turn:",
    ]) {
      const source = `${heading}\n  `;
      const labels = completionsAt(source, source.length, PARTY).map((item) => item.label);
      expect(labels).toContain("discard");
      expect(labels).toContain("draw");
      expect(labels).not.toContain("no");
      expect(labels).not.toContain("allow");
    }
  });

  it("completion offers the set's word where 'family' goes, and statements under its heading", () => {
    const source = "now:\n  if this character is in the ashgrove ";
    const labels = completionsAt(source, source.length, PARTY).map((i) => i.label);
    expect(labels).toContain("party");
    expect(labels).toContain("family");
    const under = "ongoing:\n  dr";
    expect(completionsAt(under, under.length, PARTY).map((i) => i.label)).toContain("draw");
  });

  it("hover explains the set's words", () => {
    const source =
      "ongoing:\n  draw limit -1\nnow:\n  if this character is in the ashgrove party: draw 1 card";
    const heading = hoverAt(source, 2, PARTY);
    expect(heading?.markdown).toContain("this set's heading for `while visible:`");
    const party = hoverAt(source, source.indexOf("party") + 1, PARTY);
    expect(party?.markdown).toContain("this set's word for *family*");
  });

  it("tokenize and the Monaco language colour the set's words as keywords", () => {
    const kinds = tokenize("ongoing:\n  draw limit -1", PARTY).map((t) => `${t.text}:${t.kind}`);
    expect(kinds.slice(0, 2)).toEqual(["ongoing:keyword", "::operator"]);
    expect(tokenize("ongoing", PARTY)[0]?.kind).toBe("keyword");
    expect(tokenize("ongoing", TEST_CONTEXT)[0]?.kind).toBe("unknown");
    const keywords = monarchLanguage(PARTY).keywords;
    for (const word of ["party", "pathos", "ongoing", "butt", "now"])
      expect(keywords).toContain(word);
  });
});

describe("the set's words with the phrasings of issue 23", () => {
  /** A set that names persistent effects too (`lasting`). */
  const LASTING: DslContext = {
    ...contextFromSet({
      icons: [],
      families: [],
      rules: { effectCategories: { persistent: { heading: "Lasting" } } },
    }),
    icons: TEST_CONTEXT.icons,
    families: TEST_CONTEXT.families,
  };

  it("the set's heading for visible effects may stand before a trigger ('ongoing, at the start …')", () => {
    const own = "ongoing, at the start of your turn: draw a card";
    expect(errors(own, PARTY)).toEqual([]);
    const ir = compileEffect(own, PARTY).ir;
    expect(ir).toEqual(compileEffect("at the start of your turn: draw 1 card", PARTY).ir);
    expect(ir).toEqual(compileEffect("while visible, at the start of your turn: draw 1", PARTY).ir);
    expect(errors(own, TEST_CONTEXT).length).toBeGreaterThan(0);
    // Typed without its comma it is no trigger: the heading's colon is missing.
    expect(errors("ongoing at the start of your turn: draw a card", PARTY).length).toBe(1);
  });

  it("the set's heading for persistent effects stands for 'while persistent,' and irToText writes it", () => {
    const own = "lasting, whenever a character dies:\n  draw 1 card";
    expect(errors(own, LASTING)).toEqual([]);
    const ir = compileEffect(own, LASTING).ir;
    expect(ir).toEqual(
      compileEffect("while persistent, whenever a character dies: draw 1 card", LASTING).ir,
    );
    if (!ir) return;
    expect(irToText(ir, { ctx: LASTING })).toBe(own);
    expect(irToText(ir)).toBe("while persistent, whenever a character dies:\n  draw 1 card");
  });

  it("completion offers a trigger after the set's heading, and the trigger words after its comma", () => {
    const labels = completionsAt("ong", 3, PARTY).map((i) => i.label);
    expect(labels).toEqual(["ongoing:", "ongoing, at the start of your turn:"]);
    expect(completionsAt("", 0, TEST_CONTEXT).map((i) => i.label)).not.toContain(
      "ongoing, at the start of your turn:",
    );
    const after = "ongoing, ";
    expect(completionsAt(after, after.length, PARTY).map((i) => i.label)).toEqual([
      "at",
      "whenever",
      "when",
    ]);
  });

  it("an icon in the plural compiles to the icon and is coloured as one", () => {
    const source = "on play:\n  if you have ravens: draw 1 card";
    expect(errors(source, TEST_CONTEXT)).toEqual([]);
    expect(compileEffect(source, TEST_CONTEXT).ir).toEqual(
      compileEffect("on play:\n  if your family has raven showing: draw 1 card", TEST_CONTEXT).ir,
    );
    const ravens = tokenize(source, TEST_CONTEXT).find((t) => t.text === "ravens");
    expect(ravens?.kind).toBe("icon");
    expect(monarchLanguage(TEST_CONTEXT).icons).toContain("ravens");
  });

  it("an icon's plural is formed as English forms it, and no other ending names the icon", () => {
    expect(["torch", "box", "key", "berry", "raven"].map(iconPlural)).toEqual([
      "torches",
      "boxes",
      "keys",
      "berries",
      "ravens",
    ]);
    const icons = ["torch", "berry", "rose"];
    expect(["torches", "berries", "roses"].map((w) => resolveIcon(w, icons))).toEqual(icons);
    for (const wrong of ["torchs", "berrys", "rosees", "rosess"])
      expect(resolveIcon(wrong, icons)).toBeUndefined();
    expect(iconPlurals(icons)).toEqual(["torches", "berries", "roses"]);
  });

  it("a misspelt set word for family gets a did-you-mean of the set's word, which compiles", () => {
    const sources = [
      "now:\n  if your partys has a raven showing: draw 1 card",
      "now:\n  draw 1 card for each living character in your partys",
      "now:\n  if this character is in the ashgrove partys: draw 1 card",
      "now:\n  for each tide icon your partys shows: draw 1 card",
    ];
    for (const source of sources) {
      const [d, ...rest] = compileEffect(source, PARTY).diagnostics;
      expect(rest).toEqual([]);
      expect(d?.message).toBe("unknown word 'partys' — did you mean 'party'?");
      expect(d?.suggestion).toBe("party");
      if (!d) continue;
      expect(suggestionProblem(source, d, PARTY)).toBeUndefined();
      expect(errors(source.replace("partys", "party"), PARTY)).toEqual([]);
    }
  });

  it("every did-you-mean on the new phrasings, against the set's words, leads somewhere", () => {
    const typos = [
      "ongoin, at the start of your turn: draw a card",
      "ongoing, at the strat of your turn: draw a card",
      "ongoing, whenever an oponent plays an event: draw 1 card",
      "ongoing, whenever this charcter dies: draw 1 card",
      "now:\n  shuffle a charactr's stack into the draw pile",
      "now:\n  shuffle an opponent's charcter's stack into the draw pile",
      "now:\n  pass your hand to yuor left",
      "now:\n  pass 2 cards to your rigth",
      "now:\n  if you hav a raven showing: draw 1 card",
      "now:\n  if you have a ravn showing: draw 1 card",
      "now:\n  for each tide icon your party shos: draw a card",
      "now:\n  for each ded character: draw a card",
    ];
    for (const source of typos) {
      const suggested = compileEffect(source, PARTY).diagnostics.filter((d) => d.suggestion);
      expect(suggested.length, source).toBeGreaterThan(0);
      for (const d of suggested)
        expect(suggestionProblem(source, d, PARTY), source).toBeUndefined();
    }
  });
});
