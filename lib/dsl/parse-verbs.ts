/**
 * Parsing what follows an operation's verb (RULES.md R10): one function per verb, building the
 * operation in its IR shape. `parse-operation.ts` has read the subject, `may` and the verb.
 */
import type { CharacterSelector, Direction, Operation, PlayerSelector } from "./ir";
import { spanRange } from "./lexer";
import { parseCharacter, parseOtherPlayer, parsePlayers } from "./parse-selectors";
import { acceptCards, parseAmount, parseCardType, parseName } from "./parse-values";
import type { ParseState } from "./parse-values";

/** Parses the rest of an operation after its verb (`draw` with `isLimit` reads `limit …`). */
export function parseVerb(
  st: ParseState,
  verb: string,
  players: PlayerSelector,
  isLimit: boolean,
): Operation {
  const { cur } = st;
  switch (verb) {
    case "draw": {
      if (isLimit) {
        cur.take("keyword");
        const change = cur.isSymbol("+") || !cur.isSymbol("-") ? "increase" : "decrease";
        if (!cur.acceptSymbol("+")) cur.expectSymbol("-");
        return { type: "draw-limit", change, amount: parseAmount(st, () => undefined) };
      }
      return { type: "draw", players, amount: parseAmount(st, () => acceptCards(cur)) };
    }
    case "discard": {
      if (cur.isWord("any") && cur.isWord("of", 1)) return parseContinuation(st, "discard");
      if (cur.acceptAnyWord(["your", "their"])) {
        cur.expectWord("hand");
        return { type: "discard-hand", players };
      }
      if (
        cur.isAnyWord(["the", "top"]) ||
        (cur.isAnyWord(["a", "an"]) && cur.isWord("visible", 1))
      ) {
        const which = parseModifierChoice(st);
        cur.expectWord("of");
        return { type: "discard-modifier", which, of: parseCharacter(st) };
      }
      return { type: "discard", players, amount: parseAmount(st, () => acceptCards(cur)) };
    }
    case "skip": {
      cur.expectAnyWord(["your", "their"]);
      cur.expectWord("next");
      if (cur.acceptWord("turn")) return { type: "skip", players, phase: "turn" };
      cur.expectWord("draw");
      cur.expectWord("step");
      return { type: "skip", players, phase: "draw-step" };
    }
    case "take": {
      if (startsStory(st)) return parseTakeStory(st);
      const amount = parseAmount(st, () => acceptCards(cur));
      let random = false;
      if (cur.acceptWord("at")) {
        cur.expectWord("random");
        random = true;
      }
      cur.expectWord("from");
      const from = parsePlayers(st, true);
      cur.expectWord("hand");
      return { type: "take-cards", from, amount, random };
    }
    case "look": {
      cur.expectWord("at");
      if (cur.isWord("the") && cur.isWord("top", 1)) return parseLookAtDraw(st);
      const of = parsePlayers(st, true);
      cur.expectWord("hand");
      return { type: "look-at-hand", of };
    }
    case "swap":
      return parseSwap(st);
    case "gain": {
      const amount = parseAmount(st, () => {
        cur.expectAnyWord(["free", "extra"]);
        cur.expectAnyWord(["plays", "play"]);
      });
      const op: Operation & { type: "gain-free-plays" } = { type: "gain-free-plays", amount };
      if (cur.acceptWord("for")) {
        cur.acceptAnyWord(["a", "an"]);
        parseCardType(st, op, "cardType", []);
      }
      if (players.kind !== "you") op.players = players;
      return op;
    }
    case "move":
      return parseMove(st);
    case "return": {
      if (startsStory(st)) return parseReturnStory(st);
      const target = parseCharacter(st);
      cur.expectWord("to");
      cur.expectWord("life");
      return { type: "return-to-life", target };
    }
    case "kill":
      return { type: "kill", target: parseCharacter(st) };
    case "shuffle":
      if (!(cur.isWord("the") && cur.isWord("discard", 1)) && !cur.isWord("discard")) {
        return parseShuffleStack(st);
      }
      cur.acceptWord("the");
      cur.expectWord("discard");
      cur.expectWord("pile");
      cur.expectWord("into");
      cur.acceptWord("the");
      cur.expectWord("draw");
      cur.expectWord("pile");
      return { type: "shuffle-discard-into-draw" };
    case "search": {
      cur.acceptWord("the");
      cur.expectWord("discard");
      cur.expectWord("pile");
      cur.expectWord("for");
      cur.expectAnyWord(["a", "an"]);
      const op: Operation & { type: "search-discard" } = { type: "search-discard" };
      if (!cur.acceptWord("card")) parseCardType(st, op, "cardType", []);
      return op;
    }
    case "pass":
    case "give":
      return parsePass(st, players);
    case "put":
      return parseContinuation(st, "put");
    case "cancel": {
      cur.expectAnyWord(["a", "an"]);
      const op = { type: "cancel", cardType: "" } as unknown as Operation & { type: "cancel" };
      parseCardType(st, op, "cardType", ["as"]);
      if (cur.acceptWord("as")) {
        cur.expectWord("it");
        cur.expectWord("is");
        cur.expectWord("played");
      }
      return op;
    }
    case "play":
      cur.expectWord("at");
      cur.expectWord("once");
      return { type: "play-at-once" };
    case "allow": {
      // "allow modifiers on dead characters"; the checker keeps the card type to modifiers.
      const op = { type: "allow-on-dead", cardType: "" } as unknown as Operation & {
        type: "allow-on-dead";
      };
      parseCardType(st, op, "cardType", ["on"]);
      cur.expectWord("on");
      cur.expectWord("dead");
      cur.expectWord("characters");
      return op;
    }
    default: {
      // "no <card types> [on this character]"
      const op = { type: "forbid", cardType: "", where: "anywhere" } as unknown as Operation & {
        type: "forbid";
      };
      parseCardType(st, op, "cardType", ["on", "with", "may"]);
      if (cur.acceptWord("with")) {
        // "no modifiers with a raven", "… with negative points"
        if (cur.acceptWord("negative")) {
          cur.expectAnyWord(["points", "self-worth"]);
          op.filter = { kind: "negative-points" };
        } else {
          cur.acceptAnyWord(["a", "an"]);
          const filter = { kind: "icon" as const, icon: "" };
          parseName(st, "icon", filter, "icon");
          op.filter = filter;
        }
      }
      if (cur.acceptWord("may")) {
        cur.expectWord("be");
        cur.expectWord("played");
      }
      if (cur.acceptWord("on")) {
        cur.expectWord("this");
        cur.expectWord("character");
        op.where = "this-character";
      }
      return op;
    }
  }
}

