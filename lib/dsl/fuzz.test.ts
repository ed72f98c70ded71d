/**
 * Seeded fuzzing: random token soup, and mutations of every fixture (deleted, inserted and
 * swapped characters and tokens, random unicode, huge numbers, deep indentation, long lines).
 * Whatever the input, the compiler never throws, every diagnostic range lies inside the input
 * with line/column matching its offset, the IR is present exactly when there is no error, and
 * any IR validates against the schema and survives an IR-to-text/compile round trip. The editor
 * functions are fuzzed on part of the inputs too. Seeds are fixed: a failure reproduces.
 */
import { describe, expect, it } from "vitest";
import type { Diagnostic } from "../model";
import { randomStream } from "../engine";
import { DIAGNOSTIC_CODES } from "./codes";
import { compileEffect } from "./compile";
import type { DslContext } from "./context";
import { completionsAt, hoverAt, tokenize } from "./editor";
import { ALL_FIXTURES, TEST_CONTEXT } from "./fixtures";
import { KEYWORDS } from "./keywords";
import { irToText } from "./ir-to-text";
import { suggestionProblem, validateIR } from "./checks.test-support";

type Rng = () => number;
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T;
const int = (rng: Rng, max: number) => Math.floor(rng() * max);

const ODD = [
  "\u0000",
  "\u0007",
  "\t",
  "\r",
  "\n",
  "\r\n",
  "\u00a0",
  "\u200b",
  "\u2028",
  "\u202e",
  "\ufeff",
  "é",
  "ß",
  "Ω",
  "漢",
  "🂡",
  "👩‍👩‍👧",
  "\ud800",
  "\udc00",
  "e\u0301",
  "’",
  "'",
  '"',
  "@",
  "!",
  "?",
  "(",
  ")",
  "[",
  "]",
  "{",
  "}",
  ";",
  "/",
  "\\",
  "*",
  "=",
  "<",
  ">",
  "%",
  "$",
  "&",
  "|",
  "~",
  "^",
  "`",
];
const SYMBOLS = [":", ",", ".", "+", "-", "#", " ", "  ", "\n", "\n  ", "\n    "];
const NUMBERS = [
  "0",
  "1",
  "2",
  "99",
  "100",
  "007",
  "123456789012345678901234567890",
  "1e3",
  "-1",
  "+2",
];
/** The test context with a set's own words (party, pathos, its headings), fuzzed as well. */
const FUZZ_CONTEXT: DslContext = {
  ...TEST_CONTEXT,
  familyWord: "party",
  pointsWord: "pathos",
  headings: [
    { category: "immediate", words: ["now"], enabled: true },
    { category: "continuous", words: ["ongoing"], enabled: true },
    { category: "response", words: ["butt", "in"], enabled: true },
    { category: "persistent", words: [], enabled: false },
  ],
};
const SET_WORDS = ["party", "partys", "pathos", "now:", "ongoing:", "ongoing,", "butt in:"];
const NAMES = [
  ...SET_WORDS,
  ...TEST_CONTEXT.icons,
  ...TEST_CONTEXT.families,
  "untimely",
  "deaths",
  "events",
  "stories",
  "ravn",
  // Die words: faces, ranges and outcome lines.
  "d6",
  "d0",
  "d200",
  "six-sided",
  "seven-sided",
  "1-2",
  "3 to 5",
  "on a 6",
  "otherwise:",
  "roll a die:",
];
const WORDS = [...KEYWORDS, ...NAMES, ...NUMBERS, ...SYMBOLS, ...ODD];
const SOURCES = ALL_FIXTURES.map((f) => f.source).filter((s) => s.length > 0);

function soup(rng: Rng): string {
  const parts: string[] = [];
  const count = 1 + int(rng, 30);
  for (let i = 0; i < count; i++) {
    parts.push(pick(rng, WORDS));
    if (rng() < 0.7) parts.push(" ");
  }
  return parts.join("");
}

function tokensOf(source: string): string[] {
  return source.split(/(\s+)/);
}

