"use client";

/**
 * The library's dialogs: a new set (blank or a copy of the sample), renaming a set, and choosing
 * the set a CSV of cards goes into. Each keeps its fields until the server has accepted them and
 * shows the server's refusal inside the dialog.
 */
import type { ReactNode } from "react";
import { useState } from "react";
import { uniqueId } from "@/lib/model";
import type { SetSummary } from "@/lib/store";
import { FormDialog as KitFormDialog, Radio, RadioGroup, Select, TextField } from "@/app/_ui";
import type { Refusal } from "./library-model";
import { idProblem, nameProblem, SAMPLE_SET_ID } from "./library-model";

/** What a dialog's submit answers: nothing when it worked, else the refusal to show. */
export type Submit<T> = (value: T) => Promise<Refusal | undefined>;

function RefusalNote({ refusal }: { refusal: Refusal | undefined }) {
  if (!refusal) return null;
  return (
    <div className="notice library-refusal" role="alert">
      <p>{refusal.message}</p>
      {refusal.lines.length > 0 && (
        <ul>
          {refusal.lines.map((l) => (
            <li key={l}>
              <code>{l}</code>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The library's form dialog: the kit's, with the server's refusal in the library's words. */
function FormDialog(props: {
  title: string;
  submitLabel: string;
  onClose: () => void;
  onSubmit: () => Promise<Refusal | undefined>;
  canSubmit: boolean;
  children: ReactNode;
}) {
  const { onSubmit, ...rest } = props;
  return (
    <KitFormDialog
      {...rest}
      className="library-form"
      onSubmit={async () => {
        const refusal = await onSubmit();
        return refusal && <RefusalNote refusal={refusal} />;
      }}
    />
  );
}

/** Name and id fields; the id follows the name until the user edits it. */
function useNameAndId(initial: { name: string; id: string }, taken: string[], own?: string) {
  const [name, setName] = useState(initial.name);
  const [id, setId] = useState(initial.id);
  const [idEdited, setIdEdited] = useState(own !== undefined);
  const changeName = (next: string) => {
    setName(next);
    if (!idEdited) setId(uniqueId(next, taken, "set"));
  };
  const changeId = (next: string) => {
    setIdEdited(true);
    setId(next);
  };
  const problems = { name: nameProblem(name), id: idProblem(id, taken, own) };
  return { name, id, changeName, changeId, problems };
}

/** How a new set starts. */
export type NewSetChoice = { name: string; id: string; from: "blank" | "sample" };

/** The "New set" dialog. */
export function NewSetDialog(props: {
  sets: readonly SetSummary[];
  onClose: () => void;
  onCreate: Submit<NewSetChoice>;
}) {
  const taken = props.sets.map((s) => s.id);
  const sample = props.sets.find((s) => s.id === SAMPLE_SET_ID && s.valid);
  const fields = useNameAndId({ name: "", id: "" }, taken);
  const [from, setFrom] = useState<"blank" | "sample">("blank");
  const [touched, setTouched] = useState(false);
  const ok = !fields.problems.name && !fields.problems.id;
  return (
    <FormDialog
      title="New set"
      submitLabel="Create set"
      onClose={props.onClose}
      canSubmit={ok}
      onSubmit={() => props.onCreate({ name: fields.name.trim(), id: fields.id, from })}
    >
      <TextField
        label="Name"
        autoFocus
        value={fields.name}
        onChange={(v) => {
          setTouched(true);
          fields.changeName(v);
        }}
        errorMessage={touched ? fields.problems.name : undefined}
        placeholder="The Drowned Parish"
      />
      <TextField
        label="Id"
        value={fields.id}
        onChange={fields.changeId}
        description="The set's folder name and its id in links: lower-case letters, digits and hyphens."
        errorMessage={touched || fields.id !== "" ? fields.problems.id : undefined}
      />
      {sample && (
        <RadioGroup
          label="Start from"
          value={from}
          onChange={(v) => setFrom(v === "sample" ? "sample" : "blank")}
        >
          <Radio value="blank">A blank set</Radio>
          <Radio value="sample">A copy of the sample set, {sample.name}</Radio>
        </RadioGroup>
      )}
      {from === "blank" && (
        <p className="library-hint">
          A blank set has the least a game needs: two families of two characters and ten modifier
          cards, for 2 players. Rename and replace them in the designer.
        </p>
      )}
    </FormDialog>
  );
}

/** The rename dialog: the name, and the id for those who want to change it too. */
export function RenameDialog(props: {
  set: SetSummary;
  sets: readonly SetSummary[];
  onClose: () => void;
  onRename: Submit<{ name: string; id: string }>;
}) {
  const taken = props.sets.map((s) => s.id);
  const fields = useNameAndId({ name: props.set.name, id: props.set.id }, taken, props.set.id);
  const ok = !fields.problems.name && !fields.problems.id;
  const unchanged = fields.name.trim() === props.set.name && fields.id === props.set.id;
  return (
    <FormDialog
      title={`Rename ${props.set.name}`}
      submitLabel="Rename"
      onClose={props.onClose}
      canSubmit={ok && !unchanged}
      onSubmit={() => props.onRename({ name: fields.name.trim(), id: fields.id })}
    >
      <TextField
        label="Name"
        autoFocus
        value={fields.name}
        onChange={fields.changeName}
        errorMessage={fields.problems.name}
      />
      <TextField
        label="Id"
        value={fields.id}
        onChange={fields.changeId}
        description="Usually left as it is. A new id moves the set to a new folder; its revision history stays with the old one, in the trash."
        errorMessage={fields.problems.id}
      />
    </FormDialog>
  );
}

/** Choosing the set a CSV of cards is merged into. */
export function CsvTargetDialog(props: {
  file: File;
  sets: readonly SetSummary[];
  onClose: () => void;
  onImport: Submit<string>;
}) {
  const targets = props.sets.filter((s) => s.valid);
  const [target, setTarget] = useState(targets[0]?.id ?? "");
  return (
    <FormDialog
      title={`Import cards from ${props.file.name}`}
      submitLabel="Import cards"
      onClose={props.onClose}
      canSubmit={target !== ""}
      onSubmit={() => props.onImport(target)}
    >
      {targets.length === 0 ? (
        <p>There is no valid set to import cards into. Create or fix a set first.</p>
      ) : (
        <Select
          label="Into set"
          value={target}
          options={targets.map((s) => ({ value: s.id, label: s.name, detail: s.id }))}
          onChange={setTarget}
          description="Rows update the card with the same id or add a new card; nothing is saved if any row has an error."
        />
      )}
    </FormDialog>
  );
}

export { RefusalNote };