/** `the top modifier` or `a visible modifier` (after discard / move). */
function parseModifierChoice(st: ParseState): "top" | "chosen" {
  const { cur } = st;
  if (cur.acceptAnyWord(["a", "an"])) {
    cur.expectWord("visible");
    cur.expectWord("modifier");
    return "chosen";
  }
  cur.acceptWord("the");
  cur.expectWord("top");
  cur.expectWord("modifier");
  return "top";
}

function parseSwap(st: ParseState): Operation {
  const { cur } = st;
  if (cur.acceptWord("hands")) {
    cur.expectWord("with");
    return { type: "swap-hands", with: parseOtherPlayer(st) };
  }
  cur.acceptWord("the");
  const stacks = cur.acceptWord("stacks");
  if (!stacks) {
    cur.expectWord("top");
    cur.expectWord("modifiers");
  }
  cur.expectWord("of");
  const first = parseCharacter(st);
  cur.expectWord("and");
  const second = parseCharacter(st);
  return stacks
    ? { type: "swap-stacks", first, second }
    : { type: "swap-top-modifiers", first, second };
}

function parseMove(st: ParseState): Operation {
  const { cur } = st;
  let untimely = false;
  let which: "top" | "chosen" = "top";
  if (cur.isWord("the") && cur.isWord("untimely", 1)) {
    cur.take("keyword");
    cur.take("keyword");
    cur.expectWord("death");
    untimely = true;
  } else if (cur.acceptWord("untimely")) {
    cur.expectWord("death");
    untimely = true;
  } else {
    which = parseModifierChoice(st);
  }
  cur.expectWord("from");
  const from = parseCharacter(st);
  cur.expectWord("to");
  const to = parseCharacter(st);
  return untimely
    ? { type: "move-untimely-death", from, to }
    : { type: "move-modifier", which, from, to };
}

