/**
 * The greedy bot's answers to pending decisions: choices an effect asks of it (characters,
 * players, cards, yes/no) and response windows (R6.5). Which choice it is comes from the
 * engine's prompt and the asking card's compiled effect; each option is valued on hypothetical
 * boards (outcomes.ts), and a two-step choice (a modifier's source, then its destination) is
 * planned at the first step and followed at the second.
 */
import type { Action, PendingView } from "../engine";
import { operationsOf, stepQuestion } from "../dsl";
import type { Operation, OperationType } from "../dsl";
import type { BoardChar } from "./board";
import { expectedValues, gainFor, topDeath, topModifier, utility, withCard } from "./board";
import { CARD, abilitiesValue, opOutcomes, opValue, sceneAfter } from "./effect-value";
import type { Outcome } from "./outcomes";
import {
  bestOutcome,
  canReceiveDeath,
  canReceiveModifier,
  discardModifierOutcomes,
  killOutcomes,
  moveDeathOutcomes,
  moveModifierOutcomes,
  reviveOutcomes,
  shuffleStackOutcomes,
  swapStacksOutcomes,
  swapTopOutcomes,
} from "./outcomes";
import { keepValue } from "./plays";
import type { Turn } from "./turn";
import { holderOf, ofType, pickBest, placeOf, sceneOf } from "./turn";

/** Respond when letting the play stand would cost at least this much utility. */
const RESPOND_BELOW = -3;

/** The first operation of `type` in the asking card's effect. */
function opOf(t: Turn, source: PendingView["source"], type: OperationType): Operation | undefined {
  if (!source) return undefined;
  for (const a of t.k.card(source.cardId).abilities) {
    if (a.category === "story-requirement") continue;
    const op = operationsOf(a.steps).find((o) => o.type === type);
    if (op) return op;
  }
  return undefined;
}

/** The scene the asking card's effect resolves in (the bot is "you"). */
function sceneHere(t: Turn, source: PendingView["source"]) {
  const place = source ? placeOf(t, source.instance) : null;
  const scene = place
    ? sceneOf(t, t.me, place.character, source!.cardId, place.at)
    : sceneOf(t, t.me, null, source?.cardId ?? null);
  return sceneAfter(scene, t.board, []);
}

function charsOf(t: Turn, ids: readonly number[]): BoardChar[] {
  return ids.flatMap((id) => {
    const c = t.board.chars[id];
    return c ? [c] : [];
  });
}

/** The best outcome for the bot among `outcomes`, or `undefined`. */
function best(t: Turn, outcomes: readonly Outcome[]): Outcome | undefined {
  return bestOutcome(t.board, outcomes, t.me, t.me)?.outcome;
}

function gainOf(t: Turn, o: Outcome): number {
  return utility(t.board, t.me, o.changes) - t.base;
}

/** A first step: the best pair among the options; remembers the rest of the plan. */
function firstOf(t: Turn, pending: PendingView, options: number[], outcomes: Outcome[]): number {
  const o = best(
    t,
    outcomes.filter((x) => options.includes(x.picks[0]!)),
  );
  if (!o) return pickBest(t, options, () => 0);
  t.memory.plan = {
    source: pending.source?.instance ?? -1,
    first: o.picks[0]!,
    ...(o.at !== undefined ? { at: o.at } : {}),
    ...(o.picks[1] !== undefined ? { second: o.picks[1] } : {}),
  };
  return o.picks[0]!;
}

/**
 * A second step: the planned pick when still possible, else the best option given the first
 * pick (remembered, or any that could have been made).
 */
function secondOf(
  t: Turn,
  pending: PendingView,
  options: number[],
  firsts: () => BoardChar[],
  outcomesFor: (firsts: BoardChar[], seconds: BoardChar[]) => Outcome[],
): number {
  const plan = t.memory.plan;
  t.memory.plan = null;
  const mine = plan && plan.source === (pending.source?.instance ?? -1) ? plan : null;
  if (mine?.second !== undefined && options.includes(mine.second)) return mine.second;
  const first = mine ? charsOf(t, [mine.first]) : firsts();
  let outcomes = outcomesFor(first, charsOf(t, options));
  if (mine?.at !== undefined) outcomes = outcomes.filter((o) => o.at === mine.at);
  const o = best(t, outcomes);
  return o?.picks[1] ?? pickBest(t, options, () => 0);
}

