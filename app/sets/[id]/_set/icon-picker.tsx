"use client";
/**
 * Picks icons of the bundled open icon set (game-icons.net, 4,000+ icons): a search by word (the
 * server's index: names, aliases, synonyms, typos forgiven; best first) and a virtualised grid
 * (a multiple-selection `listbox` named "Open icons", react-aria's ListBox in a grid layout:
 * arrows, Home/End and Page keys move, Space or a click chooses, Shift extends, Enter adds). The
 * choice survives new searches, so icons found by different words are added together with one
 * "Add N icons". Thumbnails load per visible row, so the page never loads the 6 MB icon file.
 * In the kernel: the settings page (story icons, effect-category icons) and the frame editor
 * (a frame's emblem) both pick with it; `IconPicture` shows an icon the same way on both.
 */
import "./icons.css";
import { inkedIcon } from "./icon-ink";
import { useEffect, useMemo, useState } from "react";
import type { Selection } from "react-aria-components";
import { GridLayout, ListBox, ListBoxItem, Size, Virtualizer } from "react-aria-components";
import { Button, CheckIcon, Dialog, DialogActions, RequestFailureNote, TextField } from "@/app/_ui";
import type { ApiResult } from "@/app/_api/client";
import { failureMessage, request } from "@/app/_api/client";
import type { GameIconAnswer, GameIconEntry, GameIconSearchAnswer } from "@/app/_api/contracts";
import { gameIconsUrl } from "@/app/_api/routes";
import type { OpenIcon } from "@/lib/edit";
import { cleanUploadedIcon } from "@/lib/edit";

type Entry = GameIconEntry;

const SEARCH_DELAY_MS = 150;
const GRID = {
  minItemSize: new Size(100, 100),
  maxItemSize: new Size(130, 100),
  minSpace: new Size(4, 4),
  preserveAspectRatio: true,
};

/** The thumbnail address of an open icon (drawn in the page's light ink by the server). */
export function openIconThumb(name: string): string {
  return gameIconsUrl(name, { format: "svg" });
}

