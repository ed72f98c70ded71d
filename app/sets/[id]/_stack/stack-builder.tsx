"use client";
/**
 * The stacks page: choose a character, play modifiers and untimely deaths on it from the card
 * picker (drag with mouse, touch or keyboard, or Enter), reorder and remove layers, and read the
 * composited picture, its x-ray and what the rules read off it; save the stack as an expectation.
 * Thin: the stack is built-stack.ts's value, what it shows is lib/layers' (read and drawn by the
 * picture service, _set/pictures), and saving goes through the page store's undoable
 * `replaceDocument`. Used by the stacks page page and by the designer's Stack tab (`compact`), on
 * the same store, so card edits show at once.
 */
import type { DragEndEvent, DragStartEvent } from "@dnd-kit/core";
import { DndContext, DragOverlay } from "@dnd-kit/core";
import type { Dispatch, SetStateAction } from "react";
import { useMemo, useRef, useState } from "react";
import { Select, toast } from "@/app/_ui";
import { withSavedStack, withoutSavedStack } from "@/lib/edit";
import { useDragSensors } from "@/app/_ui/dnd";
import { dragAccessibility } from "@/app/_ui/drag-words";
import { expectationOf } from "@/lib/layers";
import type { SavedStack, VellumSet } from "@/lib/model";
import { CARD_TYPE_WORDS } from "@/lib/model";
import type { Pictures } from "@/app/sets/[id]/_set/pictures";
import type { SetDocumentStore } from "@/app/sets/[id]/_set/set-document-store";
import { CardPicker } from "./card-picker";
import type { DragData, StackNames } from "./stack-dnd";
import {
  STACK_INSTRUCTIONS,
  dropTarget,
  labCollisions,
  labKeyboardCoordinates,
  stackSpeech,
} from "./stack-dnd";
import type { BuiltStack } from "./built-stack";
import {
  EMPTY_STACK,
  isPlayableOnStack,
  loadedStack,
  resolveBuiltStack,
  withCardAt,
  withCharacter,
  withLayerMoved,
  withoutLayer,
} from "./built-stack";
import { SavedStacksPanel } from "./saved-stacks-panel";
import { StackLayers } from "./stack-layers";
import { StackPicture } from "./stack-picture";
import { StackReadout } from "./stack-readout";
import "./stacks.css";

const CHARACTER_KEY = "character";

