"use client";
/**
 * The difference dialog's body: the counts, the cards the sheet adds, each changed card field by
 * field (before → after), the cards with no row in the sheet (removed only when "Also remove
 * these N cards" is ticked), and the sheet's problems per row and cell (line, cell, reason) with
 * "Skip the rows with problems". Apply stays disabled, and says why, until it can apply.
 */
import { useMemo, useState } from "react";
import type { ReactNode } from "react";
import type { VellumSet } from "@/lib/model";
import { plural } from "@/lib/model";
import type { SheetDiff } from "@/lib/sheet";
import { cardColumns } from "@/lib/sheet";
import { Button, Checkbox, DialogActions } from "@/app/_ui";
import type { PullChoice } from "./sheet-flow";
import { applyRefusal, blockingProblems, diffSummary } from "./sheet-flow";

/** Items listed per section before "and N more" (a 2,000-row sheet stays quick to show). */
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
            <ul className="sheet-list">
              {diff.added.slice(0, LISTED).map((c) => (
                <li key={c.id}>
                  {c.name} <span className="sheet-dim">({c.id})</span>
                </li>
              ))}
            </ul>
            <More shown={LISTED} of={diff.added.length} />
          </section>
        )}
        {diff.changed.length > 0 && (
          <section aria-label="Cards changed" className="sheet-section">
            <h3>Cards changed ({diff.changed.length})</h3>
            <FieldTable
              heading="Card and field"
              changes={diff.changed.slice(0, LISTED).flatMap((c) =>
                c.fields.map((f) => ({
                  key: `${c.id}/${f.column}`,
                  what: `${c.name}: ${labels.get(f.column) ?? f.column}`,
                  before: f.before,
                  after: f.after,
                })),
              )}
              more={<More shown={LISTED} of={diff.changed.length} />}
            />
          </section>
        )}
        {diff.removed.length > 0 && (
          <section aria-label="Cards not in the sheet" className="sheet-section sheet-removed">
            <h3>Cards not in the sheet ({diff.removed.length})</h3>
            <p>Kept unless you tick the box: a pull removes cards only when you say so.</p>
            <ul className="sheet-list">
              {diff.removed.slice(0, LISTED).map((c) => (
                <li key={c.id}>
                  {c.name} <span className="sheet-dim">({c.id})</span>
                </li>
              ))}
            </ul>
            <More shown={LISTED} of={diff.removed.length} />
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

/** One field overwritten: what it is (card and column), its cell before and after. */
export interface FieldRow {
  key: string;
  what: string;
  before: string;
  after: string;
}

/** The fields a pull or a push changes, one row each: what, before → after. */
export function FieldTable(props: { heading: string; changes: FieldRow[]; more?: ReactNode }) {
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
          {props.changes.map((f) => (
            <tr key={f.key}>
              <th scope="row">{f.what}</th>
              {cell(f.before)}
              {cell(f.after)}
            </tr>
          ))}
        </tbody>
      </table>
      {props.more}
    </div>
  );
}

/** "and N more" under a list cut at `shown`. */
export function More({ shown, of }: { shown: number; of: number }) {
  return of > shown ? <p className="sheet-dim">and {of - shown} more.</p> : null;
}