function mutate(rng: Rng, source: string): string {
  let s = source;
  const steps = 1 + int(rng, 4);
  for (let k = 0; k < steps; k++) {
    const i = int(rng, s.length + 1);
    switch (int(rng, 12)) {
      case 0: // delete a range of characters
        s = s.slice(0, i) + s.slice(i + 1 + int(rng, 6));
        break;
      case 1: // insert an odd character
        s = s.slice(0, i) + pick(rng, ODD) + s.slice(i);
        break;
      case 2: // swap two neighbouring characters
        if (i + 1 < s.length) s = s.slice(0, i) + s[i + 1] + s[i] + s.slice(i + 2);
        break;
      case 3: {
        // swap two tokens
        const t = tokensOf(s);
        const a = int(rng, t.length);
        const b = int(rng, t.length);
        [t[a], t[b]] = [t[b] ?? "", t[a] ?? ""];
        s = t.join("");
        break;
      }
      case 4: {
        // delete a token
        const t = tokensOf(s);
        t.splice(int(rng, t.length), 1);
        s = t.join("");
        break;
      }
      case 5: // insert a word of the language
        s = `${s.slice(0, i)} ${pick(rng, WORDS)} ${s.slice(i)}`;
        break;
      case 6: // a huge number
        s = `${s.slice(0, i)}${"9".repeat(1 + int(rng, 400))}${s.slice(i)}`;
        break;
      case 7: {
        // indent a line deeply
        const lines = s.split("\n");
        const l = int(rng, lines.length);
        lines[l] = " ".repeat(int(rng, 200)) + (rng() < 0.3 ? "\t\t" : "") + (lines[l] ?? "");
        s = lines.join("\n");
        break;
      }
      case 8: // a very long line
        s = `${s.slice(0, i)}${pick(rng, WORDS).repeat(50 + int(rng, 400))}${s.slice(i)}`;
        break;
      case 9: // join with another fixture
        s = `${s}\n${pick(rng, SOURCES)}`;
        break;
      case 10: // truncate
        s = s.slice(0, i);
        break;
      default: // random unicode code units
        s = s.slice(0, i) + String.fromCharCode(int(rng, 0x10000)) + s.slice(i);
    }
  }
  return s;
}

/** Changes that keep an effect meaning the same: case, spacing, comments, blank lines, CRLF. */
function reformat(rng: Rng, source: string): string {
  const lines = source.split("\n").map((line) => {
    const indent = /^\s*/.exec(line)?.[0] ?? "";
    let body = line.slice(indent.length).replace(/ /g, () => (rng() < 0.2 ? "  \t" : " "));
    body = body.replace(/[a-z]+/g, (w) => (rng() < 0.2 ? w.toUpperCase() : w));
    if (rng() < 0.2 && !body.includes("#")) body += "  # note";
    return indent + body;
  });
  if (rng() < 0.3) lines.splice(int(rng, lines.length + 1), 0, "", "   # a comment line");
  return lines.join(rng() < 0.3 ? "\r\n" : "\n");
}

/** Deeply nested requirements, one per line, each indented further (or inline). */
function deepNesting(rng: Rng): string {
  const depth = 1 + int(rng, 60);
  const inline = rng() < 0.5;
  if (inline) return `on play: ${"if this character has raven: ".repeat(depth)}draw 1 card`;
  const lines = ["on play:"];
  for (let d = 0; d < depth; d++) lines.push(`${"  ".repeat(d + 1)}if this character has rose:`);
  lines.push(`${"  ".repeat(depth + 1)}draw 1 card`);
  return lines.join("\n");
}

