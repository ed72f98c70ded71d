/**
 * Parsing selectors: who does a step (`each other player`), whose hand (`an opponent's hand`),
 * and which character (`this character`, `any living character with raven`).
 */
import type { Cursor } from "./cursor";
import type { CharacterSelector, ChooseCharacter, LifeState, PlayerSelector } from "./ir";
import { parseCharacterRef, parseFamilyTest, parseHasTest } from "./parse-values";
import type { ParseState } from "./parse-values";

/** Whether the tokens ahead start a player subject (`you`, `each player`, `an opponent` …). */
export function startsPlayers(cur: Cursor): boolean {
  if (cur.isWord("you") || cur.isWord("each")) return true;
  if (cur.isAnyWord(["a", "an"])) return cur.isAnyWord(["chosen", "opponent"], 1);
  return false;
}

/**
 * A player subject: `you`, `each player`, `each other player`, `a chosen player`,
 * `an opponent`. With `possessive`, the `'s` forms (`an opponent's`, `each other player's`).
 */
export function parsePlayers(st: ParseState, possessive: boolean): PlayerSelector {
  const { cur } = st;
  const player = possessive ? "player's" : "player";
  if (!possessive && cur.isWord("you")) {
    return cur.within("you", () => {
      cur.take("keyword");
      return { kind: "you" as const };
    });
  }
  if (cur.isWord("each")) {
    const other = cur.peekIs("other", 1);
    return cur.within(other ? "each-other-player" : "each-player", () => {
      cur.take("keyword");
      if (cur.acceptWord("other")) {
        cur.expectWord(player);
        return { kind: "each-other-player" as const };
      }
      cur.expectWord(player);
      return { kind: "each-player" as const };
    });
  }
  const chosen = cur.peekIs("chosen", 1);
  return cur.within(chosen ? "chosen-player" : "opponent", () => {
    cur.expectAnyWord(["a", "an"]);
    if (cur.acceptWord("chosen")) {
      cur.expectWord(player);
      return { kind: "chosen-player" as const };
    }
    cur.expectWord(possessive ? "opponent's" : "opponent");
    return { kind: "opponent" as const };
  });
}

/** The player of `swap hands with …`: `an opponent` or `a chosen player`. */
export function parseOtherPlayer(st: ParseState): PlayerSelector {
  const { cur } = st;
  const chosen = cur.peekIs("chosen", 1);
  return cur.within(chosen ? "chosen-player" : "opponent", () => {
    cur.expectAnyWord(["a", "an"]);
    if (cur.acceptWord("chosen")) {
      cur.expectWord("player");
      return { kind: "chosen-player" as const };
    }
    cur.expectWord("opponent");
    return { kind: "opponent" as const };
  });
}

function parseLifeState(cur: Cursor): LifeState {
  const word = cur.acceptAnyWord(["living", "dead"]);
  return word === "living" ? "living" : word === "dead" ? "dead" : "any";
}

/**
 * A character: `this character`, `that character`, or a choice — `any [other] [living|dead]
 * character`, `another …`, `a …`, `one of your [other] … characters`, `an opponent's [other] …
 * character` — optionally with a filter (`with raven`, `with negative self-worth`,
 * `in the ashgrove family`). With `possessive`, a chosen character's `'s` form, without a filter
 * (`a character's`, `one of your characters'`, `an opponent's living character's`).
 */
export function parseCharacter(st: ParseState, possessive = false): CharacterSelector {
  const { cur } = st;
  if (!possessive && (cur.isWord("this") || cur.isWord("that"))) return parseCharacterRef(st);
  const one = possessive ? ["character's", "characters'"] : ["character", "characters"];
  const many = possessive ? ["characters'", "character's"] : ["characters", "character"];
  let choice: ChooseCharacter;
  if (cur.isWord("any") || cur.isWord("another")) {
    choice = cur.within("any-character", () => {
      const another = cur.peek()?.lower === "another";
      cur.take("keyword");
      const excludeThis = another || cur.acceptWord("other");
      const state = parseLifeState(cur);
      cur.expectAnyWord(one);
      return { kind: "choose" as const, owner: "anyone" as const, state, excludeThis };
    });
  } else if (cur.isWord("one")) {
    choice = cur.within("your-character", () => {
      cur.take("keyword");
      cur.expectWord("of");
      cur.expectWord("your");
      const excludeThis = cur.acceptWord("other");
      const state = parseLifeState(cur);
      cur.expectAnyWord(many);
      return { kind: "choose" as const, owner: "you" as const, state, excludeThis };
    });
  } else if (cur.isWord("a") && !cur.peekIs("opponent's", 1)) {
    // `a [other] [living] character`: any character, as `any character` says.
    choice = cur.within("any-character", () => {
      cur.take("keyword");
      const excludeThis = cur.acceptWord("other");
      const state = parseLifeState(cur);
      cur.expectAnyWord(one);
      return { kind: "choose" as const, owner: "anyone" as const, state, excludeThis };
    });
  } else {
    choice = cur.within("opponents-character", () => {
      cur.expectAnyWord(["a", "an"]);
      cur.expectWord("opponent's");
      const excludeThis = cur.acceptWord("other");
      const state = parseLifeState(cur);
      cur.expectAnyWord(one);
      return { kind: "choose" as const, owner: "opponent" as const, state, excludeThis };
    });
  }
  st.ann.choosesCharacter = true;
  if (possessive) return choice;
  if (cur.isWord("with")) {
    cur.take("keyword");
    choice.filter = parseHasTest(st);
  } else if (cur.isWord("in")) {
    choice.filter = parseFamilyTest(st);
  }
  return choice;
}
