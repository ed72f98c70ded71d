"use client";
/**
 * The set's house style (`phrases`): its own wording of any phrase the rules text is generated
 * with, per language. One language at a time (the set's main language and its others), every
 * phrase id listed with the shipped phrase, the placeholders an override must keep and what the
 * phrase is for, the set's override (saved as typed, one undo step per field; an override with a
 * problem is saved all the same, marked with where the problem is, and ignored by generation
 * until it is fixed) and an example card text written with it, so the house style is seen
 * taking effect. Not virtualised: one language's 92 rows are few enough, and every override
 * field stays in the page for the problems list to focus.
 */
import {
  memo,
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { Button, Select, TextField } from "@/app/_ui";
import { setPhrase } from "@/lib/edit";
import { languageName, plural } from "@/lib/model";
import { catalogChoice } from "@/lib/text";
import type { PhraseExample } from "@/lib/text";
import type { phraseExample } from "@/lib/text/examples";
import { DraftField, named } from "./fields";
import type { PhraseRow } from "./house-style";
import { houseStyleLanguages, overriddenPhrases, phraseRows, problemPosition } from "./house-style";
import { Section } from "./section";
import type { SectionProps } from "./section";

function languageLabel(tag: string): string {
  return `${languageName(tag) ?? tag} (${tag})`;
}

type PhraseItemProps = Parameters<typeof PhraseItemView>[0];

/** Whether a row shows the same as before (its objects are rebuilt on every edit). */
function samePhraseItem(a: PhraseItemProps, b: PhraseItemProps): boolean {
  const same = (x: object | undefined, y: object | undefined) =>
    JSON.stringify(x) === JSON.stringify(y);
  return (
    a.language === b.language &&
    a.setPhrase === b.setPhrase &&
    same(a.row, b.row) &&
    same(a.example, b.example)
  );
}

/**
 * One phrase: what ships, the set's override, and an example written with it. Memoised: typing
 * anywhere on the page re-renders only the rows whose phrase or example changed.
 */
const PhraseItem = memo(PhraseItemView, samePhraseItem);

function PhraseItemView(props: {
  row: PhraseRow;
  example: PhraseExample | undefined;
  language: string;
  setPhrase(id: string, text: string, coalesce?: string): void;
}) {
  const { row, example, language } = props;
  const { id } = row;
  const titleId = `phrase-${language}-${id}`;
  return (
    <li className="st-phrase">
      <div className="st-phrase-about">
        <h3 className="st-phrase-id" id={titleId}>
          <code>{id}</code>
          {row.override !== undefined && <span className="st-phrase-badge">overridden</span>}
        </h3>
        <p className="st-phrase-description">{row.description}</p>
        {row.placeholders.length > 0 && (
          <p className="st-phrase-placeholders">
            Keep:{" "}
            {row.placeholders.map((p) => (
              <code key={p}>{`{${p}}`}</code>
            ))}
          </p>
        )}
        {row.phrase !== undefined && (
          <div className="st-phrase-default">
            <span className="st-phrase-caption">Shipped phrase</span>
            <code>{row.phrase}</code>
          </div>
        )}
      </div>
      <div className="st-phrase-own">
        <DraftField
          multiline
          pointer={`/phrases/${language}/${id}`}
          label={named("Override", `of ${id} (${language})`)}
          value={row.override ?? ""}
          placeholder="The shipped phrase"
          validate={(text) => {
            const where =
              row.problem && text === row.override ? problemPosition(text, row.problem) : undefined;
            return where && `The problem is ${where}`;
          }}
          onCommit={(text) => props.setPhrase(id, text, `phrases/${language}/${id}`)}
        />
        <div className="st-item-actions">
          {row.override === undefined && row.phrase !== undefined && (
            <Button
              size="small"
              variant="quiet"
              aria-label={`Start ${id} from the shipped phrase`}
              onPress={() => props.setPhrase(id, row.phrase!)}
            >
              Start from the shipped phrase
            </Button>
          )}
          {row.override !== undefined && (
            <Button
              size="small"
              variant="quiet"
              aria-label={row.phrase === undefined ? `Remove ${id}` : `Reset ${id} to default`}
              onPress={() => props.setPhrase(id, "")}
            >
              {row.phrase === undefined ? "Remove" : "Reset to default"}
            </Button>
          )}
        </div>
        {example && (
          <figure className="st-phrase-example" aria-label={`Example of ${id}`}>
            <figcaption>
              Prints{example.card ? ` (card “${example.card.name}”)` : ""}
              {row.problem ? ", with the shipped phrase until the problem is fixed" : ""}:
            </figcaption>
            <p className="st-phrase-text" data-testid={`example-${id}`}>
              {example.text}
            </p>
            <code className="st-phrase-effect">{example.effect}</code>
          </figure>
        )}
      </div>
    </li>
  );
}

/** lib/text's House style examples, fetched apart (lib/README: they carry the DSL's fixtures). */
type ExamplesCode = { phraseExample: typeof phraseExample };

/** The house-style section. */
export function HouseStyleSection({ set, edit }: SectionProps) {
  const languages = houseStyleLanguages(set);
  const [picked, setPicked] = useState(set.language);
  // A language removed in the meantime falls back to the main one.
  const language = languages.includes(picked) ? picked : set.language;
  const [query, setQuery] = useState("");
  const { phrases } = set;
  const rows = useMemo(() => phraseRows({ phrases }, language, query), [phrases, language, query]);
  // The examples depend on what the text is written with (phrases, words, headings, family and
  // icon names, the cards for a fallback), not on the set's name or credits: typing elsewhere on
  // the page writes none of them again. They follow the set a moment late (a deferred render),
  // so typing never waits for them.
  const deferred = useDeferredValue(set);
  const { rules, families, icons, cards } = deferred;
  const written = useMemo(
    () => deferred,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the set's parts the text reads
    [deferred.phrases, rules, families, icons, cards],
  );
  // The examples' code (with the effect language's fixtures) is fetched when the section comes
  // near the screen: the rest of the page never waits for it.
  const [examplesCode, setExamplesCode] = useState<ExamplesCode | null>(null);
  const near = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const probe = near.current;
    if (!probe) return;
    let live = true;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        void import("@/lib/text/examples").then((code) => live && setExamplesCode(code));
      },
      { rootMargin: "600px 0px" },
    );
    observer.observe(probe);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, []);
  const examples = useMemo(
    () =>
      new Map(
        phraseRows(written, language).map((row) => [
          row.id,
          row.phrase === undefined || examplesCode === null
            ? undefined
            : examplesCode.phraseExample(row.id, written, language),
        ]),
      ),
    [written, language, examplesCode],
  );
  const latest = useRef({ set, edit });
  useLayoutEffect(() => {
    latest.current = { set, edit };
  });
  const editPhrase = useCallback(
    (id: string, text: string, coalesce?: string) => {
      const now = latest.current;
      now.edit(setPhrase(now.set, language, id, text), coalesce);
    },
    [language],
  );
  const overridden = overriddenPhrases(set, language).length;
  const fallback = catalogChoice(language, set).problem;
  return (
    <Section
      id="house-style"
      title="House style"
      lede="The set's own wording of the phrases its cards' rules text is generated with, per language. An override is an ICU message: keep the placeholders the phrase lists (the generator fills them in); one with a problem is saved and marked, and the shipped phrase prints until it is fixed."
    >
      <div ref={near} className="st-phrase-tools" data-pointer="/phrases">
        <Select
          label="Language of the phrases"
          value={language}
          options={languages.map((tag): [string, string] => [tag, languageLabel(tag)])}
          onChange={setPicked}
        />
        <TextField
          type="search"
          label="Search phrases"
          placeholder="Id or words, e.g. op.draw"
          value={query}
          onChange={setQuery}
        />
        <p className="st-phrase-count" role="status">
          {rows.length === 0
            ? "No phrase matches the search."
            : `${plural(rows.length, "phrase")}${query.trim() ? " match" : ""}; ${overridden} overridden in ${languageName(language) ?? language}.`}
        </p>
      </div>
      {fallback && <p className="st-lede">{fallback.message}</p>}
      <ul className="st-phrases" aria-label={`Phrases in ${languageName(language) ?? language}`}>
        {rows.map((row) => (
          <PhraseItem
            key={`${language}/${row.id}`}
            row={row}
            example={examples.get(row.id)}
            language={language}
            setPhrase={editPhrase}
          />
        ))}
      </ul>
    </Section>
  );
}
