/**
 * `legalActions`: every action a player may take now — plays with every valid target, the
 * answers of a pending choice, respond/pass in a response window. Exactly what `apply` accepts,
 * so the UI highlights drop targets from it and bots choose from it.
 */
import type { Action } from "./actions";
import { typeOf } from "./catalog";
import { cardOf } from "./catalog";
import {
  forbiddenEverywhere,
  forbiddingRule,
  forbidsByFilter,
  modifierTargets as validModifierTargets,
  tableEffects,
} from "./lasting";
import { playResource } from "./plays";
import { claimableStories } from "./stories";
import type { GameState, Pending } from "./types";

function answers(state: GameState, pending: Pending): Action[] {
  const player = pending.player;
  switch (pending.kind) {
    case "response": {
      const top = state.tasks[state.tasks.length - 1];
      const played = top?.kind === "window" ? typeOf(state.catalog, top.card) : null;
      const out: Action[] = [];
      for (const card of state.seats[player]!.hand) {
        if (played && cardOf(state.catalog, card).cancels.includes(played)) {
          out.push({ type: "respond", player, card });
        }
      }
      out.push({ type: "pass-response", player });
      return out;
    }
    case "character":
      return pending.options.map((character) => ({ type: "choose-character", player, character }));
    case "player":
      return pending.options.map((seat) => ({ type: "choose-player", player, seat }));
    case "card":
      return pending.options.map((card) => ({ type: "choose-card", player, card }));
    case "yes-no":
      return [
        { type: "decide", player, accept: true },
        { type: "decide", player, accept: false },
      ];
  }
}

/** The plays the active player may make now (R4.2). */
function plays(state: GameState, player: number): Action[] {
  const out: Action[] = [];
  const hand = state.seats[player]!.hand;
  const { cards, instances } = state.catalog;
  // Looked up once a card of the type is in hand: whether a play is left for it, and not
  // forbidden everywhere (rare).
  let modifierTargets: readonly number[] | null | undefined;
  let eventAllowed: boolean | undefined;
  let deathTargets: readonly number[] | null | undefined;
  // Forbids by a filter (`no modifiers with a raven on this character`) are read per card.
  const filtered = forbidsByFilter(state);
  for (let h = 0; h < hand.length; h++) {
    const card = hand[h]!;
    const type = cards[instances[card]!]!.card.type;
    if (type === "modifier") {
      if (modifierTargets === undefined) {
        modifierTargets =
          playResource(state, player, "modifier") !== null &&
          !forbiddenEverywhere(state, "modifier")
            ? validModifierTargets(state)
            : null;
      }
      if (modifierTargets === null) continue;
      for (let t = 0; t < modifierTargets.length; t++) {
        const target = modifierTargets[t]!;
        if (filtered && forbiddingRule(state, target, card)) continue;
        out.push({ type: "play-modifier", player, card, target });
      }
    } else if (type === "event") {
      eventAllowed ??=
        playResource(state, player, "event") !== null && !forbiddenEverywhere(state, "event");
      if (eventAllowed && !(filtered && forbiddingRule(state, null, card)))
        out.push({ type: "play-event", player, card });
    } else if (type === "untimely-death") {
      if (deathTargets === undefined) {
        deathTargets =
          playResource(state, player, "untimely-death") !== null &&
          !forbiddenEverywhere(state, "untimely-death")
            ? tableEffects(state).deathTargets
            : null;
      }
      if (deathTargets === null) continue;
      for (let t = 0; t < deathTargets.length; t++) {
        const target = deathTargets[t]!;
        if (filtered && forbiddingRule(state, target, card)) continue;
        out.push({ type: "play-untimely-death", player, card, target });
      }
    }
  }
  if (state.rules.stories && playResource(state, player, "story") !== null) {
    const stories = claimableStories(state, player);
    for (let i = 0; i < stories.length; i++) {
      out.push({ type: "claim-story", player, story: stories[i]! });
    }
  }
  if (hand.length > 0 && playResource(state, player, "discard-hand") !== null) {
    out.push({ type: "discard-hand", player });
  }
  out.push({ type: "end-plays", player });
  return out;
}

/**
 * Every action `player` may take now: the answers of a choice they must make, their response
 * options, or their plays; empty when it is not their decision or the game is over.
 */
export function legalActions(state: GameState, player: number): Action[] {
  if (state.over) return [];
  if (state.pending) return state.pending.player === player ? answers(state, state.pending) : [];
  if (player !== state.turn.seat || state.turn.phase !== "play") return [];
  return plays(state, player);
}
