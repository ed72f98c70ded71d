/**
 * Checks shared by the play reducers: the card is in the player's hand and of the right type,
 * the target exists, and a play is left for it (R4.1, R5.5, R7.1).
 */
import { cardTypeWithArticle } from "../../model";
import type { CardType } from "../../model";
import { nameOf, typeOf } from "../catalog";
import type { Draft } from "../draft";
import { moveError } from "../errors";
import type { EngineError } from "../errors";
import { playsPerTurn } from "../lasting";
import { playResource } from "../plays";
import type { PlayKind, PlayResource } from "../plays";
import type { GameState } from "../types";

/** The card is in the player's hand and is of `type`. */
export function handCardRefusal(
  d: Draft,
  player: number,
  card: number,
  type: CardType,
): EngineError | null {
  if (card < 0 || card >= d.state.catalog.instances.length || !d.seat(player).hand.includes(card)) {
    return moveError("card-not-in-hand", "that card is not in your hand");
  }
  const actual = typeOf(d.state.catalog, card);
  if (actual !== type) {
    return moveError(
      "wrong-card-type",
      `'${nameOf(d.state.catalog, card)}' is ${cardTypeWithArticle(actual)}, not ${cardTypeWithArticle(type)}`,
    );
  }
  return null;
}

/** The character id exists (a bad id has no name to show: the message names none). */
export function targetRefusal(state: GameState, target: number): EngineError | null {
  return target >= 0 && target < state.characters.length
    ? null
    : moveError("no-such-character", "that is not a character in this game");
}

/** The play the player would use for a play of `kind`, or why none is left. */
export function resourceFor(
  state: GameState,
  player: number,
  kind: PlayKind,
): PlayResource | EngineError {
  const resource = playResource(state, player, kind);
  if (resource) return resource;
  if (kind === "untimely-death" && state.turn.playsUsed < playsPerTurn(state, player)) {
    return moveError(
      "untimely-death-not-first",
      "an untimely death must be your first play of the turn, unless it is a free play",
    );
  }
  return moveError("no-plays-left", "you have no plays left this turn — pass to draw");
}

/** Whether a value returned by `resourceFor` is an error. */
export function isError(value: PlayResource | EngineError): value is EngineError {
  return "code" in value;
}
