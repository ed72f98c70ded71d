/**
 * The table's log in the set's words: engine events (lib/engine `GameEvent`, already filtered
 * for whoever reads them with `eventsFor`) → sentences that name the set's players, characters
 * and cards ("Ada played Was Jilted on the Promenade (−10) on Jonah Gannett: Self-Worth now
 * −10"). Pure: the names and the self-worth readings after the action come in through `LogNames`.
 */
import type { TriggerEvent } from "../dsl";
import type { CardRef, CharacterId, GameEvent } from "../engine";
import type { Card, VellumSet } from "../model";
import { CARD_TYPE_WORDS, cardTypeWithArticle, plural, signedNumber, wordList } from "../model";

/** What the wording needs to know about the table, as the engine and the set name things. */
export interface LogNames {
  seat(seat: number): string;
  character(id: CharacterId): string;
  card(cardId: string): string;
  /** The sum of a card's printed point values, or `null` when it prints none. */
  points(cardId: string): number | null;
  /** A character's self-worth after the action whose events are being worded. */
  selfWorth(id: CharacterId): number;
  /** What the set calls points ("Self-Worth", "Pathos"). */
  pointsWord: string;
}

/** The sum of a card's numeric point slots, or `null` when it has none. */
export function printedPoints(card: Card | undefined): number | null {
  const values: number[] = [];
  for (const p of card?.points ?? []) if (typeof p === "number") values.push(p);
  return values.length === 0 ? null : values.reduce((a, b) => a + b, 0);
}

/**
 * How a card in a hand is named, for the eye and the ear alike: its name, type and printed
 * points ("Was Jilted on the Promenade, modifier −10"); a card the set lacks reads as its id.
 */
export function handCardWords(card: Card | undefined, cardId: string): string {
  if (!card) return cardId;
  const points = printedPoints(card);
  const type = CARD_TYPE_WORDS[card.type]?.one ?? card.type;
  return `${card.name}, ${type}${points === null ? "" : ` ${signedNumber(points)}`}`;
}

/** `LogNames` read off a set, with the table's seat and character names and readings. */
export function namesFromSet(
  set: VellumSet,
  table: {
    seats: readonly string[];
    characters: readonly string[];
    selfWorth(id: CharacterId): number;
  },
): LogNames {
  const cards = new Map(set.cards.map((c) => [c.id, c]));
  return {
    seat: (s) => table.seats[s] ?? `Seat ${s + 1}`,
    character: (id) => table.characters[id] ?? `character ${id + 1}`,
    card: (id) => cards.get(id)?.name ?? id,
    points: (id) => printedPoints(cards.get(id)),
    selfWorth: table.selfWorth,
    pointsWord: set.rules.pointsWord,
  };
}

/**
 * The sentences for one action's events, in order. A play and its landing in the same batch
 * become one sentence; events that only pace the game (a pass in a response window, a choice
 * being asked) say nothing.
 */
