import { describe, expect, it } from "vitest";
import { BUILTIN_FRAMES } from "@/lib/layers";
import type { Card, Frame, VellumSet } from "@/lib/model";
import { sampleSet } from "@/test/fixtures/sample-set";
import type { PictureKey } from "./picture-key";
import { backKey, frontKey, isStale, stackKey } from "./picture-key";

const SET = sampleSet();
const card = (set: VellumSet, id: string): Card => set.cards.find((c) => c.id === id)!;
const HERON = "lost-a-wager-to-a-heron";
const MERMAID = "was-exhibited-as-a-mermaid";
const CAPTAIN = "captain-absalom-gannett";

/** `set` with card `id` replaced by an edited copy, as the set document store edits it. */
function withCardEdit(set: VellumSet, id: string, edit: Partial<Card>): VellumSet {
  return { ...set, cards: set.cards.map((c) => (c.id === id ? { ...c, ...edit } : c)) };
}

/** `key` and the key of the same picture in `after` are still one picture. */
function kept(key: PictureKey, after: PictureKey): boolean {
  return (
    key.anchor === after.anchor &&
    key.variant === after.variant &&
    !isStale(key.inputs, after.inputs)
  );
}

const modifierFrame = (id: string): Frame => ({
  ...BUILTIN_FRAMES.modifier,
  id,
  name: id,
  types: ["modifier"],
});

describe("frontKey", () => {
  const key = frontKey(card(SET, HERON), SET);

  it("of a card printing text generated from its effect is stale when the set's words change", () => {
    const written = SET.cards.find((c) => c.text && c.effect)!;
    const generatedSet = withCardEdit(SET, written.id, { text: undefined });
    const generated = frontKey(card(generatedSet, written.id), generatedSet);
    const renamed = { ...generatedSet, rules: { ...generatedSet.rules, familyWord: "party" } };
    expect(kept(generated, frontKey(card(renamed, written.id), renamed))).toBe(false);
    // Its hand-written text reads no word of the set's: the picture is kept.
    const writtenKey = frontKey(written, SET);
    const renamedWritten = { ...SET, rules: { ...SET.rules, familyWord: "party" } };
    expect(kept(writtenKey, frontKey(card(renamedWritten, written.id), renamedWritten))).toBe(true);
    // A translation of the text prints in its language, whatever the words.
    const tr = withCardEdit(generatedSet, written.id, {
      translations: { fr: { text: "Piochez deux cartes." } },
    });
    const french = frontKey(card(tr, written.id), tr, { language: "fr" });
    const trRenamed = { ...tr, rules: { ...tr.rules, familyWord: "party" } };
    expect(kept(french, frontKey(card(trRenamed, written.id), trRenamed, { language: "fr" }))).toBe(
      true,
    );
  });

  it("of a card printing generated text is kept when a rule option or another language's phrase changes", () => {
    const written = SET.cards.find((c) => c.text && c.effect)!;
    const base = { ...withCardEdit(SET, written.id, { text: undefined }), languages: ["fr", "it"] };
    const at = (set: VellumSet, language?: string) =>
      frontKey(card(set, written.id), set, language ? { language } : {});
    const rules = { ...base, rules: { ...base.rules, handSize: base.rules.handSize + 1 } };
    expect(kept(at(base), at(rules))).toBe(true);
    const italianPhrase = { ...base, phrases: { it: { "op.draw": "pesca {n}{per}" } } };
    expect(kept(at(base, "fr"), at(italianPhrase, "fr"))).toBe(true);
    // What the text reads: a phrase of its language, a heading, a word's translation, a family.
    const frenchPhrase = { ...base, phrases: { fr: { "op.draw": "prenez {n}{per}" } } };
    expect(kept(at(base, "fr"), at(frenchPhrase, "fr"))).toBe(false);
    const mainPhrase = { ...base, phrases: { en: { "op.draw": "take {n}{per}" } } };
    expect(kept(at(base), at(mainPhrase))).toBe(false);
    const heading = {
      ...base,
      rules: { ...base.rules, effectCategories: { immediate: { heading: "When played:" } } },
    };
    expect(kept(at(base), at(heading))).toBe(false);
    const word = {
      ...base,
      rules: { ...base.rules, translations: { fr: { familyWord: "maison" } } },
    };
    expect(kept(at(base, "fr"), at(word, "fr"))).toBe(false);
    expect(kept(at(base), at({ ...base, families: [...base.families] }))).toBe(false);
  });

  it("of a card with written text is stale when a category's icon setting changes (printed on it)", () => {
    const categories = {
      ...SET,
      rules: { ...SET.rules, effectCategories: { immediate: { enabled: false } } },
    };
    expect(kept(key, frontKey(card(categories, HERON), categories))).toBe(false);
  });

  it("is the same picture for the same card in the same set", () => {
    expect(kept(key, frontKey(card(SET, HERON), SET))).toBe(true);
  });

  it("is stale when the card is edited, and kept when another card is", () => {
    const edited = withCardEdit(SET, HERON, { name: "Lost a wager to a crane" });
    expect(kept(key, frontKey(card(edited, HERON), edited))).toBe(false);
    const other = withCardEdit(SET, MERMAID, { name: "Was exhibited" });
    expect(kept(key, frontKey(card(other, HERON), other))).toBe(true);
  });

  it("is stale when the card's frame changes, and kept when another frame does", () => {
    const own = { ...SET, frames: [modifierFrame("film")] };
    const framed = frontKey(card(own, HERON), own);
    expect(kept(key, framed)).toBe(false);
    // A character's frame is added: the modifier's resolved frame is the same object.
    const characters = {
      ...own,
      frames: [...own.frames, { ...modifierFrame("tall"), types: ["character" as const] }],
    };
    expect(kept(framed, frontKey(card(characters, HERON), characters))).toBe(true);
    const moved = { ...own, frames: [{ ...own.frames[0]!, safe: 4 }] };
    expect(kept(framed, frontKey(card(moved, HERON), moved))).toBe(false);
  });

  it("is stale when the set's icons, families or language change", () => {
    for (const changed of [
      { ...SET, icons: [...SET.icons] },
      { ...SET, families: [...SET.families] },
      { ...SET, language: "fr" },
    ]) {
      expect(kept(key, frontKey(card(changed, HERON), changed))).toBe(false);
    }
  });

  it("is stale at a new revision of the art files", () => {
    expect(kept(key, frontKey(card(SET, HERON), SET, {}, 1))).toBe(false);
    expect(kept(backKey(card(SET, HERON), SET), backKey(card(SET, HERON), SET, {}, 1))).toBe(false);
  });

  it("is kept when what a front does not read changes: backs, name, other languages, stacks", () => {
    for (const changed of [
      { ...SET, backs: [] },
      { ...SET, name: "Renamed" },
      { ...SET, languages: ["fr", "de"] },
      { ...SET, stacks: [] },
    ]) {
      expect(kept(key, frontKey(card(changed, HERON), changed))).toBe(true);
    }
  });

  it("files each language, bleed and id prefix apart; the set's own language is no language", () => {
    const heron = card(SET, HERON);
    const variants = [
      frontKey(heron, SET).variant,
      frontKey(heron, SET, { language: "fr" }).variant,
      frontKey(heron, SET, { bleed: true }).variant,
      frontKey(heron, SET, { idPrefix: "sl-heron-0" }).variant,
    ];
    expect(new Set(variants).size).toBe(4);
    expect(frontKey(heron, SET, { language: SET.language }).variant).toBe(variants[0]);
    expect(frontKey(heron, SET, { language: "" }).variant).toBe(variants[0]);
  });
});