/** Family conditions and counts put together from their parts, valid or nearly so. */
function familyPhrase(rng: Rng): string {
  const icon = () =>
    `${pick(rng, ["", "a ", "an "])}${pick(rng, NAMES)}${pick(rng, ["", " icon", " icons"])}`;
  const icons = () =>
    Array.from({ length: 1 + int(rng, 3) }, icon).join(pick(rng, [" and ", " or ", ", "]));
  const family = () => pick(rng, ["family", "families", "famly", "party"]);
  const condition = pick(rng, [
    () =>
      `your ${family()} ${pick(rng, ["has", "shows", "have", "show"])} ${icons()}${pick(rng, ["", " showing"])}`,
    () => `you ${pick(rng, ["have", "show", "has"])} ${icons()}${pick(rng, ["", " showing"])}`,
    () =>
      `${pick(rng, ["an", "any", "each", "a"])} opponent's ${family()} has ${pick(rng, ["fewer", "more", "as many", "less"])} living ${pick(rng, ["characters", "character"])} ${pick(rng, ["than", "as"])} ${pick(rng, ["yours", "your family", "you", "mine"])}`,
    () =>
      `your ${family()} has ${pick(rng, ["at least", "at most", "exactly"])} ${int(rng, 5)} ${pick(rng, ["living", "dead", "alive"])} characters`,
  ])();
  const count = pick(rng, [
    () =>
      `${pick(rng, NAMES)}${pick(rng, ["", " icon"])} your ${family()} ${pick(rng, ["shows", "has", "show"])}`,
    () => `living character${pick(rng, ["", " in your family", " in your", " of your family"])}`,
    () => `of your ${pick(rng, ["living", "dead"])} characters`,
  ])();
  const statement = pick(rng, [
    `draw 1 card for each ${count}`,
    `discard 2 for each ${count}`,
    `gain 1 free play for each ${count}`,
    // A leading count, with a statement that has a number (or not, or counts already).
    `for each ${count}: ${pick(rng, ["draw a card", "discard 2 cards", "kill this character", "draw 1 card for each dead character"])}`,
  ]);
  return rng() < 0.5
    ? `on play:\n  if ${condition}: ${statement}`
    : `while visible:\n  if ${condition}: draw limit +1 for each ${count}`;
}

/** Die rolls with random outcomes (ranges, lists, words, otherwise), nested in rolls and ifs. */
function rolls(rng: Rng, depth = 0): string {
  const sides = pick(rng, ["a die", "a d4", "a d8", "a six-sided die", "one four-sided die"]);
  const indent = "  ".repeat(depth + 1);
  const lines = [`${indent}roll ${sides}:`];
  const outcomes = 1 + int(rng, 4);
  for (let k = 0; k < outcomes; k++) {
    const a = 1 + int(rng, 8);
    const b = a + int(rng, 3);
    const head = pick(rng, [
      `${a}`,
      `${a}-${b}`,
      `${a} to ${b}`,
      `on a ${a}`,
      `${a}, ${b}`,
      `on a ${a} or ${b}`,
      "otherwise",
    ]);
    if (depth < 3 && rng() < 0.2) {
      lines.push(`${indent}  ${head}:`, rolls(rng, depth + 2));
    } else
      lines.push(
        `${indent}  ${head}: ${pick(rng, ["draw 1 card", "discard 1 card", "gain 1 free play"])}`,
      );
  }
  return depth === 0 ? `on play:\n${lines.join("\n")}` : lines.join("\n");
}

/** Every phrasing of a trigger heading's event the grammar accepts (parse-trigger.ts). */
const TRIGGER_EVENTS = [
  "at the start of your turn",
  "at the beginning of your turns",
  "at the end of your turn",
  "at the start of each turn",
  "at the end of every turn",
  "at the start of each player's turn",
  "at the end of any player's turn",
  "at the start of a turn",
  "whenever a modifier is played on this character",
  "whenever a card is played on this character",
  "whenever an untimely death is played on this character",
  "whenever a card is played on one of your characters",
  "whenever any modifier is played on any of their characters",
  "whenever a modifier is played on your characters",
  "whenever you play an event",
  "whenever you play any event",
  "whenever an event is played",
  "whenever a player plays an event",
  "whenever anyone plays an event",
  "when a character dies",
  "whenever any character dies",
  "whenever a character is killed",
  "whenever one of your characters dies",
  "whenever any of your characters die",
  "whenever your characters die",
  "whenever a story is claimed",
  "whenever someone claims a story",
  "whenever a player claims a story",
  "whenever you claim a story",
  "whenever an opponent plays an event",
  "whenever another player plays an event",
  "whenever an opponent claims a story",
  "whenever this character dies",
  "whenever this character is killed",
  "at the start of their turn",
  "at the end of their turns",
  "whenever you play a modifier",
  "whenever you play an untimely death",
  "whenever a player plays a modifier",
  "whenever an opponent plays an untimely death",
  "whenever another player plays a modifier",
];

