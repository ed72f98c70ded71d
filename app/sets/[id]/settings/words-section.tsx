"use client";
/**
 * The words the set uses for its own concepts ("family", "Self-Worth"), per language: the main
 * language's are rules options; another language's fall back to them when left empty.
 */
import { setWord } from "@/lib/edit";
import type { SetWords } from "@/lib/model";
import { languageName, SET_WORD_KEYS } from "@/lib/model";
import { ruleSchema } from "@/lib/schema";
import { DraftField } from "./fields";
import { Section } from "./section";
import type { SectionProps } from "./section";

const WORD_LABELS: Record<keyof SetWords, string> = {
  familyWord: "Word for family",
  pointsWord: "Word for points",
};

/** The words section. */
export function WordsSection({ set, edit }: SectionProps) {
  const languages = [set.language, ...(set.languages ?? [])];
  return (
    <Section
      id="words"
      title="Words"
      lede={`${ruleSchema("familyWord").description} ${ruleSchema("pointsWord").description}`}
    >
      <div className="st-words">
        {languages.map((language) => {
          const main = language === set.language;
          const own = main ? set.rules : (set.rules.translations?.[language] ?? {});
          const title = `${languageName(language) ?? language} (${language})${main ? ", main" : ""}`;
          return (
            <fieldset
              key={language}
              className="st-word-row"
              data-pointer={main ? undefined : `/rules/translations/${language}`}
            >
              <legend>{title}</legend>
              {SET_WORD_KEYS.map((key) => (
                <DraftField
                  key={key}
                  pointer={main ? `/rules/${key}` : `/rules/translations/${language}/${key}`}
                  label={`${WORD_LABELS[key]} (${language})`}
                  value={own[key] ?? ""}
                  placeholder={main ? undefined : `${set.rules[key]} (main language)`}
                  validate={(v) => {
                    if (main && v.trim() === "") return "the main language needs this word";
                    if (v.length > 30) return "at most 30 characters";
                    return undefined;
                  }}
                  onCommit={(v) => edit(setWord(set, language, key, v), `words/${language}/${key}`)}
                />
              ))}
            </fieldset>
          );
        })}
      </div>
    </Section>
  );
}
