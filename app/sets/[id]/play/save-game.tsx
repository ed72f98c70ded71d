"use client";
/**
 * The saved game dialogs: save the game in play to the set's workspace folder under a name, and
 * rename a saved game in place (its id, time and play stay as they are).
 */
import { useState } from "react";
import type { SavedGame, SavedGameSummary } from "@/lib/table";
import { FormDialog, TextField, toast } from "@/app/_ui";
import type { GameSession } from "./game-session";
import { failureMessage } from "@/app/_api/client";
import { putGame, saveGame } from "./games-api";

/** A refusal under the fields. */
const refused = (text: string) => (
  <p className="refusal" role="alert">
    {text}
  </p>
);

/** Saves the game in play under a name. */
export function SaveGameDialog(props: { session: GameSession; onClose(): void }) {
  const { session } = props;
  const [name, setName] = useState("");
  return (
    <FormDialog
      title="Save the game"
      submitLabel="Save"
      canSubmit={name.trim() !== ""}
      onClose={props.onClose}
      onSubmit={async () => {
        const n = name.trim();
        const r = await saveGame(session.set.id, session.toSaved(n, new Date().toISOString()));
        if (!r.ok) return refused(`The game was not saved: ${failureMessage(r.error)}`);
        toast({
          title: `Saved “${n}”`,
          description: "Resume it from the new-game page.",
          tone: "success",
        });
        return undefined;
      }}
    >
      <TextField
        label="Name"
        autoFocus
        value={name}
        onChange={setName}
        description={`Saved in the set's workspace folder, turn ${session.getSnapshot().state.turn.number}.`}
      />
    </FormDialog>
  );
}

/** Renames a saved game. */
export function RenameGameDialog(props: {
  setId: string;
  summary: SavedGameSummary;
  load(id: string): Promise<SavedGame | string>;
  onClose(): void;
  onRenamed(summary: SavedGameSummary): void;
}) {
  const { summary } = props;
  const [name, setName] = useState(summary.name);
  const n = name.trim();
  return (
    <FormDialog
      title={`Rename ${summary.name}`}
      submitLabel="Rename"
      canSubmit={n !== "" && n !== summary.name}
      onClose={props.onClose}
      onSubmit={async () => {
        const game = await props.load(summary.id);
        if (typeof game === "string") return refused(`The game was not renamed: ${game}`);
        const r = await putGame(props.setId, summary.id, { ...game, name: n });
        if (!r.ok) return refused(`The game was not renamed: ${failureMessage(r.error)}`);
        props.onRenamed(r.value);
        toast({ title: `Renamed “${summary.name}” to “${n}”`, tone: "success" });
        return undefined;
      }}
    >
      <TextField label="Name" autoFocus value={name} onChange={setName} />
    </FormDialog>
  );
}