function useSearch(query: string): { entries: Entry[]; busy: boolean; failure?: string } {
  const [state, setState] = useState<{ entries: Entry[]; busy: boolean; failure?: string }>({
    entries: [],
    busy: true,
  });
  useEffect(() => {
    const abort = new AbortController();
    // Busy at once: what is shown until the answer comes is the last search's.
    setState((s) => (s.busy ? s : { ...s, busy: true }));
    const timer = setTimeout(() => {
      const url = gameIconsUrl(undefined, { q: query });
      void request<GameIconSearchAnswer>(url, { signal: abort.signal }).then((found) => {
        if (abort.signal.aborted) return;
        if (found.ok) setState({ entries: found.value.icons, busy: false });
        else setState({ entries: [], busy: false, failure: failureMessage(found.error) });
      });
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [query]);
  return state;
}

const iconsWord = (n: number) => (n === 1 ? "1 icon" : `${n} icons`);

/** What the line under the search says. */
function searchStatus(
  query: string,
  found: { entries: Entry[]; busy: boolean; failure?: string },
): string {
  if (found.failure) return `Search failed: ${found.failure}`;
  if (found.busy) return "Searching…";
  if (found.entries.length === 0) return `No icon matches “${query.trim()}”`;
  return query.trim() === ""
    ? `${iconsWord(found.entries.length)}; type a word to narrow them`
    : `${iconsWord(found.entries.length)} match “${query.trim()}”, best first`;
}

function fetchIcon(name: string): Promise<ApiResult<GameIconAnswer>> {
  return request<GameIconAnswer>(gameIconsUrl(name));
}

/**
 * The picker dialog; `onAdd` gets the chosen icons with their drawings and credits. With
 * `single`, one icon is chosen (a category's icon, a frame's emblem): a new choice replaces the
 * last, and the dialog is titled `title`.
 */
export function IconPicker(props: {
  isOpen: boolean;
  onOpenChange(open: boolean): void;
  onAdd(icons: OpenIcon[]): void;
  single?: boolean;
  title?: string;
}) {
  const [query, setQuery] = useState("");
  // The chosen icons, by name, in the order chosen (kept across searches).
  const [chosen, setChosen] = useState<Map<string, Entry>>(new Map());
  const [adding, setAdding] = useState(false);
  const [failure, setFailure] = useState<string>();
  const found = useSearch(query);
  const { entries } = found;
  const byName = useMemo(() => new Map(entries.map((e) => [e.name, e])), [entries]);

  function open(isOpen: boolean) {
    if (!isOpen) {
      setChosen(new Map());
      setFailure(undefined);
    }
    props.onOpenChange(isOpen);
  }

  function choose(keys: Selection) {
    // Icons chosen under another search stay chosen; this search's choice replaces its own.
    const next = new Map([...chosen].filter(([name]) => !byName.has(name)));
    const picked = keys === "all" ? entries : [...keys].flatMap((k) => byName.get(String(k)) ?? []);
    if (props.single) {
      const last = picked.find((e) => !chosen.has(e.name)) ?? picked.at(-1);
      setChosen(new Map(last ? [[last.name, last]] : []));
      return;
    }
    for (const e of picked) next.set(e.name, e);
    setChosen(next);
  }

  async function add(names: readonly string[], close: () => void) {
    if (names.length === 0 || adding) return;
    setAdding(true);
    setFailure(undefined);
    const read = await Promise.all(names.map(fetchIcon));
    const icons: OpenIcon[] = [];
    for (const [i, icon] of read.entries()) {
      if (!icon.ok) {
        setFailure(`the icon ${names[i]} could not be read: ${failureMessage(icon.error)}`);
        setAdding(false);
        return;
      }
      icons.push(icon.value);
    }
    props.onAdd(icons);
    setChosen(new Map());
    close();
    setAdding(false);
  }

  const count = chosen.size;
  return (
    <Dialog
      title={props.title ?? "Add icons from the open icon set"}
      isOpen={props.isOpen}
      onOpenChange={open}
      className="st-picker"
    >
      {(close) => (
        <>
          <TextField
            label="Search icons"
            value={query}
            autoFocus
            onChange={setQuery}
            placeholder="e.g. anchor, wave, key, skull"
            description={`By word; a begun word or a typo finds too. Icons by the artists of game-icons.net (CC BY 3.0); ${props.single ? "its credit is" : "their credits are"} added to the set.`}
          />
          <p role="status" className="st-dim st-picker-count">
            {searchStatus(query, found)}
          </p>
          <div
            className="st-picker-frame"
            onKeyDownCapture={(e) => {
              // Enter adds: the chosen icons, or else the one the cursor is on.
              if (e.key !== "Enter") return;
              e.preventDefault();
              e.stopPropagation();
              // The option with focus; when the list itself holds it (focus just moved in, or
              // the virtualiser redrew), the option it marks as focused.
              const active = document.activeElement as HTMLElement | null;
              const key =
                active?.dataset.key ??
                e.currentTarget.querySelector<HTMLElement>('[role="option"][data-focused]')?.dataset
                  .key;
              void add(count > 0 ? [...chosen.keys()] : key ? [key] : [], close);
            }}
          >
            <Virtualizer layout={GridLayout} layoutOptions={GRID}>
              <ListBox
                aria-label="Open icons"
                aria-describedby="icon-picker-keys"
                className="st-picker-grid"
                layout="grid"
                items={entries}
                selectionMode={props.single ? "single" : "multiple"}
                selectionBehavior="toggle"
                selectedKeys={[...chosen.keys()].filter((name) => byName.has(name))}
                onSelectionChange={choose}
                renderEmptyState={() => (
                  <p className="st-picker-empty">
                    {found.busy ? "Searching…" : "Try another word: ship, skull, crown, rose…"}
                  </p>
                )}
              >
                {(entry) => (
                  <ListBoxItem id={entry.name} textValue={entry.title} className="st-picker-option">
                    {({ isSelected }) => (
                      <>
                        <span className="st-picker-check" aria-hidden="true">
                          {isSelected && <CheckIcon />}
                        </span>
                        <img
                          src={openIconThumb(entry.name)}
                          alt=""
                          width={44}
                          height={44}
                          loading="lazy"
                        />
                        <span>{entry.title}</span>
                      </>
                    )}
                  </ListBoxItem>
                )}
              </ListBox>
            </Virtualizer>
          </div>
          <p id="icon-picker-keys" className="st-dim st-picker-keys">
            {props.single
              ? "Click or press Space to choose an icon; Enter uses it."
              : "Click or press Space to choose several icons; Enter adds them."}
          </p>
          {count > 0 && (
            <p className="st-picker-chosen">
              <span>Chosen: {[...chosen.values()].map((e) => e.title).join(", ")}</span>
              <Button size="small" variant="quiet" onPress={() => setChosen(new Map())}>
                Clear the choice
              </Button>
            </p>
          )}
          {failure && <RequestFailureNote compact failure={failure} />}
          <DialogActions>
            <Button onPress={close}>Cancel</Button>
            <Button
              variant="primary"
              isDisabled={count === 0 || adding}
              onPress={() => void add([...chosen.keys()], close)}
            >
              {props.single
                ? "Use this icon"
                : count === 0
                  ? "Add icons"
                  : `Add ${iconsWord(count)}`}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

/**
 * An icon's SVG as a picture in `ink` (icons draw in currentColor), on a tile that keeps it
 * visible on the dark theme: a light one behind a dark drawing (icon-ink.ts). Decorative unless
 * named.
 */
export function IconPicture(props: { svg: string; ink?: string; label?: string; size?: number }) {
  const { svg, light } = inkedIcon(props.svg, props.ink);
  const size = props.size ?? 40;
  return (
    <span className={`st-icon-tile${light ? " st-icon-tile--light" : ""}`}>
      <img
        className="st-icon-picture"
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
        alt={props.label ?? ""}
        width={size}
        height={size}
      />
    </span>
  );
}

/**
 * The first of `files` read as an icon (`cleanUploadedIcon`: refused with the reason when it has
 * scripts or links, otherwise cleaned as the renderer draws icons): its file name and cleaned
 * SVG, or the refusal in words; `undefined` when no file came.
 */
export async function uploadedIcon(
  files: readonly File[],
): Promise<{ ok: true; file: string; svg: string } | { ok: false; failure: string } | undefined> {
  const file = files[0];
  if (!file) return undefined;
  const cleaned = cleanUploadedIcon(await file.text());
  return cleaned.ok
    ? { ok: true, file: file.name, svg: cleaned.value.svg }
    : { ok: false, failure: `${file.name} was not used: ${cleaned.error}.` };
}
