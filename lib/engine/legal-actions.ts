/**
 * `legalActions`: every action a player may take now — plays with every valid target, the
 * answers of a pending choice, respond/pass in a response window. Exactly what `apply` accepts,
 * so the UI highlights drop targets from it and bots choose from it.
 */
import type { Action } from "./actions";
import { typeOf } from "./catalog";
import { forbiddenEverywhere, modifierTargets, tableEffects } from "./lasting";
import { playResource } from "./plays";
import { claimableStories } from "./stories";
import type { GameState, Pending } from "./types";
import { cardOf } from "./catalog";

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
  const { deathTargets } = tableEffects(state);
  const can = {
    modifier: playResource(state, player, "modifier") !== null,
    event: playResource(state, player, "event") !== null,
    death: playResource(state, player, "untimely-death") !== null,
  };
  // Forbids everywhere are rare: look them up only when a card of the type is in hand.
  let modifierAllowed: boolean | undefined;
  let targets: readonly number[] | undefined;
  let eventAllowed: boolean | undefined;
  let deathAllowed: boolean | undefined;
  for (const card of hand) {
    switch (typeOf(state.catalog, card)) {
      case "modifier":
        if (!can.modifier) break;
        modifierAllowed ??= !forbiddenEverywhere(state, "modifier");
        if (!modifierAllowed) break;
        targets ??= modifierTargets(state);
        for (const target of targets) out.push({ type: "play-modifier", player, card, target });
        break;
      case "event":
        if (!can.event) break;
        eventAllowed ??= !forbiddenEverywhere(state, "event");
        if (eventAllowed) out.push({ type: "play-event", player, card });
        break;
      case "untimely-death":
        if (!can.death) break;
        deathAllowed ??= !forbiddenEverywhere(state, "untimely-death");
        if (!deathAllowed) break;
        for (const target of deathTargets) {
          out.push({ type: "play-untimely-death", player, card, target });
        }
        break;
      default:
        break;
    }
  }
  if (state.rules.stories && playResource(state, player, "story") !== null) {
    for (const story of claimableStories(state, player)) {
      out.push({ type: "claim-story", player, story });
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
