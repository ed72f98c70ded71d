"use client";
/**
 * The viewer's hand: each card a draggable button (pointer or keyboard: Space lifts, the arrows
 * move, Space drops) named by the card, and a click selects it to list its legal plays.
 */
import { useDraggable } from "@dnd-kit/core";
import { CSS } from "@dnd-kit/utilities";
import type { ReactNode } from "react";
import type { CardRef } from "@/lib/engine";
import { handCardWords } from "@/lib/table";
import type { SetPictures } from "@/app/sets/[id]/_set/pictures";
import { useCardZoom } from "./card-zoom";
import type { HandDrag } from "./drag-speech";
import { CardPicture } from "./pictures";

/** How a card in hand is named: its name, type and printed points (lib/table's words). */
export function handCardName(images: SetPictures, cardId: string): string {
  return handCardWords(images.card(cardId), cardId);
}

function HandCard(props: {
  card: CardRef;
  images: SetPictures;
  selected: boolean;
  disabled: boolean;
  onSelect(): void;
}) {
  const { card, images } = props;
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: `card:${card.instance}`,
    data: { instance: card.instance, cardId: card.cardId } satisfies HandDrag,
    disabled: props.disabled,
  });
  const style = transform ? { transform: CSS.Translate.toString(transform) } : undefined;
  const zoom = useCardZoom([card.cardId], handCardName(images, card.cardId), "above");
  return (
    <button
      ref={setNodeRef}
      type="button"
      className="tb-hand-card"
      data-dragging={isDragging || undefined}
      data-selected={props.selected || undefined}
      style={style}
      {...zoom}
      {...listeners}
      {...attributes}
      aria-label={handCardName(images, card.cardId)}
      aria-pressed={props.selected}
      onClick={props.onSelect}
    >
      <CardPicture images={images} cardId={card.cardId} />
    </button>
  );
}

/** A card of a hand that is only looked at (the replay's): its picture, enlarged on hover. */
export function HandCardPicture(props: { images: SetPictures; cardId: string }) {
  const name = handCardName(props.images, props.cardId);
  const zoom = useCardZoom([props.cardId], name, "above");
  return (
    <span className="tb-hand-card" role="img" aria-label={name} {...zoom}>
      <CardPicture images={props.images} cardId={props.cardId} />
    </span>
  );
}

/** A hand on the table, named "<owner>'s hand" (the table's and the replay's). */
export function HandShelf(props: { owner: string; count: number; children: ReactNode }) {
  return (
    <section className="tb-hand" aria-label={`${props.owner}'s hand`}>
      {props.count === 0 && <p className="tb-hint">No cards in hand.</p>}
      {props.children}
    </section>
  );
}

/** See the file comment. */
export function Hand(props: {
  cards: readonly CardRef[];
  images: SetPictures;
  selected: number | null;
  disabled: boolean;
  owner: string;
  onSelect(instance: number | null): void;
}) {
  return (
    <HandShelf owner={props.owner} count={props.cards.length}>
      {props.cards.map((c) => (
        <HandCard
          key={c.instance}
          card={c}
          images={props.images}
          selected={props.selected === c.instance}
          disabled={props.disabled}
          onSelect={() => props.onSelect(props.selected === c.instance ? null : c.instance)}
        />
      ))}
    </HandShelf>
  );
}
