"use client";
/**
 * Points and story icons per slot (top, middle, bottom; RULES.md R1.3–R1.4) and the persistent
 * mark. A point is a number, "blank" (opaque) or empty (clear film); an icon is one of the
 * set's icons, blank or clear.
 */
import type { Card, IconSlot, PointSlot, VellumSet } from "../../../../lib/model";
import { parsePoint, pointText } from "./slot-values";

const SLOTS = ["top", "middle", "bottom"] as const;

/** The slot fields of a clear-film card. */
export function CardSlots(props: {
  card: Card;
  set: VellumSet;
  edit(patch: Partial<Record<keyof Card, unknown>>, field: string): void;
}) {
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
              <input
                className="ws-input"
                aria-label={`Points ${where}`}
                value={
                  typeof points[i] === "string" && points[i] !== "blank"
                    ? String(points[i])
                    : pointText(points[i] as PointSlot)
                }
                placeholder="clear"
                inputMode="numeric"
                onChange={(e) => setPoint(i, e.target.value)}
              />
            </div>
            <div data-field={`icons/${i}`}>
              <select
                className="ws-select ws-select--field"
                aria-label={`Icon ${where}`}
                value={icons[i] ?? ""}
                onChange={(e) => setIcon(i, e.target.value)}
              >
                <option value="">clear</option>
                <option value="blank">blank (opaque)</option>
                {set.icons.map((icon) => (
                  <option key={icon.id} value={icon.id}>
                    {icon.name}
                  </option>
                ))}
                {icons[i] && icons[i] !== "blank" && !set.icons.some((x) => x.id === icons[i]) && (
                  <option value={icons[i] ?? ""}>{`${icons[i]} (unknown)`}</option>
                )}
              </select>
            </div>
          </div>
        ))}
      </div>
      <label className="ws-check" data-field="persistent">
        <input
          type="checkbox"
          checked={card.persistent ?? false}
          onChange={(e) => edit({ persistent: e.target.checked || undefined }, "persistent")}
        />
        <span>Persistent (shows the persistent icon and a reminder)</span>
      </label>
    </fieldset>
  );
}
