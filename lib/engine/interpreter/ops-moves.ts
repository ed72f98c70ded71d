/**
 * Moving cards between players and piles (issue 23 point 3): pass hands or chosen cards to a
 * neighbour, look at the top of the draw pile (discard any, put the rest back in any order),
 * shuffle a character's stack into the draw pile, take a story from the centre or an opponent,
 * return a story to the centre.
 *
 * Passing is simultaneous: every passer chooses from the hand they hold before anything moves
 * (their choices kept in `OpState.passes`), then all the cards move at once, so no one passes on
 * a card they were just given. The looked-at cards stay in the draw pile while the looker
 * decides (the choices show them to the looker only, zone `draw-pile`); the new order is written
 * once every card is placed.
 */
import type { Direction, Operation } from "../../dsl";
import { isDead } from "../analysis";
import type { Draft } from "../draft";
import type { InstanceId } from "../types";
import { addToHand, toDiscard } from "../zones";
import { amountOf } from "./conditions";
import { resolverAccepts } from "./ops-hands";
import { eachPlayer, optionalQuestion } from "./ops-players";
import { NONE, SUSPEND, ask, askYesNo, characterOf, ctxOf, skipped } from "./op-kit";
import type { OpResult, OpRun } from "./op-kit";

type MoveOp = Extract<
  Operation,
  {
    type:
      | "pass-hand"
      | "pass-cards"
      | "look-at-draw"
      | "shuffle-stack-into-draw"
      | "take-story"
      | "return-story";
  }
>;

/** The seat a player passes to: the left is the next seat in turn order (R3.6). */
export function neighbourOf(seats: number, from: number, direction: Direction): number {
  return direction === "left" ? (from + 1) % seats : (from + seats - 1) % seats;
}

/** pass-hand / pass-cards / look-at-draw / shuffle-stack-into-draw / take-story / return-story. */
export function runMoveOp(run: OpRun, op: MoveOp): OpResult {
  switch (op.type) {
    case "pass-hand":
    case "pass-cards":
      return pass(run, op);
    case "look-at-draw":
      return lookAtDraw(run, op);
    case "shuffle-stack-into-draw":
      return shuffleStack(run, op);
    case "take-story":
      return takeStory(run, op);
    case "return-story":
      return returnStory(run, op);
  }
}

function pass(run: OpRun, op: Extract<MoveOp, { type: "pass-hand" | "pass-cards" }>): OpResult {
  const d = run.d;
  const st = run.st;
  if (op.type === "pass-cards" && st.amount === undefined) {
    st.amount = amountOf(d.state, op.amount, ctxOf(run));
  }
  const n = st.amount ?? 0;
  const side = op.direction === "left" ? "left" : "right";
  const what =
    op.type === "pass-hand" ? `pass your hand to the ${side}` : `pass ${n} to the ${side}`;
  // The op state is shared with the saved task (frozen): every update makes new arrays.
  const done = eachPlayer(run, op.players, optionalQuestion(run, op, n), what, (p) => {
    const passes = st.passes ?? [];
    if (!passes.some((x) => x.from === p)) st.passes = [...passes, { from: p, cards: [] }];
    if (op.type === "pass-hand") return "done";
    const target = Math.min(n, d.seat(p).hand.length);
    for (;;) {
      const chosen = st.passes!.find((x) => x.from === p)!.cards;
      if (chosen.length >= target) return "done";
      const options = d.seat(p).hand.filter((i) => !chosen.includes(i));
      const card = ask(
        run,
        "card",
        p,
        options,
        `choose a card to pass to the ${side} (${target - chosen.length} left)`,
        "own-hand",
      );
      if (card === SUSPEND) return "suspend";
      if (card === NONE) return "done";
      st.passes = st.passes!.map((x) => (x.from === p ? { from: p, cards: [...chosen, card] } : x));
    }
  });
  if (done === "suspend") return "suspend";
  // Everyone has chosen: the cards leave every passer's hand, then arrive, all at once.
  const seats = d.state.seats.length;
  const moving = (st.passes ?? []).map((x) => ({
    from: x.from,
    to: neighbourOf(seats, x.from, op.direction),
    cards: op.type === "pass-hand" ? [...d.seat(x.from).hand] : x.cards,
  }));
  for (const m of moving) {
    if (m.cards.length === 0) continue;
    d.patchSeat(m.from, { hand: d.seat(m.from).hand.filter((i) => !m.cards.includes(i)) });
  }
  for (const m of moving) {
    if (m.from === m.to || m.cards.length === 0) {
      if (m.from === m.to) addToHand(d, m.from, m.cards);
      continue;
    }
    addToHand(d, m.to, m.cards);
    d.emit({
      type: "passed-cards",
      player: m.from,
      to: m.to,
      count: m.cards.length,
      cards: m.cards.map((i) => d.ref(i)),
    });
  }
  return "done";
}

/** The top `n` cards of the draw pile, top first. */
function topOfDraw(d: Draft, n: number): InstanceId[] {
  return d.state.drawPile.slice(-n).reverse();
}

