"use client";
/**
 * The card list: a virtualised `listbox` named "Cards" (@tanstack/react-virtual keeps 1,000
 * cards smooth), sortable by drag or keyboard (@dnd-kit) when it shows the set's own order,
 * with search, filters, New card (a card like the selected one) and an add menu (a card of a
 * chosen type). Arrow keys move the selection; Alt+Shift+Arrow moves the card; Delete deletes it
 * (undo brings it back).
 */
import type { DragEndEvent } from "@dnd-kit/core";
import { DndContext, closestCenter } from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { useVirtualizer } from "@tanstack/react-virtual";
import type { KeyboardEvent } from "react";
import { memo, useEffect, useMemo, useRef, useState } from "react";
import type { CardType, VellumSet } from "@/lib/model";
import { CARD_TYPES, CARD_TYPE_WORDS } from "@/lib/model";
import { ActionMenu, Button, MenuItem, PlusIcon, Tooltip } from "@/app/_ui";
import { useDragSensors } from "@/app/_ui/dnd";
import { dragAccessibility, dragInstructions, placeSpeech } from "@/app/_ui/drag-words";
import type { CardQuery } from "./card-query";
import { EMPTY_QUERY, isPlainOrder, queryCards } from "./card-query";
import { CardRow, optionId } from "./card-row";
import { ListFilters } from "./list-filters";
import type { SeverityCounts } from "@/app/sets/[id]/_set/problems";
import type { SetDocumentStore } from "@/app/sets/[id]/_set/set-document-store";

const ROW_HEIGHT = 52;
const PAGE = 10;

/** The list pane (memoised: a keystroke in the form leaves it alone). */
export const CardList = memo(function CardList(props: {
  set: VellumSet;
  selectedId: string | undefined;
  problems: ReadonlyMap<string, SeverityCounts>;
  store: SetDocumentStore;
  /** Adds a card: of `type`, or like the selected card when no type is given. */
  onAdd(type?: CardType): void;
  /** Shows the card grid instead of the list and the editor. */
  onGrid?(): void;
}) {
  const { set, selectedId, problems, store, onAdd, onGrid } = props;
  const [query, setQuery] = useState<CardQuery>(EMPTY_QUERY);
  const [dragging, setDragging] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);
  const shown = useMemo(() => queryCards(set.cards, query, problems), [set.cards, query, problems]);
  const sortable = isPlainOrder(query);
  const ids = useMemo(() => shown.map((s) => s.card.id), [shown]);
  const selectedAt = shown.findIndex((s) => s.card.id === selectedId);

  const virtual = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });

  // Keep the selected card in view and, when the list has focus, focused.
  useEffect(() => {
    if (selectedAt < 0) return;
    virtual.scrollToIndex(selectedAt, { align: "auto" });
    const focusIt = () => {
      const list = scroller.current;
      if (!list || !selectedId || !list.contains(document.activeElement)) return;
      document.getElementById(optionId(selectedId))?.focus({ preventScroll: true });
    };
    focusIt();
    const frame = requestAnimationFrame(focusIt);
    return () => cancelAnimationFrame(frame);
  }, [selectedAt, selectedId, virtual]);

  const sensors = useDragSensors({ keyboard: sortableKeyboardCoordinates });

  // Read out in the cards' names and list positions, not dnd-kit's ids.
  const accessibility = useMemo(() => {
    const names = new Map(set.cards.map((c) => [c.id, c.name.trim() || "(unnamed)"]));
    const at = new Map(ids.map((id, i) => [id, i + 1]));
    const speech = placeSpeech({
      nameOf: (id) => names.get(id) ?? id,
      placeOf: (id) => `position ${at.get(id) ?? "?"} of ${ids.length}`,
      nowhere: "outside the list",
    });
    return dragAccessibility(speech, dragInstructions("card"));
  }, [set.cards, ids]);

  function onDragEnd(e: DragEndEvent) {
    setDragging(false);
    if (!e.over || e.active.id === e.over.id) return;
    const to = set.cards.findIndex((c) => c.id === e.over?.id);
    if (to >= 0) store.moveCard(String(e.active.id), to);
  }

  function onKeyDown(e: KeyboardEvent) {
    if (dragging || shown.length === 0) return;
    const at = Math.max(0, selectedAt);
    if (
      e.altKey &&
      e.shiftKey &&
      (e.key === "ArrowUp" || e.key === "ArrowDown") &&
      sortable &&
      selectedId
    ) {
      e.preventDefault();
      const to = at + (e.key === "ArrowUp" ? -1 : 1);
      if (to >= 0 && to < set.cards.length) store.moveCard(selectedId, to);
      return;
    }
    if (e.key === "Delete" && selectedId) {
      e.preventDefault();
      store.deleteCard(selectedId);
      return;
    }
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const moves: Record<string, number> = {
      ArrowDown: at + 1,
      ArrowUp: at - 1,
      Home: 0,
      End: shown.length - 1,
      PageDown: at + PAGE,
      PageUp: at - PAGE,
    };
    const next = moves[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const target = shown[Math.min(shown.length - 1, Math.max(0, next))];
    if (target) store.select(target.card.id);
  }

  const total = set.cards.length;
  return (
    <section className="ws-list-pane" aria-label="Card list">
      <ListHead
        shown={shown.length}
        total={total}
        hint={newCardHint(set, selectedId)}
        onAdd={onAdd}
        onGrid={onGrid}
      />
      <ListFilters set={set} query={query} onChange={setQuery} />
      <DndContext
        sensors={sensors}
        accessibility={accessibility}
        collisionDetection={closestCenter}
        onDragStart={() => setDragging(true)}
        onDragCancel={() => setDragging(false)}
        onDragEnd={onDragEnd}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={!sortable}>
          <div
            ref={scroller}
            role="listbox"
            aria-label="Cards"
            tabIndex={selectedAt >= 0 ? -1 : 0}
            className="ws-list"
            onKeyDown={onKeyDown}
          >
            <div style={{ height: virtual.getTotalSize(), position: "relative" }}>
              {virtual.getVirtualItems().map((row) => {
                const entry = shown[row.index];
                if (!entry) return null;
                return (
                  <CardRow
                    key={entry.card.id}
                    card={entry.card}
                    top={row.start}
                    height={ROW_HEIGHT}
                    selected={entry.card.id === selectedId}
                    position={row.index + 1}
                    total={shown.length}
                    problems={problems.get(entry.card.id)}
                    sortable={sortable}
                    store={store}
                  />
                );
              })}
            </div>
          </div>
        </SortableContext>
      </DndContext>
      {shown.length === 0 && (
        <p className="ws-empty">
          {total === 0 ? "No cards yet: add one with +." : "No card matches."}
        </p>
      )}
      {!sortable && (
        <p className="ws-hint">Clear the search, filters and sort to reorder by dragging.</p>
      )}
    </section>
  );
});