/** `your|their hand` or `N cards [of your|their choice]`, then `to <neighbour>` (pass / give). */
function parsePass(st: ParseState, players: PlayerSelector): Operation {
  const { cur } = st;
  if (cur.acceptAnyWord(["your", "their"])) {
    cur.expectWord("hand");
    return { type: "pass-hand", players, direction: parseNeighbour(st) };
  }
  const amount = parseAmount(st, () => acceptCards(cur));
  if (cur.acceptWord("of")) {
    cur.expectAnyWord(["your", "their"]);
    cur.expectWord("choice");
  }
  return { type: "pass-cards", players, amount, direction: parseNeighbour(st) };
}

/**
 * Who receives passed cards: `to the left`, `to the right`, `to your|their left|right`, `to the
 * next player` (the left: play passes to the left, R3.6), `to the player on|to your|their
 * left|right`.
 */
function parseNeighbour(st: ParseState): Direction {
  const { cur } = st;
  cur.expectWord("to");
  if (!cur.acceptAnyWord(["your", "their"])) {
    cur.acceptWord("the");
    if (cur.acceptWord("next")) {
      cur.expectWord("player");
      return "left";
    }
    if (cur.acceptWord("player")) {
      cur.expectAnyWord(["on", "to"]);
      cur.expectAnyWord(["your", "their"]);
    }
  }
  return cur.expectAnyWord(["left", "right"]) === "left" ? "left" : "right";
}

/**
 * `the top [N] card(s) of the draw pile`, then any of `discard any of them` and `put them (the
 * rest) back in any order`, joined by `,`, `and` or `then`.
 */
function parseLookAtDraw(st: ParseState): Operation {
  const { cur } = st;
  cur.expectWord("the");
  cur.expectWord("top");
  const amount: Operation & { type: "look-at-draw" } = {
    type: "look-at-draw",
    amount: { kind: "number", value: 1 },
    discard: false,
    reorder: false,
  };
  if (cur.acceptAnyWord(["card"]) === undefined) {
    amount.amount = parseAmount(st, () => cur.expectAnyWord(["cards", "card"]));
  }
  cur.expectWord("of");
  cur.acceptWord("the");
  cur.expectWord("draw");
  cur.expectWord("pile");
  for (;;) {
    const joined = cur.acceptSymbol(",");
    const and = cur.acceptWord("and");
    const then = cur.acceptWord("then");
    if (!amount.discard && !amount.reorder && cur.isWord("discard")) {
      cur.take("keyword");
      discardAnyOfThem(st);
      amount.discard = true;
      continue;
    }
    if (!amount.reorder && cur.isWord("put")) {
      cur.take("keyword");
      putThemBack(st);
      amount.reorder = true;
      continue;
    }
    if (joined || and || then) cur.fail();
    return amount;
  }
}

/** Whether a `take` or `return` is about a story: `a story`, `your story`, `an opponent's story`. */
function startsStory(st: ParseState): boolean {
  const { cur } = st;
  return (
    cur.isWord("story", 1) ||
    (cur.isWord("held", 1) && cur.isWord("story", 2)) ||
    (cur.isWord("opponent's", 1) && cur.isWord("story", 2)) ||
    (cur.isWord("player's", 1) && cur.isWord("story", 2))
  );
}

/**
 * `a story from the centre`, `a story from an opponent`, `the story of an opponent`, `an
 * opponent's story`; `another player` says `an opponent` (any other player).
 */