/** Answers a character choice. */
function chooseCharacter(t: Turn, pending: PendingView, options: number[]): number {
  const p = pending.prompt;
  const k = t.k;
  const chars = t.board.chars;
  const opts = charsOf(t, options);
  const scene = sceneHere(t, pending.source);
  const move = opOf(t, pending.source, "move-modifier");
  const which = move?.type === "move-modifier" ? move.which : "top";
  const withModifier = () => chars.filter((c) => !c.dead && topModifier(k, c) >= 0);
  const exact = (type: OperationType) => {
    const op = opOf(t, pending.source, type);
    return op ? (opOutcomes(op, scene) ?? []) : [];
  };
  if (p.includes("move a modifier from")) {
    const outcomes = move ? exact("move-modifier") : [];
    const all =
      outcomes.length > 0
        ? outcomes
        : moveModifierOutcomes(k, opts, () => chars.filter(canReceiveModifier), which);
    return firstOf(t, pending, options, all);
  }
  if (p.includes("move the modifier to")) {
    return secondOf(t, pending, options, withModifier, (f, s) =>
      moveModifierOutcomes(k, f, () => s, which),
    );
  }
  if (p.includes("discard a modifier of")) {
    const op = opOf(t, pending.source, "discard-modifier");
    const all = discardModifierOutcomes(
      k,
      opts,
      op?.type === "discard-modifier" ? op.which : "top",
    );
    return firstOf(t, pending, options, all);
  }
  if (p.includes("whose stack to swap")) {
    const exactly = exact("swap-stacks");
    return firstOf(
      t,
      pending,
      options,
      exactly.length > 0 ? exactly : swapStacksOutcomes(k, opts, () => chars),
    );
  }
  if (p.includes("swap stacks with")) {
    return secondOf(
      t,
      pending,
      options,
      () => chars.slice(),
      (f, s) => swapStacksOutcomes(k, f, () => s),
    );
  }
  if (p.includes("whose top modifier to swap")) {
    const exactly = exact("swap-top-modifiers");
    return firstOf(
      t,
      pending,
      options,
      exactly.length > 0 ? exactly : swapTopOutcomes(k, opts, () => chars),
    );
  }
  if (p.includes("swap top modifiers with")) {
    return secondOf(t, pending, options, withModifier, (f, s) => swapTopOutcomes(k, f, () => s));
  }
  if (p.includes("return to life")) return firstOf(t, pending, options, reviveOutcomes(k, opts));
  if (p.includes("take the untimely death from")) {
    return firstOf(
      t,
      pending,
      options,
      moveDeathOutcomes(k, opts, () => chars.filter(canReceiveDeath)),
    );
  }
  if (p.includes("receive the untimely death")) {
    const withDeath = () => chars.filter((c) => c.dead && topDeath(k, c) >= 0);
    return secondOf(t, pending, options, withDeath, (f, s) => moveDeathOutcomes(k, f, () => s));
  }
  if (p.includes("to kill")) return firstOf(t, pending, options, killOutcomes(opts));
  if (p.includes("whose stack to shuffle")) {
    return firstOf(t, pending, options, shuffleStackOutcomes(k, opts));
  }
  // A choice this bot does not know: a character of its own when it can, else any.
  return pickBest(t, options, (id) => (chars[id]?.owner === t.me ? 1 : 0));
}

/** What a player choice does to the chosen player, in that player's own utility units. */
function playerEffect(t: Turn, prompt: string, seat: number): number {
  const hand = t.board.handCounts[seat] ?? 0;
  const n = Number(/(\d+)/.exec(prompt)?.[1] ?? "1");
  if (prompt.includes("discard your hand")) return -0.6 * CARD * hand;
  if (prompt.includes("discard")) return -0.8 * CARD * Math.min(n, hand);
  if (prompt.includes("draw")) return n * CARD;
  if (prompt.includes("skip your next turn")) return -4 * CARD;
  if (prompt.includes("skip")) return -1.5 * CARD;
  if (prompt.includes("take cards from")) return -CARD * Math.min(1, hand);
  if (prompt.includes("swap hands with")) return CARD * ((t.board.handCounts[t.me] ?? 0) - hand);
  return 0;
}