/** The list's heading, count and add buttons: redrawn when they change, not on every edit. */
const ListHead = memo(function ListHead(props: {
  shown: number;
  total: number;
  hint: string;
  onAdd(type?: CardType): void;
  onGrid?(): void;
}) {
  const { shown, total, onAdd, onGrid } = props;
  return (
    <div className="ws-pane-head">
      <h2 className="ws-pane-title">
        Cards <span className="ws-count">{shown === total ? total : `${shown} of ${total}`}</span>
      </h2>
      <div className="ws-bar-actions">
        {onGrid && (
          <Tooltip content="Every card in one grid, edited in place">
            <Button size="small" variant="quiet" onPress={onGrid}>
              Grid
            </Button>
          </Tooltip>
        )}
        <Tooltip content={props.hint}>
          <Button size="small" onPress={() => onAdd()}>
            New card
          </Button>
        </Tooltip>
        <ActionMenu
          label="Add card"
          icon={<PlusIcon />}
          onAction={(type) => onAdd(type as CardType)}
        >
          {CARD_TYPES.map((t) => (
            <MenuItem key={t} id={t}>
              {`New ${CARD_TYPE_WORDS[t].one}`}
            </MenuItem>
          ))}
        </ActionMenu>
      </div>
    </div>
  );
});

/** What New card makes, in words: "A character of Ashgrove, like the selected card (Alt+N)". */
function newCardHint(set: VellumSet, selectedId: string | undefined): string {
  const selected = set.cards.find((c) => c.id === selectedId);
  if (!selected) return "A new modifier (Alt+N)";
  const family = set.families.find(
    (f) => f.id === selected.family && selected.type === "character",
  );
  const word = CARD_TYPE_WORDS[selected.type]?.one ?? selected.type;
  return `A new ${word}${family ? ` of ${family.name}` : ""}, like the selected card (Alt+N)`;
}
