import { describe, expect, it } from "vitest";
import type { ExpectedDiagnostic } from "../../test/fixtures/expect-diagnostics";
import { actualOf, expectedOf } from "../../test/fixtures/expect-diagnostics";
import { minimalSet } from "../../test/fixtures/minimal-set";
import { validateSetText, validateSetValue } from "./index";

/* eslint-disable @typescript-eslint/no-explicit-any -- fixtures break the types on purpose */

interface Case {
  description: string;
  /** Edits a fresh minimal set (typed loosely: fixtures make it invalid). */
  input?: (set: any) => void;
  /** Edits the serialised text, for what objects cannot express (e.g. a "__proto__" key). */
  text?: (text: string) => string;
  expected: ExpectedDiagnostic[];
}

const CARD_FIELDS =
  "id, type, name, frame, back, copies, family, points, icons, effect, text, flavor, persistent, reminder, art, opacity, translations, artPosition";

const cardAt = (set: any, id: string): any => set.cards.find((c: any) => c.id === id);

const CASES: Case[] = [
  {
    description: "wrong type: text where a number belongs",
    input: (s) => (cardAt(s, "lost-at-cards").copies = "3"),
    expected: [
      {
        code: "schema/type",
        message:
          "'copies' of card “Lost at Cards” must be a whole number from 1 to 99; got the text '3'",
        pointer: "/cards/20/copies",
        at: '"3"',
      },
    ],
  },
  {
    description: "wrong type: a number where text belongs, with no extra enum noise",
    input: (s) => (cardAt(s, "lost-at-cards").type = 42),
    expected: [
      {
        code: "schema/type",
        message: "'type' of card “Lost at Cards” must be text; got the number 42",
        pointer: "/cards/20/type",
        within: '"id": "lost-at-cards"',
        at: "42",
      },
    ],
  },
  {
    description: "wrong type: the whole file is not an object",
    text: () => "[]",
    expected: [
      {
        code: "schema/type",
        message: "the set must be an object ({ … }); got a list of 0",
        pointer: "",
        at: "[]",
      },
    ],
  },
  {
    description: "unknown field with a did-you-mean",
    input: (s) => (cardAt(s, "lost-at-cards").nmae = "Lost"),
    expected: [
      {
        code: "schema/additionalProperties",
        message: "unknown field 'nmae' in card “Lost at Cards” — did you mean 'name'?",
        pointer: "/cards/20/nmae",
        at: '"nmae"',
      },
    ],
  },
  {
    description: "unknown field without a near name lists the allowed ones",
    input: (s) => (cardAt(s, "lost-at-cards").colour = "red"),
    expected: [
      {
        code: "schema/additionalProperties",
        message: `unknown field 'colour' in card “Lost at Cards” — allowed: ${CARD_FIELDS}`,
        pointer: "/cards/20/colour",
        at: '"colour"',
      },
    ],
  },
  {
    description: "unknown field in rules suggests the right casing",
    input: (s) => (s.rules.handsize = 4),
    expected: [
      {
        code: "schema/additionalProperties",
        message: "unknown field 'handsize' in 'rules' — did you mean 'handSize'?",
        pointer: "/rules/handsize",
        at: '"handsize"',
      },
    ],
  },
  {
    description: "unknown field in a nested translation",
    input: (s) => (cardAt(s, "lost-at-cards").translations = { fr: { titre: "Perdu" } }),
    expected: [
      {
        code: "schema/additionalProperties",
        message:
          "unknown field 'titre' in 'translations.fr' of card “Lost at Cards” — allowed: name, text, flavor, reminder, from",
        pointer: "/cards/20/translations/fr/titre",
        at: '"titre"',
      },
    ],
  },
  {
    description: "a __proto__ key is an unknown field and pollutes nothing",
    text: (t) =>
      t.replace(
        '"id": "lost-at-cards",',
        '"id": "lost-at-cards", "__proto__": {"polluted": true},',
      ),
    expected: [
      {
        code: "schema/additionalProperties",
        message: `unknown field '__proto__' in card “Lost at Cards” — allowed: ${CARD_FIELDS}`,
        pointer: "/cards/20/__proto__",
        at: '"__proto__"',
      },
    ],
  },
  {
    description: "enum with a did-you-mean",
    input: (s) => (cardAt(s, "lost-at-cards").type = "modifer"),
    expected: [
      {
        code: "schema/enum",
        message:
          "'type' of card “Lost at Cards” must be one of character, modifier, event, untimely-death, story, reference; got 'modifer' — did you mean 'modifier'?",
        pointer: "/cards/20/type",
        at: '"modifer"',
      },
    ],
  },
  {
    description: "points with 2 slots",
    input: (s) => (cardAt(s, "lost-at-cards").points = [-10, null]),
    expected: [
      {
        code: "schema/minItems",
        message: "'points' of card “Lost at Cards” must have exactly 3 slots; got 2",
        pointer: "/cards/20/points",
        within: '"id": "lost-at-cards"',
        at: "[\n        -10,\n        null\n      ]",
      },
    ],
  },
  {
    description: "icons with 4 slots",
    input: (s) => (cardAt(s, "lost-at-cards").icons = [null, null, null, null]),
    expected: [
      {
        code: "schema/maxItems",
        message: "'icons' of card “Lost at Cards” must have exactly 3 slots; got 4",
        pointer: "/cards/20/icons",
        within: '"id": "lost-at-cards"',
        at: "[\n        null,\n        null,\n        null,\n        null\n      ]",
      },
    ],
  },
  {
    description: "a point slot out of range collapses the anyOf branches",
    input: (s) => (cardAt(s, "lost-at-cards").points = [150, null, null]),
    expected: [
      {
        code: "schema/anyOf",
        message:
          "'points[0]' of card “Lost at Cards” must be a whole number from -99 to 99, \"blank\" or null; got 150",
        pointer: "/cards/20/points/0",
        at: "150",
      },
    ],
  },
  {
    description: "an icon slot that is not an id",
    input: (s) => (cardAt(s, "lost-at-cards").icons = ["Coin", null, null]),
    expected: [
      {
        code: "schema/anyOf",
        message:
          "'icons[0]' of card “Lost at Cards” must be \"blank\", an icon id or null; got 'Coin'",
        pointer: "/cards/20/icons/0",
        within: '"id": "lost-at-cards"',
        at: '"Coin"',
      },
    ],
  },
  {
    description: "missing required field on an array item points at its '{'",
    input: (s) => delete cardAt(s, "lost-at-cards").name,
    expected: [
      {
        code: "schema/required",
        message: "card 'lost-at-cards' is missing the required field 'name'",
        pointer: "/cards/20",
        at: '{\n      "id": "lost-at-cards"',
        length: 1,
      },
    ],
  },
  {
    description: "missing required field on a property points at its key",
    input: (s) => delete s.rules.ties,
    expected: [
      {
        code: "schema/required",
        message: "'rules' is missing the required field 'ties'",
        pointer: "/rules",
        at: '"rules"',
      },
    ],
  },
  {
    description: "a bad id suggests its slug",
    input: (s) => (s.id = "Hollow Manor"),
    expected: [
      {
        code: "schema/pattern",
        message:
          "'id' must be an id: lower-case letters, digits and single hyphens, e.g. 'lady-ada'; got 'Hollow Manor' — try 'hollow-manor'",
        pointer: "/id",
        at: '"Hollow Manor"',
      },
    ],
  },
  {
    description: "a translation key that is not a language tag",
    input: (s) => (s.families[0].translations = { French: { name: "Les Ashgrove" } }),
    expected: [
      {
        code: "schema/propertyNames",
        message:
          "'translations' of family 'ashgrove' has the key 'French', which must be a language tag such as 'en', 'fr' or 'de-AT'",
        pointer: "/families/0/translations/French",
        at: '"French"',
      },
    ],
  },
  {
    description: "a name that is too long",
    input: (s) => (cardAt(s, "lost-at-cards").name = "L".repeat(81)),
    expected: [
      {
        code: "schema/maxLength",
        message: `'name' of card “${"L".repeat(59)}…” is too long: at most 80 characters; got 81`,
        pointer: "/cards/20/name",
        at: `"${"L".repeat(81)}"`,
      },
    ],
  },
  {
    description: "an empty name",
    input: (s) => (s.families[1].name = ""),
    expected: [
      {
        code: "schema/minLength",
        message: "'name' of family 'blackmere' must not be empty",
        pointer: "/families/1/name",
        within: '"id": "blackmere"',
        at: '""',
      },
    ],
  },
  {
    description: "a rules number out of range",
    input: (s) => (s.rules.handSize = 0),
    expected: [
      {
        code: "schema/minimum",
        message: "'rules.handSize' must be from 1 to 20; got 0",
        pointer: "/rules/handSize",
        within: '"handSize"',
        at: "0",
      },
    ],
  },
  {
    description: "a language listed twice points at the second",
    input: (s) => (s.languages = ["fr", "de", "fr"]),
    expected: [
      {
        code: "schema/uniqueItems",
        message: "'languages' lists 'fr' twice — remove one",
        pointer: "/languages/2",
        within: '"de"',
        at: '"fr"',
      },
    ],
  },
  {
    description: "art that climbs out of the art folder",
    input: (s) => (cardAt(s, "lost-at-cards").art = "../secret.png"),
    expected: [
      {
        code: "schema/pattern",
        message:
          "'art' of card “Lost at Cards” must be a file name in the art/ folder ending in .png, .jpg, .jpeg, .webp or .svg (no folders, no '..'); got '../secret.png'",
        pointer: "/cards/20/art",
        at: '"../secret.png"',
      },
    ],
  },
  {
    description: "an icon that is not an SVG document",
    input: (s) => (s.icons[2].svg = "<img src=x>"),
    expected: [
      {
        code: "schema/pattern",
        message:
          "'svg' of icon 'key' must be an SVG document starting with '<svg'; got '<img src=x>'",
        pointer: "/icons/2/svg",
        at: '"<img src=x>"',
      },
    ],
  },
  {
    description: "a credit link that is not http(s)",
    input: (s) =>
      (s.credits = [
        { what: "Raven icon", who: "A. Artist", licence: "CC0", url: "ftp://x.org/a" },
      ]),
    expected: [
      {
        code: "schema/pattern",
        message:
          "'url' of credit #1 must be a web address starting with http:// or https://; got 'ftp://x.org/a'",
        pointer: "/credits/0/url",
        at: '"ftp://x.org/a"',
      },
    ],
  },
  {
    description: "an empty id says only that it is empty",
    input: (s) => (cardAt(s, "lost-at-cards").id = ""),
    expected: [
      {
        code: "schema/minLength",
        message: "'id' of card “Lost at Cards” must not be empty",
        pointer: "/cards/20/id",
        within: '"name": "Euphemia Dunmarrow"',
        at: '""',
      },
    ],
  },
  {
    description: "a credit link that is no address at all gets one message",
    input: (s) =>
      (s.credits = [{ what: "Raven icon", who: "A. Artist", licence: "CC0", url: "see the box" }]),
    expected: [
      {
        code: "schema/pattern",
        message:
          "'url' of credit #1 must be a web address starting with http:// or https://; got 'see the box'",
        pointer: "/credits/0/url",
        at: '"see the box"',
      },
    ],
  },
  {
    description: "a version that is not major.minor.patch",
    input: (s) => (s.version = "1.0"),
    expected: [
      {
        code: "schema/pattern",
        message: "'version' must be a version such as '1.0.0' (major.minor.patch); got '1.0'",
        pointer: "/version",
        at: '"1.0"',
      },
    ],
  },
  {
    description: "errors in a frame region name the region and its frame",
    input: (s) =>
      (s.frames = [
        {
          id: "tall",
          name: "Tall",
          width: 63,
          height: 88,
          bleed: 3,
          safe: 3,
          opaque: false,
          regions: [{ id: "plate", role: "txt", x: -1, y: 0, width: 63, height: 20, opaque: true }],
        },
      ]),
    expected: [
      {
        code: "schema/enum",
        message:
          "'role' of region 'plate' of frame 'tall' must be one of name, points, icon, text, portrait, family, persistent, reminder, art, decoration, category-icon, emblem; got 'txt' — did you mean 'text'?",
        pointer: "/frames/0/regions/0/role",
        at: '"txt"',
      },
      {
        code: "schema/minimum",
        message: "'x' of region 'plate' of frame 'tall' must be from 0 to 300; got -1",
        pointer: "/frames/0/regions/0/x",
        within: '"txt"',
        at: "-1",
      },
    ],
  },
];

