"use client";
/**
 * The card picker: a searchable `listbox` named "Card picker" of the set's modifiers and
 * untimely deaths. Each option is a @dnd-kit draggable (mouse, touch, and Space on the keyboard);
 * Enter, or the "Add to stack" button, plays the focused card on top without dragging. Arrow keys,
 * Home and End move between options.
 */
import { useDraggable } from "@dnd-kit/core";
import type { KeyboardEvent } from "react";
import { useMemo, useRef, useState } from "react";
import { Button, TextField } from "@/app/_ui";
import type { Card } from "@/lib/model";
import { CARD_TYPE_WORDS } from "@/lib/model";
import type { DragData } from "./stack-dnd";
import { pickId } from "./stack-dnd";
import { isPointValue, signedNumber } from "@/lib/model";

/**
 * The slots of a card in a few words: "−10 top · key middle". A point value the card cannot
 * print (1000, NaN: marked in the designer's form) is left out, as the pictures leave it out.
 */
export function slotsSummary(card: Card): string {
  const where = ["top", "middle", "bottom"];
  const parts: string[] = [];
  card.points?.forEach((p, i) => {
    if (isPointValue(p)) parts.push(`${signedNumber(p)} ${where[i]}`);
    else if (p === "blank") parts.push(`blank ${where[i]}`);
  });
  card.icons?.forEach((icon, i) => {
    if (typeof icon === "string") parts.push(`${icon} ${where[i]}`);
  });
  return parts.join(" · ") || "no points or icons";
}

function optionDomId(cardId: string): string {
  return `sl-pick-${cardId}`;
}

function PickerOption(props: {
  card: Card;
  focused: boolean;
  canAdd: boolean;
  onFocus(): void;
  onKeyDown(e: KeyboardEvent): void;
}) {
  const { card } = props;
  const data: DragData = { from: "picker", cardId: card.id };
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: pickId(card.id),
    data,
    disabled: !props.canAdd,
  });
  return (
    <div
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      id={optionDomId(card.id)}
      role="option"
      aria-selected={props.focused}
      aria-pressed={undefined}
      aria-disabled={!props.canAdd}
      tabIndex={props.focused ? 0 : -1}
      className={`sl-pick ${isDragging ? "sl-pick--dragging" : ""} sl-type-${card.type}`}
      onFocus={props.onFocus}
      onKeyDown={(e) => {
        listeners?.onKeyDown?.(e);
        if (!e.defaultPrevented) props.onKeyDown(e);
      }}
    >
      <span className="sl-pick-name">{card.name || card.id}</span>
      <span className="sl-pick-detail">
        {CARD_TYPE_WORDS[card.type].one} · {slotsSummary(card)}
      </span>
    </div>
  );
}

/** The picker pane. `canAdd` is false until a character is chosen. */
export function CardPicker(props: {
  cards: readonly Card[];
  canAdd: boolean;
  /** A drag is under way: the picker's own keys stand aside. */
  dragging: boolean;
  onAdd(cardId: string): void;
}) {
  const [query, setQuery] = useState("");
  const [focusedId, setFocusedId] = useState<string>();
  const list = useRef<HTMLDivElement>(null);
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    if (!q) return props.cards;
    return props.cards.filter(
      (c) =>
        c.name.toLowerCase().includes(q) ||
        c.id.includes(q) ||
        (c.icons ?? []).some((i) => typeof i === "string" && i.includes(q)),
    );
  }, [props.cards, query]);
  const focused = shown.find((c) => c.id === focusedId) ?? shown[0];

  function focusOption(card: Card | undefined) {
    if (!card) return;
    setFocusedId(card.id);
    document.getElementById(optionDomId(card.id))?.focus();
  }

  function onKeyDown(e: KeyboardEvent) {
    if (props.dragging) return;
    const at = shown.findIndex((c) => c.id === focused?.id);
    const moves: Record<string, number> = {
      ArrowDown: at + 1,
      ArrowUp: at - 1,
      Home: 0,
      End: shown.length - 1,
    };
    if (e.key === "Enter" && focused) {
      e.preventDefault();
      if (props.canAdd) props.onAdd(focused.id);
      return;
    }
    const to = moves[e.key];
    if (to === undefined) return;
    e.preventDefault();
    focusOption(shown[Math.max(0, Math.min(shown.length - 1, to))]);
  }

  return (
    <section className="sl-picker" aria-labelledby="sl-picker-title">
      <h2 className="sl-title" id="sl-picker-title">
        Cards to play <span className="ws-count">{shown.length}</span>
      </h2>
      <TextField
        label="Find a card"
        value={query}
        onChange={setQuery}
        placeholder="Name, id or icon"
        className="sl-search"
      />
      <div
        ref={list}
        role="listbox"
        aria-label="Card picker"
        aria-describedby="sl-picker-hint"
        className="sl-pick-list"
      >
        {shown.map((card) => (
          <PickerOption
            key={card.id}
            card={card}
            focused={card.id === focused?.id}
            canAdd={props.canAdd}
            onFocus={() => setFocusedId(card.id)}
            onKeyDown={onKeyDown}
          />
        ))}
      </div>
      {shown.length === 0 && (
        <p className="ws-empty">
          {props.cards.length === 0
            ? "The set has no modifiers or untimely deaths yet: add some in the designer."
            : "No card matches."}
        </p>
      )}
      <p className="ws-hint" id="sl-picker-hint">
        Drag a card onto the stack, or press Enter on it to play it on top.
      </p>
      <Button
        size="small"
        className="sl-add"
        isDisabled={!props.canAdd || !focused}
        onPress={() => focused && props.onAdd(focused.id)}
      >
        {focused ? `Add to stack: ${focused.name || focused.id}` : "Add to stack"}
      </Button>
    </section>
  );
}
