"use client";
/**
 * The set's effect categories (`rules.effectCategories`): what the set calls each (its heading,
 * per language) and whether it has the category at all. A heading that could not be read without
 * ambiguity is saved all the same and marked (lib/dsl `headingProblem`).
 */
import { Switch } from "@/app/_ui";
import { headingProblem } from "@/lib/dsl";
import { setCategoryEnabled, setCategoryHeading } from "@/lib/edit";
import type { PrintedEffectCategory, VellumSet } from "@/lib/model";
import { languageName, PRINTED_EFFECT_CATEGORIES } from "@/lib/model";
import { DraftField } from "./fields";
import { Section } from "./section";
import type { SectionProps } from "./section";

/** Each category's name and built-in heading, as the effect language writes it. */
const CATEGORY_LABELS: Readonly<Record<PrintedEffectCategory, { name: string; heading: string }>> =
  {
    immediate: { name: "Immediate", heading: "on play" },
    response: { name: "Response", heading: "response" },
    continuous: { name: "Continuous", heading: "while visible" },
    persistent: { name: "Persistent", heading: "while persistent" },
  };

/** The heading fields of one category, one per language, and its on/off switch. */
export function CategoryHeadingFields({
  set,
  edit,
  category,
}: {
  set: VellumSet;
  edit: SectionProps["edit"];
  category: PrintedEffectCategory;
}) {
  const settings = set.rules.effectCategories?.[category] ?? {};
  const { name, heading } = CATEGORY_LABELS[category];
  const languages = [set.language, ...(set.languages ?? [])];
  const helpId = `category-${category}-help`;
  return (
    <>
      {languages.map((language) => {
        const main = language === set.language;
        const value = main ? settings.heading : settings.translations?.[language]?.heading;
        const pointer = main
          ? `/rules/effectCategories/${category}/heading`
          : `/rules/effectCategories/${category}/translations/${language}/heading`;
        return (
          <DraftField
            key={language}
            pointer={pointer}
            label={`${name} heading (${languageName(language) ?? language})`}
            value={value ?? ""}
            placeholder={
              main ? `${heading} (built-in)` : `${settings.heading ?? heading} (main language)`
            }
            validate={(text) =>
              headingProblem(set.rules, category, text, main ? undefined : language)
            }
            onCommit={(text) =>
              edit(
                setCategoryHeading(set, category, language, text),
                `category/${category}/${language}`,
              )
            }
          />
        );
      })}
      <div className="st-switch">
        <Switch
          isSelected={settings.enabled !== false}
          onChange={(on) => edit(setCategoryEnabled(set, category, on))}
          aria-describedby={helpId}
        >
          {`The set has ${name.toLowerCase()} effects`}
        </Switch>
        <p id={helpId} className="ui-field-description">
          Off: the set says it has none (completion stops offering the heading).
        </p>
      </div>
    </>
  );
}

/** The effect categories section. */
export function CategoriesSection({ set, edit }: SectionProps) {
  return (
    <Section
      id="categories"
      title="Effect categories"
      lede="What the set calls each effect category, written before the colon in effects (e.g. 'ongoing' for while visible). The effect language accepts the set's heading as well as the built-in one; leave a heading empty to keep the built-in one."
    >
      <div className="st-words">
        {PRINTED_EFFECT_CATEGORIES.map((category) => (
          <fieldset
            key={category}
            className="st-word-row"
            data-pointer={`/rules/effectCategories/${category}`}
          >
            <legend>{`${CATEGORY_LABELS[category].name} (${CATEGORY_LABELS[category].heading}:)`}</legend>
            <CategoryHeadingFields set={set} edit={edit} category={category} />
          </fieldset>
        ))}
      </div>
    </Section>
  );
}
