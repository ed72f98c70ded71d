/**
 * The original sample expansion (examples/saltmarrow): it must validate cleanly, meet the sample
 * brief's minimum counts, and between its cards exercise every effect category of RULES.md R6 and
 * the operations of R10, so the effect language, the engine and the bots have real content to chew.
 * The effect texts are plain rules text for now; the patterns below are the contract they follow.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { formatDiagnostic } from "@/lib/model";
import type { Card, CardType, VellumSet } from "@/lib/model";
import { validateSetText } from "@/lib/schema";

const SET_PATH = fileURLToPath(new URL("../examples/saltmarrow/set.json", import.meta.url));
const TEXT = readFileSync(SET_PATH, "utf8");
const SET = JSON.parse(TEXT) as VellumSet;

const ofType = (type: CardType): Card[] => SET.cards.filter((c) => c.type === type);
const effects = (): Card[] => SET.cards.filter((c) => c.effect);
const ICON_REF = /\{([a-z0-9-]+)\}/g;

/** Markers of the effect categories of RULES.md R6, as the sample's texts write them. */
const CONTINUOUS = /^While this text is visible, /;
const PERSISTENT = /^Persistent: /;
const RESPONSE =
  /^Play this during another player's turn to cancel an? (event|modifier|untimely death) as it is played\.$/;
const ON_DRAW = /^Play this as soon as you draw it\. /;
const CHARACTER_REQUIREMENT = /\bIf this character has \{[a-z0-9-]+\}( and \{[a-z0-9-]+\})*: /;
const STORY_REQUIREMENT =
  /^To claim: (two|three) different characters of your family show (\{[a-z0-9-]+\}(, | and )?)+, one icon each\. /;

function isImmediate(card: Card): boolean {
  const effect = card.effect ?? "";
  return (
    effect !== "" &&
    !card.persistent &&
    ![CONTINUOUS, PERSISTENT, RESPONSE, ON_DRAW, STORY_REQUIREMENT].some((re) => re.test(effect)) &&
    card.type !== "reference"
  );
}

