"use client";
/**
 * The card editor's form: every field of one card, each labelled, each edit one call into the
 * store (typing in a field coalesces into one undo step). "Text" is the rules text printed on
 * the plate (schema `text`; empty prints the effect); "Effect" is the effect-language source the
 * engine runs (schema `effect`). Text fields can edit the default language or any of the set's
 * languages; the effect has no translations. A value that cannot be used stays as typed and
 * its field says why (field-problems.ts). Where the written text disagrees with the effect, the
 * text field lists each difference with the fix "Use the generated text" (text-fix.ts).
 */
import { memo, useMemo, useState, useSyncExternalStore } from "react";
import { idFollowsName, translateCard } from "@/lib/edit";
import { cardRulesText, generatesIn } from "@/lib/text";
import type { Card, CardText, CardTextField, CardType, VellumSet } from "@/lib/model";
import { CARD_TYPES, CARD_TYPE_WORDS, capitalised, languageName, readableWords } from "@/lib/model";
import { NumberField, Radio, RadioGroup, Select, TextArea, TextField } from "@/app/_ui";
import { fromChoice, toChoice } from "@/app/sets/[id]/_set/choice-values";
import { CardLook } from "./card-look";
import { CardSlots } from "./card-slots";
import type { EditorTargets } from "./editor-targets";
import { EffectField } from "./effect-field";
import { cardIdProblem, copiesProblem, familyProblem, typeProblem } from "./field-problems";
import type { SetDocumentStore } from "@/app/sets/[id]/_set/set-document-store";
import type { Problem } from "@/app/sets/[id]/_set/problems";
import { Button } from "@/app/_ui";
import { disagreementLanguage, generatedTextLanguage, USE_GENERATED_TEXT } from "./text-fix";
import { useLatestCallback } from "./latest-callback";

type Patch = Partial<Record<keyof Card, unknown>>;
/** An edit of the open card's field (stable for the form's life: see latest-callback.ts). */
type Edit = (patch: Patch, field: string) => void;

// The form's fields are memoised on their own values with a stable `edit`, so a keystroke in
// one field redraws that field (and the preview), not every select and slot of the card.
const MemoTextField = memo(TextField);
const MemoTextArea = memo(TextArea);

/**
 * What the rules text field prints when left empty in `language` (lib/text `cardRulesText`
 * without the field's own text): the text generated from the effect in the language, or the
 * main language's text (written, or generated in another language where Vellum has no catalog
 * for this one) — the preview's text.
 */
function emptyTextPlaceholder(card: Card, set: VellumSet, language: string): string {
  const translating = language !== set.language;
  const without: Card = translating
    ? {
        ...card,
        translations: {
          ...card.translations,
          [language]: { ...card.translations?.[language], text: undefined },
        },
      }
    : { ...card, text: undefined };
  const printed = cardRulesText(without, set, language);
  if (!printed) return "Empty: no rules text (the card has no effect)";
  const text = printed.text.replace(/\s+/g, " ");
  if (printed.origin !== "generated") return text;
  // Generated in another language (no catalog for this one): say which, never "generated" alone.
  const other = !generatesIn(without, set, language);
  const tongue = languageName(printed.language) ?? printed.language;
  return other
    ? `Empty: the ${tongue} text generated from the effect — ${text}`
    : `Empty: generated from the effect — ${text}`;
}

