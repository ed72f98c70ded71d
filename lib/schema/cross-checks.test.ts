import { describe, expect, it } from "vitest";
import type { Card, Frame, VellumSet } from "../model";
import type { ExpectedDiagnostic } from "../../test/fixtures/expect-diagnostics";
import { actualOf, expectedOf } from "../../test/fixtures/expect-diagnostics";
import { minimalSet } from "../../test/fixtures/minimal-set";
import { clearFrame } from "../layers/cards.test-support";
import { crossCheckSet, validateSetText } from "./index";

/** Cross-checks (code set/…), each on the minimal set with one thing broken. */

interface Case {
  description: string;
  input: (set: VellumSet) => void;
  expected: ExpectedDiagnostic[];
}

const card = (set: VellumSet, id: string): Card => {
  const found = set.cards.find((c) => c.id === id);
  if (found === undefined) throw new Error(`no card ${id}`);
  return found;
};

const frame = (id: string, regions: Frame["regions"], types?: Frame["types"]): Frame =>
  clearFrame(id, regions, types === undefined ? {} : { types });

const dropFamily = (set: VellumSet, id: string): void => {
  set.families = set.families.filter((f) => f.id !== id);
  set.cards = set.cards.filter((c) => c.family !== id);
};

const CASES: Case[] = [
  // Ids
  {
    description: "duplicate card id, at the second one",
    input: (s) => (s.cards[1] = { ...card(s, "lavinia-ashgrove"), id: "edwin-ashgrove" }),
    expected: [
      {
        code: "set/duplicate-id",
        message: "card id 'edwin-ashgrove' is already used by card #1 — give this card another id",
        pointer: "/cards/1/id",
        within: '"name": "Edwin Ashgrove"',
        at: '"edwin-ashgrove"',
      },
    ],
  },
  {
    description: "duplicate family id",
    input: (s) => s.families.push({ id: "quillon", name: "The Other Quillons", symbol: "key" }),
    expected: [
      {
        code: "set/duplicate-id",
        message: "family id 'quillon' is already used by family #3 — give this family another id",
        pointer: "/families/4/id",
        within: '"id": "dunmarrow"',
        at: '"quillon"',
      },
    ],
  },
  {
    description: "duplicate icon id",
    input: (s) => s.icons.push({ id: "mask", name: "Second Mask", svg: "<svg></svg>" }),
    expected: [
      {
        code: "set/duplicate-id",
        message: "icon id 'mask' is already used by icon #6 — give this icon another id",
        pointer: "/icons/6/id",
        within: '"name": "Mask"',
        at: '"mask"',
      },
    ],
  },
  {
    description: "duplicate region id in a frame",
    input: (s) =>
      (s.frames = [
        frame("tall", [
          { id: "plate", role: "text", x: 0, y: 60, width: 63, height: 28, opaque: true },
          { id: "plate", role: "name", x: 0, y: 0, width: 63, height: 8, opaque: true },
        ]),
      ]),
    expected: [
      {
        code: "set/duplicate-id",
        message:
          "region id 'plate' is already used by region #1 in frame 'tall' — give this region another id",
        pointer: "/frames/0/regions/1/id",
        within: '"role": "text"',
        at: '"plate"',
      },
    ],
  },
  {
    description: "reserved ids: an icon called blank, a frame named like a built-in one",
    input: (s) => {
      s.icons.push({ id: "blank", name: "Blank", svg: "<svg></svg>" });
      s.frames = [frame("vellum-modifier", [])];
    },
    expected: [
      {
        code: "set/reserved-id",
        message: "icon id 'blank' is reserved for opaque blank slots — choose another id",
        pointer: "/icons/6/id",
        at: '"blank"',
        within: '"name": "Mask"',
      },
      {
        code: "set/reserved-id",
        message:
          "frame id 'vellum-modifier' belongs to a built-in frame — choose another id, and list the card types in 'types' to replace the built-in frame",
        pointer: "/frames/0/id",
        at: '"vellum-modifier"',
      },
    ],
  },
  {
    description: "a name of blanks",
    input: (s) => (card(s, "lost-at-cards").name = "   "),
    expected: [
      {
        code: "set/empty-name",
        message: "card 'lost-at-cards' has an empty name — give it a name players can read",
        pointer: "/cards/20/name",
        at: '"   "',
      },
    ],
  },
  // References
  {
    description: "unknown family with a suggestion",
    input: (s) => (card(s, "edwin-ashgrove").family = "ashgrov"),
    expected: [
      {
        code: "set/unknown-family",
        message:
          "card “Edwin Ashgrove” names the unknown family 'ashgrov' — did you mean 'ashgrove'?",
        pointer: "/cards/0/family",
        at: '"ashgrov"',
      },
    ],
  },
  {
    description: "unknown family without a near one lists the families",
    input: (s) => (card(s, "edwin-ashgrove").family = "zzz"),
    expected: [
      {
        code: "set/unknown-family",
        message:
          "card “Edwin Ashgrove” names the unknown family 'zzz' — add it to 'families' or use one of 'ashgrove', 'blackmere', 'quillon', 'dunmarrow'",
        pointer: "/cards/0/family",
        at: '"zzz"',
      },
    ],
  },
  {
    description: "unknown icon in a slot; blank and null are fine",
    input: (s) => (card(s, "lost-at-cards").icons = ["coins", "blank", null]),
    expected: [
      {
        code: "set/unknown-icon",
        message: "card “Lost at Cards” shows the unknown icon 'coins' — did you mean 'coin'?",
        pointer: "/cards/20/icons/0",
        at: '"coins"',
      },
    ],
  },
  {
    description: "unknown frame; built-in frames are known",
    input: (s) => {
      card(s, "lost-at-cards").frame = "vellum-modifer";
      card(s, "the-will-is-read").frame = "vellum-event";
    },
    expected: [
      {
        code: "set/unknown-frame",
        message:
          "card “Lost at Cards” uses the unknown frame 'vellum-modifer' — did you mean 'vellum-modifier'?",
        pointer: "/cards/20/frame",
        at: '"vellum-modifer"',
      },
    ],
  },
  {
    description: "unknown back in a set without backs",
    input: (s) => (card(s, "lost-at-cards").back = "gothic"),
    expected: [
      {
        code: "set/unknown-back",
        message:
          "card “Lost at Cards” uses the unknown back 'gothic' — the set has none yet: add it to 'backs'",
        pointer: "/cards/20/back",
        at: '"gothic"',
      },
    ],
  },
  {
    description: "a character without a family",
    input: (s) => delete card(s, "edwin-ashgrove").family,
    expected: [
      {
        code: "set/character-without-family",
        message:
          "character “Edwin Ashgrove” has no family — add \"family\" with one of 'ashgrove', 'blackmere', 'quillon', 'dunmarrow'",
        pointer: "/cards/0/type",
        at: '"character"',
      },
    ],
  },
  {
    description: "a modifier with a family (warning)",
    input: (s) => (card(s, "lost-at-cards").family = "ashgrove"),
    expected: [
      {
        code: "set/family-on-non-character",
        severity: "warning",
        message:
          "card “Lost at Cards” is a modifier but has a family — only characters belong to a family; remove 'family'",
        pointer: "/cards/20/family",
        within: '"id": "lost-at-cards"',
        at: '"ashgrove"',
      },
    ],
  },
  {
    description: "R1.6 a character with points, icons and an effect (warnings)",
    input: (s) =>
      Object.assign(card(s, "edwin-ashgrove"), {
        points: [5, null, null],
        icons: [null, "raven", null],
        effect: "Draw 1 card.",
      }),
    expected: [
      {
        code: "set/character-has-points",
        severity: "warning",
        message:
          "card “Edwin Ashgrove” is a character, and characters print no points (RULES R1.6) — remove 'points'; modifiers carry them",
        pointer: "/cards/0/points",
        within: '"id": "edwin-ashgrove"',
        at: "[",
        to: "]",
      },
      {
        code: "set/character-has-icons",
        severity: "warning",
        message:
          "card “Edwin Ashgrove” is a character, and characters print no story icons (RULES R1.6) — remove 'icons'; modifiers carry them",
        pointer: "/cards/0/icons",
        within: '"icons": [\n        null,\n        "raven"',
        at: "[",
        to: "]",
      },
      {
        code: "set/character-has-effect",
        severity: "warning",
        message:
          "card “Edwin Ashgrove” is a character, and characters have no effect of their own (RULES R1.6) — move the text to 'flavor' or onto a modifier",
        pointer: "/cards/0/effect",
        at: '"Draw 1 card."',
      },
    ],
  },
  {
    description: "a family symbol that is not an icon",
    input: (s) => (s.families[0]!.symbol = "ravn"),
    expected: [
      {
        code: "set/unknown-symbol",
        message:
          "family 'ashgrove' has the symbol 'ravn', which is not one of the set's icons — did you mean 'raven'?",
        pointer: "/families/0/symbol",
        at: '"ravn"',
      },
    ],
  },
  {
    description: "an opacity override for a region the custom frame lacks (warning)",
    input: (s) => {
      s.frames = [
        frame("tall", [
          { id: "plate", role: "text", x: 0, y: 60, width: 63, height: 28, opaque: true },
        ]),
      ];
      Object.assign(card(s, "lost-at-cards"), { frame: "tall", opacity: { plat: "clear" } });
    },
    expected: [
      {
        code: "set/unknown-region",
        severity: "warning",
        message:
          "card “Lost at Cards” overrides the opacity of 'plat', which is not a region of frame 'tall' — did you mean 'plate'?",
        pointer: "/cards/20/opacity/plat",
        within: '"plat"',
        at: '"clear"',
      },
    ],
  },
  {
    description: "an opacity override names no region of the card's built-in frame",
    input: (s) => Object.assign(card(s, "lost-at-cards"), { opacity: { "point-1": "opaque" } }),
    expected: [
      {
        code: "set/unknown-region",
        severity: "warning",
        message:
          "card “Lost at Cards” overrides the opacity of 'point-1', which is not a region of frame 'vellum-modifier' — did you mean 'points-1'?",
        pointer: "/cards/20/opacity/point-1",
        within: '"point-1"',
        at: '"opaque"',
      },
    ],
  },
  // Setup (R3)
  {
    description: "R3.1 a family with 1 character",
    input: (s) =>
      (s.cards = s.cards.filter((c) => c.family !== "ashgrove" || c.id === "edwin-ashgrove")),
    expected: [
      {
        code: "set/family-too-small",
        message:
          "family 'ashgrove' has 1 character; every family needs at least 2 (RULES R3.1) — add 1 more",
        pointer: "/families/0/id",
        at: '"ashgrove"',
      },
    ],
  },
  {
    description: "R3.2 a family of 2 cannot lose 1 in a 4-player game",
    input: (s) =>
      (s.cards = s.cards.filter(
        (c) => c.family !== "quillon" || c.id.startsWith("j") || c.id.startsWith("m"),
      )),
    expected: [
      {
        code: "set/family-too-small",
        message:
          "family 'quillon' has 2 characters, but a 4-player game removes 1 from each family and must leave at least 2 (RULES R3.2) — add 1 more or lower rules.fourPlayerRemoval",
        pointer: "/families/2/id",
        at: '"quillon"',
      },
    ],
  },
  {
    description: "R3.2 a family of 2 is fine when no game removes characters",
    input: (s) => {
      s.cards = s.cards.filter(
        (c) => c.family !== "quillon" || c.id.startsWith("j") || c.id.startsWith("m"),
      );
      s.rules.maxPlayers = 3;
    },
    expected: [],
  },
  {
    description: "R3.2 five players with three families",
    input: (s) => dropFamily(s, "dunmarrow"),
    expected: [
      {
        code: "set/too-few-families",
        message:
          "rules.maxPlayers is 5 but the set has 3 families; it needs 4 (the fifth can be built from removed characters) (RULES R3.1, R3.2) — add 1 or lower maxPlayers to 3",
        pointer: "/rules/maxPlayers",
        within: '"maxPlayers"',
        at: "5",
      },
    ],
  },
  {
    description: "R3.2 five players with four families need removed characters",
    input: (s) => (s.rules.fourPlayerRemoval = 0),
    expected: [
      {
        code: "set/too-few-families",
        message:
          "5 players need a fifth family, built from the characters each player removes (RULES R3.2), but rules.fourPlayerRemoval is 0 — set it to 1, add a family, or lower rules.maxPlayers to 4",
        pointer: "/rules/maxPlayers",
        within: '"maxPlayers"',
        at: "5",
      },
    ],
  },
  {
    description: "R3.1 six players need six families",
    input: (s) => (s.rules.maxPlayers = 6),
    expected: [
      {
        code: "set/too-few-families",
        message:
          "rules.maxPlayers is 6 but the set has 4 families; it needs 6 (RULES R3.1, R3.2) — add 2 or lower maxPlayers to 4",
        pointer: "/rules/maxPlayers",
        within: '"maxPlayers"',
        at: "6",
      },
    ],
  },
  {
    description: "R3.1 minPlayers above maxPlayers",
    input: (s) => Object.assign(s.rules, { minPlayers: 4, maxPlayers: 3 }),
    expected: [
      {
        code: "set/player-range",
        message:
          "rules.minPlayers (4) is more than rules.maxPlayers (3) — lower minPlayers or raise maxPlayers",
        pointer: "/rules/minPlayers",
        within: '"minPlayers"',
        at: "4",
      },
    ],
  },
  {
    description: "R3.3 too few drawable cards to deal every hand, counting copies",
    input: (s) => {
      s.rules.handSize = 7;
      card(s, "lost-at-cards").copies = 5;
    },
    expected: [
      {
        code: "set/too-few-cards",
        message:
          "the draw pile has 34 cards (modifiers, events and untimely deaths, counting copies) but dealing 5 players 7 each needs 35 (RULES R3.3) — add 1 or lower rules.maxPlayers or rules.handSize",
        pointer: "/rules/handSize",
        within: '"handSize"',
        at: "7",
      },
    ],
  },
  {
    description: "R3.4 stories on with fewer story cards than start in the centre",
    input: (s) => {
      s.rules.stories = true;
      s.cards.push({ id: "the-inheritance", type: "story", name: "The Inheritance" });
    },
    expected: [
      {
        code: "set/too-few-stories",
        message:
          "stories are on and 2 start in the centre (RULES R3.4), but the set has 1 story card — add 1 or lower rules.storiesInCentre",
        pointer: "/rules/storiesInCentre",
        within: '"storiesInCentre"',
        at: "2",
      },
    ],
  },
  {
    description: "a reminder on a card that is not persistent, which prints none (warning)",
    input: (s) => {
      Object.assign(card(s, "lost-at-cards"), {
        reminder: "Draw limit −1",
        translations: { fr: { name: "Perdu aux cartes", reminder: "Limite de pioche −1" } },
      });
      // The other cards then lack French texts: an info per card, not this test's business.
      s.languages = ["fr"];
      for (const c of s.cards) c.translations ??= { fr: { name: c.name } };
    },
    expected: [
      {
        code: "set/reminder-not-printed",
        severity: "warning",
        message:
          "card “Lost at Cards” has a reminder but is not persistent, so the reminder is not printed (only persistent cards have the reminder plaque, RULES R1.7) — set 'persistent' to true, or remove the reminder",
        pointer: "/cards/20/reminder",
        at: '"Draw limit −1"',
      },
      {
        code: "set/reminder-not-printed",
        severity: "warning",
        message:
          "card “Lost at Cards” has a 'fr' reminder but is not persistent, so the reminder is not printed (only persistent cards have the reminder plaque, RULES R1.7) — set 'persistent' to true, or remove the reminder",
        pointer: "/cards/20/translations/fr/reminder",
        at: '"Limite de pioche −1"',
      },
    ],
  },
  {
    description: "a story card while stories are off (warning)",
    input: (s) => s.cards.push({ id: "the-inheritance", type: "story", name: "The Inheritance" }),
    expected: [
      {
        code: "set/stories-off",
        severity: "warning",
        message:
          "card “The Inheritance” is a story, but stories are off — set rules.stories to true or remove the card",
        pointer: "/cards/50/type",
        at: '"story"',
      },
    ],
  },
  {
    description: "an untimely death with no effect and clear points (info)",
    input: (s) => (card(s, "fell-down-the-well").points = [null, null, null]),
    expected: [
      {
        code: "set/empty-untimely-death",
        severity: "info",
        message:
          "untimely death “Fell Down the Well” has no effect and only clear point slots, so it kills and changes nothing else — add points or an effect if that is not intended",
        pointer: "/cards/44/id",
        at: '"fell-down-the-well"',
      },
    ],
  },
  // Frames
  {
    description: "a region outside the card, and a points region without a slot",
    input: (s) =>
      (s.frames = [
        frame("tall", [
          { id: "plate", role: "text", x: 10, y: 70, width: 60, height: 20, opaque: true },
          { id: "p1", role: "points", x: 2, y: 10, width: 8, height: 8, opaque: true },
        ]),
      ]),
    expected: [
      {
        code: "set/region-outside-card",
        message:
          "region 'plate' of frame 'tall' reaches 70 mm across but the card is 63 mm wide — keep x + width ≤ 63",
        pointer: "/frames/0/regions/0",
        within: '"regions"',
        at: "{",
        to: "}",
      },
      {
        code: "set/region-outside-card",
        message:
          "region 'plate' of frame 'tall' reaches 90 mm down but the card is 88 mm tall — keep y + height ≤ 88",
        pointer: "/frames/0/regions/0",
        within: '"regions"',
        at: "{",
        to: "}",
      },
      {
        code: "set/region-without-slot",
        message:
          "region 'p1' of frame 'tall' is a points region without a slot — add \"slot\": 1 (top), 2 (middle) or 3 (bottom)",
        pointer: "/frames/0/regions/1",
        within: '"id": "plate"',
        at: "{",
        to: "}",
      },
    ],
  },
  {
    description: "two slots of a frame overlapping (warning)",
    input: (s) =>
      (s.frames = [
        frame("crowded", [
          { id: "p1", role: "points", slot: 1, x: 3, y: 20, width: 10, height: 10, opaque: true },
          { id: "p2", role: "points", slot: 2, x: 3, y: 28, width: 10, height: 10, opaque: true },
        ]),
      ]),
    expected: [
      {
        code: "set/slots-overlap",
        severity: "warning",
        message:
          "region 'p2' of frame 'crowded' overlaps slot 'p1' by 10 × 2 mm — move one of them so a stacked card's value covers exactly the one below",
        pointer: "/frames/0/regions/1",
        within: '"id": "p1"',
        at: "{",
        to: "}",
      },
    ],
  },
  {
    description: "a mark (category icons, emblem) printed over a point or icon slot (warnings)",
    input: (s) =>
      (s.frames = [
        frame("marked", [
          { id: "p1", role: "points", slot: 1, x: 3, y: 20, width: 10, height: 10, opaque: true },
          { id: "i1", role: "icon", slot: 1, x: 50, y: 20, width: 10, height: 10, opaque: true },
          { id: "seal", role: "emblem", x: 8, y: 25, width: 10, height: 10, opaque: false },
          { id: "cats", role: "category-icon", x: 55, y: 10, width: 5, height: 12, opaque: false },
          // Off every slot: no warning.
          { id: "crest", role: "emblem", x: 25, y: 60, width: 10, height: 10, opaque: false },
        ]),
      ]),
    expected: [
      {
        code: "set/mark-over-slot",
        severity: "warning",
        message:
          "region 'seal' of frame 'marked' prints the emblem over point slot 'p1' (5 × 5 mm), where the rules read the value a card shows through the stack — move it off the slot",
        pointer: "/frames/0/regions/2",
        within: '"id": "i1"',
        at: "{",
        to: "}",
      },
      {
        code: "set/mark-over-slot",
        severity: "warning",
        message:
          "region 'cats' of frame 'marked' prints the category icons over icon slot 'i1' (5 × 2 mm), where the rules read the value a card shows through the stack — move it off the slot",
        pointer: "/frames/0/regions/3",
        within: '"id": "seal"',
        at: "{",
        to: "}",
      },
    ],
  },
  {
    description: "two frames and two backs claiming the same card type (warnings)",
    input: (s) => {
      s.frames = [frame("one", [], ["modifier"]), frame("two", [], ["event", "modifier"])];
      s.backs = [
        { id: "red", name: "Red", types: ["event"] },
        { id: "blue", name: "Blue", types: ["event"] },
      ];
    },
    expected: [
      {
        code: "set/ambiguous-default",
        severity: "warning",
        message:
          "frame 'one' and frame 'two' are both the default frame for modifier cards; the first one wins — remove 'modifier' from one of them",
        pointer: "/frames/1/types/1",
        within: '"id": "two"',
        at: '"modifier"',
      },
      {
        code: "set/ambiguous-default",
        severity: "warning",
        message:
          "back 'red' and back 'blue' are both the default back for event cards; the first one wins — remove 'event' from one of them",
        pointer: "/backs/1/types/0",
        within: '"id": "blue"',
        at: '"event"',
      },
    ],
  },
  // Languages
  {
    description: "translations into unlisted and default languages; missing translations fall back",
    input: (s) => {
      s.languages = ["de-AT"];
      card(s, "lost-at-cards").translations = { "de-AU": { name: "Beim Kartenspiel verloren" } };
      card(s, "the-will-is-read").translations = { en: { name: "The Will" } };
      s.families[0]!.translations = { fr: { name: "Les Ashgrove" } };
    },
    expected: [
      {
        code: "set/unlisted-language",
        severity: "warning",
        message:
          "family 'ashgrove' has a translation into 'fr', which is not in the set's 'languages' — add 'fr' to 'languages' or remove the translation",
        pointer: "/families/0/translations/fr",
        within: '"fr"',
        at: "{",
        to: "}",
      },
      {
        code: "set/unlisted-language",
        severity: "warning",
        message:
          "card “Lost at Cards” has a translation into 'de-AU', which is not in the set's 'languages' — did you mean 'de-AT'? Otherwise add 'de-AU' to 'languages'",
        pointer: "/cards/20/translations/de-AU",
        within: '"de-AU"',
        at: "{",
        to: "}",
      },
      {
        code: "set/translation-of-default",
        severity: "warning",
        message:
          "card “The Will Is Read” has a translation into 'en', the set's main language — edit its own fields instead",
        pointer: "/cards/37/translations/en",
        within: '"en": {',
        at: "{",
        to: "}",
      },
      {
        code: "set/missing-translations",
        severity: "info",
        message:
          "50 cards of 50 have no 'de-AT' name and fall back to 'en' — translate them or drop 'de-AT' from 'languages'",
        pointer: "/languages/0",
        at: '"de-AT"',
      },
    ],
  },
  {
    description:
      "a translated rules text or flavour with no original (warnings); a translated text over an effect is fine",
    input: (s) => {
      s.languages = ["fr"];
      card(s, "lost-at-cards").translations = {
        fr: { name: "Perdu aux cartes", flavor: "Le valet de pique, encore." },
      };
      card(s, "caught-in-the-rain").translations = { fr: { text: "Piochez une carte." } };
      card(s, "the-will-is-read").translations = { fr: { text: "Le testament est lu." } };
    },
    expected: [
      {
        code: "set/translation-without-original",
        severity: "warning",
        message:
          "card “Lost at Cards”: the 'fr' flavour has no 'en' original, so the 'en' card prints none — add 'flavor' to the card, or remove it from the 'fr' translation if only 'fr' should print it",
        pointer: "/cards/20/translations/fr/flavor",
        at: '"Le valet',
        to: 'encore."',
      },
      {
        code: "set/translation-without-original",
        severity: "warning",
        message:
          "card “Caught in the Rain”: the 'fr' rules text has no 'en' original, so the 'en' card prints none — add 'text' to the card, or remove it from the 'fr' translation if only 'fr' should print it",
        pointer: "/cards/21/translations/fr/text",
        at: '"Piochez',
        to: 'carte."',
      },
      {
        code: "set/missing-translations",
        severity: "info",
        message:
          "49 cards of 50 have no 'fr' name and fall back to 'en' — translate them or drop 'fr' from 'languages'",
        pointer: "/languages/0",
        within: '"languages"',
        at: '"fr"',
      },
    ],
  },
  // Icons
  {
    description: "icon SVGs with a script or an external link; internal links are fine",
    input: (s) => {
      s.icons[0]!.svg = "<svg><script>alert(1)</script></svg>";
      s.icons[1]!.svg = '<svg><image href="https://x.org/a.png"/></svg>';
      s.icons[2]!.svg = '<svg><defs><path id="a" d="M0 0"/></defs><use href="#a"/></svg>';
    },
    expected: [
      {
        code: "set/unsafe-svg",
        message:
          "icon 'raven' has a <script> in its SVG — icons must be self-contained drawings: no scripts, event handlers, links or embedded documents",
        pointer: "/icons/0/svg",
        at: '"<svg><script>',
        to: '</svg>"',
      },
      {
        code: "set/unsafe-svg",
        message:
          "icon 'rose' has a link to another file or site (href) in its SVG — icons must be self-contained drawings: no scripts, event handlers, links or embedded documents",
        pointer: "/icons/1/svg",
        at: '"<svg><image',
        to: '</svg>"',
      },
    ],
  },
  {
    description:
      "icon SVGs with comments or instructions an HTML parser reads differently; a plain comment is fine",
    input: (s) => {
      const svg = (inner: string) => `<svg viewBox="0 0 24 24">${inner}<path d="M0 0h9"/></svg>`;
      s.icons[0]!.svg = svg("<!-->");
      s.icons[1]!.svg = svg("<!--->");
      s.icons[2]!.svg = svg("<?x ><g>");
      s.icons[3]!.svg = svg("<!-- a -- b -->");
      s.icons[4]!.svg = svg("<!-- a --->");
      s.icons[5]!.svg = svg("<!-- drawn by hand -->");
    },
    expected: [
      {
        code: "set/unsafe-svg",
        message:
          "icon 'raven' has an empty comment '<!-->' in its SVG — a web page reads it differently from an SVG file, so remove it (comments may not contain '--'; no instructions but an <?xml …?> declaration at the very start)",
        pointer: "/icons/0/svg",
        within: '"id": "raven"',
        at: '"<svg viewBox',
        to: '</svg>"',
      },
      {
        code: "set/unsafe-svg",
        message:
          "icon 'rose' has an empty comment '<!--->' in its SVG — a web page reads it differently from an SVG file, so remove it (comments may not contain '--'; no instructions but an <?xml …?> declaration at the very start)",
        pointer: "/icons/1/svg",
        within: '"id": "rose"',
        at: '"<svg viewBox',
        to: '</svg>"',
      },
      {
        code: "set/unsafe-svg",
        message:
          "icon 'key' has a processing instruction '<?x…>' in its SVG — a web page reads it differently from an SVG file, so remove it (comments may not contain '--'; no instructions but an <?xml …?> declaration at the very start)",
        pointer: "/icons/2/svg",
        within: '"id": "key"',
        at: '"<svg viewBox',
        to: '</svg>"',
      },
      {
        code: "set/unsafe-svg",
        message:
          "icon 'candle' has a comment with '--' inside it in its SVG — a web page reads it differently from an SVG file, so remove it (comments may not contain '--'; no instructions but an <?xml …?> declaration at the very start)",
        pointer: "/icons/3/svg",
        within: '"id": "candle"',
        at: '"<svg viewBox',
        to: '</svg>"',
      },
      {
        code: "set/unsafe-svg",
        message:
          "icon 'coin' has a comment ending in '--->' in its SVG — a web page reads it differently from an SVG file, so remove it (comments may not contain '--'; no instructions but an <?xml …?> declaration at the very start)",
        pointer: "/icons/4/svg",
        within: '"id": "coin"',
        at: '"<svg viewBox',
        to: '</svg>"',
      },
    ],
  },
];

