"use client";
/** The end screen: why the game ended, the family values (R9.2) and the winner(s) (R9.3). */
import type { PlayerView } from "@/lib/engine";
import type { VellumSet } from "@/lib/model";
import { Button, Dialog, DialogActions } from "@/app/_ui";
import { signedNumber, wordList } from "@/lib/model";

/** See the file comment. */
export function GameOverDialog(props: {
  view: PlayerView;
  set: VellumSet;
  isOpen: boolean;
  onOpenChange(open: boolean): void;
  onNewGame(): void;
  /** Why the game ended, when the table ended it (a stalled game) rather than the rules. */
  why?: string;
}) {
  const { view, set } = props;
  const over = view.over;
  if (!over) return null;
  const name = (s: number) => view.seats[s]?.name ?? `Seat ${s + 1}`;
  const winners = over.winners.map(name);
  const why =
    props.why ??
    (over.reason === "family-dead"
      ? `The last living character of ${over.fallen === null ? "a" : `${name(over.fallen)}'s`} ${set.rules.familyWord} died.`
      : over.reason === "turn-limit"
        ? "The turn limit was reached."
        : "Every card was played: the draw pile, the discard pile and every hand are empty.");
  const family = (id: string | null) =>
    set.families.find((f) => f.id === id)?.name ?? "The removed characters";
  return (
    <Dialog title="Game over" isOpen={props.isOpen} onOpenChange={props.onOpenChange}>
      {(close) => (
        <>
          <p className="tb-winner">
            {winners.length === 1 ? `${winners[0]!} wins` : `${wordList(winners)} share the win`}{" "}
            with the lowest {set.rules.familyWord} value.
          </p>
          <p className="tb-hint">{why}</p>
          <table className="tb-values">
            <caption>{set.rules.familyWord.replace(/^./, (c) => c.toUpperCase())} values</caption>
            <thead>
              <tr>
                <th scope="col">Player</th>
                <th scope="col">{set.rules.familyWord.replace(/^./, (c) => c.toUpperCase())}</th>
                <th scope="col">Value</th>
              </tr>
            </thead>
            <tbody>
              {view.seats.map((s) => (
                <tr key={s.seat} data-winner={over.winners.includes(s.seat) || undefined}>
                  <th scope="row">
                    {s.name}
                    {over.winners.includes(s.seat) && " (winner)"}
                  </th>
                  <td>{family(s.family)}</td>
                  <td>{signedNumber(over.values[s.seat] ?? 0)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <DialogActions>
            <Button onPress={close}>Look at the table</Button>
            <Button variant="primary" onPress={props.onNewGame}>
              New game
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
