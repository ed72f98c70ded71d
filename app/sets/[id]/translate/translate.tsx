"use client";
/**
 * The translator's view (issue 24, point 3): for one of the set's other languages, every card a
 * row with its name, rules text, flavour and reminder, the main language's text beside each translation,
 * and where each stands (lib/text `translationStatus`: missing, changed since translated, done,
 * not tracked), filterable. Edits go through the page's set document store like the designer's
 * (one undo step per sitting at a cell, autosaved); each saved translation remembers its source
 * (lib/edit `translateCard`). Translators' files go out and come back in `translate-exchange.tsx`.
 */
import Link from "next/link";
import { useCallback, useMemo, useRef, useState } from "react";
import { confirmTranslation, translateCard } from "@/lib/edit";
import type { Card, VellumSet } from "@/lib/model";
import { languageLabel } from "@/lib/model";
import type { TranslatedField } from "@/lib/text";
import { translationStatus } from "@/lib/text";
import { Radio, RadioGroup, Select } from "@/app/_ui";
import { SetPageChrome } from "@/app/sets/[id]/_set/set-page-chrome";
import type { LoadedSet } from "@/app/sets/[id]/_set/use-set-document";
import { useSetDocument } from "@/app/sets/[id]/_set/use-set-document";
import type { SetDocumentStore } from "@/app/sets/[id]/_set/set-document-store";
import { TranslateList } from "./translate-list";
import type { TranslateFilter } from "./translate-model";
import { filterCounts, shownRows, summary } from "./translate-model";
import { ExchangeControls } from "./translate-exchange";

/** The view's keys, listed under undo and redo by `?`. */
const TRANSLATE_KEYS = [
  { keys: "Tab / Shift+Tab", what: "Next / previous translation" },
  { keys: "Enter / Shift+Enter", what: "The same text of the next / previous card" },
  { keys: "Alt+Enter", what: "A new line in a rules text or flavour" },
];

/** The language asked for in the address (`?language=it`), if any. */
function askedLanguage(): string | undefined {
  try {
    return new URLSearchParams(window.location.search).get("language") ?? undefined;
  } catch {
    return undefined;
  }
}

/** The translation page of one set. */
export function Translate({ loaded }: { loaded: LoadedSet }) {
  const opened = useSetDocument(loaded);
  const { store, snapshot } = opened;
  const doc = snapshot.doc;
  const others = useMemo(
    () => (doc.languages ?? []).filter((l) => l !== doc.language),
    [doc.languages, doc.language],
  );
  const [picked, setPicked] = useState<string | undefined>(askedLanguage);
  const language = picked !== undefined && others.includes(picked) ? picked : others[0];
  const choose = useCallback((tag: string) => {
    setPicked(tag);
    const url = new URL(window.location.href);
    url.searchParams.set("language", tag);
    window.history.replaceState(window.history.state, "", url);
  }, []);

  return (
    <div className="tr-root">
      <SetPageChrome
        document={opened}
        name={`${doc.name || "Untitled set"} — translate`}
        keys={TRANSLATE_KEYS}
      />
      {language === undefined ? (
        <div className="tr-none">
          <p>
            This set is in {languageLabel(doc.language)} only: there is nothing to translate into
            yet.{" "}
            <Link href={`/sets/${encodeURIComponent(loaded.setId)}/settings#languages`}>
              Add a language in its settings
            </Link>
            , then come back to translate its cards.
          </p>
        </div>
      ) : (
        <TranslateBody
          key={language}
          set={doc}
          store={store}
          language={language}
          languages={others}
          onLanguage={choose}
        />
      )}
    </div>
  );
}

/** The view for one language: its controls, where it stands, and the cards. */
function TranslateBody(props: {
  set: VellumSet;
  store: SetDocumentStore;
  language: string;
  languages: readonly string[];
  onLanguage(tag: string): void;
}) {
  const { set, store, language } = props;
  const { cards } = set;
  // The statuses read the whole set: whether a rules text is generated in the language, and the
  // main language's printed text, depend on its words, families, icons and phrases too.
  const status = useMemo(() => translationStatus(set, language), [set, language]);
  const [filter, setFilter] = useState<TranslateFilter>("all");
  // Cards translated since the filter was chosen stay listed (translate-model.ts `shownRows`).
  const [kept, setKept] = useState<ReadonlySet<string>>(() => new Set());
  const rows = useMemo(() => shownRows(status.cards, filter, kept), [status, filter, kept]);
  const counts = filterCounts(status.counts, cards.length);
  const label = languageLabel(language);

  // Each focus of a cell starts a sitting: its edits are one undo step.
  const sittings = useRef(0);
  const newSitting = useCallback(() => ++sittings.current, []);
  const keep = useCallback((id: string) => {
    setKept((k) => (k.has(id) ? k : new Set(k).add(id)));
  }, []);
  const edit = useCallback(
    (card: Card, field: TranslatedField, value: string, sitting: number) => {
      keep(card.id);
      store.updateCard(
        card.id,
        { translations: translateCard(card, language, field, value) },
        { coalesce: `translate/${language}/${card.id}/${field}/${sitting}`, sitting: true },
      );
    },
    [store, language, keep],
  );
  const confirm = useCallback(
    (card: Card, field: TranslatedField) => {
      keep(card.id);
      store.updateCard(card.id, { translations: confirmTranslation(card, language, field) });
    },
    [store, language, keep],
  );

  return (
    <>
      <div className="tr-tools">
        <Select
          label="Language"
          className="tr-language"
          value={language}
          options={props.languages.map((l) => [l, languageLabel(l)] as const)}
          onChange={props.onLanguage}
        />
        <RadioGroup
          label="Show"
          orientation="horizontal"
          className="tr-filter"
          value={filter}
          onChange={(v) => {
            setFilter(v as TranslateFilter);
            setKept(new Set());
          }}
        >
          <Radio value="all">All ({counts.all})</Radio>
          <Radio value="missing">Missing ({counts.missing})</Radio>
          <Radio value="changed">Changed since translated ({counts.changed})</Radio>
        </RadioGroup>
        <ExchangeControls
          set={set}
          store={store}
          language={language}
          onLanguage={props.onLanguage}
        />
      </div>
      <p className="tr-summary" role="status">
        {summary(status.counts, label)}
      </p>
      <TranslateList
        set={set}
        rows={rows}
        language={language}
        filter={filter}
        onEdit={edit}
        onConfirm={confirm}
        newSitting={newSitting}
      />
    </>
  );
}