describe("cross-checks", () => {
  for (const { description, input, expected } of CASES) {
    it(description, () => {
      const set = minimalSet();
      input(set);
      const text = JSON.stringify(set, null, 2);
      const result = validateSetText(text);
      // Whether Vellum ships a phrase catalog for a language is checked on its own (lib/text).
      const found = result.diagnostics.filter(
        (d) => d.code !== "set/no-catalog" || expected.some((e) => e.code === d.code),
      );
      expect(found.map(actualOf)).toEqual(expected.map((e) => expectedOf(text, e)));
      const errors = expected.some((e) => (e.severity ?? "error") === "error");
      expect(result.set === undefined).toBe(errors);
    });
  }
});

describe("crossCheckSet on sets built in code", () => {
  it("checks what the schema would have caught in a file: art names and SVG documents", () => {
    const set = minimalSet();
    card(set, "lost-at-cards").art = "../secret.png";
    set.icons[0]!.svg = "not an svg";
    const diagnostics = crossCheckSet(set, "memory");
    expect(diagnostics.map((d) => [d.code, d.pointer, d.message, d.source])).toEqual([
      [
        "set/bad-art",
        "/cards/20/art",
        "card “Lost at Cards” has the art '../secret.png', which is not a file name in the art/ folder — use a name like 'portrait.png' (.png, .jpg, .jpeg, .webp or .svg; no folders, no '..')",
        "memory",
      ],
      [
        "set/bad-svg",
        "/icons/0/svg",
        "icon 'raven' must be an SVG document starting with '<svg'",
        "memory",
      ],
    ]);
    expect(diagnostics.every((d) => d.range.start.offset === 0)).toBe(true);
  });

  it("uses the given locate function", () => {
    const set = minimalSet();
    set.rules.handSize = 9;
    const at = {
      start: { line: 9, column: 9, offset: 99 },
      end: { line: 9, column: 10, offset: 100 },
    };
    const diagnostics = crossCheckSet(set, "set.json", (pointer) =>
      pointer === "/rules/handSize" ? at : at,
    );
    expect(diagnostics.map((d) => [d.code, d.range])).toEqual([["set/too-few-cards", at]]);
  });

  it("treats keys such as constructor as plain data", () => {
    const set = minimalSet();
    set.frames = [
      frame("tall", [
        { id: "plate", role: "text", x: 0, y: 60, width: 63, height: 28, opaque: true },
      ]),
    ];
    Object.assign(card(set, "lost-at-cards"), { frame: "tall", opacity: { constructor: "clear" } });
    set.languages = ["fr"];
    const codes = crossCheckSet(set)
      .map((d) => d.code)
      .filter((code) => code !== "set/no-catalog");
    expect(codes).toEqual(["set/unknown-region", "set/missing-translations"]);
  });
});