function lookAtDraw(run: OpRun, op: Extract<MoveOp, { type: "look-at-draw" }>): OpResult {
  const d = run.d;
  const st = run.st;
  const you = run.task.resolver;
  const go = resolverAccepts(run, op);
  if (go !== "go") return go;
  if (st.cards === undefined) {
    const n = Math.min(amountOf(d.state, op.amount, ctxOf(run)), d.state.drawPile.length);
    if (n <= 0) return skipped(run, "the draw pile is empty");
    st.cards = topOfDraw(d, n);
    d.emit({
      type: "looked-at-draw",
      player: you,
      count: n,
      cards: st.cards.map((i) => d.ref(i)),
    });
  }
  const looked = st.cards;
  // Discard any of them: one yes/no per card, top first; the card is the question's only option,
  // so only the looker sees which card it is.
  if (op.discard) {
    st.left ??= 0;
    while (st.left < looked.length) {
      const card = looked[st.left]!;
      const yes = askCard(
        run,
        you,
        card,
        `discard the card ${st.left + 1} of ${looked.length} from the top of the draw pile?`,
      );
      if (yes === SUSPEND) return "suspend";
      if (yes === 1) {
        d.state.drawPile = d.state.drawPile.filter((i) => i !== card);
        toDiscard(d, [card]);
        d.emit({ type: "discarded-from-draw", player: you, cards: [d.ref(card)] });
      }
      st.left++;
    }
  }
  const kept = looked.filter((i) => d.state.drawPile.includes(i));
  if (op.reorder) {
    for (;;) {
      const picked = st.picked ?? [];
      if (picked.length >= kept.length) break;
      const options = kept.filter((i) => !picked.includes(i));
      const card = ask(
        run,
        "card",
        you,
        options,
        `choose the card to put back ${picked.length === 0 ? "on top of the draw pile" : `next (${options.length} left)`}`,
        "draw-pile",
      );
      if (card === SUSPEND) return "suspend";
      if (card === NONE) break;
      st.picked = [...picked, card];
    }
  }
  const order = op.reorder ? (st.picked ?? []) : kept;
  if (order.length > 0) {
    const rest = d.state.drawPile.filter((i) => !order.includes(i));
    d.state.drawPile = [...rest, ...order.slice().reverse()];
    d.emit({ type: "draw-top-returned", player: you, count: order.length, reordered: op.reorder });
  }
  return "done";
}

/** A yes/no about one card the chooser alone may see: the card is the choice's only option. */
function askCard(run: OpRun, player: number, card: InstanceId, prompt: string): number {
  const r = askYesNo(run, player, prompt);
  if (r === SUSPEND && run.pending)
    run.pending = { ...run.pending, options: [card], zone: "draw-pile" };
  return r;
}

function shuffleStack(
  run: OpRun,
  op: Extract<MoveOp, { type: "shuffle-stack-into-draw" }>,
): OpResult {
  const d = run.d;
  const go = resolverAccepts(run, op);
  if (go !== "go") return go;
  // Only a living character's modifiers: a dead character's stack is set aside with its
  // untimely death and its final points (R7.3), which no shuffle undoes.
  const ch = characterOf(
    run,
    op.of,
    (c) => !isDead(d.state, c) && d.state.characters[c]!.stack.length > 1,
    "choose a character whose stack to shuffle into the draw pile",
  );
  if (ch === SUSPEND) return "suspend";
  if (ch === NONE) return skipped(run, "no living character has cards on its stack");
  const stack = d.character(ch).stack;
  const cards = stack.slice(1);
  d.patchCharacter(ch, { stack: [stack[0]!] });
  d.state.drawPile = d.shuffle([...d.state.drawPile, ...cards]);
  d.emit({ type: "stack-shuffled-into-draw", character: ch, cards: cards.map((i) => d.ref(i)) });
  return "done";
}

/** Gives `seat` the story `story`, its held one going back to the centre (R8.3). */
function hold(d: Draft, seat: number, story: InstanceId, from: "centre" | number): void {
  if (from === "centre") d.state.centre = d.state.centre.filter((i) => i !== story);
  else d.patchSeat(from, { held: null });
  const previous = d.seat(seat).held;
  if (previous !== null) {
    d.state.centre = [...d.state.centre, previous];
    d.emit({ type: "story-returned", player: seat, story: d.ref(previous) });
  }
  d.patchSeat(seat, { held: story });
  d.emit({ type: "story-taken", player: seat, story: d.ref(story), from });
}

function takeStory(run: OpRun, op: Extract<MoveOp, { type: "take-story" }>): OpResult {
  const d = run.d;
  const you = run.task.resolver;
  const go = resolverAccepts(run, op);
  if (go !== "go") return go;
  const options =
    op.from === "centre"
      ? [...d.state.centre]
      : d.state.seats.flatMap((s, q) => (q !== you && s.held !== null ? [s.held] : []));
  const story = ask(
    run,
    "card",
    you,
    options,
    `choose a story to take from ${op.from === "centre" ? "the centre" : "an opponent"}`,
    "story",
  );
  if (story === SUSPEND) return "suspend";
  if (story === NONE) {
    return skipped(
      run,
      op.from === "centre" ? "no story in the centre" : "no opponent holds a story",
    );
  }
  const holder = d.state.seats.findIndex((s) => s.held === story);
  hold(d, you, story, holder < 0 ? "centre" : holder);
  return "done";
}

function returnStory(run: OpRun, op: Extract<MoveOp, { type: "return-story" }>): OpResult {
  const d = run.d;
  const you = run.task.resolver;
  const go = resolverAccepts(run, op);
  if (go !== "go") return go;
  const options =
    op.which === "yours"
      ? d.seat(you).held === null
        ? []
        : [d.seat(you).held!]
      : d.state.seats.flatMap((s) => (s.held !== null ? [s.held] : []));
  const story = ask(run, "card", you, options, "choose a story to return to the centre", "story");
  if (story === SUSPEND) return "suspend";
  if (story === NONE)
    return skipped(run, op.which === "yours" ? "you hold no story" : "no one holds a story");
  const holder = d.state.seats.findIndex((s) => s.held === story);
  d.patchSeat(holder, { held: null });
  d.state.centre = [...d.state.centre, story];
  d.emit({ type: "story-returned", player: holder, story: d.ref(story) });
  return "done";
}
