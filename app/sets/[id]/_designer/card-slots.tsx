"use client";
/**
 * Points and story icons per slot (top, middle, bottom; RULES.md R1.3–R1.4) and the persistent
 * mark. A point is a number, "blank" (opaque) or empty (clear film); an icon is one of the
 * set's icons, blank or clear.
 */
import { memo } from "react";
import type { Card, IconSlot, PointSlot, VellumSet } from "@/lib/model";
import { Checkbox, Select, TextField } from "@/app/_ui";
import { CLEAR, fromChoice, toChoice } from "@/app/sets/[id]/_set/choice-values";
import { missingChoice, pointProblem } from "./field-problems";
import { parsePoint, pointText } from "./slot-values";

const SLOTS = ["top", "middle", "bottom"] as const;

type SlotsProps = {
  card: Card;
  set: VellumSet;
  edit(patch: Partial<Record<keyof Card, unknown>>, field: string): void;
};

/** What the slots show: redrawn when these change (`edit` is the form's stable one). */
const sameSlots = (a: SlotsProps, b: SlotsProps) =>
  a.edit === b.edit &&
  a.set.icons === b.set.icons &&
  a.card.points === b.card.points &&
  a.card.icons === b.card.icons &&
  a.card.persistent === b.card.persistent;

/** The slot fields of a clear-film card. */
export const CardSlots = memo(function CardSlots(props: SlotsProps) {
  const { card, set, edit } = props;
  const points: readonly (PointSlot | string)[] = card.points ?? [null, null, null];
  const icons: readonly IconSlot[] = card.icons ?? [null, null, null];
  const setPoint = (i: number, text: string) => {
    const next = [0, 1, 2].map((j) => (j === i ? parsePoint(text) : (points[j] ?? null)));
    edit(
      { points: next.every((p) => p === null) && !card.points ? undefined : next },
      `points/${i}`,
    );
  };
  const setIcon = (i: number, value: string) => {
    const slot: IconSlot = value === "" ? null : value;
    const next = [0, 1, 2].map((j) => (j === i ? slot : (icons[j] ?? null)));
    edit({ icons: next }, `icons/${i}`);
  };
  return (
    <fieldset className="ws-slots">
      <legend>Slots</legend>
      <div className="ws-slot-grid">
        <span className="ws-slot-head" aria-hidden="true" />
        <span className="ws-slot-head">Points</span>
        <span className="ws-slot-head">Icon</span>
        {SLOTS.map((where, i) => (
          <div className="ws-slot-row" key={where}>
            <span className="ws-slot-name">{where}</span>
            <div data-field={`points/${i}`}>
              <TextField
                label={<span className="ui-sr-only">{`Points ${where}`}</span>}
                value={
                  typeof points[i] === "string" && points[i] !== "blank"
                    ? String(points[i])
                    : pointText(points[i] as PointSlot)
                }
                placeholder="clear"
                onChange={(text) => setPoint(i, text)}
                errorMessage={pointProblem(points[i])}
              />
            </div>
            <div data-field={`icons/${i}`}>
              <Select
                label={<span className="ui-sr-only">{`Icon ${where}`}</span>}
                value={toChoice(icons[i])}
                options={[
                  [CLEAR, "clear"],
                  ["blank", "blank (opaque)"],
                  ...set.icons.map((icon): [string, string] => [icon.id, icon.name]),
                  ...(icons[i] && icons[i] !== "blank" && !set.icons.some((x) => x.id === icons[i])
                    ? [[icons[i], `${icons[i]} (unknown)`] as [string, string]]
                    : []),
                ]}
                onChange={(v) => setIcon(i, fromChoice(v))}
                errorMessage={
                  icons[i] === "blank"
                    ? undefined
                    : missingChoice(
                        "icon",
                        icons[i],
                        set.icons.some((x) => x.id === icons[i]),
                      )
                }
              />
            </div>
          </div>
        ))}
      </div>
      <div data-field="persistent">
        <Checkbox
          isSelected={card.persistent ?? false}
          onChange={(on) => edit({ persistent: on || undefined }, "persistent")}
        >
          Persistent (shows the persistent icon and a reminder)
        </Checkbox>
      </div>
    </fieldset>
  );
}, sameSlots);
