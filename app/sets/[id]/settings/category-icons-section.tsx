"use client";
/**
 * Effect-category icons (issue 23): for each category (immediate, response, continuous,
 * persistent) the icon a frame's category-icon region prints on every card whose effect has that
 * category — derived from the compiled effect, never typed on a card. Chosen from the bundled
 * open icon set (its credit kept in the icon and its author added to the set's credits) or
 * uploaded as an SVG (cleaned as story icons are); removed again. The category's heading and
 * whether the set has it are the Words section's.
 */
import { useState } from "react";
import { setCategoryIcon, setOpenCategoryIcon } from "@/lib/edit";
import type { PrintedEffectCategory } from "@/lib/model";
import { Button, FilePicker, UploadIcon, toast } from "@/app/_ui";
import { IconPicker, IconPicture, uploadedIcon } from "@/app/sets/[id]/_set/icon-picker";
import { DraftField } from "./fields";
import { Section } from "./section";
import type { SectionProps } from "./section";
import { ItemProblems } from "./settings-problems";

/** The categories in print order, with how a designer knows each. */
const CATEGORIES: readonly { id: PrintedEffectCategory; title: string; what: string }[] = [
  { id: "immediate", title: "Immediate", what: "on play:, on draw:, on claim:" },
  { id: "response", title: "Response", what: "response:" },
  { id: "continuous", title: "Continuous", what: "while visible:, while held:" },
  { id: "persistent", title: "Persistent", what: "while persistent:" },
];

function CategoryItem({
  set,
  edit,
  category,
  onPick,
}: SectionProps & { category: (typeof CATEGORIES)[number]; onPick(): void }) {
  const icon = set.rules.effectCategories?.[category.id]?.icon;
  const pointer = `/rules/effectCategories/${category.id}/icon`;
  const [failure, setFailure] = useState<string>();

  async function upload(files: File[]) {
    const read = await uploadedIcon(files);
    setFailure(read?.ok === false ? read.failure : undefined);
    if (!read?.ok) return;
    edit(setCategoryIcon(set, category.id, { svg: read.svg }));
    toast({ title: `The ${category.title.toLowerCase()} icon is ${read.file}`, tone: "success" });
  }

  return (
    <li
      className="st-card-item st-icon-item"
      data-pointer={pointer}
      aria-label={`${category.title} icon`}
    >
      {icon ? (
        <IconPicture svg={icon.svg} size={56} label={`${category.title} icon`} />
      ) : (
        <span
          className="st-icon-tile st-dim"
          aria-hidden="true"
          style={{ width: 56, height: 56 }}
        />
      )}
      <div className="st-grid">
        <p className="st-span-all">
          <strong>{category.title}</strong>{" "}
          <span className="st-dim">
            ({category.what}){icon ? "" : " — no icon: none is printed"}
          </span>
        </p>
        {icon && (
          <DraftField
            className="st-span-all"
            label={`Credit of the ${category.title.toLowerCase()} icon`}
            pointer={`${pointer}/credit`}
            value={icon.credit ?? ""}
            placeholder="Your own drawing needs none"
            validate={(v) => (v.length > 500 ? "at most 500 characters" : undefined)}
            onCommit={(v) =>
              edit(
                setCategoryIcon(set, category.id, {
                  svg: icon.svg,
                  ...(v.trim() === "" ? {} : { credit: v }),
                }),
                `category-icon/${category.id}/credit`,
              )
            }
          />
        )}
        <div className="st-add-row st-span-all">
          <Button
            onPress={onPick}
            aria-label={`Choose the ${category.title.toLowerCase()} icon from the open icon set`}
          >
            Choose from the open icon set…
          </Button>
          <FilePicker accept={[".svg", "image/svg+xml"]} onFiles={(f) => void upload(f)}>
            <UploadIcon /> Upload an SVG…
          </FilePicker>
          {icon && (
            <Button
              variant="quiet"
              aria-label={`Remove the ${category.title.toLowerCase()} icon`}
              onPress={() => edit(setCategoryIcon(set, category.id, undefined))}
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
    </li>
  );
}

/** The effect-category icons section. */
export function CategoryIconsSection(props: SectionProps) {
  const { set, edit } = props;
  const [picking, setPicking] = useState<PrintedEffectCategory>();
  const title = CATEGORIES.find((c) => c.id === picking)?.title ?? "";
  return (
    <Section
      id="category-icons"
      title="Effect-category icons"
      lede="Each card prints, in its frame's effect-category region, the icon of every category its effect has (read off the effect: a response prints the response icon, a while-visible part the continuous one), side by side. A category without an icon prints none. Place the region in the frame editor."
    >
      <ul className="st-cards-list">
        {CATEGORIES.map((c) => (
          <CategoryItem key={c.id} {...props} category={c} onPick={() => setPicking(c.id)} />
        ))}
      </ul>
      <IconPicker
        single
        title={`The ${title.toLowerCase()} icon, from the open icon set`}
        isOpen={picking !== undefined}
        onOpenChange={(open) => !open && setPicking(undefined)}
        onAdd={(icons) => {
          const [icon] = icons;
          if (!icon || !picking) return;
          edit(setOpenCategoryIcon(set, picking, icon));
          toast({
            title: `The ${title.toLowerCase()} icon is ${icon.title}`,
            description: `“${icon.title}” by ${icon.author} is in the set's credits.`,
            tone: "success",
          });
        }}
      />
    </Section>
  );
}