function parseTakeStory(st: ParseState): Operation {
  const { cur } = st;
  const possessive =
    (cur.isAnyWord(["a", "an"]) && cur.isWord("opponent's", 1)) ||
    (cur.isWord("another") && cur.isWord("player's", 1));
  if (possessive) {
    cur.take("keyword");
    cur.take("keyword");
    cur.expectWord("story");
    return { type: "take-story", from: "opponent" };
  }
  cur.expectAnyWord(["a", "one", "any", "the"]);
  cur.expectWord("story");
  // `the story of an opponent` reads as naturally as `a story from an opponent`.
  const of = cur.acceptWord("of");
  if (!of) cur.expectWord("from");
  if (!of && cur.acceptWord("the")) {
    cur.expectAnyWord(["centre", "center"]);
    return { type: "take-story", from: "centre" };
  }
  if (cur.acceptWord("another")) cur.expectWord("player");
  else {
    cur.expectAnyWord(["an", "a"]);
    cur.expectWord("opponent");
  }
  return { type: "take-story", from: "opponent" };
}

/** `your story to the centre`, `a [held] story to the centre`. */
function parseReturnStory(st: ParseState): Operation {
  const { cur } = st;
  const which = cur.acceptAnyWord(["your", "their"]) ? "yours" : "chosen";
  if (which === "chosen") {
    cur.expectAnyWord(["a", "one", "any"]);
    cur.acceptWord("held");
  }
  cur.expectWord("story");
  cur.expectWord("to");
  cur.acceptWord("the");
  cur.expectAnyWord(["centre", "center"]);
  return { type: "return-story", which };
}

/**
 * `this character's stack`, a chosen character's (`a character's`, `one of your characters'`,
 * `an opponent's character's`), or `the stack of <character>` (or `modifiers`), then `into the
 * draw pile`.
 */
function parseShuffleStack(st: ParseState): Operation {
  const { cur } = st;
  let of: CharacterSelector;
  if (cur.isAnyWord(["this", "that"]) && cur.isWord("character's", 1)) {
    const that = cur.peekIs("that");
    of = cur.within(that ? "that-character" : "this-character", () => {
      const first = cur.take("keyword");
      const last = cur.take("keyword");
      if (that) st.ann.thatRefs.push(spanRange(first, last));
      return that ? { kind: "that" as const } : { kind: "this" as const };
    });
    cur.expectAnyWord(["stack", "modifiers"]);
  } else if (!cur.isWord("the") && !cur.isAnyWord(["stack", "modifiers"])) {
    of = parseCharacter(st, true);
    cur.expectAnyWord(["stack", "modifiers"]);
  } else {
    cur.acceptWord("the");
    cur.expectAnyWord(["stack", "modifiers"]);
    cur.expectWord("of");
    of = parseCharacter(st);
  }
  cur.expectWord("into");
  cur.acceptWord("the");
  cur.expectWord("draw");
  cur.expectWord("pile");
  return { type: "shuffle-stack-into-draw", of };
}

/** `any of them` (after `discard`). */
function discardAnyOfThem(st: ParseState): void {
  const { cur } = st;
  cur.expectWord("any");
  cur.expectWord("of");
  cur.expectWord("them");
}

/** `them back in any order` or `the rest back in any order` (after `put`). */
function putThemBack(st: ParseState): void {
  const { cur } = st;
  if (cur.acceptWord("the")) cur.expectWord("rest");
  else cur.expectWord("them");
  cur.expectWord("back");
  cur.expectWord("in");
  cur.expectWord("any");
  cur.expectWord("order");
}

/**
 * `put them back in any order` or `discard any of them` on a line of its own: a part of the
 * `look at the top … of the draw pile` line before it, which the checker joins it to.
 */
function parseContinuation(st: ParseState, verb: "put" | "discard"): Operation {
  if (verb === "put") putThemBack(st);
  else discardAnyOfThem(st);
  st.ann.continues = true;
  return {
    type: "look-at-draw",
    amount: { kind: "number", value: 0 },
    discard: verb === "discard",
    reorder: verb === "put",
  };
}
