/**
 * Who may receive what (R5.1, R5.2, R7.2, R10 forbids), shared by `legalActions`, the action
 * reducers and the effect interpreter, so what the UI highlights is exactly what `apply` accepts.
 */
import type { CardFilter } from "../dsl";
import type { CardType } from "../model";
import { CARD_TYPE_WORDS } from "../model";
import { characterName, isDead, selfWorth } from "./analysis";
import { typeOf } from "./catalog";
import { moveError } from "./errors";
import type { EngineError } from "./errors";
import {
  forbiddenEverywhere,
  forbiddenOn,
  forbiddingRule,
  forbidsByFilter,
  modifierTargets,
  modifiersOnDeadAllowed,
  tableEffects,
} from "./lasting";
import { playResource } from "./plays";
import type { CharacterId, GameState, InstanceId } from "./types";
import { signedNumber } from "../model";

/** Why a modifier may not be played on the character now, or `null` when it may (R5.1, R5.2). */
export function modifierRefusal(state: GameState, ch: CharacterId): EngineError | null {
  if (isDead(state, ch) && !modifiersOnDeadAllowed(state)) {
    const name = characterName(state, ch);
    return moveError("target-dead", `${name} is dead — modifiers go on living characters only`);
  }
  if (forbiddenOn(state, ch, "modifier")) {
    const name = characterName(state, ch);
    return moveError("forbidden", `no modifiers may be played on ${name} while its effect shows`);
  }
  return null;
}

/**
 * Why an untimely death may not land on the character now, or `null` when it may (R7.2: living,
 * negative self-worth before the untimely death's own points, no forbid).
 */
export function untimelyDeathRefusal(state: GameState, ch: CharacterId): EngineError | null {
  if (isDead(state, ch)) {
    return moveError("target-dead", `${characterName(state, ch)} is already dead`);
  }
  const worth = selfWorth(state, ch);
  if (worth >= 0) {
    return moveError(
      "untimely-death-not-negative",
      `untimely death needs a negative ${state.rules.pointsWord}; ${characterName(state, ch)} has ${signedNumber(worth)}`,
    );
  }
  if (forbiddenOn(state, ch, "untimely-death")) {
    return moveError(
      "forbidden",
      `no untimely deaths may be played on ${characterName(state, ch)} while its effect shows`,
    );
  }
  return null;
}

/** Whether the character may receive a modifier now. */
export function canReceiveModifier(state: GameState, ch: CharacterId): boolean {
  return modifierTargets(state).includes(ch);
}

/** Whether the character may receive an untimely death now (R7.2). */
export function canReceiveUntimelyDeath(state: GameState, ch: CharacterId): boolean {
  return tableEffects(state).deathTargets.includes(ch);
}

/**
 * Why card `instance` may not be played on character `ch` (or at all, `ch` null) because a live
 * effect forbids such cards by a filter (`no modifiers with a raven on this character`), or `null`.
 */
export function filterRefusal(
  state: GameState,
  ch: CharacterId | null,
  instance: InstanceId,
): EngineError | null {
  const rule = forbiddingRule(state, ch, instance);
  if (!rule) return null;
  const cards = `no ${CARD_TYPE_WORDS[rule.cardType].many} ${filterWords(rule.filter)}`;
  const where = ch === null ? "" : ` on ${characterName(state, ch)}`;
  return moveError("forbidden", `${cards} may be played${where} while an effect forbids them`);
}

/** `with a raven`, `with negative points`: a forbid's filter as the effect says it. */
function filterWords(filter: CardFilter): string {
  if (filter.kind === "negative-points") return "with negative points";
  return `with ${/^[aeiou]/i.test(filter.icon) ? "an" : "a"} ${filter.icon}`;
}

/** Why cards of `type` may not be played at all now, or `null`. */
export function typeRefusal(state: GameState, type: CardType): EngineError | null {
  if (!forbiddenEverywhere(state, type)) return null;
  return moveError(
    "forbidden",
    `no ${type.replace("-", " ")}s may be played while an effect forbids them`,
  );
}

/**
 * Why a modifier, event or untimely death in the active player's hand is in no legal play now,
 * as data (lib/sim's report counts it under "cards never playable"), or `null` when it is in
 * one. `no-play-left`: the turn has no play left for its type; `forbidden`: a lasting effect
 * forbids it (everywhere, or on every character it could otherwise go on, R10); `no-target`: no
 * character could receive it (an untimely death: no living character with a negative
 * self-worth, R7.2).
 */
export type Unplayable = { kind: "no-play-left" } | { kind: "forbidden" } | { kind: "no-target" };

/** See `Unplayable`; cards of other types are `null` (stories are claimed, not played). */
export function whyUnplayable(state: GameState, player: number, card: number): Unplayable | null {
  const type = typeOf(state.catalog, card);
  if (type !== "modifier" && type !== "event" && type !== "untimely-death") return null;
  if (playResource(state, player, type) === null) return { kind: "no-play-left" };
  if (forbiddenEverywhere(state, type)) return { kind: "forbidden" };
  // A forbid by a filter (`no events with a raven`) refuses this card alone, not its type.
  const filtered = forbidsByFilter(state);
  if (type === "event") {
    return filtered && forbiddingRule(state, null, card) ? { kind: "forbidden" } : null;
  }
  const targets = type === "modifier" ? modifierTargets(state) : tableEffects(state).deathTargets;
  if (targets.length > 0) {
    return filtered && targets.every((ch) => forbiddingRule(state, ch, card) !== null)
      ? { kind: "forbidden" }
      : null;
  }
  const refusal = type === "modifier" ? modifierRefusal : untimelyDeathRefusal;
  for (let ch = 0; ch < state.characters.length; ch++) {
    // The forbid first (a memoised read): the refusal's other checks only where one applies.
    if (!forbiddenOn(state, ch, type)) continue;
    if (refusal(state, ch)?.code === "move/forbidden") return { kind: "forbidden" };
  }
  return { kind: "no-target" };
}
