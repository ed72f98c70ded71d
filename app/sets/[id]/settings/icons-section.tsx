"use client";
/**
 * Story icons (RULES.md R1.4): each with its picture, name, id (renaming it updates every card
 * and effect that uses it) and credit; add one from the bundled open icon set (credited in the
 * set's credits automatically) or upload an SVG (refused with the reason when it has scripts or
 * links, otherwise cleaned as the renderer draws icons); remove one nothing uses.
 */
import { useState } from "react";
import { renameInSet, renameProblem, usesOf } from "@/lib/dsl";
import { addIcon, addOpenIcons, cleanUploadedIcon, patchIcon, removeIcon } from "@/lib/edit";
import type { StoryIcon } from "@/lib/model";
import { readableWords } from "@/lib/model";
import { schemaDescription } from "@/lib/schema";
import { Button, FilePicker, UploadIcon, toast } from "@/app/_ui";
import { IconPicker, IconPicture } from "@/app/sets/[id]/_set/icon-picker";
import { DraftField, named, RemoveItem } from "./fields";
import { Section } from "./section";
import { ItemProblems } from "./settings-problems";
import type { SectionProps } from "./section";
import { titleFromFile } from "./titles";

function IconItem({ icon, index, set, edit }: SectionProps & { icon: StoryIcon; index: number }) {
  const uses = usesOf(set, "icon", icon.id);
  const count = uses.cards.length + uses.families.length;
  const words = readableWords(set);
  return (
    <li className="st-card-item st-icon-item" data-pointer={`/icons/${index}`}>
      <IconPicture svg={icon.svg} size={56} label={`Picture of ${icon.name}`} />
      <div className="st-grid">
        <DraftField
          label={named("Name", `of icon ${icon.id}`)}
          pointer={`/icons/${index}/name`}
          value={icon.name}
          validate={(v) => (v.trim() === "" ? "an icon needs a name" : undefined)}
          onCommit={(v) => edit(patchIcon(set, icon.id, { name: v }), `icon/${index}/name`)}
        />
        <DraftField
          label={named("Id", `of icon ${icon.name}`)}
          pointer={`/icons/${index}/id`}
          value={icon.id}
          description={`Used by ${count === 1 ? `1 card or ${words.familyWord}` : `${count} cards and ${words.families}`}; renaming updates their slots, symbols, {icon} texts and effects.`}
          refuse={(v) => renameProblem(set, "icon", icon.id, v)}
          onCommit={(v) => {
            const renamed = renameInSet(set, "icon", icon.id, v);
            if (renamed.ok) edit(renamed.value, `icon/${index}/id`);
          }}
        />
        <DraftField
          className="st-span-all"
          label={named("Credit", `of ${icon.name}`)}
          pointer={`/icons/${index}/credit`}
          value={icon.credit ?? ""}
          placeholder="Your own drawing needs none"
          validate={(v) => (v.length > 500 ? "at most 500 characters" : undefined)}
          onCommit={(v) =>
            edit(
              patchIcon(set, icon.id, { credit: v.trim() === "" ? undefined : v }),
              `icon/${index}/credit`,
            )
          }
        />
      </div>
      <RemoveItem
        label={`Remove icon ${icon.name}`}
        remove={() => removeIcon(set, icon.id)}
        edit={edit}
      />
      <ItemProblems
        pointer={`/icons/${index}`}
        fields={["name", "id", "credit"].map((f) => `/icons/${index}/${f}`)}
      />
    </li>
  );
}

/** The story icons section. */
export function IconsSection(props: SectionProps) {
  const { set, edit } = props;
  const [picking, setPicking] = useState(false);
  const [uploadFailure, setUploadFailure] = useState<string>();

  async function upload(files: File[]) {
    const file = files[0];
    if (!file) return;
    setUploadFailure(undefined);
    const cleaned = cleanUploadedIcon(await file.text());
    if (!cleaned.ok) return setUploadFailure(`${file.name} was not added: ${cleaned.error}.`);
    const name = titleFromFile(file.name);
    const added = addIcon(set, { name, svg: cleaned.value.svg });
    edit(added.set);
    toast({
      title: `Added the icon ${name}`,
      description:
        cleaned.value.removed.length > 0
          ? `Cleaned for cards: removed ${cleaned.value.removed.join(", ")}.`
          : `Its id is '${added.id}'.`,
      tone: "success",
    });
  }

  return (
    <Section id="icons" title="Story icons" lede={schemaDescription(["properties", "icons"])}>
      <ul className="st-cards-list">
        {set.icons.map((icon, i) => (
          <IconItem key={i} {...props} icon={icon} index={i} />
        ))}
      </ul>
      <div className="st-add-row">
        <Button variant="primary" onPress={() => setPicking(true)}>
          Add from the open icon set…
        </Button>
        <FilePicker accept={[".svg", "image/svg+xml"]} onFiles={(f) => void upload(f)}>
          <UploadIcon /> Upload an SVG…
        </FilePicker>
      </div>
      {uploadFailure && (
        <p role="alert" className="st-refusal">
          {uploadFailure}
        </p>
      )}
      <IconPicker
        isOpen={picking}
        onOpenChange={setPicking}
        onAdd={(icons) => {
          const added = addOpenIcons(set, icons);
          edit(added.set);
          const [only] = icons;
          toast(
            icons.length === 1 && only
              ? {
                  title: `Added the icon ${only.title}`,
                  description: `Its id is '${added.ids[0]}'; “${only.title}” by ${only.author} is in the set's credits.`,
                  tone: "success",
                }
              : {
                  title: `Added ${icons.length} icons`,
                  description: `${icons.map((i) => i.title).join(", ")}; their artists are in the set's credits.`,
                  tone: "success",
                },
          );
        }}
      />
    </Section>
  );
}
