/**
 * Checks of what a designer most often gets wrong between a card's fields: a modifier without
 * the point value the set's rules ask for, art named but not in the art folder, printed rules
 * text with no effect behind it (and an effect whose printed text says nothing of it), and an
 * effect of a category the set says it does not have. All are warnings: a set being designed is
 * saved with them (DESIGN.md "Persistence"), and the designer's problems list shows them.
 */
import type { EffectIR } from "../../dsl";
import { effectCategoriesOf, verbOf } from "../../dsl";
import type { Card, PrintedEffectCategory } from "../../model";
import { cardLabel, nearestWord, PRINTED_EFFECT_CATEGORIES } from "../../model";
import { toPointer } from "../pointer";
import type { CheckContext } from "./context";

/** What the cross-checks are told from outside the set file (lib/schema reads no files). */
export interface CrossCheckOptions {
  /**
   * The file names in the set's art folder. Given, a card's, back's or frame emblem's `art` that is not among
   * them is reported (`set/missing-art`); not given (a set checked without its folder), art is
   * not checked.
   */
  artFiles?: readonly string[];
}

/** set/modifier-without-points: only when `rules.modifiersNeedPoints` is on. */
export function checkModifierPoints(ctx: CheckContext): void {
  if (ctx.set.rules.modifiersNeedPoints !== true) return;
  ctx.set.cards.forEach((card, i) => {
    if (card.type !== "modifier") return;
    if ((card.points ?? []).some((slot) => slot !== null)) return;
    ctx.report(
      "set/modifier-without-points",
      "warning",
      toPointer(["cards", i, card.points ? "points" : "id"]),
      `${cardLabel(card.name, card.id, i)} has no point value, and this set's rules ask every modifier for one (rules.modifiersNeedPoints) — give it a value in one of its point slots, or turn the option off in the settings`,
    );
  });
}

/**
 * set/missing-art: a card's, back's or frame emblem's art file that is not in the set's art
 * folder.
 */
export function checkArtFiles(ctx: CheckContext, artFiles: readonly string[] | undefined): void {
  if (artFiles === undefined) return;
  const held = new Set(artFiles);
  const report = (pointer: string, who: string, file: string) => {
    const near = nearestWord(file, artFiles);
    const fix = near ? `did you mean '${near}'? Otherwise add` : "add";
    ctx.report(
      "set/missing-art",
      "warning",
      pointer,
      `${who} names art '${file}', which is not in the set's art folder — ${fix} the file on the Art page, or change the name`,
    );
  };
  ctx.set.cards.forEach((card, i) => {
    if (card.art !== undefined && !held.has(card.art)) {
      report(toPointer(["cards", i, "art"]), cardLabel(card.name, card.id, i), card.art);
    }
  });
  (ctx.set.backs ?? []).forEach((back, i) => {
    if (back.art !== undefined && !held.has(back.art)) {
      report(toPointer(["backs", i, "art"]), `back '${back.id}'`, back.art);
    }
  });
  (ctx.set.frames ?? []).forEach((frame, i) => {
    const art = frame.emblem?.art;
    if (art !== undefined && !held.has(art)) {
      report(toPointer(["frames", i, "emblem", "art"]), `the emblem of frame '${frame.id}'`, art);
    }
  });
}

/**
 * The nouns of the game that rules text acts on. With a verb of the effect language directly
 * before them (see {@link readsAsRules}) they make a rules phrase: "draw two cards", "kill a
 * character", "discard your hand".
 */
const GAME_NOUNS = new Set([
  "card",
  "cards",
  "character",
  "characters",
  "hand",
  "hands",
  "stack",
  "stacks",
  "modifier",
  "modifiers",
  "event",
  "events",
  "player",
  "players",
  "turn",
  "turns",
  "play",
  "plays",
  "story",
  "stories",
  "life",
  "pile",
  "deck",
  "icon",
  "icons",
  "effect",
  "effects",
  "points",
]);

/** Words allowed between the verb and its noun: counts, articles, owners. */
const DETERMINERS = new Set([
  "a",
  "an",
  "one",
  "two",
  "three",
  "four",
  "five",
  "the",
  "that",
  "this",
  "these",
  "those",
  "your",
  "their",
  "his",
  "her",
  "its",
  "my",
  "another",
  "any",
  "all",
  "each",
  "every",
  "target",
  "up",
  "to",
  "of",
]);

const ICON_TOKEN = /\{[a-z0-9-]+\}/;

/**
 * Whether printed `text` reads as rules: it holds an inline icon token (`{tears}`), or a verb of
 * the effect language (`draw`, `kills`, …) followed, after at most a few counts, articles or
 * owners and one other word, by a noun of the game (`card`, `character`, `hand`, `turn`, the
 * set's own words for family and points). Deliberately narrow: flavour ("she drew the curtains",
 * "the band played on") has a verb but no game noun after it, so it is never taken for rules.
 */
