"use client";
/** Title, version, author and description of the set. */
import { generalProblem, setGeneral } from "@/lib/edit";
import { schemaDescription } from "@/lib/schema";
import { DraftField } from "./fields";
import { Section } from "./section";
import type { SectionProps } from "./section";

/** The general section. */
export function GeneralSection({ set, edit }: SectionProps) {
  return (
    <Section id="general" title="General">
      <div className="st-grid">
        <DraftField
          label="Title"
          pointer="/name"
          value={set.name}
          description={schemaDescription(["properties", "name"])}
          validate={(v) => generalProblem("name", v)}
          onCommit={(v) => edit(setGeneral(set, "name", v), "set/name")}
        />
        <DraftField
          label="Version"
          pointer="/version"
          value={set.version}
          description={schemaDescription(["properties", "version"])}
          validate={(v) => generalProblem("version", v)}
          onCommit={(v) => edit(setGeneral(set, "version", v), "set/version")}
        />
        <DraftField
          label="Author"
          pointer="/author"
          value={set.author ?? ""}
          description={schemaDescription(["properties", "author"])}
          validate={(v) => (v.length > 200 ? "at most 200 characters" : undefined)}
          onCommit={(v) => edit(setGeneral(set, "author", v), "set/author")}
        />
        <DraftField
          className="st-span-all"
          multiline
          label="Description"
          pointer="/description"
          value={set.description ?? ""}
          description={schemaDescription(["properties", "description"])}
          validate={(v) => (v.length > 2000 ? "at most 2,000 characters" : undefined)}
          onCommit={(v) => edit(setGeneral(set, "description", v), "set/description")}
        />
      </div>
    </Section>
  );
}