/** Answers a player choice: the best for the bot; among equals, bad things go to the leader. */
function choosePlayer(t: Turn, pending: PendingView, options: number[]): number {
  const values = expectedValues(t.board);
  return pickBest(t, options, (seat) => {
    const effect = playerEffect(t, pending.prompt, seat);
    const bias = seat === t.me ? 0 : (Math.sign(effect) * (values[seat] ?? 0)) / 1000;
    return gainFor(t.board, t.me, seat, effect) + bias;
  });
}

/** Answers a card choice. */
function chooseCard(t: Turn, pending: PendingView, options: number[]): number {
  switch (pending.zone) {
    case "own-hand": {
      // Discard the card least worth keeping.
      const idOf = (i: number) => t.hand.find((c) => c.instance === i)?.cardId;
      return pickBest(t, options, (i) => {
        const id = idOf(i);
        return id === undefined ? 0 : -keepValue(t, id);
      });
    }
    case "discard": {
      const idOf = (i: number) => t.view.discard.find((c) => c.instance === i)?.cardId;
      return pickBest(t, options, (i) => {
        const id = idOf(i);
        return id === undefined ? 0 : keepValue(t, id);
      });
    }
    case "stack": {
      const holder = options.length > 0 ? holderOf(t, options[0]!) : null;
      const c = holder === null ? undefined : t.board.chars[holder];
      const view = holder === null ? undefined : t.view.characters[holder];
      if (!c || !view) return pickBest(t, options, () => 0);
      const at = (i: number) => view.stack.findIndex((r) => r.instance === i);
      const allowed = new Set(options.map(at));
      const moving = pending.prompt.includes("to move");
      const outcomes = (
        moving
          ? moveModifierOutcomes(t.k, [c], () => t.board.chars.filter(canReceiveModifier), "chosen")
          : discardModifierOutcomes(t.k, [c], "chosen")
      ).filter((o) => o.at !== undefined && allowed.has(o.at));
      const o = best(t, outcomes);
      if (!o || o.at === undefined) return pickBest(t, options, () => 0);
      const plan = t.memory.plan;
      if (moving && plan && plan.source === pending.source?.instance) {
        t.memory.plan = {
          ...plan,
          at: o.at,
          ...(o.picks[1] !== undefined ? { second: o.picks[1] } : {}),
        };
      }
      return view.stack[o.at]!.instance;
    }
    case "draw-pile": {
      // The card to put back on top: the best one when the bot draws next, else the worst.
      const mine = t.view.turn.seat === t.me;
      return pickBest(t, options, (i) => {
        const id = optionCardId(pending, i);
        const v = id === undefined ? 0 : keepValue(t, id);
        return mine ? v : -v;
      });
    }
    case "story":
      return pickBest(t, options, (i) => storyChoiceValue(t, pending, i));
    default:
      // Another player's hidden hand: any card is as good as another.
      return options[t.rng.int(options.length)]!;
  }
}

/** The card id of option `instance` of a card choice (the chooser sees the faces). */
function optionCardId(pending: PendingView, instance: number): string | undefined {
  return pending.optionCards?.find((c) => c.instance === instance)?.cardId;
}

/** How much taking (or returning to the centre) story `instance` is worth to the bot. */
function storyChoiceValue(t: Turn, pending: PendingView, instance: number): number {
  const cardId = optionCardId(pending, instance);
  if (cardId === undefined) return 0;
  const holder = t.view.seats.findIndex((s) => s.held?.instance === instance);
  const story = t.board.story.slice();
  if (holder >= 0) story[holder] = 0;
  if (!pending.prompt.includes("return")) story[t.me] = t.k.card(cardId).lonePoints;
  return utility(t.board, t.me, [], story) - t.base;
}

/**
 * Whether to discard a card looked at on top of the draw pile: a card worth keeping when the bot
 * draws next, or one that would help whoever draws it otherwise.
 */
function discardLooked(t: Turn, pending: PendingView): boolean {
  const id = pending.optionCards?.[0]?.cardId;
  if (id === undefined) return false;
  const v = keepValue(t, id);
  return t.view.turn.seat === t.me ? v < 1 : v >= CARD;
}

/**
 * The optional step of the asking card that `question` asks about: the engine asks "do you want
 * to <the step>?" in the words of the step's effect (lib/dsl `stepQuestion`), with the amount it
 * worked out ("draw 2 cards", "draw a card").
 */
