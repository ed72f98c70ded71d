"use client";
/**
 * Families (RULES.md R1.2): name, colour, symbol, description and id of each, its characters
 * (each opening in the designer); add one; remove one, refused while characters use it.
 */
import { useState } from "react";
import { renameInSet, renameProblem } from "@/lib/dsl";
import { addFamily, charactersOf, patchFamily, removeFamily } from "@/lib/edit";
import type { Family } from "@/lib/model";
import { capitalised, readableWords } from "@/lib/model";
import { schemaDescription } from "@/lib/schema";
import { Button, Select, TextField } from "@/app/_ui";
import { ColorInput } from "./color-input";
import { IconPicture } from "@/app/sets/[id]/_set/icon-picker";
import { CardLink, DraftField, named, RemoveItem } from "./fields";
import { Section } from "./section";
import type { SectionProps } from "./section";
import { ItemProblems, PointerField } from "./settings-problems";

function FamilyItem({
  family,
  index,
  set,
  setId,
  edit,
}: SectionProps & { family: Family; index: number }) {
  const at = `/families/${index}`;
  const word = readableWords(set).familyWord;
  const characters = charactersOf(set, family.id);
  const symbol = set.icons.find((i) => i.id === family.symbol);
  const change = (patch: Partial<Family>, key?: string) =>
    edit(patchFamily(set, family.id, patch), key && `family/${family.id}/${key}`);
  return (
    <li className="st-card-item st-family" data-pointer={at}>
      <div className="st-family-symbol" aria-hidden="true">
        {symbol && <IconPicture svg={symbol.svg} ink={family.color} size={48} />}
      </div>
      <div className="st-grid">
        <DraftField
          label={named("Name", `of ${word} ${family.id}`)}
          pointer={`${at}/name`}
          value={family.name}
          validate={(v) => (v.trim() === "" ? `a ${word} needs a name` : undefined)}
          onCommit={(v) => change({ name: v }, "name")}
        />
        <DraftField
          label={named("Id", `of ${word} ${family.name}`)}
          pointer={`${at}/id`}
          value={family.id}
          description={`Characters and effects name the ${word} by its id; renaming it updates them.`}
          refuse={(v) => renameProblem(set, "family", family.id, v)}
          onCommit={(v) => {
            const renamed = renameInSet(set, "family", family.id, v);
            if (renamed.ok) edit(renamed.value, `family-id/${index}`);
          }}
        />
        <PointerField pointer={`${at}/color`}>
          {(describedBy) => (
            <ColorInput
              label={named("Colour", `of ${family.name}`)}
              owner={family.name}
              value={family.color}
              onChange={(color) => change({ color }, "color")}
              aria-describedby={describedBy}
            />
          )}
        </PointerField>
        <PointerField pointer={`${at}/symbol`}>
          {() => (
            <Select
              label={named("Symbol", `of ${family.name}`)}
              value={family.symbol}
              options={[
                ...set.icons.map((i): [string, string] => [i.id, i.name]),
                ...(symbol
                  ? []
                  : [[family.symbol, `${family.symbol} (unknown)`] as [string, string]]),
              ]}
              onChange={(id) => change({ symbol: id })}
            />
          )}
        </PointerField>
        <DraftField
          label={named("Description", `of ${family.name}`)}
          pointer={`${at}/description`}
          value={family.description ?? ""}
          multiline
          className="st-span-all"
          description={schemaDescription(["$defs", "family", "properties", "description"])}
          validate={(v) => (v.length > 2000 ? "at most 2,000 characters" : undefined)}
          onCommit={(v) => change({ description: v.trim() === "" ? undefined : v }, "description")}
        />
      </div>
      <RemoveItem
        label={`Remove ${word} ${family.name}`}
        remove={() => removeFamily(set, family.id)}
        edit={edit}
      >
        <div className="st-family-characters">
          <h3 id={`family-${family.id}-chars`}>
            {characters.length === 1 ? "1 character" : `${characters.length} characters`}
          </h3>
          {characters.length > 0 && (
            <ul aria-labelledby={`family-${family.id}-chars`} className="st-inline-list">
              {characters.map((c) => (
                <li key={c.id}>
                  <CardLink setId={setId} id={c.id} name={c.name} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </RemoveItem>
      <ItemProblems
        pointer={at}
        fields={["name", "id", "color", "symbol", "description"].map((f) => `${at}/${f}`)}
      />
    </li>
  );
}

/** The families section. */
export function FamiliesSection(props: SectionProps) {
  const { set, edit } = props;
  const [name, setName] = useState("");
  const [refusal, setRefusal] = useState<string>();
  const words = readableWords(set);
  return (
    <Section
      id="families"
      title={capitalised(words.families)}
      lede={schemaDescription(["properties", "families"])}
    >
      <ul className="st-cards-list">
        {set.families.map((family, i) => (
          <FamilyItem key={i} {...props} family={family} index={i} />
        ))}
      </ul>
      <form
        className="st-add-row"
        onSubmit={(e) => {
          e.preventDefault();
          if (name.trim() === "") return setRefusal(`type the ${words.familyWord}'s name`);
          const added = addFamily(set, name.trim());
          if (!added.ok) return setRefusal(added.error);
          edit(added.value.set);
          setName("");
          setRefusal(undefined);
        }}
      >
        <TextField
          label={`New ${words.familyWord}'s name`}
          value={name}
          onChange={(v) => {
            setName(v);
            setRefusal(undefined);
          }}
          errorMessage={refusal}
        />
        <Button type="submit">Add {words.familyWord}</Button>
      </form>
    </Section>
  );
}
