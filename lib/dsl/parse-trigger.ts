/**
 * Trigger headings: `at the start of your turn:`, `at the end of each turn:`, `whenever a
 * modifier is played on this character:`, `whenever you play an event:`, `whenever an opponent
 * plays an event:`, `whenever a character dies:`, `whenever this character dies:`, `whenever a
 * story is claimed:` …, optionally after `while persistent,` (the trigger then acts while the
 * card's persistent icon or reminder is visible rather than its text) or the set's own heading.
 * Read by parse-line.ts beside the other headings; `triggerHeading` writes the canonical form
 * back.
 */
import type { Cursor } from "./cursor";
import type { Trigger, TriggerEvent, TriggerPlayer } from "./ir";

/** The words a trigger heading may start with (for the line parser and completion). */
export const TRIGGER_STARTS: readonly string[] = ["at", "whenever", "when"];

/** Trigger headings completion offers at the left edge (the common ones), with their construct. */
export const TRIGGER_HEADINGS: readonly { label: string; construct: string }[] = [
  { label: "at the start of your turn:", construct: "trigger-turn" },
  { label: "at the end of your turn:", construct: "trigger-turn" },
  { label: "at the start of each turn:", construct: "trigger-turn" },
  { label: "whenever a modifier is played on this character:", construct: "trigger-whenever" },
  { label: "whenever a card is played on one of your characters:", construct: "trigger-whenever" },
  { label: "whenever you play an event:", construct: "trigger-whenever" },
  { label: "whenever an opponent plays an event:", construct: "trigger-whenever" },
  { label: "whenever you play a modifier:", construct: "trigger-whenever" },
  { label: "whenever a character dies:", construct: "trigger-whenever" },
  { label: "whenever this character dies:", construct: "trigger-whenever" },
  { label: "whenever a story is claimed:", construct: "trigger-whenever" },
];

/** Whether the cursor stands at a trigger heading (records the expectations). */
export function atTrigger(cur: Cursor): boolean {
  if (cur.isWord("whenever") || cur.isWord("when")) return true;
  return cur.isWord("at") && cur.isWord("the", 1);
}

/**
 * Reads a trigger's words up to (not including) its colon, the cursor at `at`/`whenever`, and
 * the timing `while` it acts (from a `while persistent,` prefix already read).
 */
export function parseTrigger(cur: Cursor, lasts: Trigger["while"]): Trigger {
  return { event: parseTriggerEvent(cur), while: lasts };
}

function parseTriggerEvent(cur: Cursor): TriggerEvent {
  if (cur.acceptWord("at")) {
    return cur.within("trigger-turn", () => {
      cur.expectWord("the");
      const edge = cur.expectAnyWord(["start", "end", "beginning"]);
      cur.expectWord("of");
      const kind = edge === "end" ? "turn-end" : "turn-start";
      return { kind, whose: parseWhoseTurn(cur) };
    });
  }
  return cur.within("trigger-whenever", () => {
    cur.expectAnyWord(["whenever", "when"]);
    return parseHappening(cur);
  });
}

/**
 * `your turn`, `each turn`, `each player's turn`, `every turn`, `any player's turn` … `their
 * turn` is "your" turn: "you" is the controller of the character the card is on (R6.1), so on a
 * card played on an opponent's character it is that opponent's turn, as the card reads.
 */
function parseWhoseTurn(cur: Cursor): "yours" | "each" {
  if (cur.acceptAnyWord(["your", "their"])) {
    cur.expectAnyWord(["turn", "turns"]);
    return "yours";
  }
  cur.expectAnyWord(["each", "every", "any", "a"]);
  cur.acceptWord("player's");
  cur.expectAnyWord(["turn", "turns"]);
  return "each";
}

/** What happens after `whenever`. */
function parseHappening(cur: Cursor): TriggerEvent {
  if (cur.acceptWord("you")) {
    const verb = cur.expectAnyWord(["play", "claim"]);
    cur.expectAnyWord(["a", "an", "any"]);
    if (verb === "play") return parsePlayed(cur, "you");
    cur.expectWord("story");
    return { kind: "story-claimed", by: "you" };
  }
  if (cur.acceptAnyWord(["anyone", "someone"])) return afterPlayer(cur);
  if (cur.acceptAnyWord(["one", "any", "either"])) {
    // `one of your characters dies`, `any of your characters is …`, or `any character dies`.
    if (cur.acceptWord("of")) {
      cur.expectAnyWord(["your", "their"]);
      cur.expectAnyWord(["characters", "character"]);
      cur.expectAnyWord(["dies", "die"]);
      return { kind: "character-dies", whose: "yours" };
    }
    return afterArticle(cur);
  }
  if (cur.acceptWord("your")) {
    cur.expectAnyWord(["character", "characters"]);
    cur.expectAnyWord(["dies", "die"]);
    return { kind: "character-dies", whose: "yours" };
  }
  if (cur.acceptWord("this")) {
    // The character the card is on: `this character dies`, `this character is killed`.
    cur.expectWord("character");
    if (cur.acceptWord("is")) cur.expectWord("killed");
    else cur.expectWord("dies");
    return { kind: "character-dies", whose: "this" };
  }
  if (cur.acceptWord("another")) {
    cur.expectWord("player");
    return afterPlayer(cur, "opponent");
  }
  const article = cur.expectAnyWord(["a", "an"]);
  return afterArticle(cur, article === "an" ? AFTER_AN : AFTER_A);
}

