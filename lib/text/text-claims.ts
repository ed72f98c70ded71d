/**
 * What a written rules text states, read through its language's lexicon (lexicons.ts): numbers
 * with what they count, icons (`{raven}` tokens and icon names), people, piles and when it acts,
 * each with where it stands in the text. Reading is deliberately narrow: a word it does not know
 * states nothing, so the check stays quiet rather than guess.
 */
import type { VellumSet } from "../model";
import type { CardVerb, CategoryKey, NumberRole, Person, Pile } from "./effect-facts";
import type { Lexicon } from "./lexicons";

/** A span of the text, as UTF-16 offsets (end exclusive). */
export interface Span {
  start: number;
  end: number;
}

/** A number the text states, and what it counts when the text says so. */
export interface NumberClaim extends Span {
  value: number;
  role: NumberRole | "any";
  verb?: CardVerb;
  /** The words stating it ("3 cards"). */
  words: string;
}

/** A word the text names, and where. */
export interface Named<T> extends Span {
  what: T;
  words: string;
}

/** Everything the text states that the check compares. */
export interface TextClaims {
  numbers: NumberClaim[];
  icons: Named<string>[];
  people: Named<Person>[];
  piles: Named<Pile>[];
  categories: Named<CategoryKey>[];
  /** Every person the text names anywhere, also inside a category ("during another player's turn"). */
  mentionedPeople: Person[];
  /** Whether the text writes any icon as a `{token}`. */
  usesTokens: boolean;
}

const L = "[\\p{L}\\p{N}_]";
const compiledWords = new Map<string, RegExp>();
const compiledNouns = new Map<string, RegExp>();

/** `source` as whole words, case-insensitive (compiled once per source). */
function words(source: string): RegExp {
  let re = compiledWords.get(source);
  if (!re) compiledWords.set(source, (re = new RegExp(`(?<!${L})(?:${source})(?!${L})`, "giu")));
  re.lastIndex = 0;
  return re;
}

function* matches(text: string, source: string): Generator<RegExpExecArray> {
  const re = words(source);
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m[0].length === 0) re.lastIndex++;
    else yield m;
  }
}

const overlaps = (a: Span, used: readonly Span[]) =>
  used.some((u) => a.start < u.end && u.start < a.end);

/**
 * Phrases of a kind, none overlapping another or `used`: the longest wins ("one of your opponents"
 * over "your opponents"), then the earlier entry.
 */
function phrases<T>(
  text: string,
  entries: readonly (readonly [T, string])[],
  used: Span[],
): Named<T>[] {
  const found: Named<T>[] = [];
  for (const [what, source] of entries) {
    for (const m of matches(text, source))
      found.push({ what, words: m[0], start: m.index, end: m.index + m[0].length });
  }
  const out: Named<T>[] = [];
  // Stable: equally long phrases keep their entries' order.
  for (const phrase of found.sort((a, b) => b.end - b.start - (a.end - a.start))) {
    if (overlaps(phrase, used)) continue;
    used.push(phrase);
    out.push(phrase);
  }
  return out.sort((a, b) => a.start - b.start);
}

const DIGITS = /(?<![\p{L}\p{N}])([-−]?)(\d+)(?:\s*[–—-]\s*(\d+))?(?!\p{N})/gu;
const TOKEN = /\{([a-z0-9][a-z0-9-]*)\}/g;

