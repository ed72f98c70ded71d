/**
 * English generated text reads back into the effect it came from. The normalisation (documented
 * in docs/rules-text.md "Round trip") undoes only what printing adds: headings back to the
 * effect language's, a paragraph's sentences back to one statement a line, the capital and the
 * full stop dropped, `{icon}` tokens back to icon words. Compiling the result must give the same
 * IR, for every fixture except those whose printed wording is not the effect language's own
 * (listed below with the reason).
 */
import { describe, expect, it } from "vitest";
import { CONSTRUCT_FIXTURES, OPERATION_FIXTURES, TRIGGER_FIXTURES } from "../dsl/fixtures";
import { compileEffect, contextFromSet } from "../dsl";
import type { EffectIR } from "../dsl";
import { generateRulesText } from ".";
import { textTestSet } from "./test-set.test-support";

const HEADINGS: readonly [RegExp, string, boolean][] = [
  [/^While this text is visible, /, "while visible:", true],
  [/^Persistent: (?=(at|whenever) )/, "while persistent, ", false],
  [/^Persistent: /, "while persistent:", true],
  [/^Response: /, "response:", false],
  [/^When you draw this card, /, "on draw:", false],
  [/^When you claim this story, /, "on claim:", false],
  [/^While you hold this story, /, "while held:", true],
];

const lower = (s: string): string => s.replace(/^\p{Lu}/u, (c) => c.toLowerCase());

/** One printed statement back to effect-language lines at `indent`. */
function statement(text: string, indent: string): string[] {
  const roll = /^(roll (?:a die|a d\d+)): (.*)$/.exec(text);
  if (roll) {
    const outcomes = roll[2]!.split("; ").map((o) => {
      const [results, ...rest] = o.split(": ");
      return [`${indent}  ${results}:`, ...steps(rest.join(": "), `${indent}    `)];
    });
    return [`${indent}${roll[1]}:`, ...outcomes.flat()];
  }
  const cond = /^(if [^:]*): (.*)$/.exec(text);
  if (cond) return [`${indent}${cond[1]}:`, ...steps(cond[2]!, `${indent}  `)];
  return [`${indent}${text}`];
}

/** Steps joined by ", then " back to one a line. */
function steps(text: string, indent: string): string[] {
  return text.split(", then ").flatMap((s) => statement(s, indent));
}

/** The documented normalisation: printed English → effect-language source. */
function normalise(printed: string): string {
  const out: string[] = [];
  for (const paragraph of printed.replace(/\{([a-z0-9-]+)\}/g, "$1").split("\n")) {
    const claim = /^To claim: (.*)\.$/.exec(paragraph);
    if (claim) {
      out.push(`story requires ${claim[1]}`);
      continue;
    }
    // "a Self-Worth of at most 3" is printed English for the language's "self-worth at most 3".
    let rest = paragraph.replace(/\ba (\S+) of (?=at least|at most|exactly)/g, "$1 ");
    let heading = "on play:";
    let lasting = false;
    const known = HEADINGS.find(([re]) => re.test(rest));
    if (known) {
      rest = rest.replace(known[0], "");
      heading = known[1];
      lasting = known[2];
    }
    const trigger = /^((?:at|whenever) [^,]*), (.*)$/i.exec(rest);
    if (trigger && (heading === "on play:" || heading.endsWith(", "))) {
      heading = `${heading === "on play:" ? "" : heading}${lower(trigger[1]!)}:`;
      rest = trigger[2]!;
    }
    out.push(heading);
    const body = rest.replace(/\.$/, "");
    const sentences = lasting ? body.split("; ") : body.split(/\. (?=\p{Lu})/u);
    for (const s of sentences) out.push(...statement(lower(s), "  "));
  }
  return out.join("\n");
}

/**
 * Fixtures whose printed English is not the effect language's own wording, by description,
 * with why. Everything else must round-trip.
 */
const DRAW_LIMIT =
  "a draw limit prints as cards do ('your draw limit is 1 lower'); the language writes 'draw limit -1'";
const PLAYS =
  "plays per turn print as 'you have 1 more play each turn'; the language writes 'plays per turn +1'";
const AT_ONCE =
  "'play it at once' (under 'When you draw this card,'); the language writes 'play at once'";
const ON_DEAD =
  "'modifiers may be played on dead characters'; the language writes 'allow modifiers on dead characters'";
const FAMILY =
  "a family prints by its name ('a member of Ashgrove'); the language names it by id ('the ashgrove family')";
const NOT_OWN_WORDING: Readonly<Record<string, string>> = {
  "raise the draw limit while visible": DRAW_LIMIT,
  "lower the draw limit while persistent": DRAW_LIMIT,
  "every other player's draw limit is each other player's": DRAW_LIMIT,
  "a typographic minus or an en dash reads as a minus sign": DRAW_LIMIT,
  "a conditional lasting effect": DRAW_LIMIT,
  "a story: requirement with a repeated icon, claim and held effects": DRAW_LIMIT,
  "counted amounts: dead characters, yours, and a counted draw limit": DRAW_LIMIT,
  "family counts: icons your family shows, living characters (yours or everyone's)": DRAW_LIMIT,
  "each other player's draw limit, each player's plays per turn, your plays per turn": PLAYS,
  "plays per turn with no owner is yours; for each": PLAYS,
  "play as soon as drawn": AT_ONCE,
  "the design sketch: every category in one effect": `${DRAW_LIMIT}; ${AT_ONCE}`,
  "look at the top card and put them back in any order":
    "one card prints 'the top card … put it back'; the language writes 'the top 1 card … put them back in any order'",
  "modifiers allowed on dead characters, while visible and while held": ON_DEAD,
  "allowing modifiers on the dead only while a condition holds": ON_DEAD,
  "families: a condition and a filter": FAMILY,
  "this character counts as a member of a family (or is counted in it)": FAMILY,
};

describe("English rules text round-trips through the effect language", () => {
  const set = textTestSet();
  const ctx = contextFromSet(set);
  const fixtures = [...OPERATION_FIXTURES, ...TRIGGER_FIXTURES, ...CONSTRUCT_FIXTURES].filter(
    (f) => f.ir !== undefined && f.ir.abilities.length > 0,
  );
  const failures: Record<string, string> = {};
  for (const f of fixtures) {
    const printed = generateRulesText(f.source, set, "en").text;
    const source = normalise(printed);
    const back = compileEffect(source, ctx, f.cardType ? { cardType: f.cardType } : {}).ir;
    if (JSON.stringify(back) !== JSON.stringify(f.ir as EffectIR))
      failures[f.description] = `${printed}  ⇒  ${source.replaceAll("\n", " ⏎ ")}`;
  }

  it("every fixture whose wording is the language's own compiles back to the same IR", () => {
    expect(fixtures.length).toBeGreaterThan(140);
    expect(Object.keys(failures).sort()).toEqual(Object.keys(NOT_OWN_WORDING).sort());
  });

  it("the normalisation reads the sample's own house style back (a heading, icons, a trigger)", () => {
    expect(normalise("Whenever a character dies, if this character has {tide}: draw 1 card.")).toBe(
      "whenever a character dies:\n  if this character has tide:\n    draw 1 card",
    );
  });
});
