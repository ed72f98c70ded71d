"use client";
/**
 * The card grid's cell editors, one per column kind (lib/sheet `CardColumn.kind`): a text input
 * in the cell (numbers, points with "blank", counts, names, ids, art), a text area for the texts
 * that may hold line breaks (text, reminder, flavour), the kit's Select for
 * the choices (type, family, icon, frame, back, persistent), and the designer's effect editor
 * (effect-field.tsx: Monaco with the effect language's completion) in a dialog. Each hands the
 * typed value to the grid, which applies it through lib/sheet and shows a refusal on the cell.
 */
import type { KeyboardEvent } from "react";
import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import type { Card, VellumSet } from "@/lib/model";
import { BUILTIN_FRAME_IDS, CARD_TYPES, CARD_TYPE_WORDS } from "@/lib/model";
import type { CardColumn, ColumnKind } from "@/lib/sheet";
import { Button, Dialog, DialogActions, Select } from "@/app/_ui";
import { CLEAR, fromChoice, toChoice } from "@/app/sets/[id]/_set/choice-values";
import { EditorTargets } from "./editor-targets";
import { EffectField } from "./effect-field";

/** How a commit moves on: Enter down, Tab right (Shift: back), or stays. */
export type CommitMove = "down" | "right" | "left" | "up" | "stay";

/** What the grid does with an editor's value. */
export interface EditorHandlers {
  /** Applies `value`; `all`: to every selected cell (Ctrl+Enter). */
  commit(value: string, move: CommitMove, all?: boolean): void;
  cancel(): void;
  /** The value as typed so far (kept by the grid, which commits it when the editor must close). */
  draft(value: string): void;
}

const CHOICE_KINDS: ReadonlySet<ColumnKind> = new Set([
  "type",
  "family",
  "icon",
  "frame",
  "back",
  "boolean",
]);

/** Which editor a column's cells take. */
export function editorOf(kind: ColumnKind): "text" | "choice" | "effect" {
  if (kind === "effect") return "effect";
  return CHOICE_KINDS.has(kind) ? "choice" : "text";
}

/** The choices of a choice column, as Select options (the empty value is `CLEAR`). */
export function choicesOf(column: CardColumn, set: VellumSet, now: string): [string, string][] {
  const unknown = (known: boolean): [string, string][] =>
    now !== "" && !known ? [[now, `${now} (unknown)`]] : [];
  switch (column.kind) {
    case "type":
      return CARD_TYPES.map((t): [string, string] => [t, CARD_TYPE_WORDS[t].one]);
    case "family":
      return [
        [CLEAR, "(none)"],
        ...set.families.map((f): [string, string] => [f.id, f.name]),
        ...unknown(set.families.some((f) => f.id === now)),
      ];
    case "icon":
      return [
        [CLEAR, "clear"],
        ["blank", "blank (opaque)"],
        ...set.icons.map((i): [string, string] => [i.id, i.name]),
        ...unknown(now === "blank" || set.icons.some((i) => i.id === now)),
      ];
    case "frame": {
      const ids = [...(set.frames ?? []).map((f) => f.id), ...Object.values(BUILTIN_FRAME_IDS)];
      return [
        [CLEAR, "Default for its type"],
        ...(set.frames ?? []).map((f): [string, string] => [f.id, f.name]),
        ...Object.values(BUILTIN_FRAME_IDS).map((id): [string, string] => [id, `${id} (built in)`]),
        ...unknown(ids.includes(now)),
      ];
    }
    case "back":
      return [
        [CLEAR, "Default for its type"],
        ...(set.backs ?? []).map((b): [string, string] => [b.id, b.name]),
        ...unknown((set.backs ?? []).some((b) => b.id === now)),
      ];
    case "boolean":
      return [
        [CLEAR, "(not set)"],
        ["true", "true"],
        ["false", "false"],
      ];
    default:
      return [];
  }
}

/**
 * The text editor in a cell: Enter commits and moves down, Tab right, Escape cancels. `multiline`
 * (the texts): a text area, where Alt+Enter breaks the line as in Excel and line breaks are kept.
 */