export function describeEvents(events: readonly GameEvent[], names: LogNames): string[] {
  const lines: string[] = [];
  const cardWithPoints = (ref: CardRef) => {
    const pts = names.points(ref.cardId);
    return pts === null
      ? names.card(ref.cardId)
      : `${names.card(ref.cardId)} (${signedNumber(pts)})`;
  };
  const worth = (ch: CharacterId) => `${names.pointsWord} now ${signedNumber(names.selfWorth(ch))}`;
  // Plays whose landing is in this batch are told where they land.
  const landed = new Set<number>();
  for (const e of events) {
    if (e.type === "modifier-placed") landed.add(e.card.instance);
    if (e.type === "died" && e.by) landed.add(e.by.instance);
  }
  const playedBy = new Map<number, number>();
  // A trigger's words ("At the start of Ada's turn, Lantern Vigil: ") lead the next sentence.
  let trigger: string | null = null;
  const flushTrigger = () => {
    if (trigger !== null) lines.push(`${trigger.slice(0, -2)} has no effect.`);
    trigger = null;
  };
  for (const e of events) {
    const before = lines.length;
    if (e.type === "triggered") {
      flushTrigger();
      trigger = `${triggerWords(e, names)}: `;
      continue;
    }
    // A trigger that stops to ask has not done nothing: its steps follow the answer.
    if (e.type === "choice" && trigger !== null) {
      lines.push(`${trigger.slice(0, -2)} asks ${names.seat(e.player)} to decide.`);
      trigger = null;
      continue;
    }
    describeEvent(e);
    if (trigger !== null && lines.length > before) {
      lines[before] = `${trigger}${lines[before]!}`;
      trigger = null;
    }
  }
  flushTrigger();
  return lines;

  function describeEvent(e: GameEvent): void {
    switch (e.type) {
      case "turn-started":
        lines.push(`Turn ${e.turn}: ${names.seat(e.player)} to play.`);
        break;
      case "turn-skipped":
        lines.push(`${names.seat(e.player)} skips this turn.`);
        break;
      case "draw-step-skipped":
        lines.push(`${names.seat(e.player)} skips the draw step.`);
        break;
      case "plays-ended":
        lines.push(`${names.seat(e.player)} ends their plays.`);
        break;
      case "card-played": {
        playedBy.set(e.card.instance, e.player);
        const who = names.seat(e.player);
        const free = e.free ? " as a free play" : "";
        if (e.atOnce) {
          lines.push(`${names.card(e.card.cardId)} is played at once for ${who}.`);
        } else if (e.target !== null && !landed.has(e.card.instance)) {
          lines.push(
            `${who} plays ${cardWithPoints(e.card)} on ${names.character(e.target)}${free}.`,
          );
        } else if (e.target === null) {
          lines.push(
            `${who} plays the ${CARD_TYPE_WORDS[e.as].one} ${names.card(e.card.cardId)}${free}.`,
          );
        }
        break;
      }
      case "response-window":
        if (e.players.length > 0) {
          lines.push(
            `${wordList(e.players.map((p) => names.seat(p)))} may respond to ${names.card(e.card.cardId)}.`,
          );
        }
        break;
      case "responded":
        lines.push(
          `${names.seat(e.player)} responds to ${names.card(e.to.cardId)} with ${names.card(e.card.cardId)}.`,
        );
        break;
      case "passed-response":
        break;
      case "cancelled":
        lines.push(
          `${names.card(e.card.cardId)} is cancelled by ${names.card(e.by.cardId)}: it goes to the discard pile with no effect.`,
        );
        break;
      case "fizzled":
        lines.push(`${names.card(e.card.cardId)} fizzles: ${e.reason}.`);
        break;
      case "modifier-placed": {
        const by = playedBy.get(e.card.instance);
        const target = names.character(e.character);
        lines.push(
          by === undefined
            ? `${cardWithPoints(e.card)} lands on ${target}: ${worth(e.character)}.`
            : `${names.seat(by)} played ${cardWithPoints(e.card)} on ${target}: ${worth(e.character)}.`,
        );
        break;
      }
      case "event-resolved":
        lines.push(`${names.card(e.card.cardId)} resolves.`);
        break;
      case "died": {
        const who = names.character(e.character);
        const final = `${names.pointsWord} ${signedNumber(names.selfWorth(e.character))} is final`;
        if (e.by) {
          const by = playedBy.get(e.by.instance);
          const player = by === undefined ? "" : `${names.seat(by)} played `;
          lines.push(`${player}${names.card(e.by.cardId)} on ${who}: ${who} dies (${final}).`);
        } else {
          lines.push(`${who} dies (${final}).`);
        }
        break;
      }
      case "returned-to-life":
        lines.push(`${names.character(e.character)} returns to life.`);
        break;
      case "drew":
        lines.push(
          e.cards && e.cards.length > 0
            ? `${names.seat(e.player)} draws ${wordList(e.cards.map((c) => names.card(c.cardId)))}.`
            : `${names.seat(e.player)} draws ${plural(e.count, "card")}.`,
        );
        break;
      case "drawn-at-once":
        lines.push(`${names.seat(e.player)} draws ${names.card(e.card.cardId)}, played at once.`);
        break;
      case "reshuffled":
        lines.push(
          `The discard pile is shuffled into a new draw pile (${plural(e.count, "card")}).`,
        );
        break;
      case "discarded": {
        const cards = wordList(e.cards.map((c) => names.card(c.cardId)));
        lines.push(
          e.hand
            ? `${names.seat(e.player)} discards their hand${cards ? `: ${cards}` : ""}.`
            : `${names.seat(e.player)} discards ${cards}.`,
        );
        break;
      }
      case "took-cards":
        lines.push(
          `${names.seat(e.player)} takes ${plural(e.count, "card")} from ${names.seat(e.from)}.`,
        );
        break;
      case "looked-at-hand":
        lines.push(`${names.seat(e.player)} looks at ${names.seat(e.of)}'s hand.`);
        break;
      case "swapped-hands":
        lines.push(`${names.seat(e.players[0])} and ${names.seat(e.players[1])} swap hands.`);
        break;
      case "free-plays-gained": {
        const kind = e.cardType ? ` (${CARD_TYPE_WORDS[e.cardType].one} only)` : "";
        lines.push(`${names.seat(e.player)} gains ${plural(e.count, "free play")}${kind}.`);
        break;
      }
      case "skip-added":
        lines.push(
          `${names.seat(e.player)} will skip their next ${e.phase === "turn" ? "turn" : "draw step"}.`,
        );
        break;
      case "modifier-moved":
        lines.push(
          `${names.card(e.card.cardId)} moves from ${names.character(e.from)} to ${names.character(e.to)}: ${names.character(e.to)}'s ${worth(e.to)}.`,
        );
        break;
      case "modifier-discarded":
        lines.push(
          `${names.card(e.card.cardId)} is discarded from ${names.character(e.character)}: ${worth(e.character)}.`,
        );
        break;
      case "stacks-swapped":
        lines.push(
          `${names.character(e.characters[0])} and ${names.character(e.characters[1])} swap stacks.`,
        );
        break;
      case "top-modifiers-swapped":
        lines.push(
          `${names.character(e.characters[0])} and ${names.character(e.characters[1])} swap their top modifiers.`,
        );
        break;
      case "untimely-death-moved":
        lines.push(
          `${names.card(e.card.cardId)} moves from ${names.character(e.from)} to ${names.character(e.to)}.`,
        );
        break;
      case "discard-shuffled-into-draw":
        lines.push(`The discard pile is shuffled into the draw pile (${plural(e.count, "card")}).`);
        break;
      case "searched-discard":
        lines.push(
          `${names.seat(e.player)} takes ${names.card(e.card.cardId)} from the discard pile.`,
        );
        break;
      case "story-claimed":
        lines.push(
          `${names.seat(e.player)} claims the story ${names.card(e.story.cardId)}${e.from === "centre" ? "" : ` from ${names.seat(e.from)}`}.`,
        );
        break;
      case "story-returned":
        lines.push(`${names.card(e.story.cardId)} returns to the centre.`);
        break;
      case "passed-cards":
        lines.push(
          e.cards && e.cards.length > 0
            ? `${names.seat(e.player)} passes ${wordList(e.cards.map((c) => names.card(c.cardId)))} to ${names.seat(e.to)}.`
            : `${names.seat(e.player)} passes ${plural(e.count, "card")} to ${names.seat(e.to)}.`,
        );
        break;
      case "looked-at-draw":
        lines.push(
          e.cards && e.cards.length > 0
            ? `${names.seat(e.player)} looks at the top of the draw pile: ${wordList(e.cards.map((c) => names.card(c.cardId)))}.`
            : `${names.seat(e.player)} looks at the top ${plural(e.count, "card")} of the draw pile.`,
        );
        break;
      case "discarded-from-draw":
        lines.push(
          `${names.seat(e.player)} discards ${wordList(e.cards.map((c) => names.card(c.cardId)))} from the top of the draw pile.`,
        );
        break;
      case "draw-top-returned":
        lines.push(
          e.reordered
            ? `${names.seat(e.player)} puts ${plural(e.count, "card")} back on the draw pile in an order of their choice.`
            : `${names.seat(e.player)} puts ${plural(e.count, "card")} back on the draw pile.`,
        );
        break;
      case "stack-shuffled-into-draw":
        lines.push(
          `${names.character(e.character)}'s stack (${plural(e.cards.length, "card")}) is shuffled into the draw pile: ${worth(e.character)}.`,
        );
        break;
      case "story-taken":
        lines.push(
          `${names.seat(e.player)} takes the story ${names.card(e.story.cardId)} from ${e.from === "centre" ? "the centre" : names.seat(e.from)}.`,
        );
        break;
      case "choice":
        break;
      case "step-skipped":
        lines.push(
          e.card
            ? `${names.card(e.card.cardId)}: a step is skipped (${e.reason}).`
            : `A step is skipped (${e.reason}).`,
        );
        break;
      case "rolled": {
        const die = e.sides === 6 ? "a die" : `a d${e.sides}`;
        const source = e.card ? ` for ${names.card(e.card.cardId)}` : "";
        lines.push(`${names.seat(e.player)} rolls ${die}${source}: ${e.result}.`);
        break;
      }
      case "game-over": {
        const winners = wordList(e.over.winners.map((s) => names.seat(s)));
        lines.push(
          `Game over: ${winners} ${e.over.winners.length === 1 ? "wins" : "share the win"}.`,
        );
        break;
      }
      case "triggered":
        break;
      case "triggers-stopped":
        lines.push(
          `Stopped: triggers went round more than ${e.limit} times in one play, so no more fire until the next play.`,
        );
        break;
      default: {
        const never: never = e;
        throw new Error(`unworded event ${JSON.stringify(never)}`);
      }
    }
  }
}

/** What set a trigger off and its card: "At the start of Ada's turn, Lantern Vigil". */
function triggerWords(e: Extract<GameEvent, { type: "triggered" }>, names: LogNames): string {
  const card = `${names.card(e.card.cardId)}${e.character === null ? "" : ` (on ${names.character(e.character)})`}`;
  return `${happeningWords(e.trigger, e.about, names)}, ${card}`;
}

function happeningWords(trigger: TriggerEvent, about: number, names: LogNames): string {
  switch (trigger.kind) {
    case "turn-start":
      return `At the start of ${names.seat(about)}'s turn`;
    case "turn-end":
      return `At the end of ${names.seat(about)}'s turn`;
    case "played-on": {
      const what = trigger.cardType === null ? "a card" : cardTypeWithArticle(trigger.cardType);
      return `As ${what} is played on ${names.character(about)}`;
    }
    case "event-played":
      return `As ${names.seat(about)} plays an event`;
    case "character-dies":
      return `As ${names.character(about)} dies`;
    case "story-claimed":
      return `As ${names.seat(about)} claims a story`;
    case "card-played":
      return `As ${names.seat(about)} plays ${cardTypeWithArticle(trigger.cardType)}`;
  }
}
