"use client";
/**
 * The push's confirmation: what writing the cards to the file changes, as the pull's difference
 * shows it (diff-view.tsx's field table and lists) — the counts, the rows added, each cell
 * overwritten (before → after), the rows kept as they are, and the rows of cards the set does not
 * have, deleted only when "Also delete the rows…" is ticked.
 */
import { useState } from "react";
import { plural } from "@/lib/model";
import type { PushPlan, PushRow } from "@/lib/sheet";
import { Button, Checkbox, DialogActions } from "@/app/_ui";
import { CardList, FieldTable, LISTED, More } from "./diff-view";

/** The plan's counts in words: "2 rows added, 3 cells overwritten in 2 rows, …". */
export function pushSummary(plan: PushPlan): string {
  const cells = plan.changed.reduce((n, c) => n + c.fields.length, 0);
  return [
    `${plural(plan.added.length, "row")} added`,
    `${plural(cells, "cell")} overwritten in ${plural(plan.changed.length, "row")}`,
    `${plural(plan.kept.length + plan.removed.length, "row")} that ${plan.kept.length + plan.removed.length === 1 ? "is" : "are"} no card of the set`,
    `${plan.unchanged} unchanged`,
  ].join(", ");
}

const rowWords = (row: PushRow) =>
  `line ${row.line}${row.name === "" ? "" : `: ${row.name}`}${row.id === "" || row.id === row.name ? "" : ` (${row.id})`}`;

/** See the file comment. */
export function PushView(props: {
  target: string;
  plan: PushPlan;
  onCancel(): void;
  onConfirm(removeMissing: boolean): void;
}) {
  const { plan } = props;
  const [removeMissing, setRemoveMissing] = useState(false);
  const removed = plan.removed.length;
  return (
    <section
      className="sheet-confirm sheet-diff"
      role="group"
      aria-label={`Push to ${props.target}?`}
    >
      <p className="sheet-summary">
        Overwrite {props.target}? {pushSummary(plan)}.
      </p>
      {plan.added.length > 0 && (
        <section aria-label="Rows added" className="sheet-section">
          <h3>Rows added ({plan.added.length})</h3>
          <CardList cards={plan.added} />
        </section>
      )}
      {plan.changed.length > 0 && (
        <section aria-label="Cells overwritten" className="sheet-section">
          <h3>Cells overwritten ({plan.changed.reduce((n, c) => n + c.fields.length, 0)})</h3>
          <FieldTable
            heading="Row and column"
            changed={plan.changed}
            what={(c, f) => `Line ${c.line}, ${c.name}: ${f.column}`}
          />
        </section>
      )}
      {plan.kept.length > 0 && (
        <section aria-label="Rows kept" className="sheet-section">
          <h3>Rows kept as they are ({plan.kept.length})</h3>
          <p className="sheet-dim">
            These rows are no card of the set (no id, or a second row of a card): the push leaves
            them where they are.
          </p>
          <ul className="sheet-list">
            {plan.kept.slice(0, LISTED).map((r) => (
              <li key={r.line}>{rowWords(r)}</li>
            ))}
          </ul>
          <More shown={LISTED} of={plan.kept.length} />
        </section>
      )}
      {removed > 0 && (
        <section
          aria-label="Rows of cards the set does not have"
          className="sheet-section sheet-removed"
        >
          <h3>Rows of cards the set does not have ({removed})</h3>
          <p>
            Cards removed from the set, or typed in the sheet and not pulled yet: kept unless you
            tick the box.
          </p>
          <ul className="sheet-list">
            {plan.removed.slice(0, LISTED).map((r) => (
              <li key={r.line}>{rowWords(r)}</li>
            ))}
          </ul>
          <More shown={LISTED} of={removed} />
          <Checkbox isSelected={removeMissing} onChange={setRemoveMissing}>
            Also delete the rows of {removed === 1 ? "1 card" : `${removed} cards`} the set no
            longer has
          </Checkbox>
        </section>
      )}
      <DialogActions>
        {/* Focused first: Enter never overwrites the file by accident. */}
        <Button autoFocus onPress={props.onCancel}>
          Don&apos;t push
        </Button>
        <Button variant="danger" onPress={() => props.onConfirm(removeMissing)}>
          Overwrite {props.target}
        </Button>
      </DialogActions>
    </section>
  );
}
