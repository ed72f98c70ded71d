/**
 * Parsing one operation statement (RULES.md R10): `[who] [may] verb …`. Only draw, discard and
 * skip take a subject other than `you`; lasting effects (`draw limit`, `no …`, `allow …`),
 * `cancel` and `play at once` take neither a subject nor `may`.
 */
import type { Range } from "../model";
import type { Token } from "./lexer";
import { spanRange, tokenRange } from "./lexer";
import type { Operation, PlayerSelector } from "./ir";
import { parsePlayers, startsPlayers } from "./parse-selectors";
import type { ParseState } from "./parse-values";
import { parseVerb } from "./parse-verbs";

/** Words that start an operation (after any subject and `may`). */
export const OPERATION_VERBS = [
  "draw",
  "discard",
  "skip",
  "take",
  "look",
  "swap",
  "gain",
  "move",
  "return",
  "kill",
  "shuffle",
  "search",
  "cancel",
  "play",
  "no",
  "allow",
] as const;

/** Verbs that any player subject may do; the others are done by "you". */
const SUBJECT_VERBS = new Set(["draw", "discard", "skip"]);

/** Verbs that are not a player's action and so take no subject and no `may`. */
const NO_SUBJECT_VERBS = new Set(["cancel", "play", "no", "allow"]);

/** Verb forms a subject other than you uses ("each player draws"). */
const VERB_FORMS: Readonly<Record<string, string>> = {
  draws: "draw",
  discards: "discard",
  skips: "skip",
  takes: "take",
  looks: "look",
  swaps: "swap",
  gains: "gain",
  moves: "move",
  returns: "return",
  kills: "kill",
  shuffles: "shuffle",
  searches: "search",
  cancels: "cancel",
  plays: "play",
};
const THIRD_PERSON = Object.keys(VERB_FORMS);

/** An operation and the token range naming it. */
export interface ParsedOperation {
  op: Operation;
  first: Token;
  keywordFirst: Token;
  keywordLast: Token;
}

/** Parses `[subject] [may] verb …` from the cursor. */
export function parseOperation(st: ParseState): ParsedOperation {
  const { cur } = st;
  const first = cur.peek();
  let subject: PlayerSelector | undefined;
  let subjectRange: Range | undefined;
  if (startsPlayers(cur)) {
    const subjectFirst = cur.peek();
    subject = parsePlayers(st, false);
    const subjectLast = cur.previous();
    if (subjectFirst && subjectLast) subjectRange = spanRange(subjectFirst, subjectLast);
  }
  let mayToken: Token | undefined;
  if (cur.isWord("may")) mayToken = cur.within("may", () => cur.take("keyword"));
  const verbs = subject && subject.kind !== "you" ? THIRD_PERSON : [];
  const verbToken = cur.peek();
  const isVerb = cur.isAnyWord([...OPERATION_VERBS, ...verbs]);
  if (verbToken === undefined || !isVerb) return cur.fail();
  const verb = VERB_FORMS[verbToken.lower] ?? verbToken.lower;
  const isLimit = verb === "draw" && cur.within("draw-limit", () => cur.isWord("limit", 1));
  const construct = isLimit ? "draw-limit" : constructOf(verb, st);
  return cur.within(construct, () => {
    cur.take("keyword");
    const keywordFirst = verbToken;
    const players: PlayerSelector = subject ?? { kind: "you" };
    if (
      subject &&
      subject.kind !== "you" &&
      !SUBJECT_VERBS.has(verb) &&
      !NO_SUBJECT_VERBS.has(verb) &&
      !isLimit &&
      subjectRange
    ) {
      cur.problems.push({
        code: "dsl/subject-not-allowed",
        message: `only draw, discard and skip can be done by other players — '${verb}' is done by you, so remove the words before it`,
        range: subjectRange,
      });
    }
    if (mayToken && (NO_SUBJECT_VERBS.has(verb) || isLimit)) {
      cur.problems.push({
        code: "dsl/may-not-allowed",
        message: `'${isLimit ? "draw limit" : verb}' is not a choice a player makes — remove 'may'`,
        range: tokenRange(mayToken),
      });
    } else if (subject && (NO_SUBJECT_VERBS.has(verb) || isLimit) && subjectRange) {
      cur.problems.push({
        code: "dsl/subject-not-allowed",
        message: `'${isLimit ? "draw limit" : verb}' is not done by a player — remove the words before it`,
        range: subjectRange,
      });
    }
    const op = parseVerb(st, verb, players, isLimit);
    if (mayToken && !NO_SUBJECT_VERBS.has(verb) && !isLimit && op.type !== "draw-limit") {
      (op as { optional?: true }).optional = true;
    }
    const keywordLast = isLimit
      ? (cur.tokens[cur.tokens.indexOf(verbToken) + 1] ?? verbToken)
      : verbToken;
    return { op, first: first ?? verbToken, keywordFirst, keywordLast };
  });
}

/** The reference entry a verb's tokens belong to, looking one or two words ahead. */
function constructOf(verb: string, st: ParseState): string {
  const { cur } = st;
  const ahead = (word: string, k: number) => cur.peekIs(word, k);
  switch (verb) {
    case "discard":
      if (ahead("your", 1) || ahead("their", 1)) return "discard-hand";
      if (ahead("the", 1) || ahead("top", 1)) return "discard-modifier";
      if ((ahead("a", 1) || ahead("an", 1)) && ahead("visible", 2)) return "discard-modifier";
      return "discard";
    case "swap":
      if (ahead("hands", 1)) return "swap-hands";
      if (ahead("stacks", 1) || ahead("stacks", 2)) return "swap-stacks";
      if (ahead("top", 1) || ahead("top", 2)) return "swap-top-modifiers";
      return "swap";
    case "move":
      if (ahead("untimely", 1) || ahead("untimely", 2)) return "move-untimely-death";
      return "move-modifier";
    default:
      return CONSTRUCT_OF_VERB[verb] ?? verb;
  }
}

const CONSTRUCT_OF_VERB: Readonly<Record<string, string>> = {
  look: "look-at-hand",
  take: "take-cards",
  gain: "gain-free-plays",
  return: "return-to-life",
  shuffle: "shuffle-discard",
  search: "search-discard",
  play: "play-at-once",
  no: "forbid",
  allow: "allow-on-dead",
};
