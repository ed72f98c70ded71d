"use client";
/**
 * The card editor's form: every field of one card, each labelled, each edit one call into the
 * store (typing in a field coalesces into one undo step). "Text" is the rules text printed on
 * the plate (schema `text`; empty prints the effect); "Effect" is the effect-language source the
 * engine runs (schema `effect`). Text fields can edit the default language or any of the set's
 * languages; the effect has no translations.
 */
import { useMemo, useState } from "react";
import type { Card, CardText, CardType, VellumSet } from "../../../../lib/model";
import { CARD_TYPES, CARD_TYPE_WORDS } from "../../../../lib/model";
import { TextArea, TextField } from "../../../_ui";
import { CardLook } from "./card-look";
import { CardSlots } from "./card-slots";
import type { EditorTargets } from "./editor-targets";
import { EffectField } from "./effect-field";
import type { WorkspaceStore } from "./workspace-store";

type Patch = Partial<Record<keyof Card, unknown>>;

/** The form for `card`. */
export function CardForm(props: {
  card: Card;
  set: VellumSet;
  store: WorkspaceStore;
  artFiles: readonly string[];
  targets: EditorTargets;
}) {
  const { card, set, store } = props;
  const [language, setLanguage] = useState(set.language);
  const others = useMemo(() => (set.languages ?? []).filter((l) => l !== set.language), [set]);
  const lang = others.includes(language) ? language : set.language;
  const translating = lang !== set.language;
  const edit = (patch: Patch, field: string) =>
    store.updateCard(card.id, patch, { coalesce: `${card.id}/${field}` });
  const tr: CardText = (translating && card.translations?.[lang]) || {};
  const editText = (field: keyof CardText, value: string) => {
    if (!translating)
      return edit({ [field]: value === "" && field !== "name" ? undefined : value }, field);
    const current = { ...(card.translations?.[lang] ?? {}) };
    if (value === "") delete current[field];
    else current[field] = value;
    const translations = { ...(card.translations ?? {}) };
    if (Object.keys(current).length === 0) delete translations[lang];
    else translations[lang] = current;
    edit(
      { translations: Object.keys(translations).length ? translations : undefined },
      `tr/${lang}/${field}`,
    );
  };
  const textOf = (field: keyof CardText) => (translating ? (tr[field] ?? "") : (card[field] ?? ""));
  const path = (field: string) => (translating ? `translations/${lang}/${field}` : field);
  const suffix = translating ? ` (${lang})` : "";
  const placeholder = (field: keyof CardText) => (translating ? card[field] : undefined);

  return (
    <form
      className="ws-form"
      aria-label={`Edit ${card.name || "card"}`}
      onSubmit={(e) => e.preventDefault()}
    >
      {others.length > 0 && (
        <fieldset className="ws-languages">
          <legend>Language of the texts</legend>
          {[set.language, ...others].map((l) => (
            <label key={l} className={`ws-lang${l === lang ? " is-on" : ""}`}>
              <input
                type="radio"
                name="ws-lang"
                value={l}
                checked={l === lang}
                onChange={() => setLanguage(l)}
              />
              {l === set.language ? `${l} (default)` : l}
            </label>
          ))}
        </fieldset>
      )}
      <div className="ws-grid">
        <div data-field={path("name")} className="ws-span-2">
          <TextField
            label={`Name${suffix}`}
            value={textOf("name")}
            placeholder={placeholder("name")}
            onChange={(v) => editText("name", v)}
          />
        </div>
        <div data-field="type" className="ws-field">
          <label className="ui-label" htmlFor="ws-type">
            Type
          </label>
          <select
            id="ws-type"
            className="ws-select ws-select--field"
            value={card.type}
            onChange={(e) => edit({ type: e.target.value as CardType }, "type")}
          >
            {CARD_TYPES.map((t) => (
              <option key={t} value={t}>
                {CARD_TYPE_WORDS[t].one}
              </option>
            ))}
          </select>
        </div>
        <div data-field="copies" className="ws-field">
          <label className="ui-label" htmlFor="ws-copies">
            Copies
          </label>
          <input
            id="ws-copies"
            type="number"
            className="ws-input"
            value={card.copies ?? 1}
            onChange={(e) => {
              const v = e.target.value;
              edit({ copies: v === "" ? undefined : Number(v) }, "copies");
            }}
          />
        </div>
        {(card.type === "character" || card.family !== undefined) && (
          <div data-field="family" className="ws-field ws-span-2">
            <label className="ui-label" htmlFor="ws-family">
              Family
            </label>
            <select
              id="ws-family"
              className="ws-select ws-select--field"
              value={card.family ?? ""}
              onChange={(e) => edit({ family: e.target.value || undefined }, "family")}
            >
              <option value="">(none)</option>
              {set.families.map((f) => (
                <option key={f.id} value={f.id}>
                  {f.name}
                </option>
              ))}
              {card.family && !set.families.some((f) => f.id === card.family) && (
                <option value={card.family}>{card.family} (unknown)</option>
              )}
            </select>
          </div>
        )}
      </div>
      {card.type !== "character" && card.type !== "reference" && (
        <CardSlots card={card} set={set} edit={edit} />
      )}
      <div data-field={path("text")}>
        <TextArea
          label={`Text${suffix}`}
          rows={2}
          value={textOf("text")}
          placeholder={
            translating
              ? (card.text ?? card.effect ?? "")
              : card.effect?.trim()
                ? `Empty: the effect is printed — ${card.effect.trim().replace(/\s+/g, " ")}`
                : "Empty: the effect is printed"
          }
          description={
            translating
              ? "The rules text printed in this language (the effect itself is not translated)."
              : "The rules text printed on the plate. Leave it empty to print the effect itself."
          }
          onChange={(v) => editText("text", v)}
        />
      </div>
      {(card.type !== "character" || card.effect !== undefined) && (
        <EffectField
          card={card}
          set={set}
          targets={props.targets}
          onChange={(v) => edit({ effect: v === "" ? undefined : v }, "effect")}
        />
      )}
      <div data-field={path("flavor")}>
        <TextArea
          label={`Flavour${suffix}`}
          rows={2}
          value={textOf("flavor")}
          placeholder={placeholder("flavor")}
          onChange={(v) => editText("flavor", v)}
        />
      </div>
      {(card.persistent || card.reminder !== undefined) && (
        <div data-field={path("reminder")}>
          <TextField
            label={`Reminder${suffix}`}
            value={textOf("reminder")}
            placeholder={placeholder("reminder")}
            onChange={(v) => editText("reminder", v)}
          />
        </div>
      )}
      <CardLook card={card} set={set} edit={edit} artFiles={props.artFiles} />
    </form>
  );
}