describe("backKey", () => {
  const key = backKey(card(SET, HERON), SET);

  it("files a back under the back, so every card printed with it shares one picture", () => {
    expect(key.anchor).toBe(SET.backs![1]);
    expect(kept(key, backKey(card(SET, MERMAID), SET))).toBe(true);
    expect(backKey(card(SET, CAPTAIN), SET).anchor).toBe(SET.backs![0]);
  });

  it("is stale when the back, the set's name or id change; kept when a card is edited", () => {
    const recoloured = { ...SET, backs: [SET.backs![0]!, { ...SET.backs![1]!, color: "#000000" }] };
    for (const changed of [recoloured, { ...SET, name: "Renamed" }, { ...SET, id: "other" }]) {
      expect(kept(key, backKey(card(changed, HERON), changed))).toBe(false);
    }
    const edited = withCardEdit(SET, HERON, { name: "Lost a wager to a crane" });
    expect(kept(key, backKey(card(edited, HERON), edited))).toBe(true);
  });

  it("gives the generated back one anchor, and ignores the language", () => {
    const bare = { ...SET, backs: [] };
    const generated = backKey(card(bare, HERON), bare);
    expect(generated.anchor).toBe(backKey(card(bare, CAPTAIN), bare).anchor);
    expect(backKey(card(bare, HERON), bare, { language: "fr" }).variant).toBe(generated.variant);
  });
});

describe("stackKey", () => {
  const stack = (set: VellumSet) => [card(set, CAPTAIN), card(set, HERON)];
  const key = stackKey(stack(SET), SET);

  it("is stale when a card of the stack, its frame, or the set's icons or families change", () => {
    const edited = withCardEdit(SET, HERON, { points: [1, null, null] });
    const framed = { ...SET, frames: [modifierFrame("film")] };
    for (const changed of [
      edited,
      framed,
      { ...SET, icons: [...SET.icons] },
      { ...SET, families: [...SET.families] },
    ]) {
      expect(kept(key, stackKey(stack(changed), changed))).toBe(false);
    }
  });

  it("is kept when a card outside the stack is edited, and files each stack apart", () => {
    const other = withCardEdit(SET, MERMAID, { name: "Was exhibited" });
    expect(kept(key, stackKey(stack(other), other))).toBe(true);
    expect(stackKey([card(SET, CAPTAIN)], SET).variant).not.toBe(key.variant);
  });
});

describe("isStale", () => {
  it("compares inputs by identity, and a different count is stale", () => {
    const a = { x: 1 };
    expect(isStale([a, "en"], [a, "en"])).toBe(false);
    expect(isStale([a, "en"], [{ x: 1 }, "en"])).toBe(true);
    expect(isStale([a], [a, undefined])).toBe(true);
    expect(isStale([undefined, NaN], [undefined, NaN])).toBe(false);
  });
});
