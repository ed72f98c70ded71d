"use client";
/**
 * The set workspace: card list, card editor and live preview side by side (resizable), the
 * problems panel, the save status and the conflict dialog. Thin: state lives in the store and
 * the sync (_set/use-set-document.ts); this lays them out and turns gestures into store calls.
 */
import { useRouter } from "next/navigation";
import {
  createContext,
  useContext,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import type { Card, CardType, VellumSet } from "@/lib/model";
import { Button, toast } from "@/app/_ui";
import { ArtDropTarget } from "@/app/sets/[id]/_set/art-drop-target";
import type { EditorView } from "./card-editor";
import { CardEditor } from "./card-editor";
import { fieldRangeIn } from "./card-json";
import { CardGrid } from "./card-grid";
import { CardList } from "./card-list";
import { CardPreview } from "./card-preview";
import { EditorTargets } from "./editor-targets";
import { effectPlaceOf } from "./effect-place";
import { focusFormField } from "./field-focus";
import { usePictures } from "@/app/sets/[id]/_set/pictures";
import { SEARCH_ID } from "./list-filters";
import { restoreRevision } from "@/app/sets/[id]/_set/history-api";
import { HistoryDialog } from "@/app/sets/[id]/_set/history-dialog";
import type { HistoryEntry } from "@/app/sets/[id]/_set/history-model";
import { problemHref, problemPlace } from "@/app/sets/[id]/_set/problem-place";
import type { Problem } from "@/app/sets/[id]/_set/problems";
import { problemsOf } from "@/app/sets/[id]/_set/problems";
import { ProblemsPanel } from "./problems-panel";
import { applyGeneratedText } from "./text-fix";
import { SetPageChrome } from "@/app/sets/[id]/_set/set-page-chrome";
import type { ShortcutAction } from "@/app/sets/[id]/_set/shortcuts";
import { EFFECT_KEYS, GRID_KEYS, LIST_KEYS, SHORTCUTS } from "@/app/sets/[id]/_set/shortcuts";
import type { KeyGroup } from "@/app/_ui";
import type { LoadedSet } from "@/app/sets/[id]/_set/use-set-document";
import { useSetDocument } from "@/app/sets/[id]/_set/use-set-document";
import { useLayout } from "./use-layout";
import { useProblems } from "@/app/sets/[id]/_set/use-problems";
import { Splitter } from "./splitter";
import { LiveSet, PreviewTabs } from "./preview-tabs";
import type { Pictures } from "@/app/sets/[id]/_set/pictures";
import { listArt } from "@/app/sets/[id]/_set/art-api";
import { LinkedSheetControl } from "./sheet/sheet-control";
import { useLatestCallback } from "./latest-callback";

/** The designer's `?` list: every shortcut, then the card list's and the effect editor's keys. */
const DESIGNER_KEYS: readonly KeyGroup[] = [
  { keys: SHORTCUTS },
  { title: "In the card list", keys: LIST_KEYS },
  { title: "In the card grid", keys: GRID_KEYS },
  { title: "In the effect editor", keys: EFFECT_KEYS },
];

const EMPTY = new Map();

/** Whether `a` and `b` list the same cards in the same order (by id). */
function sameCardIds(a: VellumSet, b: VellumSet): boolean {
  if (a.cards === b.cards) return true;
  return a.cards.length === b.cards.length && a.cards.every((c, i) => c.id === b.cards[i]?.id);
}

/** What the preview tab shows: the open card as the set now has it, and where art comes from. */
interface PreviewState {
  card: Card | undefined;
  set: VellumSet;
  setId: string;
  pictures: Pictures | undefined;
  fontError: string | undefined;
  artFiles: string[];
  onUploaded(file: string): void;
}

const PreviewOf = createContext<PreviewState | null>(null);

/** The open card's preview (an art file dropped on it becomes the card's art). */
function LivePreview() {
  const state = useContext(PreviewOf);
  if (!state) return null;
  const { card, set } = state;
  return (
    <ArtDropTarget
      setId={state.setId}
      cardName={card?.name}
      taken={state.artFiles}
      onUploaded={state.onUploaded}
    >
      <CardPreview card={card} set={set} pictures={state.pictures} fontError={state.fontError} />
    </ArtDropTarget>
  );
}

/** One element for the page's life: the preview tab redraws through context (preview-tabs.tsx). */
const LIVE_PREVIEW = <LivePreview />;

/** The designer of one set. */
export function Designer({ loaded }: { loaded: LoadedSet }) {
  const opened = useSetDocument(loaded);
  const router = useRouter();
  const { store, sync, snapshot } = opened;
  const { doc, selectedId } = snapshot;
  // What only shows the set (the list, the problems, the sheet, history) follows a keystroke a
  // moment later, in a render React may interrupt: the keystroke itself redraws the card's form
  // and its preview only (issue 26: one frame on a 500-card set). A card added, deleted, moved
  // or given another id is in the list at once.
  const deferredDoc = useDeferredValue(doc);
  const shownDoc = sameCardIds(deferredDoc, doc) ? deferredDoc : doc;
  const root = useRef<HTMLDivElement>(null);
  const editorRef = useRef<HTMLDivElement>(null);
  const { widths, setWidths, height } = useLayout(root);
  const [artFiles, setArtFiles] = useState<string[]>([]);
  // Until the art folder is listed, art is not checked (every file would read as missing).
  const [artListed, setArtListed] = useState(false);
  const [history, setHistory] = useState(false);
  const [view, setView] = useState<EditorView>("form");
  // The card grid takes the list's and the editor's place; the preview stays.
  const [grid, setGrid] = useState(false);
  const [targets] = useState(() => new EditorTargets());
  const setId = loaded.setId;
  const { pictures, fontError } = usePictures(setId);
  const report = useProblems(doc, pictures, artListed ? artFiles : undefined);
  const card = doc.cards.find((c) => c.id === selectedId);
  const cardProblems = useMemo(
    () => (report && selectedId ? problemsOf(report, selectedId) : []),
    [report, selectedId],
  );

  useEffect(() => {
    // NOTE: without the list, art names are not suggested; nothing else depends on it.
    void listArt(setId).then((listed) => {
      if (!listed.ok) return;
      setArtFiles(listed.value.map((f) => f.file));
      setArtListed(true);
    });
  }, [setId]);

  // Other pages open a card with ?card=<id> (the settings' family and language lists, the
  // lab's card-impact table).
  useEffect(() => {
    const wanted = new URLSearchParams(window.location.search).get("card");
    if (wanted && store.getSnapshot().doc.cards.some((c) => c.id === wanted)) store.select(wanted);
  }, [store]);

  // A link to a problem (the pages that need a sound set) adds &field=<field> to ?card=: once
  // the problems are known, that problem is opened at its field, once.
  const linkedProblem = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (linkedProblem.current === null || !report) return;
    const query = new URLSearchParams(window.location.search);
    const [cardId, field] = [query.get("card"), query.get("field")];
    linkedProblem.current = null;
    const p = report.problems.find((q) => q.cardId === cardId && q.field === field);
    if (p) openProblemRef.current(p);
  }, [report]);

  /**
   * Opens a problem's card and puts the cursor on it: in the JSON, the effect or the form. A
   * problem of the set itself goes to the page that fixes it (its settings section and field, the
   * frames page, the stacks page).
   */
  function openProblem(p: Problem) {
    if (p.cardId === undefined) {
      const place = problemPlace(doc, p.diagnostic.pointer);
      if (place.page !== "card") router.push(problemHref(setId, place));
      return;
    }
    store.select(p.cardId);
    setGrid(false); // the card's editor shows where the problem is
    const field = p.field;
    if (field === undefined) return;
    // After the card's editor has rendered (and, the first time, its code editor mounted).
    requestAnimationFrame(() => {
      const open = store.getSnapshot();
      const target = open.doc.cards.find((c) => c.id === open.selectedId);
      const json = targets.get("json");
      if (view === "json" && json) {
        const start = fieldRangeIn(json.text(), field).start;
        return json.reveal({ line: start.line, column: start.column });
      }
      const effect = targets.get("effect");
      if (target && field.split("/")[0] === "effect" && effect) {
        return effect.reveal(effectPlaceOf(p.diagnostic, target, open.doc));
      }
      const host = editorRef.current;
      if (host) focusFormField(host, field);
    });
  }

  /** The quick fix "Use the generated text": one undoable edit, saved like any other. */
  function fixProblem(p: Problem) {
    if (!applyGeneratedText(store, p)) return;
    toast({
      title: "The card prints the text generated from its effect",
      description: "Its written text in that language was removed.",
      tone: "success",
      action: { label: "Undo", onAction: () => store.undo() },
    });
  }

  const openProblemRef = useRef(openProblem);
  openProblemRef.current = openProblem;
  const onOpenProblem = useLatestCallback(openProblem);
  const onFixProblem = useLatestCallback(fixProblem);

  async function restore(entry: HistoryEntry, when: string): Promise<string | undefined> {
    if (!entry.doc) return "this version cannot be read as a set";
    const outcome = await restoreRevision(
      { setId, store, sync },
      entry.revision.revision,
      entry.doc,
    );
    if (!outcome.ok) return outcome.error;
    toast({
      title: `Restored the version of ${when}`,
      description: "It is saved as the newest version.",
      tone: "success",
      action: { label: "Undo", onAction: () => store.undo() },
    });
    return undefined;
  }

  /**
   * Adds a card (of `type`, else like the selected one) and puts the cursor in its Name, the
   * placeholder name selected so that typing replaces it.
   */
  function newCard(type?: CardType) {
    store.addCard(type);
    setView("form");
    // After the new card's editor has rendered.
    requestAnimationFrame(() => {
      const host = editorRef.current;
      if (host) focusFormField(host, "name", { selectAll: true });
    });
  }

  function step(by: number) {
    const i = doc.cards.findIndex((c) => c.id === selectedId);
    const next = doc.cards[Math.min(doc.cards.length - 1, Math.max(0, i + by))];
    if (next) store.select(next.id);
  }

  const onNewCard = useLatestCallback(newCard);
  const onUploaded = useLatestCallback((file: string) => {
    setArtFiles((files) => [...new Set([...files, file])].sort());
    if (card) store.updateCard(card.id, { art: file });
  });
  const preview = useMemo(
    (): PreviewState => ({ card, set: doc, setId, pictures, fontError, artFiles, onUploaded }),
    [card, doc, setId, pictures, fontError, artFiles, onUploaded],
  );
  const onGrid = useLatestCallback(() => setGrid(true));

  // The bar's own buttons, the same elements until the (deferred) set changes: the bar is
  // memoised, so a keystroke leaves it alone.
  const barActions = useMemo(
    () => (
      <>
        <Button size="small" variant="quiet" onPress={() => setHistory(true)}>
          History
        </Button>
        <LinkedSheetControl setId={setId} set={shownDoc} store={store} />
      </>
    ),
    [setId, shownDoc, store],
  );

  /** The designer's own shortcuts (undo, redo and help are the page chrome's). */
  function shortcut(action: ShortcutAction): boolean {
    switch (action) {
      case "new":
        newCard();
        return true;
      case "duplicate":
        if (selectedId) store.duplicateCard(selectedId);
        return true;
      case "next":
        step(1);
        return true;
      case "previous":
        step(-1);
        return true;
      case "search":
        document.getElementById(SEARCH_ID)?.focus();
        return true;
      case "history":
        setHistory(true);
        return true;
      case "json":
        setView(view === "json" ? "form" : "json");
        return true;
      default:
        return false;
    }
  }

  return (
    <div className="ws-root" ref={root} style={height ? { height } : undefined}>
      <SetPageChrome document={opened} keys={{ groups: DESIGNER_KEYS }} onShortcut={shortcut}>
        {barActions}
      </SetPageChrome>
      <div
        className="ws-panes"
        style={{
          gridTemplateColumns: grid
            ? `minmax(22rem, 1fr) 6px ${widths.preview}px`
            : `${widths.list}px 6px minmax(22rem, 1fr) 6px ${widths.preview}px`,
        }}
      >
        {grid ? (
          <CardGrid
            set={doc}
            setId={setId}
            selectedId={selectedId}
            problems={report?.byCard ?? EMPTY}
            store={store}
            onList={() => setGrid(false)}
          />
        ) : (
          <>
            <CardList
              set={shownDoc}
              selectedId={selectedId}
              problems={report?.byCard ?? EMPTY}
              store={store}
              onAdd={onNewCard}
              onGrid={onGrid}
            />
            <Splitter
              label="Resize the card list"
              value={widths.list}
              min={220}
              max={480}
              onChange={(list) => setWidths({ ...widths, list })}
            />
            <div className="ws-editor-pane" ref={editorRef}>
              {card ? (
                <CardEditor
                  card={card}
                  session={snapshot.opened}
                  set={doc}
                  store={store}
                  artFiles={artFiles}
                  problems={cardProblems}
                  onFix={onFixProblem}
                  targets={targets}
                  view={view}
                  onView={setView}
                />
              ) : (
                <p className="ws-empty">No card selected: choose one in the list or add one.</p>
              )}
            </div>
          </>
        )}
        <Splitter
          label="Resize the preview"
          value={widths.preview}
          min={260}
          max={560}
          invert
          onChange={(preview) => setWidths({ ...widths, preview })}
        />
        <div className="ws-side-pane">
          <LiveSet.Provider value={doc}>
            <PreviewOf.Provider value={preview}>
              <PreviewTabs store={store} setId={setId} preview={LIVE_PREVIEW} />
            </PreviewOf.Provider>
          </LiveSet.Provider>
          <ProblemsPanel
            set={shownDoc}
            report={report}
            onOpen={onOpenProblem}
            onFix={onFixProblem}
          />
        </div>
      </div>
      <HistoryDialog
        isOpen={history}
        onOpenChange={setHistory}
        setId={setId}
        current={shownDoc}
        onRestore={restore}
      />
    </div>
  );
}