/** The form for `card`. */
export function CardForm(props: {
  card: Card;
  /**
   * Which opening of a card this is (the store's `opened`): the form stays mounted from one card
   * to the next (remounting every field is most of the time of "next card"), and what it keeps
   * per card (the language of the texts, a typed id, the shown IR) starts afresh with a new one.
   */
  session: number;
  set: VellumSet;
  store: SetDocumentStore;
  artFiles: readonly string[];
  targets: EditorTargets;
  problems: readonly Problem[];
  onFix(problem: Problem): void;
}) {
  const { card, set, store } = props;
  const [chosen, setChosen] = useState<{ language: string; session: number }>();
  const language = chosen?.session === props.session ? chosen.language : set.language;
  const others = useMemo(() => (set.languages ?? []).filter((l) => l !== set.language), [set]);
  const lang = others.includes(language) ? language : set.language;
  const translating = lang !== set.language;
  const edit: Edit = useLatestCallback((patch: Patch, field: string) =>
    store.updateCard(card.id, patch, { coalesce: `${card.id}/${field}` }),
  );
  const tr: CardText = (translating && card.translations?.[lang]) || {};
  const editText = (field: CardTextField, value: string) => {
    if (!translating)
      return edit({ [field]: value === "" && field !== "name" ? undefined : value }, field);
    // Each translation remembers the main-language text it was made from (lib/edit).
    edit({ translations: translateCard(card, lang, field, value) }, `tr/${lang}/${field}`);
  };
  const onName = useLatestCallback((v: string) => editText("name", v));
  const onText = useLatestCallback((v: string) => editText("text", v));
  const onFlavor = useLatestCallback((v: string) => editText("flavor", v));
  const onReminder = useLatestCallback((v: string) => editText("reminder", v));
  const onEffect = useLatestCallback((v: string) =>
    edit({ effect: v === "" ? undefined : v }, "effect"),
  );
  const textOf = (field: CardTextField) => (translating ? (tr[field] ?? "") : (card[field] ?? ""));
  const path = (field: string) => (translating ? `translations/${lang}/${field}` : field);
  const suffix = translating ? ` (${lang})` : "";
  const placeholder = (field: CardTextField) => (translating ? card[field] : undefined);

  return (
    <form
      className="ws-form"
      aria-label={`Edit ${card.name || "card"}`}
      onSubmit={(e) => e.preventDefault()}
    >
      {others.length > 0 && (
        <RadioGroup
          className="ws-languages"
          label="Language of the texts"
          orientation="horizontal"
          value={lang}
          onChange={(l) => setChosen({ language: l, session: props.session })}
        >
          {[set.language, ...others].map((l) => (
            <Radio key={l} value={l}>
              {l === set.language ? `${l} (default)` : l}
            </Radio>
          ))}
        </RadioGroup>
      )}
      <div className="ws-grid">
        <div data-field={path("name")} className="ws-span-2">
          <MemoTextField
            label={`Name${suffix}`}
            value={textOf("name")}
            placeholder={placeholder("name")}
            onChange={onName}
          />
        </div>
        <IdField key={props.session} card={card} set={set} store={store} />
        <TypeField type={card.type} edit={edit} />
        <CopiesField copies={card.copies} edit={edit} />
        {(card.type === "character" || card.family !== undefined) && (
          <FamilyField
            family={card.family}
            problem={familyProblem(card, set)}
            families={set.families}
            word={readableWords(set).familyWord}
            edit={edit}
          />
        )}
      </div>
      {card.type !== "character" && card.type !== "reference" && (
        <CardSlots card={card} set={set} edit={edit} />
      )}
      <div data-field={path("text")}>
        <MemoTextArea
          label={`Text${suffix}`}
          rows={2}
          value={textOf("text")}
          placeholder={emptyTextPlaceholder(card, set, lang)}
          description={
            translating
              ? "The rules text printed in this language (the effect itself is not translated). Leave it empty to print the text generated from the effect in this language, where Vellum has a catalog for it; else the main language's text."
              : "The rules text printed on the plate. Leave it empty to print the text generated from the effect."
          }
          onChange={onText}
        />
        <TextDisagreements
          problems={props.problems.filter(
            (p) => p.field === path("text") && disagreementLanguage(p, set) !== undefined,
          )}
          fixable={(p) => generatedTextLanguage(p, set) !== undefined}
          onFix={props.onFix}
        />
      </div>
      {(card.type !== "character" || card.effect !== undefined) && (
        <EffectField
          card={card}
          session={props.session}
          set={set}
          targets={props.targets}
          onChange={onEffect}
        />
      )}
      <div data-field={path("flavor")}>
        <MemoTextArea
          label={`Flavour${suffix}`}
          rows={2}
          value={textOf("flavor")}
          placeholder={placeholder("flavor")}
          onChange={onFlavor}
        />
      </div>
      {(card.persistent || card.reminder !== undefined) && (
        <div data-field={path("reminder")}>
          <MemoTextField
            label={`Reminder${suffix}`}
            value={textOf("reminder")}
            placeholder={placeholder("reminder")}
            onChange={onReminder}
          />
        </div>
      )}
      <CardLook card={card} set={set} edit={edit} artFiles={props.artFiles} />
    </form>
  );
}

