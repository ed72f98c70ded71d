"use client";
/**
 * The set's own texts per language: its title and description, its families' names, and the
 * words printed on print sheets (footers: fronts, backs, sheet and page numbers; a generated
 * back's title). The main language's title and description are in General; its printed words
 * here, falling back to Vellum's English ones. Another language's texts fall back to the main
 * language's when left empty (each field shows that text as its placeholder); an export in that
 * language prints them (lib/model `setText`).
 */
import { setFamilyName, setPrintWord, setSetTranslation } from "@/lib/edit";
import type { PrintWords } from "@/lib/model";
import { capitalised, languageName, PRINT_WORD_KEYS, readableWords, setText } from "@/lib/model";
import { DraftField } from "./fields";
import { Section } from "./section";
import type { SectionProps } from "./section";

const PRINT_WORD_LABELS: Record<keyof PrintWords, string> = {
  fronts: "Sheet of fronts",
  backs: "Sheet of backs",
  underlay: "White underlay sheet",
  longEdge: "Turned over the long edge",
  shortEdge: "Turned over the short edge",
  sheet: "Sheet number",
  page: "Page number",
  cardBack: "Card back",
};

/** Why a printed word cannot print as typed, or undefined. */
function printWordProblem(key: keyof PrintWords, text: string): string | undefined {
  if (text.length > 60) return "at most 60 characters";
  if ((key === "sheet" || key === "page") && text.trim() !== "" && !text.includes("{n}")) {
    return "write {n} where the number goes (and {total} for how many), e.g. page {n} of {total}";
  }
  return undefined;
}

/** The translations section. */
export function TranslationsSection({ set, edit }: SectionProps) {
  const languages = [set.language, ...(set.languages ?? [])];
  const main = setText(set);
  return (
    <Section
      id="translations"
      title="Set texts"
      lede={`The set's title, description and ${readableWords(set).familyWord} names in its other languages, and the words printed in the footers of print sheets in each language. A text left empty falls back to the main language's (shown in the field); an export in a language prints its texts.`}
    >
      <div className="st-words">
        {languages.map((language) => {
          const isMain = language === set.language;
          const own = isMain ? undefined : set.translations?.[language];
          const printed = isMain ? set.printWords : own?.printWords;
          const title = `${languageName(language) ?? language} (${language})${isMain ? ", main" : ""}`;
          const base = isMain ? `/printWords` : `/translations/${language}`;
          return (
            <fieldset
              key={language}
              className="st-word-row"
              data-pointer={isMain ? undefined : base}
              aria-label={`Set texts in ${languageName(language) ?? language}`}
            >
              <legend>{title}</legend>
              {!isMain && (
                <>
                  <DraftField
                    label={`Title (${language})`}
                    pointer={`${base}/name`}
                    value={own?.name ?? ""}
                    placeholder={`${set.name} (main language)`}
                    validate={(v) => (v.length > 80 ? "at most 80 characters" : undefined)}
                    onCommit={(v) =>
                      edit(setSetTranslation(set, language, "name", v), `texts/${language}/name`)
                    }
                  />
                  <DraftField
                    className="st-span-all"
                    multiline
                    label={`Description (${language})`}
                    pointer={`${base}/description`}
                    value={own?.description ?? ""}
                    placeholder={main.description ? "The main language's description" : undefined}
                    validate={(v) => (v.length > 2000 ? "at most 2,000 characters" : undefined)}
                    onCommit={(v) =>
                      edit(
                        setSetTranslation(set, language, "description", v),
                        `texts/${language}/description`,
                      )
                    }
                  />
                  {set.families.map((family, k) => (
                    <DraftField
                      key={family.id}
                      label={`${capitalised(readableWords(set).familyWord)} “${family.name}” (${language})`}
                      pointer={`/families/${k}/translations/${language}/name`}
                      value={family.translations?.[language]?.name ?? ""}
                      placeholder={`${family.name} (main language)`}
                      validate={(v) => (v.length > 80 ? "at most 80 characters" : undefined)}
                      onCommit={(v) =>
                        edit(
                          setFamilyName(set, family.id, language, v),
                          `texts/${language}/family/${family.id}`,
                        )
                      }
                    />
                  ))}
                </>
              )}
              {PRINT_WORD_KEYS.map((key) => (
                <DraftField
                  key={key}
                  label={`${PRINT_WORD_LABELS[key]} (${language})`}
                  pointer={isMain ? `${base}/${key}` : `${base}/printWords/${key}`}
                  value={printed?.[key] ?? ""}
                  placeholder={
                    isMain ? main.printWords[key] : `${main.printWords[key]} (main language)`
                  }
                  validate={(v) => printWordProblem(key, v)}
                  onCommit={(v) =>
                    edit(setPrintWord(set, language, key, v), `texts/${language}/print/${key}`)
                  }
                />
              ))}
            </fieldset>
          );
        })}
      </div>
    </Section>
  );
}