function askedOp(t: Turn, pending: PendingView, question: string): Operation | undefined {
  if (!pending.source) return undefined;
  const words = { familyWord: t.view.rules.familyWord };
  const amount = /\b(\d+) /.exec(question)?.[1];
  const n = amount === undefined ? 1 : Number(amount);
  for (const a of t.k.card(pending.source.cardId).abilities) {
    if (a.category === "story-requirement") continue;
    const op = operationsOf(a.steps).find(
      (o) =>
        "optional" in o &&
        o.optional === true &&
        (stepQuestion(o, words) === question || stepQuestion(o, words, n) === question),
    );
    if (op) return op;
  }
  return undefined;
}

/** Answers an optional ("may") step. */
function decide(t: Turn, pending: PendingView): boolean {
  if (pending.zone === "draw-pile") return discardLooked(t, pending);
  const what = /do you want to (.*)\?/.exec(pending.prompt)?.[1] ?? "";
  const op = askedOp(t, pending, what);
  const type: OperationType | undefined = op?.type;
  // Passing cards away does the passer no good by itself.
  if (what.startsWith("pass ") || type === "pass-hand" || type === "pass-cards") return false;
  if (op && (type === "look-at-draw" || type === "take-story" || type === "return-story"))
    return opValue(op, sceneHere(t, pending.source)) >= 0;
  if (op && type === "shuffle-stack-into-draw") {
    const o = best(t, opOutcomes(op, sceneHere(t, pending.source)) ?? []);
    return o !== undefined && gainOf(t, o) > 0;
  }
  // Discarding cards or skipping is never worth it by itself ("discard a card", "discard your
  // hand", "skip your next turn").
  if (type === "discard" || type === "discard-hand" || type === "skip") return false;
  if (/^(discard (a card|\d+ cards?)|discard your hand|skip)/.test(what)) return false;
  if (type === "swap-hands" || what.startsWith("swap hands")) {
    const mine = t.board.handCounts[t.me] ?? 0;
    return t.board.handCounts.some((n, p) => p !== t.me && n > mine);
  }
  const outcomes = op ? opOutcomes(op, sceneHere(t, pending.source)) : null;
  if (!outcomes) return true;
  const o = best(t, outcomes);
  return o !== undefined && gainOf(t, o) > 0;
}

/** The bot's loss if the card in the response window lands (negative: it hurts the bot). */
function landingValue(t: Turn, pending: PendingView): number {
  const source = pending.source;
  if (!source) return 0;
  const facts = t.k.card(source.cardId);
  const player = t.view.turn.seat;
  const chars = t.board.chars;
  if (facts.type === "modifier" || facts.type === "untimely-death") {
    const targets = chars.filter(facts.type === "modifier" ? canReceiveModifier : canReceiveDeath);
    if (targets.length === 0) return 0;
    // Assume the player chose the target best for them.
    const base = utility(t.board, player);
    const target = pickBest(
      t,
      targets,
      (c) => utility(t.board, player, [withCard(t.k, c, source.cardId)]) - base,
    );
    return utility(t.board, t.me, [withCard(t.k, target, source.cardId)]) - t.base;
  }
  if (facts.type === "event") {
    return abilitiesValue(
      source.cardId,
      ["immediate"],
      sceneAfter(sceneOf(t, player, null), t.board, []),
    );
  }
  return 0;
}

/** Answers the pending decision with one of the legal actions. */
export function answer(t: Turn, pending: PendingView, legal: readonly Action[]): Action {
  const options = pending.options ?? [];
  switch (pending.kind) {
    case "response": {
      const responds = ofType(legal, "respond");
      const pass = ofType(legal, "pass-response")[0];
      if (responds.length > 0 && landingValue(t, pending) <= RESPOND_BELOW) return responds[0]!;
      return pass ?? legal[0]!;
    }
    case "character": {
      const ch = chooseCharacter(t, pending, options);
      return ofType(legal, "choose-character").find((a) => a.character === ch) ?? legal[0]!;
    }
    case "player": {
      const seat = choosePlayer(t, pending, options);
      return ofType(legal, "choose-player").find((a) => a.seat === seat) ?? legal[0]!;
    }
    case "card": {
      const card = chooseCard(t, pending, options);
      return ofType(legal, "choose-card").find((a) => a.card === card) ?? legal[0]!;
    }
    case "yes-no": {
      const accept = decide(t, pending);
      return ofType(legal, "decide").find((a) => a.accept === accept) ?? legal[0]!;
    }
  }
}
