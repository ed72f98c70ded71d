"use client";
/**
 * "Columns" of the card grid: show or hide each column, move it earlier or later, add the
 * translation columns of the set's other languages, and put the layout back as it came. The
 * widths are dragged (or keyed) on the headers themselves; everything is kept per set.
 */
import { useState } from "react";
import { Button, CloseActions, Checkbox, Dialog } from "@/app/_ui";
import type { GridLayout } from "./grid-model";
import { DEFAULT_LAYOUT, moveColumn } from "./grid-model";

/** The button and its dialog. */
export function GridColumnsButton(props: {
  /** Every column in the layout's order: id and label. */
  columns: readonly { id: string; label: string }[];
  /** The set's languages other than its main one. */
  languages: readonly string[];
  layout: GridLayout;
  onLayout(next: GridLayout): void;
}) {
  const { columns, languages, layout, onLayout } = props;
  const [open, setOpen] = useState(false);
  const order = columns.map((c) => c.id);
  const hidden = new Set(layout.hidden);
  return (
    <>
      <Button size="small" variant="quiet" onPress={() => setOpen(true)}>
        Columns
      </Button>
      <Dialog
        title="Grid columns"
        isOpen={open}
        onOpenChange={setOpen}
        className="ws-sheet-columns"
      >
        {(close) => (
          <>
            {languages.length > 0 && (
              <fieldset className="ws-sheet-langs">
                <legend>Translation columns</legend>
                {languages.map((lang) => (
                  <Checkbox
                    key={lang}
                    isSelected={layout.languages.includes(lang)}
                    onChange={(on) =>
                      onLayout({
                        ...layout,
                        languages: on
                          ? [...layout.languages, lang]
                          : layout.languages.filter((l) => l !== lang),
                      })
                    }
                  >
                    {`Columns in ${lang}`}
                  </Checkbox>
                ))}
              </fieldset>
            )}
            <ul className="ws-sheet-column-list" aria-label="Columns of the grid">
              {columns.map((c, i) => (
                <li key={c.id}>
                  <Checkbox
                    isSelected={!hidden.has(c.id)}
                    // The first column names the row's card: it stays.
                    isDisabled={c.id === "name"}
                    onChange={(on) =>
                      onLayout({
                        ...layout,
                        hidden: on
                          ? layout.hidden.filter((h) => h !== c.id)
                          : [...layout.hidden, c.id],
                      })
                    }
                  >
                    {`Show ${c.label}`}
                  </Checkbox>
                  <span className="ws-sheet-column-moves">
                    <Button
                      size="small"
                      variant="quiet"
                      aria-label={`Move ${c.label} earlier`}
                      isDisabled={i <= 1}
                      onPress={() => onLayout({ ...layout, order: moveColumn(order, c.id, -1) })}
                    >
                      ↑
                    </Button>
                    <Button
                      size="small"
                      variant="quiet"
                      aria-label={`Move ${c.label} later`}
                      isDisabled={i === 0 || i === columns.length - 1}
                      onPress={() => onLayout({ ...layout, order: moveColumn(order, c.id, 1) })}
                    >
                      ↓
                    </Button>
                  </span>
                </li>
              ))}
            </ul>
            <Button size="small" onPress={() => onLayout(DEFAULT_LAYOUT)}>
              Reset the columns
            </Button>
            <CloseActions close={close} />
          </>
        )}
      </Dialog>
    </>
  );
}
