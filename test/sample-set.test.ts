/**
 * The original sample expansion (examples/saltmarrow): it must validate cleanly, meet the sample
 * brief's minimum counts, and between its cards exercise every effect category of RULES.md R6 and
 * the operations of R10, so the engine and the bots have real content to chew. Every effect is
 * effect-language source (docs/effect-language.md); coverage is read off the compiled IR, and the
 * printed `text` of each card must name the same icons as its effect.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { compileEffect, contextFromSet } from "@/lib/dsl";
import type {
  Ability,
  Amount,
  CharacterSelector,
  CharacterTest,
  Condition,
  EffectIR,
  Operation,
  PlayerSelector,
  Step,
  StepCategory,
} from "@/lib/dsl";
import { formatDiagnostic } from "@/lib/model";
import type { Card, CardType, VellumSet } from "@/lib/model";
import { validateSetText } from "@/lib/schema";

const SET_PATH = fileURLToPath(new URL("../examples/saltmarrow/set.json", import.meta.url));
const TEXT = readFileSync(SET_PATH, "utf8");
const SET = JSON.parse(TEXT) as VellumSet;
const DSL = contextFromSet(SET);

const ofType = (type: CardType): Card[] => SET.cards.filter((c) => c.type === type);
const effects = (): Card[] => SET.cards.filter((c) => c.effect);
const ICON_REF = /\{([a-z0-9-]+)\}/g;

/** The compiled effect of a card (every effect compiles: the first test checks it). */
function irOf(card: Card): EffectIR {
  const { ir, diagnostics } = compileEffect(card.effect ?? "", DSL, { cardType: card.type });
  if (!ir) throw new Error(`${card.id}: ${diagnostics.map((d) => d.message).join("; ")}`);
  return ir;
}

/** One operation of a card's effect, with the category of the ability it stands in. */
interface OpFact {
  card: Card;
  category: StepCategory;
  op: Operation;
}

/** Everything a card's compiled effect does, flattened through `if` steps. */
interface Facts {
  categories: Ability["category"][];
  ops: OpFact[];
  conditions: Condition[];
  characters: CharacterSelector[];
  players: PlayerSelector[];
  tests: CharacterTest[];
  amounts: Amount[];
  storyIcons: string[];
}

function factsOf(card: Card): Facts {
  const facts: Facts = {
    categories: [],
    ops: [],
    conditions: [],
    characters: [],
    players: [],
    tests: [],
    amounts: [],
    storyIcons: [],
  };
  const selector = (value: unknown) => {
    if (typeof value !== "object" || value === null || !("kind" in value)) return;
    const kind = (value as { kind: string }).kind;
    if (kind === "this" || kind === "that" || kind === "choose") {
      const character = value as CharacterSelector;
      facts.characters.push(character);
      if (character.kind === "choose" && character.filter) facts.tests.push(character.filter);
    } else {
      facts.players.push(value as PlayerSelector);
    }
  };
  const walk = (steps: readonly Step[], category: StepCategory) => {
    for (const step of steps) {
      if (step.type === "if") {
        facts.conditions.push(step.condition);
        if (step.condition.kind === "character") {
          facts.characters.push(step.condition.subject);
          facts.tests.push(step.condition.test);
        }
        walk(step.then, category);
        continue;
      }
      if (step.type === "roll") {
        for (const outcome of step.outcomes) walk(outcome.then, category);
        if (step.otherwise) walk(step.otherwise, category);
        continue;
      }
      facts.ops.push({ card, category, op: step });
      for (const [key, value] of Object.entries(step)) {
        if (key === "amount") facts.amounts.push(value as Amount);
        else selector(value);
      }
    }
  };
  for (const ability of irOf(card).abilities) {
    facts.categories.push(ability.category);
    if (ability.category === "story-requirement") facts.storyIcons.push(...ability.icons);
    else walk(ability.steps, ability.category);
  }
  return facts;
}

