/**
 * The comparison behind `checkRulesText`: a text's claims against its effect's facts, one
 * disagreement per difference, each said in a designer's words ("the text says “3 cards”; the
 * effect draws 2 cards"). Conservative by design: what the text leaves unsaid is no
 * disagreement, except an icon or a person the effect names and the text never does.
 */
import type { VellumSet } from "../model";
import type { EffectFacts, NumberFact, Person, Pile } from "./effect-facts";
import type { NumberClaim, Span, TextClaims } from "./text-claims";

/** One difference, and the words of the text it is about (none: the text as a whole). */
export interface Disagreement {
  message: string;
  span?: Span;
}

const PERSON: Record<Person, string> = {
  "each-player": "each player",
  "each-other-player": "each other player",
  opponent: "an opponent",
  "chosen-player": "a chosen player",
};

const PILE: Record<Pile, string> = {
  "draw-pile": "the draw pile",
  "discard-pile": "the discard pile",
  hand: "a hand",
};

/** How the check may read the text. */
export interface Reading {
  /** The language has a lexicon: people, piles and categories are read. */
  lexical: boolean;
  /** Icon names are known in the text's language (the set's main language). */
  iconNames: boolean;
}

/** Every disagreement between `claims` and `facts`, in the order of the text. */
export function compare(
  claims: TextClaims,
  facts: EffectFacts,
  set: VellumSet,
  reading: Reading,
): Disagreement[] {
  const out: Disagreement[] = [];
  numbers(claims, facts, out);
  icons(claims, facts, set, reading, out);
  if (reading.lexical) {
    people(claims, facts, out);
    piles(claims, facts, out);
    categories(claims, facts, out);
  }
  const at = (d: Disagreement) => d.span?.start ?? Number.POSITIVE_INFINITY;
  return out.sort((a, b) => at(a) - at(b));
}

/** The effect's numbers a claim may be about: of its role (and verb), else all of them. */
function candidates(claim: NumberClaim, facts: EffectFacts): NumberFact[] {
  if (claim.role === "any") return facts.numbers;
  const ofRole = facts.numbers.filter((f) => f.role === claim.role);
  if (ofRole.length === 0) return facts.numbers;
  const ofVerb = claim.verb ? ofRole.filter((f) => f.verb === claim.verb) : [];
  return ofVerb.length > 0 ? ofVerb : ofRole;
}

/**
 * The text's numbers against the effect's. Numbers are paired in reading order: each claim
 * takes the effect's number it states (or, when it differs, the one it most likely meant) and
 * that number is not meant again, so "discard 3 … draw 3" against discard 2, draw 2 says the
 * discard, then the draw — also in a language read without verbs. A message said already for
 * the text is not said twice.
 */
function numbers(claims: TextClaims, facts: EffectFacts, out: Disagreement[]): void {
  const stated = new Set(claims.numbers.map((c) => c.value));
  const taken = new Set<NumberFact>();
  const said = new Set<string>();
  for (const claim of claims.numbers) {
    const pool = candidates(claim, facts);
    const same = pool.filter((f) => f.value === claim.value);
    if (same.length > 0) {
      taken.add(same.find((f) => !taken.has(f)) ?? same[0]!);
      continue;
    }
    const span = { start: claim.start, end: claim.end };
    // The effect's number the text most likely meant: the first not paired yet that no other
    // number of the text states; else the first not paired yet; else the first.
    const free = pool.filter((f) => !taken.has(f));
    const meant = free.find((f) => !stated.has(f.value)) ?? free[0] ?? pool[0];
    if (meant) taken.add(meant);
    const says = `the text says “${claim.words}”`;
    const message = meant
      ? `${says}; the effect ${meant.says}`
      : `${says}; the effect states no number`;
    if (said.has(message)) continue;
    said.add(message);
    out.push({ message, span });
  }
}

function icons(
  claims: TextClaims,
  facts: EffectFacts,
  set: VellumSet,
  reading: Reading,
  out: Disagreement[],
): void {
  const named = new Set(claims.icons.map((c) => c.what));
  // What the effect names and the text never does, where the text's icons can be read at all.
  const readable = claims.usesTokens || (reading.lexical && reading.iconNames);
  const unnamed = readable
    ? [...facts.icons].filter((i) => !named.has(i) && set.icons.some((s) => s.id === i))
    : [];
  const instead =
    unnamed.length > 0 ? ` (it names ${unnamed.map((i) => `{${i}}`).join(" and ")})` : "";
  const seen = new Set<string>();
  for (const claim of claims.icons) {
    if (facts.icons.has(claim.what) || seen.has(claim.what)) continue;
    seen.add(claim.what);
    out.push({
      message: `the text names {${claim.what}}; the effect never mentions ${claim.what}${instead}`,
      span: { start: claim.start, end: claim.end },
    });
  }
  // A wrong icon is one disagreement, said once above with what the effect names instead.
  if (seen.size > 0) return;
  for (const icon of unnamed)
    out.push({ message: `the effect mentions {${icon}}; the text never names it` });
}

function people(claims: TextClaims, facts: EffectFacts, out: Disagreement[]): void {
  const seen = new Set<Person>();
  for (const claim of claims.people) {
    if (facts.people.has(claim.what) || seen.has(claim.what)) continue;
    seen.add(claim.what);
    const others = [...facts.people].map((p) => PERSON[p]);
    const effect = others.length === 0 ? "gives it to you" : `names ${others.join(" and ")}`;
    out.push({
      message: `the text says “${claim.words}”; the effect ${effect}`,
      span: { start: claim.start, end: claim.end },
    });
  }
  // A wrong person is one disagreement, said once above with whom the effect names.
  if (seen.size > 0) return;
  const mentioned = new Set(claims.mentionedPeople);
  for (const person of facts.people) {
    if (mentioned.has(person)) continue;
    const text = claims.people.length === 0 ? "names no one but you" : "never does";
    out.push({ message: `the effect names ${PERSON[person]}; the text ${text}` });
  }
}

function piles(claims: TextClaims, facts: EffectFacts, out: Disagreement[]): void {
  const seen = new Set<Pile>();
  for (const claim of claims.piles) {
    if (facts.piles.has(claim.what) || seen.has(claim.what)) continue;
    seen.add(claim.what);
    const used = [...facts.piles].filter((p) => p !== "hand").map((p) => PILE[p]);
    const effect =
      used.length > 0 ? `uses ${used.join(" and ")}` : `never uses ${PILE[claim.what]}`;
    out.push({
      message: `the text says “${claim.words}”; the effect ${effect}`,
      span: { start: claim.start, end: claim.end },
    });
  }
}

function categories(claims: TextClaims, facts: EffectFacts, out: Disagreement[]): void {
  const seen = new Set<string>();
  for (const claim of claims.categories) {
    if (facts.categories.has(claim.what) || seen.has(claim.what)) continue;
    seen.add(claim.what);
    const when = [...facts.categories.values()];
    const effect = when.length > 0 ? `acts ${when.join(" and ")}` : "acts at no such time";
    out.push({
      message: `the text says “${claim.words}”; the effect ${effect}`,
      span: { start: claim.start, end: claim.end },
    });
  }
}
