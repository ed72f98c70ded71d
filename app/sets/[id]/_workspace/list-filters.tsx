"use client";
/** The card list's search, filters and sort: compact labelled controls above the list. */
import type { CardType, VellumSet } from "@/lib/model";
import { CARD_TYPES, CARD_TYPE_WORDS } from "@/lib/model";
import type { CardQuery, CardSort } from "./card-query";

/** The DOM id of the search field (the "focus search" shortcut goes there). */
export const SEARCH_ID = "ws-search";

const SORTS: [CardSort, string][] = [
  ["set", "Set order"],
  ["name", "Name"],
  ["type", "Card kind"],
  ["problems", "Problems first"],
];

/** Search box, filters and sort. */
export function ListFilters(props: {
  set: VellumSet;
  query: CardQuery;
  onChange(query: CardQuery): void;
}) {
  const { set, query, onChange } = props;
  const change = (patch: Partial<CardQuery>) => onChange({ ...query, ...patch });
  return (
    <div className="ws-filters">
      <label className="ws-search">
        <span className="ws-visually-hidden">Search cards</span>
        <input
          id={SEARCH_ID}
          type="search"
          className="ws-input"
          placeholder="Search name or text  ( / )"
          value={query.search}
          onChange={(e) => change({ search: e.target.value })}
        />
      </label>
      <div className="ws-filter-row">
        <label className="ws-mini">
          <span>Kind</span>
          <select
            className="ws-select"
            aria-label="Card kind filter"
            value={query.type}
            onChange={(e) => change({ type: e.target.value as CardType | "" })}
          >
            <option value="">All</option>
            {CARD_TYPES.map((t) => (
              <option key={t} value={t}>
                {CARD_TYPE_WORDS[t].many}
              </option>
            ))}
          </select>
        </label>
        <label className="ws-mini">
          <span>Family</span>
          <select
            className="ws-select"
            aria-label="Family filter"
            value={query.family}
            onChange={(e) => change({ family: e.target.value })}
          >
            <option value="">All</option>
            {set.families.map((f) => (
              <option key={f.id} value={f.id}>
                {f.name}
              </option>
            ))}
          </select>
        </label>
        <label className="ws-mini">
          <span>Icon</span>
          <select
            className="ws-select"
            aria-label="Icon filter"
            value={query.icon}
            onChange={(e) => change({ icon: e.target.value })}
          >
            <option value="">All</option>
            {set.icons.map((i) => (
              <option key={i.id} value={i.id}>
                {i.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="ws-filter-row">
        <label className="ws-mini">
          <span>Sort</span>
          <select
            className="ws-select"
            aria-label="Sort cards by"
            value={query.sort}
            onChange={(e) => change({ sort: e.target.value as CardSort })}
          >
            {SORTS.map(([v, label]) => (
              <option key={v} value={v}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className="ws-check">
          <input
            type="checkbox"
            checked={query.problemsOnly}
            onChange={(e) => change({ problemsOnly: e.target.checked })}
          />
          <span>Only with problems</span>
        </label>
      </div>
    </div>
  );
}
