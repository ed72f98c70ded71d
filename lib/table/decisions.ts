/**
 * What the table asks of a player, read generically from the engine: who decides now, the
 * answers of a pending choice as labelled buttons (from the legal actions' own fields, so a new
 * kind of choice needs only its wording here), which characters a card in hand may go on, and
 * how far back "undo" goes. Pure.
 */
import type { Action, CharacterId, GameLog, GameState, InstanceId, PlayerView } from "../engine";

/** The seat the game waits for (a pending choice's player, else the active seat); null when over. */
export function deciderOf(state: Pick<GameState, "pending" | "turn" | "over">): number | null {
  if (state.over) return null;
  return state.pending ? state.pending.player : state.turn.seat;
}

/** How the answers name things. */
export interface AnswerNames {
  seat(seat: number): string;
  character(id: CharacterId): string;
  /** The name of a card instance as the deciding player may see it. */
  card(instance: InstanceId): string;
}

/**
 * The words of an answer button. Each action field names its thing: a character, a seat, a
 * card, a yes or no; a type with no field says what it does.
 */
export function answerLabel(action: Action, names: AnswerNames): string {
  switch (action.type) {
    case "choose-character":
      return names.character(action.character);
    case "choose-player":
      return names.seat(action.seat);
    case "choose-card":
      return names.card(action.card);
    case "decide":
      return action.accept ? "Yes" : "No";
    case "respond":
      return `Respond with ${names.card(action.card)}`;
    case "pass-response":
      return "Pass";
    case "play-modifier":
    case "play-untimely-death":
      return `Play ${names.card(action.card)} on ${names.character(action.target)}`;
    case "play-event":
      return `Play ${names.card(action.card)}`;
    case "claim-story":
      return `Claim ${names.card(action.story)}`;
    case "discard-hand":
      return "Discard hand";
    case "end-plays":
      return "End plays";
  }
}

/** The answers to the pending choice among `legal` (the plays of a turn are not answers). */
export function answersOf(legal: readonly Action[]): Action[] {
  return legal.filter(
    (a) =>
      a.type === "choose-character" ||
      a.type === "choose-player" ||
      a.type === "choose-card" ||
      a.type === "decide" ||
      a.type === "respond" ||
      a.type === "pass-response",
  );
}

/** Where a card in hand may be played now, from the legal actions. */
export interface CardPlays {
  /** Characters it may be played on (modifier, untimely death). */
  targets: CharacterId[];
  /** It may be played without a target (an event). */
  untargeted: boolean;
}

/** The legal plays of `card` among `legal`. */
export function playsOfCard(legal: readonly Action[], card: InstanceId): CardPlays {
  const targets: CharacterId[] = [];
  let untargeted = false;
  for (const a of legal) {
    if ((a.type === "play-modifier" || a.type === "play-untimely-death") && a.card === card) {
      targets.push(a.target);
    } else if (a.type === "play-event" && a.card === card) {
      untargeted = true;
    }
  }
  return { targets, untargeted };
}

/**
 * The action a drop of `card` (of `cardType`) on `target` asks for, whether or not it is legal:
 * the engine decides and says why not.
 */
export function dropAction(
  player: number,
  card: InstanceId,
  cardType: string,
  target: CharacterId | null,
): Action | null {
  if (cardType === "event") return { type: "play-event", player, card };
  if (target === null) return null;
  if (cardType === "untimely-death") return { type: "play-untimely-death", player, card, target };
  if (cardType === "modifier") return { type: "play-modifier", player, card, target };
  return null;
}

/**
 * How many actions "undo" takes back: the last action of a person and everything after it (the
 * bots' answers to it), so the person is asked again where they were. With no action of a
 * person, the last action. 0 when there is nothing to undo.
 */
export function undoCount(
  log: Pick<GameLog, "actions">,
  isPerson: (seat: number) => boolean,
  states?: readonly Pick<GameState, "pending">[],
): number {
  const actions = log.actions;
  for (let i = actions.length - 1; i >= 0; i--) {
    if (!isPerson(actions[i]!.player)) continue;
    // Putting looked-at cards back in an order is one answer at the table, sent as one choice
    // per card: undo takes it back whole, not a card at a time (each undo would reshuffle).
    if (states) while (i > 0 && putBackGoesOn(actions, states, i)) i--;
    return actions.length - i;
  }
  return actions.length > 0 ? 1 : 0;
}

/**
 * Whether action `i` goes on the answer action `i - 1` began: both choose a card of the draw
 * pile to put back (`states[i]` is the state before action `i`, as lib/table's `replaySteps`
 * gives them), for the same player.
 */
function putBackGoesOn(
  actions: readonly Action[],
  states: readonly Pick<GameState, "pending">[],
  i: number,
): boolean {
  const putBack = (k: number) => {
    const a = actions[k]!;
    const p = states[k]?.pending;
    return (
      a.type === "choose-card" &&
      p?.kind === "card" &&
      p.zone === "draw-pile" &&
      p.player === a.player
    );
  };
  return putBack(i) && putBack(i - 1) && actions[i]!.player === actions[i - 1]!.player;
}

/**
 * The name of any card instance `view` shows (a hand, a stack, a pile, the centre, a held
 * story, the pending choice's cards), or `undefined` for a hidden one.
 */
export function visibleCardId(view: PlayerView, instance: InstanceId): string | undefined {
  const find = (refs: readonly { instance: number; cardId: string }[] | undefined) =>
    refs?.find((r) => r.instance === instance)?.cardId;
  for (const seat of view.seats) {
    const id = find(seat.hand) ?? (seat.held?.instance === instance ? seat.held.cardId : undefined);
    if (id) return id;
  }
  for (const c of view.characters) {
    const id = find(c.stack);
    if (id) return id;
  }
  return (
    find(view.discard) ??
    find(view.centre) ??
    find(view.resolving) ??
    find(view.pending?.optionCards) ??
    (view.pending?.source?.instance === instance ? view.pending.source.cardId : undefined)
  );
}
