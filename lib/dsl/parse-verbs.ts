/**
 * Parsing what follows an operation's verb (RULES.md R10): one function per verb, building the
 * operation in its IR shape. `parse-operation.ts` has read the subject, `may` and the verb.
 */
import type { Operation, PlayerSelector } from "./ir";
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
      const target = parseCharacter(st);
      cur.expectWord("to");
      cur.expectWord("life");
      return { type: "return-to-life", target };
    }
    case "kill":
      return { type: "kill", target: parseCharacter(st) };
    case "shuffle":
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
