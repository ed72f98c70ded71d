/**
 * Operations on hands and piles (R10): take or look at cards of another hand, swap hands, search
 * the discard pile, shuffle it into the draw pile, gain free plays. All are done by "you" (the
 * resolver), who decides an optional step once, first.
 */
import type { Operation } from "../../dsl";
import type { Draft } from "../draft";
import { cardOf } from "../catalog";
import { addToHand, takeFromHand } from "../zones";
import { amountOf } from "./conditions";
import { eachPlayer, optionalQuestion } from "./ops-players";
import { NONE, SUSPEND, ask, askYesNo, ctxOf } from "./op-kit";
import type { OpResult, OpRun } from "./op-kit";

type HandOp = Extract<
  Operation,
  {
    type:
      | "take-cards"
      | "look-at-hand"
      | "swap-hands"
      | "search-discard"
      | "shuffle-discard-into-draw"
      | "gain-free-plays";
  }
>;

/**
 * For an optional step done by the resolver: asks once (`do you want to <the step>?`, in the
 * words of its effect); "done" when declined.
 */
export function resolverAccepts(run: OpRun, op: Operation): OpResult | "go" {
  const question = optionalQuestion(run, op);
  if (question === undefined || run.st.accepted) return "go";
  const yes = askYesNo(run, run.task.resolver, `do you want to ${question}?`);
  if (yes === SUSPEND) return "suspend";
  if (yes === 0) return "done";
  run.st.accepted = true;
  return "go";
}

function moveCard(d: Draft, from: number, to: number, card: number): void {
  takeFromHand(d, from, card);
  addToHand(d, to, [card]);
  d.emit({ type: "took-cards", player: to, from, count: 1, cards: [d.ref(card)] });
}

/** take-cards / look-at-hand / swap-hands / search-discard / shuffle / gain-free-plays. */
export function runHandOp(run: OpRun, op: HandOp): OpResult {
  const d = run.d;
  const you = run.task.resolver;
  const go = resolverAccepts(run, op);
  if (go !== "go") return go;
  switch (op.type) {
    case "take-cards": {
      if (run.st.amount === undefined) run.st.amount = amountOf(d.state, op.amount, ctxOf(run));
      const n = run.st.amount;
      return eachPlayer(run, op.from, undefined, "take cards from", (p) => {
        if (p === you) return "done";
        const st = run.st;
        if (st.left === undefined) st.left = Math.min(n, d.seat(p).hand.length);
        while (st.left > 0) {
          const hand = d.seat(p).hand;
          let card: number;
          if (op.random) {
            card = hand[d.randomInt(hand.length)]!;
          } else {
            card = ask(
              run,
              "card",
              you,
              [...hand],
              `choose a card to take (${st.left} left)`,
              "other-hand",
            );
            if (card === SUSPEND) return "suspend";
            if (card === NONE) break;
          }
          moveCard(d, p, you, card);
          st.left--;
        }
        return "done";
      });
    }
    case "look-at-hand":
      return eachPlayer(run, op.of, undefined, "look at the hand of", (p) => {
        if (p === you) return "done";
        const cards = d.seat(p).hand.map((i) => d.ref(i));
        d.emit({ type: "looked-at-hand", player: you, of: p, cards });
        return "done";
      });
    case "swap-hands":
      return eachPlayer(run, op.with, undefined, "swap hands with", (p) => {
        if (p === you) return "done";
        const mine = d.seat(you).hand;
        d.patchSeat(you, { hand: d.seat(p).hand });
        d.patchSeat(p, { hand: mine });
        d.emit({ type: "swapped-hands", players: [you, p] });
        return "done";
      });
    case "search-discard": {
      const options = d.state.discard.filter(
        (i) => op.cardType === undefined || cardOf(d.state.catalog, i).card.type === op.cardType,
      );
      const card = ask(
        run,
        "card",
        you,
        options,
        "choose a card to take from the discard pile",
        "discard",
      );
      if (card === SUSPEND) return "suspend";
      if (card === NONE) return "done";
      d.state.discard = d.state.discard.filter((i) => i !== card);
      addToHand(d, you, [card]);
      d.emit({ type: "searched-discard", player: you, card: d.ref(card) });
      return "done";
    }
    case "shuffle-discard-into-draw": {
      const count = d.state.discard.length;
      d.state.drawPile = d.shuffle([...d.state.drawPile, ...d.state.discard]);
      d.state.discard = [];
      d.emit({ type: "discard-shuffled-into-draw", count });
      return "done";
    }
    case "gain-free-plays": {
      if (run.st.amount === undefined) run.st.amount = amountOf(d.state, op.amount, ctxOf(run));
      const n = run.st.amount;
      const cardType = op.cardType ?? null;
      // Another player's free plays wait for their next turn (README "Which play a card uses").
      return eachPlayer(run, op.players ?? { kind: "you" }, undefined, "gain free plays", (p) => {
        const gained = Array.from({ length: n }, () => ({ cardType }));
        d.patchSeat(p, { freePlays: [...d.seat(p).freePlays, ...gained] });
        d.emit({ type: "free-plays-gained", player: p, count: n, cardType });
        return "done";
      });
    }
  }
}