/** The lab on one set. */
export function StackBuilder(props: {
  set: VellumSet;
  store: SetDocumentStore;
  /** Undefined while the fonts load. */
  pictures: Pictures | undefined;
  fontError?: string;
  /** The narrow layout of the designer's side pane. */
  compact?: boolean;
  /** The stack, when the caller keeps it (the designer's tab keeps it while the tab is away). */
  stack?: [BuiltStack, Dispatch<SetStateAction<BuiltStack>>];
}) {
  const { set, store, pictures } = props;
  const own = useState<BuiltStack>(EMPTY_STACK);
  const [stack, setStack] = props.stack ?? own;
  const [xray, setXray] = useState(false);
  const [drag, setDrag] = useState<DragData>();
  // Read by the announcements, which dnd-kit keeps from the first render.
  const latest = useRef({ set, stack });
  latest.current = { set, stack };

  const characters = useMemo(() => set.cards.filter((c) => c.type === "character"), [set.cards]);
  const playable = useMemo(() => set.cards.filter(isPlayableOnStack), [set.cards]);
  const resolved = useMemo(() => resolveBuiltStack(stack, set), [stack, set]);
  const character = resolved.character;
  const drawn = useMemo(() => {
    if (!character || !pictures) return undefined;
    const cards = [character, ...resolved.layers.map((l) => l.card)];
    const keys = [CHARACTER_KEY, ...resolved.layers.map((l) => l.layer.key)];
    return pictures.stack(cards, keys, set);
  }, [character, resolved, pictures, set]);
  const reading = drawn?.ok ? drawn.value : undefined;
  const unreadable = props.fontError ?? (drawn?.ok === false ? drawn.error : undefined);
  const current = reading ? expectationOf(reading.analysis) : undefined;

  // The picker and the layers scroll by touch: a finger holds still to drag.
  const sensors = useDragSensors({ keyboard: labKeyboardCoordinates, touch: "hold" });

  const names = useMemo<StackNames>(
    () => ({
      card: (id) => latest.current.set.cards.find((c) => c.id === id)?.name ?? id,
      layer: (key) => {
        const { set: s, stack: st } = latest.current;
        const at = st.layers.findIndex((l) => l.key === key);
        if (at < 0) return undefined;
        const id = st.layers[at]!.cardId;
        const name = s.cards.find((c) => c.id === id)?.name ?? id;
        return { name, position: st.layers.length - at, total: st.layers.length };
      },
      character: () => {
        const { set: s, stack: st } = latest.current;
        return (
          s.cards.find((c) => c.id === st.character)?.name ?? `the ${CARD_TYPE_WORDS.character.one}`
        );
      },
    }),
    [],
  );
  const accessibility = useMemo(
    () => dragAccessibility(stackSpeech(names), STACK_INSTRUCTIONS),
    [names],
  );

  function add(cardId: string) {
    if (!character) return;
    setStack((s) => withCardAt(s, cardId));
  }

  function onDragStart(e: DragStartEvent) {
    setDrag(e.active.data.current as DragData | undefined);
  }

  function onDragEnd(e: DragEndEvent) {
    setDrag(undefined);
    const data = e.active.data.current as DragData | undefined;
    const target = dropTarget(e.over?.id);
    if (!data || !target) return;
    if (data.from === "picker") {
      if (!character) return;
      if (target.kind === "top") return setStack((s) => withCardAt(s, data.cardId));
      // Above the layer dropped on: just after it in the bottom-to-top order.
      return setStack((s) => {
        const at = s.layers.findIndex((l) => l.key === target.key);
        return withCardAt(s, data.cardId, at < 0 ? s.layers.length : at + 1);
      });
    }
    if (target.kind === "layer") setStack((s) => withLayerMoved(s, data.key, target.key));
  }

  function save(name: string, id?: string) {
    if (!character || !current) return;
    const cards = resolved.layers.map((l) => l.card.id);
    const result = withSavedStack(
      set,
      { name, character: character.id, cards, expect: current },
      id,
    );
    store.replaceDocument(result.doc);
    setStack((s) => ({ ...s, savedId: result.id }));
    toast({
      title: id ? `Updated ${name}` : `Saved ${name}`,
      description: "The set's checks now warn when a card edit changes what this stack shows.",
      tone: "success",
      action: { label: "Undo", onAction: () => store.undo() },
    });
  }

  function remove(saved: SavedStack) {
    store.replaceDocument(withoutSavedStack(set, saved.id));
    toast({
      title: `Deleted ${saved.name}`,
      action: { label: "Undo", onAction: () => store.undo() },
    });
  }

  const dragged =
    drag?.from === "picker"
      ? set.cards.find((c) => c.id === drag.cardId)
      : drag?.from === "layers"
        ? resolved.layers.find((l) => l.layer.key === drag.key)?.card
        : undefined;

  if (characters.length === 0) {
    return (
      <div className={`sl-root ${props.compact ? "sl-root--compact" : ""}`}>
        <p className="notice" role="alert">
          This set has no characters yet, so there is nothing to build a stack on: add a character
          in the designer first.
        </p>
      </div>
    );
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={labCollisions}
      accessibility={accessibility}
      onDragStart={onDragStart}
      onDragCancel={() => setDrag(undefined)}
      onDragEnd={onDragEnd}
    >
      <div className={`sl-root ${props.compact ? "sl-root--compact" : ""}`}>
        <div className="sl-column sl-column--picker">
          <Select
            label="Character"
            value={stack.character ?? ""}
            placeholder="Choose a character"
            options={characters.map((c) => [c.id, c.name] as const)}
            onChange={(id) => setStack((s) => withCharacter(s, id))}
          />
          <CardPicker
            cards={playable}
            canAdd={character !== undefined}
            dragging={drag !== undefined}
            onAdd={add}
          />
        </div>
        <div className="sl-column sl-column--picture">
          <StackReadout set={set} analysis={reading?.analysis} />
          <StackPicture
            characterName={character?.name}
            reading={reading}
            xray={xray}
            onXray={setXray}
            waiting={unreadable ? `The stack cannot be drawn: ${unreadable}` : undefined}
          />
        </div>
        <div className="sl-column sl-column--layers">
          {resolved.missing.length > 0 && (
            <p className="ws-hint" role="alert">
              {`Left out of the stack, as the set no longer has ${resolved.missing.length === 1 ? "it" : "them"} (or ${resolved.missing.length === 1 ? "it is" : "they are"} not modifiers or untimely deaths): ${resolved.missing.map((id) => `'${id}'`).join(", ")}.`}
            </p>
          )}
          {character ? (
            <StackLayers
              character={character}
              layers={resolved.layers}
              onRemove={(key) => setStack((s) => withoutLayer(s, key))}
            />
          ) : (
            <p className="ws-empty">Choose a character to start a stack.</p>
          )}
          <SavedStacksPanel
            set={set}
            current={current}
            loadedId={stack.savedId}
            onSave={save}
            onLoad={(saved) => setStack(loadedStack(saved))}
            onDelete={remove}
          />
        </div>
      </div>
      <DragOverlay dropAnimation={null}>
        {dragged ? <div className="sl-drag-chip">{dragged.name || dragged.id}</div> : null}
      </DragOverlay>
    </DndContext>
  );
}