describe("schema diagnostics", () => {
  for (const { description, input, text: editText, expected } of CASES) {
    it(description, () => {
      const set: any = minimalSet();
      input?.(set);
      let text = JSON.stringify(set, null, 2);
      if (editText) text = editText(text);
      const result = validateSetText(text);
      expect(result.diagnostics.map(actualOf)).toEqual(expected.map((e) => expectedOf(text, e)));
      expect(result.set).toBeUndefined();
      expect(result.value).toBeDefined();
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  }

  it("reports several errors in text order", () => {
    const set: any = minimalSet();
    set.rules.ties = "draw";
    set.cards[0].copies = 0;
    const result = validateSetText(JSON.stringify(set, null, 2));
    expect(result.diagnostics.map((d) => d.pointer)).toEqual(["/cards/0/copies", "/rules/ties"]);
  });

  it("validateSetValue keeps pointers and puts every range at 1:1", () => {
    const set: any = minimalSet();
    set.cards[3].type = "evnt";
    const { diagnostics, set: valid } = validateSetValue(set, "memory");
    expect(valid).toBeUndefined();
    expect(diagnostics).toEqual([
      {
        code: "schema/enum",
        severity: "error",
        message:
          "'type' of card “Henrietta Ashgrove” must be one of character, modifier, event, untimely-death, story, reference; got 'evnt' — did you mean 'event'?",
        source: "memory",
        pointer: "/cards/3/type",
        range: { start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 1, offset: 0 } },
      },
    ]);
  });

  it("never throws on values of the wrong shape", () => {
    for (const value of [undefined, null, 42, "set", [], { cards: "all" }, { rules: [] }]) {
      const result = validateSetValue(value);
      expect(result.set).toBeUndefined();
      expect(result.diagnostics.length).toBeGreaterThan(0);
      expect(result.diagnostics.every((d) => d.code.startsWith("schema/"))).toBe(true);
    }
  });

  it("caps a flood of problems with one summary", () => {
    const set: any = minimalSet();
    for (let i = 0; i < 600; i++) set.cards.push({ id: `x-${i}`, type: "nope", name: "X" });
    const { diagnostics } = validateSetValue(set);
    expect(diagnostics).toHaveLength(501);
    expect(diagnostics[500]).toMatchObject({
      code: "set/too-many-problems",
      severity: "error",
      message: "100 more problems are not shown — fix the ones above first",
    });
  });
});