/** The claims of `text` read with `lexicon` (numbers and icon tokens only without one). */
export function textClaims(
  text: string,
  set: VellumSet,
  language: string,
  lexicon?: Lexicon,
): TextClaims {
  const icons: Named<string>[] = [];
  const known = new Set(set.icons.map((i) => i.id));
  for (const m of text.matchAll(TOKEN)) {
    if (known.has(m[1]!))
      icons.push({ what: m[1]!, words: m[0], start: m.index, end: m.index + m[0].length });
  }
  const usesTokens = icons.length > 0;
  const claims: TextClaims = {
    numbers: [],
    icons,
    people: [],
    piles: [],
    categories: [],
    mentionedPeople: [],
    usesTokens,
  };
  // Tokens are icons, never words of the text.
  const plain = text.replace(TOKEN, (t) => " ".repeat(t.length));
  claims.numbers = numbers(plain, lexicon);
  if (!lexicon) return claims;
  for (const icon of set.icons) {
    const name = language === set.language ? icon.name : icon.translations?.[language]?.name;
    const names = [icon.id, ...(name ? [name] : [])].map((n) => escape(n.toLowerCase()));
    for (const m of matches(plain, `(?:${[...new Set(names)].join("|")})${lexicon.iconEndings}`))
      icons.push({ what: icon.id, words: m[0], start: m.index, end: m.index + m[0].length });
  }
  icons.sort((a, b) => a.start - b.start);
  const used: Span[] = [];
  claims.categories = phrases(plain, lexicon.categories, used);
  claims.people = phrases(plain, lexicon.people, used);
  claims.piles = phrases(plain, lexicon.piles, []);
  claims.mentionedPeople = phrases(plain, lexicon.people, []).map((p) => p.what);
  return claims;
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The sentence part a number stands in: from the last `.`, `;`, `:` or `,` before it. */
function clauseStart(text: string, at: number): number {
  for (let i = at - 1; i >= 0; i--) if (".;:!?\n".includes(text[i]!)) return i + 1;
  return 0;
}

/** What the number at `end` counts: a noun right after it, past at most two other words. */
function roleAfter(text: string, end: number, lexicon: Lexicon | undefined, nounOnly: boolean) {
  if (!lexicon) return undefined;
  const after = text.slice(end);
  const gap = nounOnly ? "(?:\\p{L}+\\s+)?" : "(?:\\p{L}+\\s+){0,2}";
  for (const role of ["cards", "plays", "characters"] as const) {
    const source = `^\\s+${gap}(?:${lexicon.nouns[role]})(?!${L})`;
    let re = compiledNouns.get(source);
    if (!re) compiledNouns.set(source, (re = new RegExp(source, "iu")));
    const m = re.exec(after);
    if (m) return { role, length: m[0].length };
  }
  return undefined;
}

/** The verb of cards nearest before `at` in its clause. */
function verbBefore(text: string, at: number, lexicon: Lexicon): CardVerb | undefined {
  const clause = text.slice(clauseStart(text, at), at);
  let best: { verb: CardVerb; at: number } | undefined;
  for (const [verb, source] of Object.entries(lexicon.verbs) as [CardVerb, string][]) {
    for (const m of matches(clause, source))
      if (!best || m.index > best.at) best = { verb, at: m.index };
  }
  return best?.verb;
}

function numbers(text: string, lexicon: Lexicon | undefined): NumberClaim[] {
  const out: NumberClaim[] = [];
  const add = (value: number, start: number, end: number, nounOnly: boolean) => {
    const role = roleAfter(text, end, lexicon, nounOnly);
    // A number word counts only with its noun ("two cards"; "two different characters" is not).
    if (nounOnly && (!role || role.role === "characters")) return;
    const stop = role ? end + role.length : end;
    const claim: NumberClaim = {
      value,
      role: role?.role ?? "any",
      start,
      end: stop,
      words: text.slice(start, stop).trim(),
    };
    if (role?.role === "cards" && lexicon) {
      const verb = verbBefore(text, start, lexicon);
      if (verb) claim.verb = verb;
    }
    out.push(claim);
  };
  for (const m of text.matchAll(DIGITS)) {
    const sign = m[1] ? -1 : 1;
    const first = sign * Number(m[2]);
    const start = m.index;
    if (m[3] !== undefined) {
      // A range of die faces ("1–3"): each end is a face.
      out.push({ value: first, role: "die", start, end: start + m[0].length, words: m[0] });
      out.push({ value: Number(m[3]), role: "die", start, end: start + m[0].length, words: m[0] });
    } else add(first, start, start + m[0].length, false);
  }
  if (lexicon) {
    const forms = Object.keys(lexicon.numberWords).map(escape).join("|");
    for (const m of matches(text, forms)) {
      add(lexicon.numberWords[m[0].toLowerCase()] ?? 0, m.index, m.index + m[0].length, true);
    }
  }
  return out.sort((a, b) => a.start - b.start);
}
