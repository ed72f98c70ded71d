"use client";
/**
 * The stack's layers, top first, as a @dnd-kit sortable list: drag a layer (mouse, touch, or
 * Space and the arrows) to reorder; Delete or its Remove button takes it off. The character is
 * the fixed bottom row.
 */
import { SortableContext, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { CloseIcon, IconButton } from "@/app/_ui";
import { CARD_TYPE_WORDS } from "@/lib/model";
import type { Card } from "@/lib/model";
import type { DragData } from "./stack-dnd";
import type { Layer } from "./built-stack";

function LayerRow(props: {
  layer: Layer;
  card: Card;
  position: number;
  total: number;
  onRemove(): void;
}) {
  const { layer, card } = props;
  const data: DragData = { from: "layers", key: layer.key };
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: layer.key,
    data,
  });
  const name = card.name || card.id;
  return (
    <li
      ref={setNodeRef}
      className={`sl-layer sl-type-${card.type} ${isDragging ? "sl-layer--dragging" : ""}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <div
        {...attributes}
        {...listeners}
        aria-roledescription="sortable layer"
        aria-label={`${name}, layer ${props.position} of ${props.total} from the top`}
        className="sl-layer-grip"
        onKeyDown={(e) => {
          listeners?.onKeyDown?.(e);
          if (!e.defaultPrevented && (e.key === "Delete" || e.key === "Backspace")) {
            e.preventDefault();
            props.onRemove();
          }
        }}
      >
        <span className="sl-layer-at" aria-hidden="true">
          {props.position}
        </span>
        <span className="sl-layer-name">{name}</span>
        <span className="sl-layer-type">{CARD_TYPE_WORDS[card.type].one}</span>
      </div>
      <IconButton
        aria-label={`Remove ${name}`}
        size="small"
        icon={<CloseIcon />}
        onPress={props.onRemove}
      />
    </li>
  );
}

/** The list of layers (top first) over the character. */
export function StackLayers(props: {
  character: Card;
  /** Bottom to top, as the stack is. */
  layers: readonly { layer: Layer; card: Card }[];
  onRemove(key: string): void;
}) {
  const topFirst = [...props.layers].reverse();
  const ids = topFirst.map((l) => l.layer.key);
  return (
    <section className="sl-layers" aria-labelledby="sl-layers-title">
      <h2 className="sl-title" id="sl-layers-title">
        Layers <span className="ws-count">top first</span>
      </h2>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className="sl-layer-list" aria-labelledby="sl-layers-title">
          {topFirst.map(({ layer, card }, i) => (
            <LayerRow
              key={layer.key}
              layer={layer}
              card={card}
              position={i + 1}
              total={topFirst.length}
              onRemove={() => props.onRemove(layer.key)}
            />
          ))}
        </ol>
      </SortableContext>
      {topFirst.length === 0 && (
        <p className="ws-empty">
          No cards on {props.character.name} yet: drag one from the picker onto the picture.
        </p>
      )}
      <p className="sl-layer sl-layer--character">
        <span className="sl-layer-name">{props.character.name}</span>
        <span className="sl-layer-type">character, at the bottom</span>
      </p>
    </section>
  );
}