/** Icon ids an effect names: in conditions, filters, counts and story requirements. */
function iconsOf(facts: Facts): Set<string> {
  const icons = new Set(facts.storyIcons);
  for (const test of facts.tests)
    if (test.kind === "has-icons") test.icons.forEach((i) => icons.add(i));
  for (const amount of facts.amounts) {
    if (amount.kind === "count" && amount.count.kind === "icons") icons.add(amount.count.icon);
  }
  return icons;
}

const FACTS = new Map(effects().map((card) => [card.id, factsOf(card)] as const));
const factsFor = (card: Card): Facts | undefined => FACTS.get(card.id);
const allFacts = (): Facts[] => [...FACTS.values()];
const allOps = (): OpFact[] => allFacts().flatMap((f) => f.ops);
const hasCategory = (card: Card, category: Ability["category"]): boolean =>
  factsFor(card)?.categories.includes(category) ?? false;

describe("sample set saltmarrow", () => {
  it("validates with no errors and no warnings", () => {
    const { set, diagnostics } = validateSetText(TEXT, "examples/saltmarrow/set.json");
    const problems = diagnostics.filter((d) => d.severity === "error" || d.severity === "warning");
    expect(problems.map((d) => formatDiagnostic(d))).toEqual([]);
    expect(set?.id).toBe("saltmarrow");
  });

  it("compiles every effect with no diagnostics at all", () => {
    for (const card of effects()) {
      const { diagnostics } = compileEffect(card.effect ?? "", DSL, { cardType: card.type });
      expect(
        diagnostics.map((d) => `${d.code} ${d.message}`),
        card.id,
      ).toEqual([]);
    }
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
      effectCategories: expect.objectContaining({
        immediate: { icon: expect.objectContaining({ credit: expect.stringContaining("Lorc") }) },
      }),
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
      const texts = [card.text, ...Object.values(card.translations ?? {}).map((t) => t.text)];
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

  it("prints a wording for every effect that names the same icons", () => {
    for (const card of effects()) {
      expect(card.text, card.id).toBeTruthy();
      const facts = factsFor(card);
      if (!facts) continue;
      const printed = new Set([...(card.text ?? "").matchAll(ICON_REF)].map((m) => m[1]));
      // A forbid's filter (`with a raven`) and the family's icons (`your family has a lantern`,
      // `for each rose icon your family shows`) name icons the facts do not read.
      const words = new Set((card.effect ?? "").split(/[^a-z-]+/));
      const filtered = SET.icons.map((i) => i.id).filter((id) => words.has(id));
      const named = new Set([...iconsOf(facts), ...filtered]);
      expect([...printed].sort(), card.id).toEqual([...named].sort());
      for (const [lang, t] of Object.entries(card.translations ?? {})) {
        if (t.text === undefined) continue;
        const translated = new Set([...t.text.matchAll(ICON_REF)].map((m) => m[1]));
        expect([...translated].sort(), `${card.id} (${lang})`).toEqual([...printed].sort());
      }
    }
  });

  it("gives characters no points, icons or effects (R1.6)", () => {
    for (const card of ofType("character")) {
      expect(card.points, card.id).toBeUndefined();
      expect(card.icons, card.id).toBeUndefined();
      expect(card.effect, card.id).toBeUndefined();
      expect(card.text, card.id).toBeUndefined();
      expect(card.flavor, card.id).toBeTruthy();
    }
  });

  it("keeps texts short enough for a card plate", () => {
    for (const card of SET.cards) {
      expect(card.name.length, card.id).toBeLessThanOrEqual(40);
      expect((card.text ?? card.effect ?? "").length, card.id).toBeLessThanOrEqual(220);
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
    for (const card of ofType("reference")) {
      expect(card.effect, card.id).toBeUndefined();
      expect(card.text, card.id).toBeTruthy();
    }
  });

  it("exercises every effect category of R6", () => {
    const categories: Record<string, (c: Card) => boolean> = {
      "R6.2 immediate": (c) => hasCategory(c, "immediate"),
      "R6.3 continuous": (c) => hasCategory(c, "continuous"),
      "R6.4 persistent": (c) => c.persistent === true && hasCategory(c, "persistent"),
      "R6.5 response": (c) => hasCategory(c, "response"),
      "R4.6 play as soon as drawn": (c) => hasCategory(c, "on-draw") && hasCategory(c, "immediate"),
      "R6.6 character requirement": (c) =>
        factsFor(c)?.conditions.some(
          (k) => k.kind === "character" && k.subject.kind === "this" && k.test.kind === "has-icons",
        ) ?? false,
      "R6.7 story requirement": (c) => c.type === "story" && hasCategory(c, "story-requirement"),
      "R8.4 story claimed": (c) => c.type === "story" && hasCategory(c, "on-claim"),
      "R8.4 story held": (c) => c.type === "story" && hasCategory(c, "while-held"),
    };
    for (const [category, test] of Object.entries(categories)) {
      expect(SET.cards.filter(test).length, category).toBeGreaterThan(0);
    }
    for (const type of ["modifier", "event", "untimely-death"] as const) {
      expect(
        ofType(type).some((c) => hasCategory(c, "immediate")),
        `immediate ${type}`,
      ).toBe(true);
    }
    const cancelled = allOps().flatMap(({ category, op }) =>
      op.type === "cancel" && category === "response" ? [op.cardType] : [],
    );
    for (const type of ["event", "modifier", "untimely-death"] as const) {
      expect(cancelled, `cancel ${type}`).toContain(type);
    }
    for (const story of ofType("story")) {
      const facts = factsFor(story);
      expect(
        facts?.categories.filter((c) => c === "story-requirement"),
        story.id,
      ).toHaveLength(1);
      expect(facts?.storyIcons.length ?? 0, story.id).toBeGreaterThanOrEqual(2);
      expect(
        facts?.categories.some((c) => c === "on-claim" || c === "while-held"),
        story.id,
      ).toBe(true);
    }
    // The persistent icon and reminder (R1.7) go exactly with a persistent ability (R6.4).
    for (const card of effects()) {
      expect(hasCategory(card, "persistent"), card.id).toBe(card.persistent === true);
    }
    for (const card of SET.cards.filter((c) => c.persistent))
      expect(card.reminder, card.id).toBeTruthy();
  });

  it("exercises the operations of R10", () => {
    type Test = (f: OpFact) => boolean;
    const by =
      (type: Operation["type"], and: (op: Operation) => boolean = () => true): Test =>
      ({ op }) =>
        op.type === type && and(op);
    const players = (kind: PlayerSelector["kind"]) => (op: Operation) =>
      "players" in op && typeof op.players === "object" && op.players.kind === kind;
    const operations: Record<string, Test> = {
      "draw n": by(
        "draw",
        (op) => players("you")(op) && "amount" in op && op.amount.kind === "number",
      ),
      "discard n chosen cards": by("discard", players("you")),
      "discard your hand": by("discard-hand", players("you")),
      "each player draws": by("draw", players("each-player")),
      "each player discards": by("discard", players("each-player")),
      "each other player draws": by("draw", players("each-other-player")),
      "each other player discards": by("discard", players("each-other-player")),
      "a chosen player draws": by("draw", players("chosen-player")),
      "a chosen player discards": by("discard", players("chosen-player")),
      "look at another hand": by("look-at-hand"),
      "take from another hand": by("take-cards"),
      "swap hands": by("swap-hands"),
      "free plays": by("gain-free-plays", (op) => !("cardType" in op && op.cardType)),
      "free plays of one type": by("gain-free-plays", (op) => "cardType" in op && !!op.cardType),
      "move the top modifier": by("move-modifier", (op) => "which" in op && op.which === "top"),
      "move a chosen visible modifier": by(
        "move-modifier",
        (op) => "which" in op && op.which === "chosen",
      ),
      "discard the top modifier": by("discard-modifier"),
      "swap stacks": by("swap-stacks"),
      "swap top modifiers": by("swap-top-modifiers"),
      "return a dead character to life": by("return-to-life"),
      "move an untimely death": by("move-untimely-death"),
      "kill a negative character": by(
        "kill",
        (op) =>
          "target" in op &&
          op.target.kind === "choose" &&
          op.target.filter?.kind === "negative-self-worth",
      ),
      "shuffle the discard pile into the draw pile": by("shuffle-discard-into-draw"),
      "search the discard pile for a type": by(
        "search-discard",
        (op) => "cardType" in op && !!op.cardType,
      ),
      "continuous draw limit": (f) => f.op.type === "draw-limit" && f.category === "continuous",
      "persistent draw limit": (f) =>
        f.op.type === "draw-limit" && f.category === "persistent" && f.card.persistent === true,
      "forbid modifiers on this character": by(
        "forbid",
        (op) => "where" in op && op.where === "this-character" && op.cardType === "modifier",
      ),
      "forbid untimely deaths on this character": by(
        "forbid",
        (op) => "where" in op && op.where === "this-character" && op.cardType === "untimely-death",
      ),
      "forbid events while visible": (f) =>
        f.category === "continuous" &&
        f.op.type === "forbid" &&
        f.op.where === "anywhere" &&
        f.op.cardType === "event",
      "skip your next turn": by("skip", (op) => "phase" in op && op.phase === "turn"),
      "skip your next draw step": by("skip", (op) => "phase" in op && op.phase === "draw-step"),
      "cancel as it is played": (f) => f.op.type === "cancel" && f.category === "response",
      "play as soon as drawn": (f) => f.op.type === "play-at-once" && f.category === "on-draw",
    };
    const ops = allOps();
    for (const [operation, test] of Object.entries(operations)) {
      expect(ops.some(test), operation).toBe(true);
    }

    const facts = allFacts();
    const tests = facts.flatMap((f) => f.tests);
    const conditions = facts.flatMap((f) => f.conditions);
    const characters = facts.flatMap((f) => f.characters);
    const amounts = facts.flatMap((f) => f.amounts);
    const chosen = characters.flatMap((c) => (c.kind === "choose" ? [c] : []));
    const count = (kind: "icons" | "dead-characters") =>
      amounts.some((a) => a.kind === "count" && a.count.kind === kind);
    const checks: Record<string, boolean> = {
      "condition on icons": tests.some((t) => t.kind === "has-icons"),
      "condition on negative self-worth": tests.some((t) => t.kind === "negative-self-worth"),
      "condition on self-worth at most n": tests.some(
        (t) => t.kind === "self-worth" && t.compare === "at-most",
      ),
      "condition on highest self-worth": tests.some((t) => t.kind === "highest-self-worth"),
      "condition on the number of dead":
        conditions.some((c) => c.kind === "dead-characters") && count("dead-characters"),
      "count per icon": count("icons"),
      "target this character": characters.some((c) => c.kind === "this"),
      "target any living character": chosen.some(
        (c) => c.owner === "anyone" && c.state === "living",
      ),
      "target a dead character": chosen.some((c) => c.state === "dead"),
      "target one of your characters": chosen.some((c) => c.owner === "you"),
      "target an opponent's character": chosen.some((c) => c.owner === "opponent"),
      "target a chosen player": facts.some((f) =>
        f.players.some((p) => p.kind === "chosen-player"),
      ),
      "target an opponent": facts.some((f) => f.players.some((p) => p.kind === "opponent")),
      "target each player": facts.some((f) => f.players.some((p) => p.kind === "each-player")),
    };
    for (const [check, found] of Object.entries(checks)) expect(found, check).toBe(true);
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
      expect(fr, card.id).not.toHaveProperty("effect");
      if (card.text) expect(fr.text, card.id).toBeTruthy();
      if (card.flavor) expect(fr.flavor, card.id).toBeTruthy();
      if (card.reminder) expect(fr.reminder, card.id).toBeTruthy();
    }
  });
});
