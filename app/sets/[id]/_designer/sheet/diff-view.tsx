"use client";
/**
 * The difference dialog's body: the counts, the cards the sheet adds, each changed card field by
 * field (before → after), every card with no row in the sheet (removed only when "Also remove
 * these N cards" is ticked, so all N are listed, in a scrolling list), and the sheet's problems per row and cell (line, cell, reason) with
 * "Skip the rows with problems". Apply stays disabled, and says why, until it can apply.
 */
import { useMemo, useState } from "react";
import type { Card, VellumSet } from "@/lib/model";
import { plural } from "@/lib/model";
import type { FieldChange, SheetDiff } from "@/lib/sheet";
import { blockingProblems, cardColumns } from "@/lib/sheet";
import { Button, Checkbox, DialogActions } from "@/app/_ui";
import type { PullChoice } from "./sheet-flow";
import { applyRefusal, diffSummary } from "./sheet-flow";

/**
 * Items listed per section before "and N more" (a 2,000-row sheet stays quick to show); the
 * cards a pull may remove are all listed.
 */
export const LISTED = 300;

/** See the file comment. */
export function DiffView(props: {
  set: VellumSet;
  source: string;
  diff: SheetDiff;
  replanned: boolean;
  onCancel(): void;
  onApply(choice: PullChoice): void;
}) {
  const { diff } = props;
  const [choice, setChoice] = useState<PullChoice>({ removeMissing: false, skipProblems: false });
  const labels = useMemo(() => {
    const columns = cardColumns(props.set.languages ?? []);
    return new Map<string, string>([
      ["id", "Id"],
      ...columns.map((c) => [c.header, c.label] as const),
    ]);
  }, [props.set]);
  const refusal = applyRefusal(diff, choice);
  const blocking = blockingProblems(diff).length;
  const lines = new Set(diff.problems.map((p) => p.place?.line).filter((l) => l !== undefined));
  return (
    <>
      <div className="ui-dialog-body sheet-diff">
        {props.replanned && (
          <p className="sheet-replanned" role="status">
            The set changed while this was open, so nothing was applied yet: this is what the sheet
            does to the set as it is now. Apply again to pull it.
          </p>
        )}
        <p className="sheet-summary">
          {props.source}: {diffSummary(diff)}.
        </p>
        {diff.problems.length > 0 && (
          <section aria-label="Problems in the sheet" className="sheet-problems">
            <h3>Problems in the sheet ({diff.problems.length})</h3>
            <div className="ui-table-scroll sheet-scroll">
              <table className="ui-change-table sheet-table">
                <thead>
                  <tr>
                    <th scope="col">Line</th>
                    <th scope="col">Cell</th>
                    <th scope="col">Problem</th>
                  </tr>
                </thead>
                <tbody>
                  {diff.problems.slice(0, LISTED).map((p, i) => (
                    <tr key={i} data-severity={p.diagnostic.severity}>
                      <td>{p.place?.line ?? ""}</td>
                      <td>{p.place?.name ?? ""}</td>
                      <td>{p.diagnostic.message}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <More shown={LISTED} of={diff.problems.length} />
            </div>
            {blocking > 0 && (
              <Checkbox
                isSelected={choice.skipProblems}
                onChange={(skipProblems) => setChoice({ ...choice, skipProblems })}
              >
                Skip the rows with problems ({plural(lines.size, "row")}: nothing of them is read)
              </Checkbox>
            )}
          </section>
        )}
        {diff.added.length > 0 && (
          <section aria-label="Cards added" className="sheet-section">
            <h3>Cards added ({diff.added.length})</h3>
            <CardList cards={diff.added} />
          </section>
        )}
        {diff.changed.length > 0 && (
          <section aria-label="Cards changed" className="sheet-section">
            <h3>Cards changed ({diff.changed.length})</h3>
            <FieldTable
              heading="Card and field"
              changed={diff.changed}
              what={(c, f) => `${c.name}: ${labels.get(f.column) ?? f.column}`}
            />
          </section>
        )}
        {diff.removed.length > 0 && (
          <section aria-label="Cards not in the sheet" className="sheet-section sheet-removed">
            <h3>Cards not in the sheet ({diff.removed.length})</h3>
            <p>Kept unless you tick the box: a pull removes cards only when you say so.</p>
            {/* Every card, never cut at LISTED: the box below removes them all, so each one that
                goes is shown (a scrolling list, focusable so the keyboard scrolls it). */}
            <ul
              className="sheet-list sheet-list-all"
              tabIndex={0}
              aria-label={`The ${plural(diff.removed.length, "card")} not in the sheet`}
            >
              {diff.removed.map((c) => (
                <li key={c.id}>
                  {c.name} <span className="sheet-dim">({c.id})</span>
                </li>
              ))}
            </ul>
            <Checkbox
              isSelected={choice.removeMissing}
              onChange={(removeMissing) => setChoice({ ...choice, removeMissing })}
            >
              Also remove{" "}
              {diff.removed.length === 1 ? "this card" : `these ${diff.removed.length} cards`}
            </Checkbox>
          </section>
        )}
        {refusal && (
          <p className="sheet-why" id="sheet-apply-why">
            {refusal}
          </p>
        )}
      </div>
      <DialogActions>
        {/* Focused first, as in a confirmation: Enter never applies by accident. */}
        <Button autoFocus onPress={props.onCancel}>
          Cancel
        </Button>
        <Button
          variant="primary"
          isDisabled={refusal !== undefined}
          aria-describedby={refusal ? "sheet-apply-why" : undefined}
          onPress={() => props.onApply(choice)}
        >
          Apply
        </Button>
      </DialogActions>
    </>
  );
}

/** Cards by name and id, the first `LISTED` of them, then "and N more". */
export function CardList({ cards }: { cards: readonly Card[] }) {
  return (
    <>
      <ul className="sheet-list">
        {cards.slice(0, LISTED).map((c) => (
          <li key={c.id}>
            {c.name} <span className="sheet-dim">({c.id})</span>
          </li>
        ))}
      </ul>
      <More shown={LISTED} of={cards.length} />
    </>
  );
}

/**
 * The fields a pull or a push changes, one row each: `what` names the card (or row) and the
 * column, then its cell before → after; the first `LISTED` cards, then "and N more".
 */
export function FieldTable<T extends { fields: readonly FieldChange[] }>(props: {
  heading: string;
  changed: readonly T[];
  what(change: T, field: FieldChange): string;
}) {
  const cell = (value: string) => (
    <td className={value === "" ? "sheet-dim" : undefined}>{value === "" ? "(empty)" : value}</td>
  );
  return (
    <div className="ui-table-scroll sheet-scroll">
      <table className="ui-change-table sheet-table">
        <thead>
          <tr>
            <th scope="col">{props.heading}</th>
            <th scope="col">Before</th>
            <th scope="col">After</th>
          </tr>
        </thead>
        <tbody>
          {props.changed.slice(0, LISTED).flatMap((c, i) =>
            c.fields.map((f) => (
              <tr key={`${i}/${f.column}`}>
                <th scope="row">{props.what(c, f)}</th>
                {cell(f.before)}
                {cell(f.after)}
              </tr>
            )),
          )}
        </tbody>
      </table>
      <More shown={LISTED} of={props.changed.length} />
    </div>
  );
}

/** "and N more" under a list cut at `shown`. */
export function More({ shown, of }: { shown: number; of: number }) {
  return of > shown ? <p className="sheet-dim">and {of - shown} more.</p> : null;
}