/** The nouns after `a` and after `an` (`an event`, `a story`); after `any`, all of them. */
const AFTER_A = ["character", "modifier", "card", "story", "player"];
const AFTER_AN = ["untimely", "event", "opponent"];

/**
 * After `a`/`an`/`any`: `player plays an event`, `opponent plays an event`, `character dies`,
 * `story is claimed` …
 */
function afterArticle(cur: Cursor, nouns = [...AFTER_A, ...AFTER_AN]): TriggerEvent {
  const noun = cur.expectAnyWord(nouns);
  switch (noun) {
    case "opponent":
      return afterPlayer(cur, "opponent");
    case "character":
      cur.expectAnyWord(["dies", "is"]);
      if (cur.previous()?.lower === "is") {
        cur.expectWord("killed");
      }
      return { kind: "character-dies", whose: "anyone" };
    case "player":
      return afterPlayer(cur);
    case "event":
      cur.expectAnyWord(["is"]);
      cur.expectAnyWord(["played"]);
      return { kind: "event-played", by: "anyone" };
    case "story":
      cur.expectWord("is");
      cur.expectWord("claimed");
      return { kind: "story-claimed", by: "anyone" };
    default: {
      let cardType: "modifier" | "untimely-death" | null = null;
      if (noun === "modifier") cardType = "modifier";
      if (noun === "untimely") {
        cur.expectWord("death");
        cardType = "untimely-death";
      }
      cur.expectWord("is");
      cur.expectWord("played");
      cur.expectWord("on");
      return { kind: "played-on", cardType, on: parsePlayedOn(cur) };
    }
  }
}

/** `plays an event`, `claims a story` after a player (anyone) or an opponent (another player). */
function afterPlayer(cur: Cursor, by: "anyone" | "opponent" = "anyone"): TriggerEvent {
  const verb = cur.expectAnyWord(["plays", "claims"]);
  cur.expectAnyWord(["a", "an", "any"]);
  if (verb === "plays") return parsePlayed(cur, by);
  cur.expectWord("story");
  return { kind: "story-claimed", by };
}

/** What a player plays: `an event`, `a modifier`, `an untimely death` (after the article). */
function parsePlayed(cur: Cursor, by: TriggerPlayer): TriggerEvent {
  const noun = cur.expectAnyWord(["event", "modifier", "untimely"]);
  if (noun === "event") return { kind: "event-played", by };
  if (noun === "modifier") return { kind: "card-played", cardType: "modifier", by };
  cur.expectWord("death");
  return { kind: "card-played", cardType: "untimely-death", by };
}

/** `this character`, `one of your characters`, `any of your characters`, `your characters`. */
function parsePlayedOn(cur: Cursor): "this" | "yours" {
  if (cur.acceptWord("this")) {
    cur.expectWord("character");
    return "this";
  }
  if (cur.acceptAnyWord(["one", "any", "either"])) cur.expectWord("of");
  cur.expectAnyWord(["your", "their"]);
  cur.expectAnyWord(["characters", "character"]);
  return "yours";
}

/**
 * The canonical heading of a trigger, colon included: compiling it gives the trigger back.
 * `persistent` is the set's own heading for persistent effects (`lasting`), written in place of
 * `while persistent` (compiled back against the same set).
 */
export function triggerHeading(trigger: Trigger, persistent = "while persistent"): string {
  const prefix = trigger.while === "persistent" ? `${persistent}, ` : "";
  return `${prefix}${eventText(trigger.event)}:`;
}

function eventText(event: TriggerEvent): string {
  const words = triggerEventWords(event);
  return event.kind === "turn-start" || event.kind === "turn-end"
    ? `at ${words}`
    : `whenever ${words}`;
}

/**
 * What a trigger waits for in words, without its `at`/`whenever`: "the start of your turn", "a
 * character dies", "you play a modifier" (the report's "the event it waits for (…)").
 */
export function triggerEventWords(event: TriggerEvent): string {
  switch (event.kind) {
    case "turn-start":
    case "turn-end": {
      const edge = event.kind === "turn-start" ? "start" : "end";
      return `the ${edge} of ${event.whose === "yours" ? "your" : "each"} turn`;
    }
    case "played-on": {
      const what =
        event.cardType === "modifier"
          ? "a modifier"
          : event.cardType === "untimely-death"
            ? "an untimely death"
            : "a card";
      const where = event.on === "this" ? "this character" : "one of your characters";
      return `${what} is played on ${where}`;
    }
    case "event-played":
      return event.by === "you"
        ? "you play an event"
        : event.by === "opponent"
          ? "an opponent plays an event"
          : "an event is played";
    case "character-dies":
      return event.whose === "yours"
        ? "one of your characters dies"
        : event.whose === "this"
          ? "this character dies"
          : "a character dies";
    case "story-claimed":
      return event.by === "you"
        ? "you claim a story"
        : event.by === "opponent"
          ? "an opponent claims a story"
          : "a story is claimed";
    case "card-played": {
      const what = event.cardType === "modifier" ? "a modifier" : "an untimely death";
      return event.by === "you"
        ? `you play ${what}`
        : event.by === "opponent"
          ? `an opponent plays ${what}`
          : `a player plays ${what}`;
    }
  }
}
