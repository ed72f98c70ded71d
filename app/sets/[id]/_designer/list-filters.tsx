"use client";
/** The card list's search, filters and sort: compact labelled kit controls above the list. */
import { memo } from "react";
import { Checkbox, Select, TextField } from "@/app/_ui";
import type { CardType, VellumSet } from "@/lib/model";
import { CARD_TYPES, CARD_TYPE_WORDS, capitalised, readableWords } from "@/lib/model";
import type { CardQuery, CardSort } from "./card-query";

/** The DOM id of the search field (the "focus search" shortcut goes there). */
export const SEARCH_ID = "ws-search";

const SORTS: [CardSort, string][] = [
  ["set", "Set order"],
  ["name", "Name"],
  ["type", "Card kind"],
  ["problems", "Problems first"],
];

/**
 * A short visible label with a fuller accessible name ("Kind" shown, "Card kind filter" read),
 * so the compact filters keep the names they have always had.
 */
function MiniLabel(props: { shown: string; name: string }) {
  return (
    <>
      <span aria-hidden="true">{props.shown}</span>
      <span className="ui-sr-only">{props.name}</span>
    </>
  );
}

type FiltersProps = {
  set: VellumSet;
  query: CardQuery;
  onChange(query: CardQuery): void;
};

/** What the filters read of the set: redrawn when these change, not on a card's edit. */
const sameFilters = (a: FiltersProps, b: FiltersProps) =>
  a.query === b.query &&
  a.onChange === b.onChange &&
  a.set.families === b.set.families &&
  a.set.icons === b.set.icons &&
  a.set.rules === b.set.rules &&
  a.set.language === b.set.language;

/** Search box, filters and sort. */
export const ListFilters = memo(function ListFilters(props: FiltersProps) {
  const { set, query, onChange } = props;
  const change = (patch: Partial<CardQuery>) => onChange({ ...query, ...patch });
  return (
    <div className="ws-filters">
      <TextField
        id={SEARCH_ID}
        type="search"
        className="ws-search ws-compact"
        label={<span className="ui-sr-only">Search cards</span>}
        placeholder="Search name or text  ( / )"
        value={query.search}
        onChange={(search) => change({ search })}
      />
      <div className="ws-filter-row">
        <Select<CardType | "">
          className="ws-compact"
          label={<MiniLabel shown="Kind" name="Card kind filter" />}
          value={query.type}
          options={[["", "All"], ...CARD_TYPES.map((t) => [t, CARD_TYPE_WORDS[t].many] as const)]}
          onChange={(type) => change({ type })}
        />
        <Select
          className="ws-compact"
          label={
            <MiniLabel
              shown={capitalised(readableWords(set).familyWord)}
              name={`${capitalised(readableWords(set).familyWord)} filter`}
            />
          }
          value={query.family}
          options={[["", "All"], ...set.families.map((f) => [f.id, f.name] as const)]}
          onChange={(family) => change({ family })}
        />
        <Select
          className="ws-compact"
          label={<MiniLabel shown="Icon" name="Icon filter" />}
          value={query.icon}
          options={[["", "All"], ...set.icons.map((i) => [i.id, i.name] as const)]}
          onChange={(icon) => change({ icon })}
        />
      </div>
      <div className="ws-filter-row">
        <Select<CardSort>
          className="ws-compact"
          label={<MiniLabel shown="Sort" name="Sort cards by" />}
          value={query.sort}
          options={SORTS}
          onChange={(sort) => change({ sort })}
        />
        <Checkbox
          className="ws-compact-check"
          isSelected={query.problemsOnly}
          onChange={(problemsOnly) => change({ problemsOnly })}
        >
          Only with problems
        </Checkbox>
      </div>
    </div>
  );
}, sameFilters);