const TRIGGER_BODIES = [
  "draw 1 card",
  "you may draw 2 cards",
  "each other player discards 1 card",
  "if this character has raven: draw 1 card",
  "discard the top modifier of any living character",
  "gain 1 free play",
];

/** A trigger effect in a random phrasing: it must compile (a trigger, one-shot steps). */
function triggerEffect(rng: Rng): string {
  // `ongoing,` is the fuzz set's own heading for visible effects (FUZZ_CONTEXT).
  const prefix = pick(rng, ["", "", "while persistent, ", "while visible, ", "ongoing, "]);
  const heading = `${prefix}${pick(rng, TRIGGER_EVENTS)}:`;
  const body = pick(rng, TRIGGER_BODIES);
  const effect = rng() < 0.5 ? `${heading} ${body}` : `${heading}\n  ${body}`;
  return rng() < 0.3 ? `on play: draw 1 card\n${effect}` : effect;
}

/**
 * Moves between piles and players in their natural phrasings: a chosen character's stack in the
 * possessive, passing to your left or right; valid or nearly so.
 */
function movePhrase(rng: Rng): string {
  const whose = pick(rng, [
    "a character's",
    "a living character's",
    "any character's",
    "another character's",
    "one of your characters'",
    "one of your character's",
    "an opponent's character's",
    "an opponent's living character's",
    "this character's",
    "a dead character's",
    "a characters'",
  ]);
  const pass = pick(rng, [
    "pass your hand",
    "pass 2 cards",
    "give 1 card",
    "each player passes their hand",
  ]);
  const to = pick(rng, [
    "to your left",
    "to your right",
    "to their left",
    "to the player on your left",
    "to the player to your right",
    "to the left",
    "to you left",
  ]);
  return pick(rng, [
    `on play:\n  shuffle ${whose} ${pick(rng, ["stack", "modifiers", "stak"])} into the draw pile`,
    `on play:\n  ${pass} ${to}`,
    `on play: you may shuffle the stack of a ${pick(rng, ["", "living ", "other "])}character into the draw pile`,
  ]);
}

/** Line starts of `source` with `\n`, `\r\n`, `\r` as line ends. */
function lineStarts(source: string): number[] {
  const starts = [0];
  for (let i = 0; i < source.length; i++) {
    const c = source.charCodeAt(i);
    if (c === 13 && source.charCodeAt(i + 1) === 10) i++;
    if (c === 10 || c === 13) starts.push(i + 1);
  }
  return starts;
}

function positionOk(starts: readonly number[], p: Diagnostic["range"]["start"]): boolean {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((starts[mid] ?? 0) <= p.offset) lo = mid;
    else hi = mid - 1;
  }
  return p.line === lo + 1 && p.column === p.offset - (starts[lo] ?? 0) + 1;
}

const DOCUMENTED = new Set(DIAGNOSTIC_CODES.map((c) => c.code));

interface Tally {
  inputs: number;
  compiled: number;
}

function checkInput(source: string, tally: Tally): void {
  tally.inputs++;
  let result: ReturnType<typeof compileEffect>;
  try {
    result = compileEffect(source, FUZZ_CONTEXT);
  } catch (error) {
    throw new Error(
      `compileEffect threw on ${JSON.stringify(source.slice(0, 300))}: ${String(error)}`,
    );
  }
  const starts = lineStarts(source);
  let errors = 0;
  let previous = 0;
  for (const d of result.diagnostics) {
    const { start, end } = d.range;
    const ok =
      d.code !== "dsl/internal-error" &&
      DOCUMENTED.has(d.code) &&
      0 <= start.offset &&
      start.offset <= end.offset &&
      end.offset <= source.length &&
      start.offset >= previous &&
      positionOk(starts, start) &&
      positionOk(starts, end);
    if (!ok) {
      throw new Error(
        `bad diagnostic ${JSON.stringify(d)} for ${JSON.stringify(source.slice(0, 300))}`,
      );
    }
    previous = start.offset;
    if (d.severity === "error") errors++;
    const nowhere = suggestionProblem(source, d, FUZZ_CONTEXT);
    if (nowhere !== undefined) {
      throw new Error(
        `suggestion leads nowhere for ${JSON.stringify(source.slice(0, 300))}: ${d.message} — ${nowhere}`,
      );
    }
  }
  if ((errors === 0) !== (result.ir !== undefined)) {
    throw new Error(
      `IR presence does not match errors for ${JSON.stringify(source.slice(0, 300))}`,
    );
  }
  if (result.ir) {
    tally.compiled++;
    if (!validateIR(result.ir))
      throw new Error(`IR fails the schema for ${JSON.stringify(source)}`);
    const again = compileEffect(irToText(result.ir), FUZZ_CONTEXT).ir;
    const own = compileEffect(irToText(result.ir, { ctx: FUZZ_CONTEXT }), FUZZ_CONTEXT).ir;
    if (
      JSON.stringify(again) !== JSON.stringify(result.ir) ||
      JSON.stringify(own) !== JSON.stringify(result.ir)
    ) {
      throw new Error(`round trip changed the IR of ${JSON.stringify(source)}`);
    }
  }
}

