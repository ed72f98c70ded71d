"use client";
/**
 * Card backs: which back each card type gets, and the backs themselves (name, colour of the
 * generated back, add, remove — refused while a card names the back).
 */
import { useState } from "react";
import { addBack, backOfType, chooseBack, patchBack, removeBack } from "@/lib/edit";
import type { CardType } from "@/lib/model";
import { CARD_TYPES, CARD_TYPE_WORDS } from "@/lib/model";
import { schemaDescription } from "@/lib/schema";
import { Button, Select, toast } from "@/app/_ui";
import { ColorInput } from "./color-input";
import { DraftField, named } from "./fields";
import { PointerField } from "./settings-problems";
import { Section } from "./section";
import type { SectionProps } from "./section";

const GENERATED = "(generated)";

/** The card backs section. */
export function BacksSection({ set, edit }: SectionProps) {
  const backs = set.backs ?? [];
  const [refusal, setRefusal] = useState<{ id: string; message: string }>();
  return (
    <Section id="backs" title="Card backs" lede={schemaDescription(["properties", "backs"])}>
      <div className="st-grid">
        {CARD_TYPES.map((type: CardType) => (
          <Select
            key={type}
            label={`Back of ${CARD_TYPE_WORDS[type].many}`}
            value={backOfType(set, type)?.id ?? GENERATED}
            options={[
              [GENERATED, "Vellum's generated back"],
              ...backs.map((b): [string, string] => [b.id, b.name]),
            ]}
            onChange={(id) => edit(chooseBack(set, type, id === GENERATED ? undefined : id))}
          />
        ))}
      </div>
      <h3 className="st-subhead">The set&apos;s backs</h3>
      <ul className="st-cards-list">
        {backs.map((back, i) => (
          <li key={i} className="st-card-item st-back-item" data-pointer={`/backs/${i}`}>
            <div className="st-grid">
              <DraftField
                label={named("Name", `of back ${back.id}`)}
                pointer={`/backs/${i}/name`}
                value={back.name}
                validate={(v) => (v.trim() === "" ? "a back needs a name" : undefined)}
                onCommit={(v) => edit(patchBack(set, back.id, { name: v }), `back/${back.id}/name`)}
              />
              <PointerField pointer={`/backs/${i}/color`}>
                {(describedBy) => (
                  <ColorInput
                    label={named("Colour", `of back ${back.id}`)}
                    owner={`back ${back.name}`}
                    value={back.color}
                    description={
                      back.art ? `Picture: ${back.art}` : "Background of the generated back."
                    }
                    onChange={(color) =>
                      edit(patchBack(set, back.id, { color }), `back/${back.id}/color`)
                    }
                    aria-describedby={describedBy}
                  />
                )}
              </PointerField>
            </div>
            <div className="st-item-actions">
              <Button
                size="small"
                variant="quiet"
                aria-label={`Remove back ${back.name}`}
                onPress={() => {
                  const removed = removeBack(set, back.id);
                  if (!removed.ok) return setRefusal({ id: back.id, message: removed.error });
                  setRefusal(undefined);
                  edit(removed.value);
                  toast({ title: `Removed ${back.name}` });
                }}
              >
                Remove
              </Button>
            </div>
            {refusal?.id === back.id && (
              <p role="alert" className="st-refusal st-item-wide">
                Not removed: {refusal.message}.
              </p>
            )}
          </li>
        ))}
      </ul>
      <Button
        className="st-after-list"
        onPress={() => {
          const added = addBack(set, `Back ${backs.length + 1}`);
          edit(added.set);
        }}
      >
        Add a back
      </Button>
    </Section>
  );
}
