"use client";
/**
 * The card-impact table: one row per playable card, sortable by every column (the header
 * buttons; `aria-sort` on the sorted one), each card linking to it in the designer.
 */
import Link from "next/link";
import { useState } from "react";
import type { CardRow } from "@/lib/sim";
import { cardHref } from "@/app/sets/[id]/_set/problem-place";
import type { ImpactColumn, SortDirection } from "./card-impact";
import { sortCards } from "./card-impact";
import { fixed, pct, points } from "./lab-format";

const COLUMNS: { key: ImpactColumn; label: string; title: string; numeric: boolean }[] = [
  { key: "name", label: "Card", title: "the card", numeric: false },
  { key: "type", label: "Type", title: "its type", numeric: false },
  {
    key: "heldBy",
    label: "Held",
    title: "seats that held it (stories: claimed it)",
    numeric: true,
  },
  {
    key: "winRateHeld",
    label: "Win held",
    title: "win rate of the seats that held it",
    numeric: true,
  },
  { key: "winRateNotHeld", label: "Win not", title: "win rate of the other seats", numeric: true },
  {
    key: "impact",
    label: "Impact",
    title: "win held − win not (needs 30 seats each side)",
    numeric: true,
  },
  {
    key: "playsPerGame",
    label: "Plays/game",
    title: "plays (stories: claims) per game",
    numeric: true,
  },
  { key: "playRate", label: "Play rate", title: "plays per time drawn", numeric: true },
  {
    key: "selfWorthChange",
    label: "Δ self-worth",
    title: "mean change of the table's self-worth per play",
    numeric: true,
  },
];

/** The columns with the set's word for points in the change column. */
function columnsFor(pointsWord: string): typeof COLUMNS {
  return COLUMNS.map((c) =>
    c.key === "selfWorthChange"
      ? {
          ...c,
          label: `Δ ${pointsWord}`,
          title: `mean change of the table's ${pointsWord} per play`,
        }
      : c,
  );
}

function cell(r: CardRow, key: ImpactColumn): string {
  switch (key) {
    case "heldBy":
      return String(r.heldBy);
    case "winRateHeld":
    case "winRateNotHeld":
    case "playRate":
      return pct(r[key]);
    case "impact":
      return points(r.impact);
    case "playsPerGame":
      return r.playsPerGame.toFixed(2);
    case "selfWorthChange":
      return fixed(r.selfWorthChange);
    default:
      return String(r[key]);
  }
}

/** The sortable card-impact table of a report. */
export function CardImpactTable({
  setId,
  cards,
  pointsWord = "self-worth",
}: {
  setId: string;
  cards: readonly CardRow[];
  /** The set's word for points (the report's; older reports have none). */
  pointsWord?: string;
}) {
  const columns = columnsFor(pointsWord);
  const [sort, setSort] = useState<{ column: ImpactColumn; direction: SortDirection }>({
    column: "impact",
    direction: "descending",
  });
  const rows = sortCards(cards, sort.column, sort.direction);
  const toggle = (column: ImpactColumn, numeric: boolean) =>
    setSort((s) =>
      s.column === column
        ? { column, direction: s.direction === "ascending" ? "descending" : "ascending" }
        : { column, direction: numeric ? "descending" : "ascending" },
    );
  return (
    <div className="lab-table-wrap">
      <table className="lab-table lab-impact" aria-label="Card impact">
        <thead>
          <tr>
            {columns.map((c) => (
              <th
                key={c.key}
                scope="col"
                aria-sort={sort.column === c.key ? sort.direction : undefined}
                className={c.numeric ? "num" : undefined}
              >
                <button
                  type="button"
                  className="lab-sort"
                  title={`Sort by ${c.title}`}
                  onClick={() => toggle(c.key, c.numeric)}
                >
                  {c.label}
                  <span aria-hidden="true" className="lab-sort-mark">
                    {sort.column === c.key ? (sort.direction === "ascending" ? "▲" : "▼") : ""}
                  </span>
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.cardId}>
              <th scope="row">
                <Link href={cardHref(setId, r.cardId)}>{r.name}</Link>
              </th>
              {columns.slice(1).map((c) => (
                <td
                  key={c.key}
                  className={
                    c.key === "impact" && r.impact !== null
                      ? r.impact > 0
                        ? "num up"
                        : r.impact < 0
                          ? "num down"
                          : "num"
                      : c.numeric
                        ? "num"
                        : undefined
                  }
                >
                  {cell(r, c.key)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
