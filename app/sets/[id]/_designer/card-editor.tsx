"use client";
/**
 * The card editor: the card's heading and actions (duplicate, delete), then the card in one of
 * two views that stay in step through the store: the Form, or its JSON.
 */
import { memo, useMemo } from "react";
import type { Card, VellumSet } from "@/lib/model";
import { CARD_TYPE_WORDS } from "@/lib/model";
import { Button, Tab, TabList, TabPanel, Tabs, toast } from "@/app/_ui";
import { CardForm } from "./card-form";
import { CardJsonView } from "./card-json-view";
import type { EditorTargets } from "./editor-targets";
import { JSON_DRAFTS, useHasJsonDraft } from "./json-drafts";
import type { Problem } from "@/app/sets/[id]/_set/problems";
import type { SetDocumentStore } from "@/app/sets/[id]/_set/set-document-store";

/** Which view of the card is shown. */
export type EditorView = "form" | "json";

/**
 * The editor of one card (memoised: the deferred redraw of the list and the problems after a
 * keystroke leaves it alone).
 */
export const CardEditor = memo(function CardEditor(props: {
  card: Card;
  /** Which opening of a card this is (the store's `opened`): see CardForm. */
  session: number;
  set: VellumSet;
  store: SetDocumentStore;
  artFiles: readonly string[];
  problems: readonly Problem[];
  /** Applies a problem's quick fix (the text field's "Use the generated text"). */
  onFix(problem: Problem): void;
  targets: EditorTargets;
  view: EditorView;
  onView(view: EditorView): void;
}) {
  const { card, set, store } = props;
  const name = card.name || "(unnamed)";
  const otherIds = useMemo(
    () => new Set(set.cards.filter((c) => c !== card).map((c) => c.id)),
    [set.cards, card],
  );
  return (
    <section className="ws-editor" aria-label="Card editor">
      <div className="ws-pane-head">
        <h2 className="ws-pane-title">
          {name} <span className="ws-count">{CARD_TYPE_WORDS[card.type]?.one ?? card.type}</span>
        </h2>
        <CardActions id={card.id} name={name} store={store} />
      </div>
      <Tabs
        className="ws-views"
        selectedKey={props.view}
        onSelectionChange={(key) => props.onView(key === "json" ? "json" : "form")}
      >
        <TabList aria-label="View of the card">
          <Tab id="form">Form</Tab>
          <Tab id="json">JSON</Tab>
        </TabList>
        <TabPanel id="form">
          <JsonDraftNotice card={card} onOpen={() => props.onView("json")} />
          <CardForm
            card={card}
            session={props.session}
            set={set}
            store={store}
            artFiles={props.artFiles}
            targets={props.targets}
            problems={props.problems}
            onFix={props.onFix}
          />
        </TabPanel>
        <TabPanel id="json">
          <CardJsonView
            key={props.session}
            card={card}
            otherIds={otherIds}
            problems={props.problems}
            targets={props.targets}
            onCard={(next) => store.replaceCard(card.id, next, { coalesce: `${card.id}/json` })}
          />
        </TabPanel>
      </Tabs>
    </section>
  );
});

/** Duplicate and Delete, redrawn when the card's id or name changes. */
const CardActions = memo(function CardActions(props: {
  id: string;
  name: string;
  store: SetDocumentStore;
}) {
  const { id, name, store } = props;
  return (
    <div className="ws-bar-actions">
      <Button size="small" onPress={() => store.duplicateCard(id)} aria-label={`Duplicate ${name}`}>
        Duplicate
      </Button>
      <Button
        size="small"
        variant="danger"
        aria-label={`Delete ${name}`}
        onPress={() => {
          store.deleteCard(id);
          toast({
            title: `Deleted “${name}”`,
            action: { label: "Undo", onAction: () => store.undo() },
          });
        }}
      >
        Delete
      </Button>
    </div>
  );
});

/**
 * Said above the form while the card has JSON text kept from the JSON view that does not parse:
 * open the JSON view to fix it, or discard it.
 */
function JsonDraftNotice(props: { card: Card; onOpen(): void }) {
  const { card } = props;
  const kept = useHasJsonDraft(card);
  if (!kept) return null;
  return (
    <div className="ws-draft-notice" role="status">
      <p>
        This card has JSON changes that do not parse yet — open JSON to fix them, or discard them.
      </p>
      <div className="ws-bar-actions">
        <Button size="small" onPress={props.onOpen}>
          Open JSON
        </Button>
        <Button size="small" variant="quiet" onPress={() => JSON_DRAFTS.discard(card)}>
          Discard
        </Button>
      </div>
    </div>
  );
}