export function TextCellEditor(props: {
  label: string;
  initial: string;
  multiline?: boolean;
  /** Why the column refused the value last committed (shown on the cell). */
  error: string | undefined;
  handlers: EditorHandlers;
}) {
  const [value, setValue] = useState(props.initial);
  const errorId = useId();
  const { commit, cancel, draft } = props.handlers;
  const area = useRef<HTMLTextAreaElement>(null);
  /** Where the caret goes once a line break typed is drawn (before any key typed next). */
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (caret.current === null || !area.current) return;
    area.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [value]);
  function change(next: string) {
    setValue(next);
    draft(next);
  }
  function onKeyDown(e: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) {
    e.stopPropagation();
    const ctrl = e.ctrlKey || e.metaKey;
    if (e.key === "Enter" && e.altKey && props.multiline) {
      // A line break where the caret is (Enter itself keeps the value, as in a spreadsheet).
      e.preventDefault();
      const el = e.currentTarget;
      const at = el.selectionStart ?? value.length;
      const next = `${value.slice(0, at)}\n${value.slice(el.selectionEnd ?? at)}`;
      caret.current = at + 1;
      change(next);
    } else if (e.key === "Enter") {
      e.preventDefault();
      commit(value, ctrl ? "stay" : e.shiftKey ? "up" : "down", ctrl);
    } else if (e.key === "Tab") {
      e.preventDefault();
      commit(value, e.shiftKey ? "left" : "right");
    } else if (e.key === "Escape") {
      e.preventDefault();
      cancel();
    }
  }
  const field = {
    "aria-label": props.label,
    value,
    autoFocus: true,
    onFocus(e: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) {
      // Typing replaced the cell: the caret after what was typed; Enter/F2: at the end too.
      const end = e.currentTarget.value.length;
      e.currentTarget.setSelectionRange(end, end);
    },
    onKeyDown,
    onCopy: (e: { stopPropagation(): void }) => e.stopPropagation(),
    onPaste: (e: { stopPropagation(): void }) => e.stopPropagation(),
    "aria-invalid": props.error !== undefined || undefined,
    "aria-describedby": props.error !== undefined ? errorId : undefined,
  };
  return (
    <>
      {props.multiline ? (
        <textarea
          {...field}
          ref={area}
          className="ws-input ws-sheet-input ws-sheet-textarea"
          rows={Math.min(8, Math.max(3, value.split("\n").length + 1))}
          onChange={(e) => change(e.target.value)}
        />
      ) : (
        <input
          {...field}
          className="ws-input ws-sheet-input"
          onChange={(e) => change(e.target.value)}
        />
      )}
      {props.error !== undefined && (
        <span id={errorId} role="alert" className="ws-sheet-error">
          {props.error}
        </span>
      )}
    </>
  );
}

/**
 * A choice cell's editor: the kit's Select, open as it appears. `typed`: the key that opened it,
 * handed to the list's typeahead (the first choice starting with it gets the focus; the keys
 * typed next go on searching), never taken as the cell's value.
 */
export function ChoiceCellEditor(props: {
  label: string;
  column: CardColumn;
  set: VellumSet;
  initial: string;
  typed?: string;
  error: string | undefined;
  handlers: EditorHandlers;
}) {
  const { commit, cancel } = props.handlers;
  const { typed } = props;
  useEffect(() => {
    if (!typed) return;
    // The list takes the focus a frame or two after it opens; the key goes to it then.
    let frame = 0;
    let tries = 0;
    const send = () => {
      const to = document.activeElement;
      if (to?.closest("[role=listbox]")) {
        to.dispatchEvent(new KeyboardEvent("keydown", { key: typed, bubbles: true }));
        to.dispatchEvent(new KeyboardEvent("keyup", { key: typed, bubbles: true }));
      } else if (tries++ < 20) frame = requestAnimationFrame(send);
    };
    frame = requestAnimationFrame(send);
    return () => cancelAnimationFrame(frame);
  }, [typed]);
  return (
    <div
      className="ws-sheet-choice"
      onKeyDown={(e) => {
        e.stopPropagation();
        if (e.key === "Escape") cancel();
      }}
    >
      <Select
        label={<span className="ui-sr-only">{props.label}</span>}
        aria-label={props.label}
        value={toChoice(props.initial)}
        options={choicesOf(props.column, props.set, props.initial)}
        defaultOpen
        autoFocus
        errorMessage={props.error}
        onChange={(key) => commit(fromChoice(key), "stay")}
        onOpenChange={(open) => {
          // Closed without a choice (Escape, a click elsewhere): nothing changes.
          if (!open) requestAnimationFrame(() => cancel());
        }}
      />
    </div>
  );
}

/** The effect's editor: the designer's effect field (with completion) in a dialog. */
export function EffectCellEditor(props: {
  card: Card;
  set: VellumSet;
  error: string | undefined;
  handlers: EditorHandlers;
}) {
  const { card, set } = props;
  const [draft, setDraft] = useState(card.effect ?? "");
  const [targets] = useState(() => new EditorTargets());
  const { commit, cancel } = props.handlers;
  return (
    <Dialog
      title={`Effect of ${card.name.trim() || card.id}`}
      isOpen
      className="ws-sheet-effect"
      onOpenChange={(open) => {
        if (!open) cancel();
      }}
    >
      <>
        <EffectField
          card={{ ...card, effect: draft === "" ? undefined : draft }}
          session={0 /* the dialog is one card's, for its life */}
          set={set}
          targets={targets}
          onChange={(next) => {
            setDraft(next);
            props.handlers.draft(next);
          }}
        />
        {props.error !== undefined && (
          <p role="alert" className="ws-error">
            {props.error}
          </p>
        )}
        <DialogActions>
          <Button onPress={cancel}>Cancel</Button>
          <Button variant="primary" onPress={() => commit(draft, "stay")}>
            Apply
          </Button>
        </DialogActions>
      </>
    </Dialog>
  );
}
