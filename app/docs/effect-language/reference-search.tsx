"use client";
/**
 * The reference's search: a labelled search box that finds the sections matching the words
 * typed (minisearch: by prefix and with typos forgiven, titles weighing most), listed as links
 * to them. Enter jumps to the first; ↓ and ↑ move through the list; Escape clears the box. With
 * nothing typed, the list is the page's contents.
 */
import MiniSearch from "minisearch";
import { useMemo, useRef, useState } from "react";
import type { KeyboardEvent } from "react";
import { Input, Label, SearchField } from "react-aria-components";
import type { ReferenceSection } from "./reference-doc";

/** The sections matching `query`, best first (all words must match). */
export function searchSections(
  index: MiniSearch<ReferenceSection>,
  query: string,
): { id: string; title: string; path: string[] }[] {
  return index
    .search(query, { prefix: true, fuzzy: 0.2, combineWith: "AND", boost: { title: 3 } })
    .map((hit) => ({
      id: String(hit.id),
      title: String(hit.title),
      path: hit.path as string[],
    }));
}

/** A search index of the sections. */
export function sectionIndex(sections: readonly ReferenceSection[]): MiniSearch<ReferenceSection> {
  const index = new MiniSearch<ReferenceSection>({
    fields: ["title", "text"],
    storeFields: ["title", "path"],
  });
  index.addAll(sections.filter((s) => s.depth > 1));
  return index;
}

/** Goes to a section: its address, its place on the page, and focus for the keyboard. */
function goTo(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  history.replaceState(null, "", `#${id}`);
  target.scrollIntoView({ block: "start" });
  target.querySelector<HTMLElement>("a")?.focus({ preventScroll: true });
}

/** The search box and its results (or the contents). */
export function ReferenceSearch({ sections }: { sections: ReferenceSection[] }) {
  const index = useMemo(() => sectionIndex(sections), [sections]);
  const [query, setQuery] = useState("");
  const list = useRef<HTMLUListElement>(null);
  const words = query.trim();
  const hits = useMemo(() => (words ? searchSections(index, words) : []), [index, words]);
  const contents = sections.filter((s) => s.depth === 2 || s.depth === 3);
  const shown = words ? hits : contents.map((s) => ({ id: s.id, title: s.title, path: [] }));

  const move = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key !== "ArrowDown" && e.key !== "ArrowUp") return;
    const links = [...(list.current?.querySelectorAll<HTMLAnchorElement>("a") ?? [])];
    if (links.length === 0) return;
    e.preventDefault();
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next = e.key === "ArrowDown" ? Math.min(at + 1, links.length - 1) : Math.max(at - 1, -1);
    if (next === -1) list.current?.closest(".ref-search")?.querySelector("input")?.focus();
    else links[next]?.focus();
  };

  return (
    <nav className="ref-search" aria-label="Reference sections" onKeyDown={move}>
      <SearchField
        className="ui-field"
        value={query}
        onChange={setQuery}
        onSubmit={() => {
          const first = hits[0];
          if (first) goTo(first.id);
        }}
      >
        <Label className="ui-label">Search the reference</Label>
        <Input className="ui-input" placeholder="e.g. discard, story, unknown icon" />
      </SearchField>
      <p className="ref-search-status" role="status">
        {words
          ? hits.length === 0
            ? `No section matches “${words}”.`
            : `${hits.length} section${hits.length === 1 ? "" : "s"} match${hits.length === 1 ? "es" : ""}; Enter goes to the first.`
          : ""}
      </p>
      <ul ref={list} className="ref-search-list" aria-label={words ? "Sections found" : "Contents"}>
        {shown.map((s) => (
          <li key={s.id}>
            <a
              href={`#${s.id}`}
              onClick={(e) => {
                e.preventDefault();
                goTo(s.id);
              }}
            >
              {s.path.length > 0 && <span className="ref-search-path">{s.path.at(-1)} › </span>}
              {s.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
