"use client";
/**
 * "Put them back in any order" (issue 23: look at the top of the draw pile): the cards the
 * viewer looked at, in a list they reorder with Move up / Move down buttons (keyboard and
 * screen-reader friendly: each button names its card, and a live line says where a card went),
 * then "Put back in this order", which answers the engine's questions one by one (the card to go
 * on top first). Only the looker sees this: the cards are the options of their own choice.
 */
import { useState } from "react";
import type { Action } from "@/lib/engine";
import { Button } from "@/app/_ui";

/** Ordinal words for the places, the top first. */
function place(index: number, count: number): string {
  if (index === 0) return "on top";
  if (index === count - 1) return "lowest";
  return `${index + 1}${index === 1 ? "nd" : index === 2 ? "rd" : "th"}`;
}

/** A new order with the card at `from` moved to `to`. */
export function moved(order: readonly number[], from: number, to: number): number[] {
  const out = order.slice();
  const [card] = out.splice(from, 1);
  if (card !== undefined) out.splice(to, 0, card);
  return out;
}

/** See the file comment. */
export function DrawOrder(props: {
  /** The cards still to place, as they lie (top first). */
  options: readonly number[];
  name(instance: number): string;
  onAct(action: Action): void;
  player: number;
}) {
  const { options, name } = props;
  const key = options.join(",");
  const [state, setState] = useState<{ key: string; order: number[] }>({
    key,
    order: options.slice(),
  });
  const [said, setSaid] = useState("");
  // A new question (other cards) starts from the order the cards lie in.
  const order = state.key === key ? state.order : options.slice();
  const move = (from: number, to: number) => {
    const next = moved(order, from, to);
    setState({ key, order: next });
    setSaid(`${name(order[from]!)} is now ${place(to, next.length)}.`);
  };
  const submit = () => {
    // The engine asks for the top card first, then the next; the last one is placed by itself.
    for (const card of order.slice(0, -1)) {
      props.onAct({ type: "choose-card", player: props.player, card });
    }
  };
  return (
    <div className="tb-draw-order">
      <ol aria-label="Order to put back, the top card first">
        {order.map((card, i) => (
          <li key={card}>
            <span className="tb-draw-order-place">{place(i, order.length)}</span>
            <span className="tb-draw-order-name">{name(card)}</span>
            <Button
              size="small"
              variant="quiet"
              aria-label={`Move ${name(card)} up`}
              isDisabled={i === 0}
              onPress={() => move(i, i - 1)}
            >
              ↑
            </Button>
            <Button
              size="small"
              variant="quiet"
              aria-label={`Move ${name(card)} down`}
              isDisabled={i === order.length - 1}
              onPress={() => move(i, i + 1)}
            >
              ↓
            </Button>
          </li>
        ))}
      </ol>
      <p className="tb-hint" role="status" aria-live="polite">
        {said}
      </p>
      <Button size="small" variant="primary" onPress={submit}>
        Put back in this order
      </Button>
    </div>
  );
}
