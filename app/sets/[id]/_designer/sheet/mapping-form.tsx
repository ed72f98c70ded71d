"use client";
/**
 * The mapping dialog's body: each header of the sheet that matches no card column, with a choice
 * of the card column it stands for or "Ignore" (lib/sheet's suggestion chosen first). The choices
 * are kept in the set (`sheet.mapping`), so the next pull does not ask again.
 */
import { useMemo } from "react";
import type { VellumSet } from "@/lib/model";
import { plural } from "@/lib/model";
import type { HeaderMapping } from "@/lib/sheet";
import { Button, DialogActions, Select } from "@/app/_ui";
import { columnChoices, doubleChoices } from "./sheet-flow";

/** The value of "Ignore" in a header's choice (no card column has this header). */
const IGNORE = "(ignore)";

/** See the file comment. */
export function MappingForm(props: {
  set: VellumSet;
  source: string;
  mapping: HeaderMapping;
  choices: Readonly<Record<string, string | null>>;
  onChoose(header: string, column: string | null): void;
  onCancel(): void;
  onDone(): void;
}) {
  const { mapping, choices } = props;
  const options = useMemo(
    () => [
      { value: IGNORE, label: "Ignore", detail: "the column is not read" },
      ...columnChoices(props.set).map((c) => ({ value: c.header, label: c.label })),
    ],
    [props.set],
  );
  const twice = doubleChoices(mapping, choices);
  const count = mapping.unmatched.length;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (twice.length === 0) props.onDone();
      }}
    >
      <div className="ui-dialog-body">
        <p>
          {plural(count, "column")} of {props.source} {count === 1 ? "matches" : "match"} no card
          column. Choose what each one holds, or ignore it. The choice is kept in the set, so the
          next pull does not ask again.
        </p>
        <div className="sheet-mapping">
          {mapping.unmatched.map((u) => (
            <Select
              key={u.index}
              label={`Sheet column “${u.header}”`}
              value={choices[u.header] ?? IGNORE}
              options={options}
              onChange={(v) => props.onChoose(u.header, v === IGNORE ? null : v)}
              description={u.suggestion ? `Suggested: ${u.suggestion}` : undefined}
            />
          ))}
        </div>
        {twice.length > 0 && (
          <p role="alert" className="sheet-refusal">
            {twice.map((c) => `“${c}”`).join(", ")} would be read from two columns of the sheet:
            choose another column or Ignore for one of them.
          </p>
        )}
      </div>
      <DialogActions>
        <Button autoFocus onPress={props.onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" isDisabled={twice.length > 0}>
          Use these columns
        </Button>
      </DialogActions>
    </form>
  );
}