export function readsAsRules(text: string, setNouns: readonly string[] = []): boolean {
  if (ICON_TOKEN.test(text)) return true;
  const nouns = new Set([...GAME_NOUNS, ...setNouns.map((w) => w.toLowerCase())]);
  const words = text.toLowerCase().match(/[\p{L}-]+/gu) ?? [];
  for (let i = 0; i < words.length; i++) {
    // "no" is the effect language's verb of "no player may …", and the commonest determiner.
    const verb = verbOf(words[i]!);
    if (verb === undefined || verb === "no") continue;
    let others = 0;
    for (let j = i + 1; j < words.length && j <= i + 6; j++) {
      const w = words[j]!;
      if (nouns.has(w)) return true;
      if (DETERMINERS.has(w) || /^\d+$/.test(w)) continue;
      if (++others > 1) break;
    }
  }
  return false;
}

/**
 * Whether printed `text` mentions anything an effect could be about: an icon token, a number,
 * a verb of the effect language or a noun of the game. Text with none of them (pure flavour)
 * says nothing of an effect.
 */
function mentionsAnyRule(text: string, setNouns: readonly string[]): boolean {
  if (ICON_TOKEN.test(text) || /\d/.test(text)) return true;
  const nouns = new Set([...GAME_NOUNS, ...setNouns.map((w) => w.toLowerCase())]);
  const words = text.toLowerCase().match(/[\p{L}-]+/gu) ?? [];
  return words.some((w) => nouns.has(w) || verbOf(w) !== undefined);
}

/** Card types whose printed text is expected to be an effect's (not a character's, R1.6, nor a reference card's). */
function hasRulesText(card: Card): boolean {
  return card.type !== "character" && card.type !== "reference";
}

/** set/text-without-effect and set/effect-not-in-text (see {@link readsAsRules}). */
export function checkPrintedText(ctx: CheckContext): void {
  const { set } = ctx;
  const setNouns = [set.rules.familyWord, set.rules.pointsWord].flatMap(
    (w) => w.toLowerCase().match(/[\p{L}-]+/gu) ?? [],
  );
  set.cards.forEach((card, i) => {
    if (!hasRulesText(card)) return;
    const who = cardLabel(card.name, card.id, i);
    const hasEffect = card.effect !== undefined && card.effect.trim() !== "";
    const text = card.text;
    if (!hasEffect && text !== undefined && readsAsRules(text, setNouns)) {
      ctx.report(
        "set/text-without-effect",
        "warning",
        toPointer(["cards", i, "text"]),
        `${who} prints rules text but has no effect, so the game does nothing of what it says — write the effect in 'effect', or move the words to 'flavor' if they are flavour`,
      );
    }
    if (hasEffect && text !== undefined && !mentionsAnyRule(text, setNouns)) {
      const what =
        text.trim() === "" ? "prints no rules text" : "prints text that says nothing of its effect";
      ctx.report(
        "set/effect-not-in-text",
        "warning",
        toPointer(["cards", i, "text"]),
        `${who} has an effect but ${what}, so players cannot know what it does — describe the effect in 'text' (or remove 'text' to print the effect as written), and move flavour to 'flavor'`,
      );
    }
  });
}

/** How the message names a category's effect, by the built-in heading a designer writes. */
const CATEGORY_WORDS: Record<PrintedEffectCategory, string> = {
  immediate: "an on-play effect ('on play:')",
  response: "a response ('response:')",
  continuous: "a continuous effect ('while visible:')",
  persistent: "a persistent effect ('while persistent:')",
};

/**
 * set/category-disabled: a card that uses an effect category the set says it has not
 * (`rules.effectCategories.<category>.enabled === false`) — an ability printed in that category
 * (lib/dsl `effectCategoriesOf`), or, for persistent, `persistent: true`.
 */
export function checkDisabledCategories(
  ctx: CheckContext,
  compiled: ReadonlyMap<number, EffectIR>,
): void {
  const settings = ctx.set.rules.effectCategories;
  if (!settings) return;
  const off = (c: PrintedEffectCategory) => settings[c]?.enabled === false;
  if (!PRINTED_EFFECT_CATEGORIES.some(off)) return;
  ctx.set.cards.forEach((card, i) => {
    const who = cardLabel(card.name, card.id, i);
    const report = (category: PrintedEffectCategory, field: string, what: string) =>
      ctx.report(
        "set/category-disabled",
        "warning",
        toPointer(["cards", i, field]),
        `${who} has ${what}, but the set has no ${category} effects (rules.effectCategories.${category}.enabled is false) — rewrite the card, or turn the category on in the settings`,
      );
    if (card.persistent === true && off("persistent")) {
      report("persistent", "persistent", "the persistent icon ('persistent': true)");
    }
    // The categories the card prints (lib/dsl): a trigger is continuous or persistent, `while
    // held:` continuous, `on draw:` and `on claim:` immediate.
    for (const category of effectCategoriesOf(compiled.get(i) ?? null)) {
      if (off(category)) report(category, "effect", CATEGORY_WORDS[category]);
    }
  });
}
