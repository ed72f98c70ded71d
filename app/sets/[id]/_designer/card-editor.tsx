"use client";
/**
 * The card editor: the card's heading and actions (duplicate, delete), then the card in one of
 * two views that stay in step through the store: the Form, or its JSON.
 */
import { createContext, memo, useContext, useMemo } from "react";
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

/** What the card editor is given. */
interface CardEditorProps {
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
}

/** What the editor's views show, read through context (see `EditorViews`). */
interface EditorState extends Omit<CardEditorProps, "view"> {
  otherIds: ReadonlySet<string>;
}

const EditorOf = createContext<EditorState | null>(null);

/** The Form view of the open card. */
function FormView() {
  const state = useContext(EditorOf);
  if (!state) return null;
  const { card } = state;
  return (
    <>
      <JsonDraftNotice card={card} onOpen={() => state.onView("json")} />
      <CardForm
        card={card}
        session={state.session}
        set={state.set}
        store={state.store}
        artFiles={state.artFiles}
        targets={state.targets}
        problems={state.problems}
        onFix={state.onFix}
      />
    </>
  );
}

/** The JSON view of the open card. */
function JsonView() {
  const state = useContext(EditorOf);
  if (!state) return null;
  const { card, store } = state;
  return (
    <CardJsonView
      key={state.session}
      card={card}
      otherIds={state.otherIds}
      problems={state.problems}
      targets={state.targets}
      onCard={(next) => store.replaceCard(card.id, next, { coalesce: `${card.id}/json` })}
    />
  );
}

/** One element each for the page's life: the views redraw through context. */
const FORM_VIEW = <FormView />;
const JSON_VIEW = <JsonView />;

/**
 * The Form and JSON tabs, redrawn only when the view changes: an edit redraws the view's content
 * through `EditorOf`, never react-aria's tab panels (each of their renders looks for a tabbable
 * child, forcing the page's style and layout: issue 26, a keystroke in one frame).
 */
const EditorViews = memo(function EditorViews(props: {
  view: EditorView;
  onView(view: EditorView): void;
}) {
  const { onView } = props;
  return (
    <Tabs
      className="ws-views"
      selectedKey={props.view}
      onSelectionChange={(key) => onView(key === "json" ? "json" : "form")}
    >
      <TabList aria-label="View of the card">
        <Tab id="form">Form</Tab>
        <Tab id="json">JSON</Tab>
      </TabList>
      <TabPanel id="form">{FORM_VIEW}</TabPanel>
      <TabPanel id="json">{JSON_VIEW}</TabPanel>
    </Tabs>
  );
});

/**
 * The editor of one card (memoised: the deferred redraw of the list and the problems after a
 * keystroke leaves it alone).
 */
export const CardEditor = memo(function CardEditor(props: CardEditorProps) {
  const { card, session, set, store, artFiles, problems, onFix, targets, onView } = props;
  const name = card.name || "(unnamed)";
  const otherIds = useMemo(
    () => new Set(set.cards.filter((c) => c !== card).map((c) => c.id)),
    [set.cards, card],
  );
  const state = useMemo(
    (): EditorState => ({
      card,
      session,
      set,
      store,
      artFiles,
      problems,
      onFix,
      targets,
      onView,
      otherIds,
    }),
    [card, session, set, store, artFiles, problems, onFix, targets, onView, otherIds],
  );
  return (
    <section className="ws-editor" aria-label="Card editor">
      <div className="ws-pane-head">
        <h2 className="ws-pane-title">
          {name} <span className="ws-count">{CARD_TYPE_WORDS[card.type]?.one ?? card.type}</span>
        </h2>
        <CardActions id={card.id} name={name} store={store} />
      </div>
      <EditorOf.Provider value={state}>
        <EditorViews view={props.view} onView={onView} />
      </EditorOf.Provider>
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
