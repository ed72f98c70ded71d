"use client";
/** Saves the game in play to the set's workspace folder, under a name. */
import { useState } from "react";
import { Button, Dialog, DialogActions, TextField, toast } from "@/app/_ui";
import type { GameSession } from "./game-session";
import { saveGame } from "./games-api";

/** See the file comment. */
export function SaveGameDialog(props: {
  session: GameSession;
  isOpen: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { session } = props;
  const [name, setName] = useState("");
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const save = async (close: () => void) => {
    const n = name.trim();
    if (n === "") {
      setProblem("give the game a name");
      return;
    }
    setBusy(true);
    const r = await saveGame(session.set.id, session.toSaved(n, new Date().toISOString()));
    setBusy(false);
    if (!r.ok) {
      setProblem(`the game was not saved: ${r.message}`);
      return;
    }
    setProblem(undefined);
    close();
    toast({
      title: `Saved “${n}”`,
      description: "Resume it from the new-game page.",
      tone: "success",
    });
  };
  return (
    <Dialog title="Save the game" isOpen={props.isOpen} onOpenChange={props.onOpenChange}>
      {(close) => (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void save(close);
          }}
        >
          <TextField
            label="Name"
            autoFocus
            value={name}
            onChange={setName}
            errorMessage={problem}
            description={`Saved in the set's workspace folder, turn ${session.getSnapshot().state.turn.number}.`}
          />
          <DialogActions>
            <Button onPress={close}>Cancel</Button>
            <Button type="submit" variant="primary" isDisabled={busy}>
              Save
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