describe("sample set saltmarrow", () => {
  it("validates with no errors and no warnings", () => {
    const { set, diagnostics } = validateSetText(TEXT, "examples/saltmarrow/set.json");
    const problems = diagnostics.filter((d) => d.severity === "error" || d.severity === "warning");
    expect(problems.map((d) => formatDiagnostic(d))).toEqual([]);
    expect(set?.id).toBe("saltmarrow");
  });

  it("has the set metadata and rules options of the brief", () => {
    expect(SET.$schema).toBe("../../schemas/set.schema.json");
    expect(Object.keys(SET)[0]).toBe("$schema");
    expect(SET).toMatchObject({
      version: "1.0.0",
      author: "Vellum sample",
      language: "en",
      languages: ["fr"],
    });
    expect(SET.rules).toEqual({
      handSize: 5,
      playsPerTurn: 2,
      minPlayers: 2,
      maxPlayers: 5,
      fourPlayerRemoval: 1,
      stories: true,
      storiesInCentre: 2,
      ownIconsCountForRequirements: false,
      ties: "share",
      beginner: false,
      familyWord: "family",
      pointsWord: "Self-Worth",
    });
  });

  it("meets the minimum counts", () => {
    expect(SET.families).toHaveLength(4);
    for (const family of SET.families) {
      expect(ofType("character").filter((c) => c.family === family.id)).toHaveLength(5);
    }
    expect(ofType("character")).toHaveLength(20);
    expect(ofType("modifier").length).toBeGreaterThanOrEqual(54);
    expect(ofType("event").length).toBeGreaterThanOrEqual(12);
    expect(ofType("untimely-death").length).toBeGreaterThanOrEqual(22);
    expect(ofType("story")).toHaveLength(3);
    expect(ofType("reference")).toHaveLength(2);
    expect(SET.cards.some((c) => (c.copies ?? 1) > 1)).toBe(true);
    const symbols = new Set(SET.families.map((f) => f.symbol));
    expect(SET.icons.filter((i) => !symbols.has(i.id)).length).toBeGreaterThanOrEqual(6);
  });

  it("uses unique ids and resolves every reference", () => {
    const ids = SET.cards.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    const iconIds = new Set(SET.icons.map((i) => i.id));
    expect(iconIds.size).toBe(SET.icons.length);
    const familyIds = new Set(SET.families.map((f) => f.id));
    for (const family of SET.families) expect(iconIds.has(family.symbol), family.id).toBe(true);
    for (const card of SET.cards) {
      if (card.type === "character") expect(familyIds.has(card.family ?? ""), card.id).toBe(true);
      else expect(card.family, card.id).toBeUndefined();
      for (const slot of card.icons ?? []) {
        if (slot !== null && slot !== "blank")
          expect(iconIds.has(slot), `${card.id}: ${slot}`).toBe(true);
      }
      const texts = [card.effect, ...Object.values(card.translations ?? {}).map((t) => t.effect)];
      for (const text of texts) {
        for (const [, icon] of (text ?? "").matchAll(ICON_REF)) {
          expect(iconIds.has(icon ?? ""), `${card.id}: {${icon}}`).toBe(true);
        }
      }
      for (const lang of Object.keys(card.translations ?? {})) {
        expect(SET.languages, card.id).toContain(lang);
      }
    }
  });

  it("gives characters no points, icons or effects (R1.6)", () => {
    for (const card of ofType("character")) {
      expect(card.points, card.id).toBeUndefined();
      expect(card.icons, card.id).toBeUndefined();
      expect(card.effect, card.id).toBeUndefined();
      expect(card.flavor, card.id).toBeTruthy();
    }
  });

  it("keeps texts short enough for a card plate", () => {
    for (const card of SET.cards) {
      expect(card.name.length, card.id).toBeLessThanOrEqual(40);
      expect((card.effect ?? "").length, card.id).toBeLessThanOrEqual(220);
      expect((card.flavor ?? "").length, card.id).toBeLessThanOrEqual(120);
    }
  });

  it("balances misfortunes against happy events and gives reference cards their summary", () => {
    const total = (c: Card) =>
      (c.points ?? []).reduce<number>((sum, p) => sum + (typeof p === "number" ? p : 0), 0);
    const modifiers = ofType("modifier");
    const negative = modifiers.filter((c) => total(c) < 0).length;
    const positive = modifiers.filter((c) => total(c) > 0).length;
    expect(positive).toBeGreaterThanOrEqual(modifiers.length / 4);
    expect(negative).toBeGreaterThan(positive);
    expect(modifiers.filter((c) => !c.effect).length).toBeGreaterThanOrEqual(modifiers.length / 3);
    for (const card of SET.cards) {
      for (const p of card.points ?? [])
        if (typeof p === "number") expect(Number.isInteger(p)).toBe(true);
    }
    for (const card of ofType("reference")) expect(card.effect, card.id).toBeTruthy();
  });

  it("exercises every effect category of R6", () => {
    const categories: Record<string, (c: Card) => boolean> = {
      "R6.2 immediate": isImmediate,
      "R6.3 continuous": (c) => CONTINUOUS.test(c.effect ?? ""),
      "R6.4 persistent": (c) =>
        c.persistent === true && !!c.reminder && PERSISTENT.test(c.effect ?? ""),
      "R6.5 response": (c) => RESPONSE.test(c.effect ?? ""),
      "R4.6 play as soon as drawn": (c) => ON_DRAW.test(c.effect ?? ""),
      "R6.6 character requirement": (c) => CHARACTER_REQUIREMENT.test(c.effect ?? ""),
      "R6.7 story requirement": (c) => c.type === "story" && STORY_REQUIREMENT.test(c.effect ?? ""),
    };
    for (const [category, test] of Object.entries(categories)) {
      expect(SET.cards.filter(test).length, category).toBeGreaterThan(0);
    }
    for (const type of ["modifier", "event", "untimely-death"] as const) {
      expect(ofType(type).some(isImmediate), `immediate ${type}`).toBe(true);
    }
    for (const kind of ["event", "modifier", "untimely death"]) {
      expect(
        effects().some((c) => c.effect?.match(RESPONSE)?.[1] === kind),
        `cancel ${kind}`,
      ).toBe(true);
    }
    for (const story of ofType("story"))
      expect(story.effect ?? "", story.id).toMatch(STORY_REQUIREMENT);
    for (const card of SET.cards.filter((c) => c.persistent))
      expect(card.reminder, card.id).toBeTruthy();
  });

  it("exercises the operations of R10", () => {
    const operations: Record<string, RegExp> = {
      "draw n": /\bdraw \d+ cards?\b/i,
      "discard n chosen cards": /\bdiscard \d+ cards? of your choice/i,
      "discard your hand": /\bdiscard your hand\b/i,
      "each player draws": /\beach player draws\b/i,
      "each player discards": /\beach player discards\b/i,
      "each other player draws": /\beach other player draws\b/i,
      "each other player discards": /\beach other player discards\b/i,
      "a chosen player draws": /\bchoose a player: they draw\b/i,
      "a chosen player discards": /\bchoose a player: they discard\b/i,
      "look at another hand": /\blook at another player's hand\b/i,
      "take from another hand": /\btake 1 card from it\b/i,
      "swap hands": /\bswap hands with another player\b/i,
      "free plays": /\b(free|extra) plays?\b/i,
      "free plays of one type": /\bfree plays?\b[^.]*; (it|both) must be an? (modifier|event)s?\b/i,
      "move the top modifier": /\bmove the top modifier\b/i,
      "move a chosen visible modifier": /\bany modifier with a visible part\b/i,
      "discard the top modifier": /\bdiscard the top modifier\b/i,
      "swap stacks": /\bswap the stacks\b/i,
      "swap top modifiers": /\bswap the top modifiers\b/i,
      "return a dead character to life": /\breturns? to life\b/i,
      "move an untimely death": /\bmove an untimely death\b/i,
      "kill a negative character as a free play":
        /\bfree play: play an untimely death\b[^.]*negative Self-Worth|\bplay this as a free play on a character whose Self-Worth\b/i,
      "shuffle the discard pile into the draw pile":
        /\bshuffle the discard pile into the draw pile\b/i,
      "search the discard pile for a type":
        /\bsearch the discard pile for an? (modifier|event|untimely death)\b/i,
      "change the draw limit": /\bdraw limit\b/i,
      "forbid modifiers on this character": /\bno modifier can be played on this character\b/i,
      "forbid untimely deaths on this character":
        /\bno untimely death can be played on this character\b/i,
      "forbid events while visible": /^While this text is visible, no player can play events\b/i,
      "skip your next turn": /\bskip your next turn\b/i,
      "skip your next draw step": /\bskip your next draw step\b/i,
      "condition on icons": /\bif this character has \{/i,
      "condition on negative self-worth": /\bSelf-Worth is negative\b|\bnegative Self-Worth\b/,
      "condition on self-worth at most n": /\bSelf-Worth is -\d+ or lower\b/,
      "condition on highest self-worth": /\bhighest Self-Worth\b/,
      "condition on the number of dead":
        /\b(at least \d+ (other )?characters are dead|for each dead character)\b/i,
      "count per icon": /\bfor each \{[a-z0-9-]+\} this character has\b/,
      "target this character": /\bthis character\b/,
      "target any living character": /\bany living character\b/,
      "target a dead character": /\ba dead character\b/,
      "target one of your characters": /\bone of your characters\b/,
      "target an opponent's character": /\ban opponent's character\b/,
    };
    const texts = effects().map((c) => c.effect ?? "");
    for (const [operation, re] of Object.entries(operations)) {
      expect(
        texts.some((t) => re.test(t)),
        operation,
      ).toBe(true);
    }
    const drawLimit = effects().filter((c) => /\bdraw limit\b/.test(c.effect ?? ""));
    expect(
      drawLimit.some((c) => CONTINUOUS.test(c.effect ?? "")),
      "continuous draw limit",
    ).toBe(true);
    expect(
      drawLimit.some((c) => c.persistent),
      "persistent draw limit",
    ).toBe(true);
  });

  it("credits the open icons it uses", () => {
    for (const icon of SET.icons) {
      expect(icon.svg, icon.id).toMatch(/^<svg[\s>]/);
      expect(icon.svg, icon.id).toMatch(/viewBox=/);
      expect(icon.svg, icon.id).not.toMatch(/<script|\bon[a-z]+=|href=|<image/i);
      if (icon.credit) expect(icon.credit, icon.id).toMatch(/CC BY 3\.0/);
    }
    if (SET.icons.some((i) => i.credit?.includes("game-icons.net"))) {
      expect(
        SET.credits?.some((c) => c.licence === "CC BY 3.0" && c.url?.includes("game-icons.net")),
      ).toBe(true);
    }
  });

  it("is original: none of the published games' story icons, places or families", () => {
    const published = [
      "beast",
      "death",
      "duck",
      "goblet",
      "lucre",
      "romance",
      "horror",
      "investigation",
      "madness",
      "magic",
    ];
    for (const icon of SET.icons) expect(published, icon.id).not.toContain(icon.id);
    const banned = /hemlock|slogar|dark's dark|blackwater|elias|glum|poodles/i;
    expect(TEXT).not.toMatch(banned);
  });

  it("carries a French translation of every family and at least ten cards", () => {
    for (const family of SET.families) {
      expect(family.translations?.fr?.name, family.id).toBeTruthy();
      expect(family.translations?.fr?.description, family.id).toBeTruthy();
    }
    const translated = SET.cards.filter((c) => c.translations?.fr?.name);
    expect(translated.length).toBeGreaterThanOrEqual(10);
    for (const card of translated) {
      const fr = card.translations?.fr ?? {};
      if (card.effect) expect(fr.effect, card.id).toBeTruthy();
      if (card.flavor) expect(fr.flavor, card.id).toBeTruthy();
      if (card.reminder) expect(fr.reminder, card.id).toBeTruthy();
    }
  });
});
