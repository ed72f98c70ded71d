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
import { ANY_PLAYER_VERBS, VERBS, VERB_WORDS, verbOf } from "./verbs";

/**
 * Verbs after a subject other than you: only those another player may do, in both forms
 * (`each player draws`, `… may draw`) — so the expected-words list never offers a verb that would
 * then be refused as dsl/subject-not-allowed.
 */
const VERBS_AFTER_SUBJECT: readonly string[] = ANY_PLAYER_VERBS.flatMap((word) => {
  const third = VERBS[word]?.thirdPerson;
  return third === undefined ? [word] : [word, third];
});

/** "draw, discard, skip and gain". */
const ANY_PLAYER_LIST = `${ANY_PLAYER_VERBS.slice(0, -1).join(", ")} and ${ANY_PLAYER_VERBS.at(-1)}`;

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
  const verbToken = cur.peek();
  const otherSubject = subject !== undefined && subject.kind !== "you";
  // Any other verb is still read (unlisted), so `each player takes …` gets the message that says
  // which verbs other players may do rather than a bare "does not fit".
  const isVerb =
    cur.isAnyWord(otherSubject ? VERBS_AFTER_SUBJECT : VERB_WORDS) ||
    (otherSubject &&
      verbToken !== undefined &&
      verbOf(verbToken.lower) !== undefined &&
      verbToken.kind === "word");
  const verb = verbToken && verbOf(verbToken.lower);
  if (verbToken === undefined || !isVerb || verb === undefined) return cur.fail();
  const { doer } = VERBS[verb]!;
  const isLimit = verb === "draw" && cur.within("draw-limit", () => cur.isWord("limit", 1));
  const construct = isLimit ? "draw-limit" : constructOf(verb, st);
  return cur.within(construct, () => {
    cur.take("keyword");
    const keywordFirst = verbToken;
    const players: PlayerSelector = subject ?? { kind: "you" };
    if (subject && subject.kind !== "you" && doer === "you" && !isLimit && subjectRange) {
      cur.problems.push({
        code: "dsl/subject-not-allowed",
        message: `only ${ANY_PLAYER_LIST} can be done by other players — '${verb}' is done by you, so remove the words before it`,
        range: subjectRange,
      });
    }
    if (mayToken && (doer === "no-player" || isLimit)) {
      cur.problems.push({
        code: "dsl/may-not-allowed",
        message: `'${isLimit ? "draw limit" : verb}' is not a choice a player makes — remove 'may'`,
        range: tokenRange(mayToken),
      });
    } else if (subject && (doer === "no-player" || isLimit) && subjectRange) {
      cur.problems.push({
        code: "dsl/subject-not-allowed",
        message: `'${isLimit ? "draw limit" : verb}' is not done by a player — remove the words before it`,
        range: subjectRange,
      });
    }
    const op = parseVerb(st, verb, players, isLimit);
    if (mayToken && doer !== "no-player" && !isLimit && op.type !== "draw-limit") {
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
      if (ahead("any", 1) && ahead("of", 2)) return "look-at-draw";
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
    case "take":
      if (ahead("story", 2) || ahead("story", 3)) return "take-story";
      return "take-cards";
    case "return":
      if (ahead("story", 2) || ahead("story", 3)) return "return-story";
      return "return-to-life";
    case "look":
      if (ahead("top", 3)) return "look-at-draw";
      return "look-at-hand";
    case "shuffle":
      if (ahead("discard", 1) || ahead("discard", 2)) return "shuffle-discard";
      return "shuffle-stack";
    case "pass":
    case "give":
      if ((ahead("your", 1) || ahead("their", 1)) && ahead("hand", 2)) return "pass-hand";
      return "pass-cards";
    default:
      return VERBS[verb]?.construct ?? verb;
  }
}
