/**
 * Parsing an `if`'s condition: a character's icons or family, how many characters are dead or
 * living, what your family (or party) shows, and how an opponent's family compares with yours.
 * Read by parse-line.ts after `if`.
 */
import type { Condition, FamilySizeCompare } from "./ir";
import {
  parseCharacterRef,
  parseCompare,
  parseFamilyNoun,
  parseFamilyTest,
  parseHasTest,
  parseIcons,
} from "./parse-values";
import type { ParseState } from "./parse-values";

/** The words a count's comparison starts with (parse-values.ts `parseCompare`). */
const COMPARE_STARTS = ["at", "exactly", "fewer", "more"];

/**
 * A condition: `this character has raven and rose`, `that character is in the ashgrove family`,
 * `at least 2 of your characters are dead`.
 */
export function parseCondition(st: ParseState): Condition {
  const { cur } = st;
  if (cur.isAnyWord(COMPARE_STARTS)) {
    return cur.within("dead-characters", () => {
      const { compare, value } = parseCompare(st);
      let owner: "anyone" | "you" = "anyone";
      if (cur.acceptWord("of")) {
        cur.expectWord("your");
        owner = "you";
      }
      cur.expectAnyWord(["characters", "character"]);
      cur.expectAnyWord(["are", "is"]);
      cur.expectWord("dead");
      return { kind: "dead-characters" as const, owner, compare, value };
    });
  }
  if (cur.isWord("your")) return parseYourFamily(st);
  // `you have a raven showing`: "you" is your family, as in a story requirement (R6.7).
  if (cur.isWord("you")) return parseYourFamily(st);
  if (cur.isAnyWord(["an", "any", "each"]) && cur.isWord("opponent's", 1)) {
    return parseFamilySize(st);
  }
  const subject = parseCharacterRef(st, true);
  if (cur.isWord("is")) {
    cur.within("in-family", () => cur.take("keyword"));
    return { kind: "character", subject, test: parseFamilyTest(st) };
  }
  cur.expectAnyWord(["has", "have"]);
  return { kind: "character", subject, test: parseHasTest(st) };
}

/**
 * `your family has|shows [a] raven and [a] rose [showing]`, `your family has at least 2 dead
 * characters`, `your family has at most 1 living character`; `you have|show …` alike.
 */
function parseYourFamily(st: ParseState): Condition {
  const { cur } = st;
  const you = cur.isWord("you");
  cur.within("family-icons", () => {
    cur.take("keyword");
    if (!you) parseFamilyNoun(cur);
  });
  const verb = cur.within("family-icons", () =>
    cur.expectAnyWord(you ? ["have", "show"] : ["has", "shows", "have", "show"]),
  );
  if ((verb === "has" || verb === "have") && cur.isAnyWord(COMPARE_STARTS)) {
    return cur.within("family-living", () => {
      const { compare, value } = parseCompare(st);
      const state = cur.expectAnyWord(["living", "dead"]);
      cur.expectAnyWord(["characters", "character"]);
      return state === "dead"
        ? { kind: "dead-characters" as const, owner: "you" as const, compare, value }
        : { kind: "living-characters" as const, owner: "you" as const, compare, value };
    });
  }
  return cur.within("family-icons", () => {
    const { icons, match } = parseIcons(st, true);
    cur.acceptWord("showing");
    return { kind: "family-icons" as const, owner: "you" as const, icons, match };
  });
}

/**
 * `an|any|each opponent's family has fewer|more living characters than yours`, `… has as many
 * living characters as yours` (`yours` or `your family`).
 */
function parseFamilySize(st: ParseState): Condition {
  const { cur } = st;
  return cur.within("family-size", () => {
    const which = cur.expectAnyWord(["an", "any", "each"]);
    cur.expectWord("opponent's");
    parseFamilyNoun(cur);
    cur.expectAnyWord(["has", "have"]);
    let compare: FamilySizeCompare;
    if (cur.acceptWord("as")) {
      cur.expectWord("many");
      compare = "as-many";
    } else compare = cur.expectAnyWord(["fewer", "more"]) === "more" ? "more" : "fewer";
    cur.expectWord("living");
    cur.expectAnyWord(["characters", "character"]);
    cur.expectWord(compare === "as-many" ? "as" : "than");
    if (!cur.acceptWord("yours")) {
      cur.expectWord("your");
      parseFamilyNoun(cur);
    }
    return {
      kind: "family-size" as const,
      opponents: which === "each" ? ("each" as const) : ("any" as const),
      compare,
    };
  });
}
