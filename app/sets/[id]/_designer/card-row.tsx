"use client";
/**
 * One option of the card list: name first (its accessible name starts with the card's name),
 * then type and copies, then the problem badge. Sortable with @dnd-kit (pointer drag, or Space
 * to lift, arrows to move, Space to drop).
 */
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { Card } from "@/lib/model";
import { CARD_TYPE_WORDS } from "@/lib/model";
import { copiesBadge } from "./field-problems";
import { memo } from "react";
import type { SeverityCounts } from "@/app/sets/[id]/_set/problems";
import type { SetDocumentStore } from "@/app/sets/[id]/_set/set-document-store";
import { plural } from "@/lib/model";

/** The DOM id of a card's option. */
export function optionId(cardId: string): string {
  return `ws-card-${cardId}`;
}

function badge(counts: SeverityCounts | undefined): { text: string; tone: string } | undefined {
  if (!counts) return undefined;
  if (counts.error > 0) return { text: plural(counts.error, "error"), tone: "bad" };
  if (counts.warning > 0)
    return {
      text: plural(counts.warning, "warning"),
      tone: "warn",
    };
  return undefined;
}

/** A row of the virtual list, placed at `top` px (memoised: the list redraws only rows that change). */
export const CardRow = memo(function CardRow(props: {
  card: Card;
  top: number;
  height: number;
  selected: boolean;
  position: number;
  total: number;
  problems: SeverityCounts | undefined;
  sortable: boolean;
  /** Chosen (clicked): the row's card is selected in it. */
  store: SetDocumentStore;
}) {
  const { card, selected, problems } = props;
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: card.id,
    disabled: !props.sortable,
  });
  const mark = badge(problems);
  // A count that cannot be used (0, 1000) is not shown: the form and the problems say why.
  const copies = copiesBadge(card);
  return (
    <div
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      aria-pressed={undefined}
      // dnd-kit marks a row it may not drag as disabled; the option itself can still be chosen.
      aria-disabled={undefined}
      aria-describedby={props.sortable ? attributes["aria-describedby"] : undefined}
      aria-roledescription={undefined}
      role="option"
      id={optionId(card.id)}
      aria-selected={selected}
      aria-setsize={props.total}
      aria-posinset={props.position}
      tabIndex={selected ? 0 : -1}
      className={`ws-row${selected ? " is-selected" : ""}${isDragging ? " is-dragging" : ""}`}
      style={{
        top: props.top,
        height: props.height,
        transform: CSS.Translate.toString(transform),
        transition,
      }}
      onClick={() => props.store.select(card.id)}
      data-type={card.type}
    >
      <span className="ws-row-name">{card.name.trim() || "(unnamed)"}</span>
      <span className="ws-row-meta">
        <span className={`ws-type ws-type--${card.type}`}>
          {CARD_TYPE_WORDS[card.type]?.one ?? card.type}
        </span>
        {copies && <span className="ws-copies">{copies}</span>}
        {mark && <span className={`ws-problem-badge ${mark.tone}`}>{mark.text}</span>}
      </span>
    </div>
  );
});
