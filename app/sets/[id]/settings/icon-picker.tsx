"use client";
/**
 * Picks an icon of the bundled open icon set (game-icons.net, 4,000+ icons): a search field and
 * a virtualised grid (a `listbox` named "Open icons"; arrows, Home/End and Page keys move, Enter
 * adds). Names come from the server's search route and thumbnails are loaded per visible row,
 * so the page never loads the 6 MB icon file.
 */
import { useVirtualizer } from "@tanstack/react-virtual";
import { useEffect, useRef, useState } from "react";
import { Button, Dialog, DialogActions, TextField } from "@/app/_ui";
import type { OpenIcon } from "./family-icon-edits";

interface Entry {
  name: string;
  title: string;
}

const COLUMNS = 6;
const ROW_HEIGHT = 104;
const SEARCH_DELAY_MS = 150;

/** The thumbnail address of an open icon. */
export function openIconThumb(name: string): string {
  return `/api/icons/game-icons/${encodeURIComponent(name)}?format=svg`;
}

function useSearch(query: string): { entries: Entry[]; busy: boolean; error?: string } {
  const [state, setState] = useState<{ entries: Entry[]; busy: boolean; error?: string }>({
    entries: [],
    busy: true,
  });
  useEffect(() => {
    const abort = new AbortController();
    const timer = setTimeout(() => {
      setState((s) => ({ ...s, busy: true }));
      fetch(`/api/icons/game-icons?q=${encodeURIComponent(query)}`, { signal: abort.signal })
        .then((r) => {
          if (!r.ok) throw new Error(`the icon search answered ${r.status}`);
          return r.json() as Promise<{ icons: Entry[] }>;
        })
        .then((a) => setState({ entries: a.icons, busy: false }))
        .catch((e: unknown) => {
          if (abort.signal.aborted) return;
          setState({ entries: [], busy: false, error: e instanceof Error ? e.message : String(e) });
        });
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [query]);
  return state;
}

function IconGrid(props: {
  entries: Entry[];
  active: number;
  onActive(i: number): void;
  onPick(i: number): void;
}) {
  const { entries, active } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const rows = Math.ceil(entries.length / COLUMNS);
  const virtual = useVirtualizer({
    count: rows,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 3,
  });
  const move = (to: number) => {
    if (entries.length === 0) return;
    const i = Math.max(0, Math.min(entries.length - 1, to));
    props.onActive(i);
    virtual.scrollToIndex(Math.floor(i / COLUMNS));
  };
  const onKey = (e: React.KeyboardEvent) => {
    const page = COLUMNS * 4;
    const keys: Record<string, () => void> = {
      ArrowRight: () => move(active + 1),
      ArrowLeft: () => move(active - 1),
      ArrowDown: () => move(active + COLUMNS),
      ArrowUp: () => move(active - COLUMNS),
      Home: () => move(0),
      End: () => move(entries.length - 1),
      PageDown: () => move(active + page),
      PageUp: () => move(active - page),
      Enter: () => entries[active] && props.onPick(active),
    };
    const run = keys[e.key];
    if (!run) return;
    e.preventDefault();
    run();
  };
  const optionId = (i: number) => `open-icon-${entries[i]?.name ?? i}`;
  return (
    <div
      ref={scroller}
      className="st-picker-grid"
      role="listbox"
      aria-label="Open icons"
      tabIndex={0}
      aria-activedescendant={entries[active] ? optionId(active) : undefined}
      onKeyDown={onKey}
    >
      <div style={{ height: virtual.getTotalSize(), position: "relative" }}>
        {virtual.getVirtualItems().map((row) => (
          <div
            key={row.key}
            role="presentation"
            className="st-picker-row"
            style={{ transform: `translateY(${row.start}px)`, height: ROW_HEIGHT }}
          >
            {entries.slice(row.index * COLUMNS, row.index * COLUMNS + COLUMNS).map((entry, k) => {
              const i = row.index * COLUMNS + k;
              return (
                <div
                  key={entry.name}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === active}
                  aria-posinset={i + 1}
                  aria-setsize={entries.length}
                  className="st-picker-option"
                  onClick={() => props.onActive(i)}
                  onDoubleClick={() => props.onPick(i)}
                >
                  <img
                    src={openIconThumb(entry.name)}
                    alt=""
                    width={44}
                    height={44}
                    loading="lazy"
                  />
                  <span>{entry.title}</span>
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}

/** The picker dialog; `onAdd` gets the chosen icon with its drawing and credit. */
export function IconPicker(props: {
  isOpen: boolean;
  onOpenChange(open: boolean): void;
  onAdd(icon: OpenIcon): void;
}) {
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const [adding, setAdding] = useState<string>();
  const [error, setError] = useState<string>();
  const { entries, busy, error: searchError } = useSearch(query);
  const chosen = entries[Math.min(active, entries.length - 1)];

  async function pick(entry: Entry | undefined, close: () => void) {
    if (!entry) return;
    setAdding(entry.name);
    setError(undefined);
    try {
      const r = await fetch(`/api/icons/game-icons/${encodeURIComponent(entry.name)}`);
      if (!r.ok) throw new Error(`the icon could not be read (${r.status})`);
      props.onAdd((await r.json()) as OpenIcon);
      close();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setAdding(undefined);
    }
  }

  return (
    <Dialog
      title="Add an icon from the open icon set"
      isOpen={props.isOpen}
      onOpenChange={props.onOpenChange}
      className="st-picker"
    >
      {(close) => (
        <>
          <TextField
            label="Search icons"
            value={query}
            autoFocus
            onChange={(v) => {
              setQuery(v);
              setActive(0);
            }}
            placeholder="e.g. anchor, wave, key"
            description="Icons by the artists of game-icons.net (CC BY 3.0); the credit is added to the set."
          />
          <p role="status" className="st-dim st-picker-count">
            {searchError
              ? `Search failed: ${searchError}`
              : busy
                ? "Searching…"
                : `${entries.length} ${entries.length === 1 ? "icon" : "icons"}`}
          </p>
          <IconGrid
            entries={entries}
            active={active}
            onActive={setActive}
            onPick={(i) => void pick(entries[i], close)}
          />
          {error && (
            <p role="alert" className="st-refusal">
              {error}
            </p>
          )}
          <DialogActions>
            <Button onPress={close}>Cancel</Button>
            <Button
              variant="primary"
              isDisabled={!chosen || adding !== undefined}
              onPress={() => void pick(chosen, close)}
            >
              {chosen ? `Add ${chosen.title}` : "Add"}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
