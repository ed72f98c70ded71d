"use client";
/**
 * The set's effect categories (`rules.effectCategories`), one entry per category: what the set
 * calls it (its heading, per language), whether the set has it at all, and the icon a frame's
 * category-icon region prints on every card whose effect has it (read off the compiled effect,
 * never typed on a card). The icon is chosen from the bundled open icon set (its credit kept in
 * the icon and its author added to the set's credits) or uploaded as an SVG (cleaned as story
 * icons are), and removed again; a category the set does not have shows no icon controls, since
 * nothing would print it. A heading that could not be read without ambiguity is saved all the
 * same and marked (lib/dsl `headingProblem`).
 */
import { useState } from "react";
import { Button, FilePicker, Switch, UploadIcon, toast } from "@/app/_ui";
import { IconPicker, IconPicture, uploadedIcon } from "@/app/sets/[id]/_set/icon-picker";
import { headingProblem } from "@/lib/dsl";
import {
  setCategoryEnabled,
  setCategoryHeading,
  setCategoryIcon,
  setOpenCategoryIcon,
} from "@/lib/edit";
import type { PrintedEffectCategory, VellumSet } from "@/lib/model";
import { languageName, PRINTED_EFFECT_CATEGORIES } from "@/lib/model";
import { DraftField } from "./fields";
import { Section } from "./section";
import type { SectionProps } from "./section";
import { ItemProblems } from "./settings-problems";

/** Each category's name, built-in heading and the headings a designer knows it by. */
const CATEGORY_LABELS: Readonly<
  Record<PrintedEffectCategory, { name: string; heading: string; what: string }>
> = {
  immediate: { name: "Immediate", heading: "on play", what: "on play:, on draw:, on claim:" },
  response: { name: "Response", heading: "response", what: "response:" },
  continuous: { name: "Continuous", heading: "while visible", what: "while visible:, while held:" },
  persistent: { name: "Persistent", heading: "while persistent", what: "while persistent:" },
};

/** How a category is named to the designer: built-in, and the set's own heading when it has one. */
export function categoryLegend(set: VellumSet, category: PrintedEffectCategory): string {
  const { name, heading } = CATEGORY_LABELS[category];
  const own = set.rules.effectCategories?.[category]?.heading?.trim();
  return own && own !== heading ? `${name} (${heading}:) — now: ${own}:` : `${name} (${heading}:)`;
}

/** The heading fields of one category, one per language, and its on/off switch. */
function CategoryHeadingFields({
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
          Off: the set says it has none (completion stops offering the heading, and no icon is
          printed for it).
        </p>
      </div>
    </>
  );
}

/** One category's icon: the picture, its credit, and choose / upload / remove. */
function CategoryIcon({
  set,
  edit,
  category,
  onPick,
}: SectionProps & { category: PrintedEffectCategory; onPick(): void }) {
  const icon = set.rules.effectCategories?.[category]?.icon;
  const pointer = `/rules/effectCategories/${category}/icon`;
  const { name, what } = CATEGORY_LABELS[category];
  const lower = name.toLowerCase();
  const [failure, setFailure] = useState<string>();

  async function upload(files: File[]) {
    const read = await uploadedIcon(files);
    setFailure(read?.ok === false ? read.failure : undefined);
    if (!read?.ok) return;
    edit(setCategoryIcon(set, category, { svg: read.svg }));
    toast({ title: `The ${lower} icon is ${read.file}`, tone: "success" });
  }

  return (
    <div className="st-icon-item st-span-all" data-pointer={pointer}>
      {icon ? (
        <IconPicture svg={icon.svg} size={56} label={`${name} icon`} />
      ) : (
        <span
          className="st-icon-tile st-dim"
          aria-hidden="true"
          style={{ width: 56, height: 56 }}
        />
      )}
      <div className="st-grid">
        <p className="st-span-all">
          <strong>Icon</strong>{" "}
          <span className="st-dim">
            (printed on cards with {what}){icon ? "" : " — no icon: none is printed"}
          </span>
        </p>
        {icon && (
          <DraftField
            className="st-span-all"
            label={`Credit of the ${lower} icon`}
            pointer={`${pointer}/credit`}
            value={icon.credit ?? ""}
            placeholder="Your own drawing needs none"
            validate={(v) => (v.length > 500 ? "at most 500 characters" : undefined)}
            onCommit={(v) =>
              edit(
                setCategoryIcon(set, category, {
                  svg: icon.svg,
                  ...(v.trim() === "" ? {} : { credit: v }),
                }),
                `category-icon/${category}/credit`,
              )
            }
          />
        )}
        <div className="st-add-row st-span-all">
          <Button onPress={onPick} aria-label={`Choose from the open icon set: the ${lower} icon`}>
            Choose from the open icon set…
          </Button>
          <FilePicker
            accept={[".svg", "image/svg+xml"]}
            onFiles={(f) => void upload(f)}
            aria-label={`Upload an SVG for the ${lower} icon`}
          >
            <UploadIcon /> Upload an SVG…
          </FilePicker>
          {icon && (
            <Button
              variant="quiet"
              aria-label={`Remove the ${lower} icon`}
              onPress={() => edit(setCategoryIcon(set, category, undefined))}
            >
              Remove
            </Button>
          )}
        </div>
        {failure && (
          <p role="alert" className="st-refusal st-span-all">
            {failure}
          </p>
        )}
      </div>
      <ItemProblems pointer={pointer} fields={[`${pointer}/svg`, `${pointer}/credit`]} />
    </div>
  );
}

/** The effect categories section. */
export function CategoriesSection(props: SectionProps) {
  const { set, edit } = props;
  const [picking, setPicking] = useState<PrintedEffectCategory>();
  const lower = picking ? CATEGORY_LABELS[picking].name.toLowerCase() : "";
  return (
    <Section
      id="categories"
      title="Effect categories"
      lede="What the set calls each effect category, written before the colon in effects (e.g. 'ongoing' for while visible); the effect language accepts the set's heading as well as the built-in one, and an empty heading keeps the built-in one. Each card prints, in its frame's effect-category region, the icon of every category its effect has, side by side; a category without an icon prints none. Place the region in the frame editor."
    >
      <div className="st-words">
        {PRINTED_EFFECT_CATEGORIES.map((category) => {
          const on = set.rules.effectCategories?.[category]?.enabled !== false;
          return (
            <fieldset
              key={category}
              className="st-word-row"
              data-pointer={`/rules/effectCategories/${category}`}
            >
              <legend>{categoryLegend(set, category)}</legend>
              <CategoryHeadingFields set={set} edit={edit} category={category} />
              {on ? (
                <CategoryIcon {...props} category={category} onPick={() => setPicking(category)} />
              ) : (
                <p className="st-dim st-span-all">
                  No icon: the set has no {CATEGORY_LABELS[category].name.toLowerCase()} effects.
                </p>
              )}
            </fieldset>
          );
        })}
      </div>
      <IconPicker
        single
        title={`The ${lower} icon, from the open icon set`}
        isOpen={picking !== undefined}
        onOpenChange={(open) => !open && setPicking(undefined)}
        onAdd={(icons) => {
          const [icon] = icons;
          if (!icon || !picking) return;
          edit(setOpenCategoryIcon(set, picking, icon));
          toast({
            title: `The ${lower} icon is ${icon.title}`,
            description: `“${icon.title}” by ${icon.author} is in the set's credits.`,
            tone: "success",
          });
        }}
      />
    </Section>
  );
}
