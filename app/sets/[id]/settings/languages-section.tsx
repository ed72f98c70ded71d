"use client";
/**
 * The set's languages: its main one, the others it carries translations for (add one by its
 * language tag, remove one), and for each the cards whose texts still lack it, each opening the
 * card in the designer.
 */
import { useMemo, useState } from "react";
import { addLanguage, languageGaps, parseLanguageTag, removeLanguage } from "@/lib/edit";
import { languageName } from "@/lib/model";
import { schemaDescription } from "@/lib/schema";
import { AlertDialog, Button, TextField } from "@/app/_ui";
import { CardLink } from "./fields";
import { Section } from "./section";
import type { SectionProps } from "./section";
import { PointerField } from "./settings-problems";

const FIELD_WORDS: Record<string, string> = {
  name: "name",
  text: "rules text",
  flavor: "flavour",
  reminder: "reminder",
};

/** Cards shown per language before "Show all". */
const SHOWN = 12;

function LanguageGaps({ set, setId, language }: Omit<SectionProps, "edit"> & { language: string }) {
  const gaps = useMemo(() => languageGaps(set, language), [set, language]);
  const [all, setAll] = useState(false);
  const name = languageName(language) ?? language;
  const status =
    gaps.length === 0
      ? `Every card has its ${name} texts.`
      : `${gaps.length} of ${set.cards.length} cards lack ${name} texts`;
  return (
    <div className="st-gaps">
      <p role="status" className={gaps.length === 0 ? "st-ok" : "st-warn"}>
        {status}
      </p>
      {gaps.length > 0 && (
        <ul className="st-gap-list" aria-label={`Cards lacking ${name}`}>
          {(all ? gaps : gaps.slice(0, SHOWN)).map((g) => (
            <li key={g.card.id}>
              <CardLink setId={setId} id={g.card.id} name={g.card.name} />{" "}
              <span className="st-dim">
                ({g.missing.map((f) => FIELD_WORDS[f] ?? f).join(", ")})
              </span>
            </li>
          ))}
        </ul>
      )}
      {gaps.length > SHOWN && (
        <Button size="small" variant="quiet" onPress={() => setAll(!all)}>
          {all ? "Show fewer" : `Show all ${gaps.length}`}
        </Button>
      )}
    </div>
  );
}

/** The languages section. */
export function LanguagesSection({ set, setId, edit }: SectionProps) {
  const [typed, setTyped] = useState("");
  const [refusal, setRefusal] = useState<string>();
  const [removing, setRemoving] = useState<string>();
  const others = set.languages ?? [];

  function add() {
    const tag = parseLanguageTag(set, typed);
    if (!tag.ok) return setRefusal(tag.error);
    edit(addLanguage(set, tag.value));
    setTyped("");
    setRefusal(undefined);
  }

  const translated = (language: string) =>
    set.cards.filter((c) => c.translations?.[language] !== undefined).length;

  return (
    <Section
      id="languages"
      title="Languages"
      lede={`Main language: ${languageName(set.language) ?? set.language} (${set.language}). ${schemaDescription(["properties", "languages"]) ?? ""}`}
    >
      {others.length === 0 && <p className="st-dim">No other languages yet.</p>}
      <ul className="st-languages">
        {others.map((language, k) => (
          <li key={language} className="st-language">
            <PointerField pointer={`/languages/${k}`}>
              {() => (
                <>
                  <div className="st-language-head">
                    <h3 tabIndex={-1} data-focus-target>
                      {languageName(language) ?? language} <code>{language}</code>
                    </h3>
                    <Button
                      size="small"
                      variant="quiet"
                      aria-label={`Remove language ${language}`}
                      onPress={() => setRemoving(language)}
                    >
                      Remove
                    </Button>
                  </div>
                  <LanguageGaps set={set} setId={setId} language={language} />
                </>
              )}
            </PointerField>
          </li>
        ))}
      </ul>
      <form
        className="st-add-row"
        onSubmit={(e) => {
          e.preventDefault();
          add();
        }}
      >
        <TextField
          label="Language tag"
          value={typed}
          onChange={(v) => {
            setTyped(v);
            setRefusal(undefined);
          }}
          placeholder="e.g. de, pt-BR"
          description={
            typed.trim() && !refusal
              ? (languageName(typed.trim().replace(/_/g, "-")) ?? undefined)
              : "A BCP 47 language tag: language, then region or script if needed."
          }
          errorMessage={refusal}
        />
        <Button type="submit">Add language</Button>
      </form>
      <AlertDialog
        title={`Remove ${removing ? (languageName(removing) ?? removing) : ""}?`}
        confirmLabel="Remove language"
        variant="danger"
        isOpen={removing !== undefined}
        onOpenChange={(open) => !open && setRemoving(undefined)}
        onConfirm={() => removing && edit(removeLanguage(set, removing))}
      >
        {removing && translated(removing) > 0
          ? `${translated(removing)} cards have ${removing} texts. They stay on the cards (nothing is deleted) and the problems panel lists them until you add the language again.`
          : "No card has texts in this language yet."}
      </AlertDialog>
    </Section>
  );
}
