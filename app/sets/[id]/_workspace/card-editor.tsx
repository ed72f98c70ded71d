"use client";
/**
 * The card editor: the card's heading and actions (duplicate, delete), then its form.
 */
import type { Card, VellumSet } from "../../../../lib/model";
import { CARD_TYPE_WORDS } from "../../../../lib/model";
import { Button, toast } from "../../../_ui";
import { CardForm } from "./card-form";
import type { WorkspaceStore } from "./workspace-store";

/** The editor of one card. */
export function CardEditor(props: {
  card: Card;
  set: VellumSet;
  store: WorkspaceStore;
  artFiles: readonly string[];
}) {
  const { card, store } = props;
  const name = card.name || "(unnamed)";
  return (
    <section className="ws-editor" aria-label="Card editor">
      <div className="ws-pane-head">
        <h2 className="ws-pane-title">
          {name} <span className="ws-count">{CARD_TYPE_WORDS[card.type]?.one ?? card.type}</span>
        </h2>
        <div className="ws-bar-actions">
          <Button
            size="small"
            onPress={() => store.duplicateCard(card.id)}
            aria-label={`Duplicate ${name}`}
          >
            Duplicate
          </Button>
          <Button
            size="small"
            variant="danger"
            aria-label={`Delete ${name}`}
            onPress={() => {
              store.deleteCard(card.id);
              toast({
                title: `Deleted “${name}”`,
                action: { label: "Undo", onAction: () => store.undo() },
              });
            }}
          >
            Delete
          </Button>
        </div>
      </div>
      <CardForm card={card} set={props.set} store={store} artFiles={props.artFiles} />
    </section>
  );
}