function checkEditor(rng: Rng, source: string): void {
  const offset = int(rng, source.length + 1);
  for (const token of tokenize(source, FUZZ_CONTEXT)) {
    if (
      token.range.start.offset > token.range.end.offset ||
      token.range.end.offset > source.length
    ) {
      throw new Error(`bad token range in ${JSON.stringify(source.slice(0, 200))}`);
    }
  }
  for (const item of completionsAt(source, offset, FUZZ_CONTEXT)) {
    if (item.range.end.offset !== offset || item.range.start.offset > offset) {
      throw new Error(
        `bad completion range at ${offset} in ${JSON.stringify(source.slice(0, 200))}`,
      );
    }
  }
  const hover = hoverAt(source, offset, FUZZ_CONTEXT);
  if (hover && !(hover.range.start.offset <= offset && offset < hover.range.end.offset)) {
    throw new Error(`hover range misses ${offset} in ${JSON.stringify(source.slice(0, 200))}`);
  }
}

const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const PER_SEED = 10_000;
let total = 0;

describe("fuzz", () => {
  for (const seed of SEEDS) {
    it(`seed ${seed}: ${PER_SEED} random and mutated inputs`, () => {
      const rng = randomStream(seed).next;
      const tally: Tally = { inputs: 0, compiled: 0 };
      for (let i = 0; i < PER_SEED; i++) {
        const kind = rng();
        const source =
          kind < 0.25
            ? soup(rng)
            : kind < 0.4
              ? reformat(rng, pick(rng, SOURCES))
              : kind < 0.9
                ? mutate(rng, pick(rng, SOURCES))
                : kind < 0.94
                  ? familyPhrase(rng)
                  : kind < 0.955
                    ? rolls(rng)
                    : kind < 0.97
                      ? triggerEffect(rng)
                      : kind < 0.985
                        ? movePhrase(rng)
                        : deepNesting(rng);
        checkInput(source, tally);
        if (i % 10 === 0) checkEditor(rng, source);
      }
      total += tally.inputs;
      expect(tally.inputs).toBe(PER_SEED);
      // Mutations keep a share of inputs valid, so the round trip is exercised too.
      expect(tally.compiled).toBeGreaterThan(PER_SEED / 10);
    });
  }

  it("random trigger effects in every phrasing compile to a trigger and round-trip", () => {
    const rng = randomStream(99).next;
    const tally: Tally = { inputs: 0, compiled: 0 };
    for (let i = 0; i < 2000; i++) {
      const source = triggerEffect(rng);
      checkInput(source, tally);
      const { ir } = compileEffect(source, FUZZ_CONTEXT);
      if (!ir?.abilities.some((a) => a.category === "trigger")) {
        throw new Error(`no trigger compiled from ${JSON.stringify(source)}`);
      }
    }
    expect(tally.compiled).toBe(2000);
  });

  it("ran at least 100,000 inputs", () => {
    expect(total).toBeGreaterThanOrEqual(100_000);
  });

  it("every fixture survives every single-character deletion", () => {
    const tally: Tally = { inputs: 0, compiled: 0 };
    for (const source of SOURCES) {
      for (let i = 0; i < source.length; i++)
        checkInput(source.slice(0, i) + source.slice(i + 1), tally);
    }
    expect(tally.inputs).toBeGreaterThan(1000);
  });
});