const TYPE_OPTIONS = CARD_TYPES.map((t): [CardType, string] => [t, CARD_TYPE_WORDS[t].one]);

const TypeField = memo(function TypeField(props: { type: CardType; edit: Edit }) {
  const { type, edit } = props;
  return (
    <div data-field="type" className="ws-field">
      <Select
        label="Type"
        value={type}
        options={TYPE_OPTIONS}
        onChange={(t) => edit({ type: t }, "type")}
        errorMessage={typeProblem(type)}
      />
    </div>
  );
});

const CopiesField = memo(function CopiesField(props: { copies: number | undefined; edit: Edit }) {
  const { copies, edit } = props;
  return (
    <div data-field="copies" className="ws-field">
      <NumberField
        label="Copies"
        value={copies ?? 1}
        step={1}
        formatOptions={{ maximumFractionDigits: 0, useGrouping: false }}
        onChange={(n) => edit({ copies: Number.isNaN(n) ? undefined : n }, "copies")}
        errorMessage={copiesProblem(copies)}
      />
    </div>
  );
});

/** The card's family, named with the set's word for it ("Family", "Party"). */
const FamilyField = memo(function FamilyField(props: {
  family: string | undefined;
  problem: string | undefined;
  families: VellumSet["families"];
  word: string;
  edit: Edit;
}) {
  const { family, families, edit } = props;
  return (
    <div data-field="family" className="ws-field ws-span-2">
      <Select
        label={capitalised(props.word)}
        value={toChoice(family)}
        options={[
          [toChoice(""), "(none)"],
          ...families.map((f): [string, string] => [f.id, f.name]),
          ...(family && !families.some((f) => f.id === family)
            ? [[family, `${family} (unknown)`] as [string, string]]
            : []),
        ]}
        onChange={(v) => edit({ family: fromChoice(v) || undefined }, "family")}
        errorMessage={props.problem}
      />
    </div>
  );
});

/** The differences between the written text and the effect, under the text, with the fix. */
function TextDisagreements(props: {
  problems: readonly Problem[];
  /** Whether the fix applies (text generated in the text's language): else it is not offered. */
  fixable(p: Problem): boolean;
  onFix(p: Problem): void;
}) {
  const first = props.problems[0];
  if (!first) return null;
  return (
    <div className="ws-text-disagreements-box">
      <ul className="ws-text-disagreements" aria-label="Where the text disagrees with the effect">
        {props.problems.map((p, i) => (
          <li key={i}>{p.diagnostic.message}</li>
        ))}
      </ul>
      {props.fixable(first) && (
        <Button size="small" variant="quiet" onPress={() => props.onFix(first)}>
          {USE_GENERATED_TEXT}
        </Button>
      )}
    </div>
  );
}

/**
 * The card's id. While it follows the name (lib/edit/card-ids.ts) it says so; an id typed here is the
 * card's from then on. A typed id that cannot be used (not a slug, another card's) stays in the
 * field with the reason and is not applied, so the set never holds two cards with one id.
 */
function IdField(props: { card: Card; set: VellumSet; store: SetDocumentStore }) {
  const { card, set, store } = props;
  const [typed, setTyped] = useState<string>();
  const following = useSyncExternalStore(
    store.subscribe,
    () => store.getSnapshot().following,
    () => store.getSnapshot().following,
  );
  const value = typed ?? card.id;
  const problem = typed === undefined ? undefined : cardIdProblem(typed, set, card.id);
  return (
    <div data-field="id" className="ws-span-2">
      <TextField
        label="Id"
        value={value}
        onChange={(v) => {
          const next = v.trim();
          if (cardIdProblem(next, set, card.id) !== undefined) return setTyped(v);
          setTyped(undefined);
          if (next !== card.id)
            store.updateCard(card.id, { id: next }, { coalesce: `${card.id}/id` });
        }}
        errorMessage={problem}
        description={
          idFollowsName(set, card.id, following)
            ? "Follows the name until you edit it here or a saved stack uses the card."
            : "Saved stacks, links and CSV re-imports find the card by its id."
        }
      />
    </div>
  );
}
