"use client";
/**
 * The cards to translate: a virtualised list (@tanstack/react-virtual keeps 2,000 cards smooth),
 * one row per card, one cell per text: the main language's text, the translation's field and
 * where it stands. Tab moves through the cells; Enter and Shift+Enter move to the same text of
 * the next and previous card (scrolled into view first); Alt+Enter is a new line.
 */
import { useVirtualizer } from "@tanstack/react-virtual";
import type { KeyboardEvent } from "react";
import { memo, useCallback, useRef } from "react";
import type { Card, VellumSet } from "@/lib/model";
import { languageLabel } from "@/lib/model";
import type { CardTranslation, FieldTranslation, TranslatedField } from "@/lib/text";
import { TRANSLATED_FIELDS } from "@/lib/text";
import { Button, TextArea, TextField } from "@/app/_ui";
import type { TranslateFilter } from "./translate-model";
import {
  FIELD_WORDS,
  cellId,
  emptyWords,
  hasField,
  rowAfter,
  sameGeneratedText,
  stateTone,
  stateWords,
} from "./translate-model";

const ROW_ESTIMATE = 190;

interface CellActions {
  onEdit(card: Card, field: TranslatedField, value: string, sitting: number): void;
  onConfirm(card: Card, field: TranslatedField): void;
  newSitting(): number;
}

/** The list of rows, under its column headings. */
export function TranslateList(
  props: CellActions & {
    set: VellumSet;
    rows: readonly CardTranslation[];
    language: string;
    filter: TranslateFilter;
  },
) {
  const { set, rows, language } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const virtual = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 4,
    getItemKey: (i) => rows[i]?.card.id ?? i,
  });

  // Enter: the same text of the next card, scrolled into view and focused once it is drawn.
  const move = useCallback(
    (cardId: string, field: TranslatedField, up: boolean) => {
      const at = rows.findIndex((r) => r.card.id === cardId);
      const to = rowAfter(rows, at, field, language, up);
      const target = to === undefined ? undefined : rows[to];
      if (to === undefined || !target) return;
      virtual.scrollToIndex(to, { align: "auto" });
      let tries = 0;
      const focus = () => {
        const input = document.querySelector<HTMLElement>(
          `[data-cell="${cellId(target.card.id, field)}"] :is(input, textarea)`,
        );
        if (input) input.focus();
        else if (tries++ < 10) requestAnimationFrame(focus);
      };
      requestAnimationFrame(focus);
    },
    [rows, virtual, language],
  );

  const main = languageLabel(set.language);
  const tongue = languageLabel(language);
  if (rows.length === 0) {
    return (
      <p className="tr-empty">
        {props.filter === "missing"
          ? `No card lacks ${tongue} texts.`
          : `No ${tongue} translation changed since it was made.`}
      </p>
    );
  }
  return (
    <div className="tr-table">
      <div className="tr-row tr-head" aria-hidden="true">
        <span>Card</span>
        {TRANSLATED_FIELDS.map((f) => (
          <span key={f}>
            {FIELD_WORDS[f]}{" "}
            <span className="tr-dim">
              ({set.language} → {language})
            </span>
          </span>
        ))}
      </div>
      <div className="tr-scroll" ref={scroller}>
        <div
          role="list"
          aria-label={`Cards to translate into ${tongue}`}
          className="tr-list"
          style={{ height: virtual.getTotalSize() }}
        >
          {virtual.getVirtualItems().map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            return (
              <div
                key={item.key}
                role="listitem"
                data-index={item.index}
                ref={virtual.measureElement}
                className="tr-item"
                style={{ transform: `translateY(${item.start}px)` }}
              >
                <Row
                  row={row}
                  set={set}
                  language={language}
                  main={main}
                  tongue={tongue}
                  onEdit={props.onEdit}
                  onConfirm={props.onConfirm}
                  newSitting={props.newSitting}
                  onMove={move}
                />
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}

type RowProps = CellActions & {
  row: CardTranslation;
  set: VellumSet;
  language: string;
  main: string;
  tongue: string;
  onMove(cardId: string, field: TranslatedField, up: boolean): void;
};

/** One card: its name and id, and a cell per text. Redrawn only when its card changes. */
const Row = memo(function Row(props: RowProps) {
  const { row } = props;
  const { card } = row;
  return (
    <div className="tr-row">
      <div className="tr-card">
        <span className="tr-card-name">{card.name.trim() || "(unnamed)"}</span>
        <span className="tr-dim tr-card-id">{card.id}</span>
      </div>
      {TRANSLATED_FIELDS.map((field) => (
        <Cell key={field} {...props} f={row.fields[field]} card={card} />
      ))}
    </div>
  );
}, sameRow);

function sameRow(a: RowProps, b: RowProps): boolean {
  return (
    a.row.card === b.row.card &&
    a.language === b.language &&
    a.onEdit === b.onEdit &&
    a.onMove === b.onMove &&
    a.main === b.main &&
    a.tongue === b.tongue &&
    sameGeneratedText(a.set, a.language, b.set, b.language)
  );
}

/** One text of one card: the source, the translation's field, its status. */
function Cell(props: RowProps & { f: FieldTranslation; card: Card }) {
  const { f, card, language, tongue, main, set } = props;
  const sitting = useRef(0);
  const who = card.name.trim() || card.id;
  const value = card.translations?.[language]?.[f.field] ?? "";

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== "Enter" || e.ctrlKey || e.metaKey) return;
    e.preventDefault();
    if (e.altKey) {
      if (f.field === "name") return;
      const input = e.target as HTMLTextAreaElement;
      const { selectionStart: a, selectionEnd: b } = input;
      props.onEdit(card, f.field, `${value.slice(0, a)}\n${value.slice(b)}`, sitting.current);
      requestAnimationFrame(() => input.setSelectionRange(a + 1, a + 1));
      return;
    }
    props.onMove(card.id, f.field, e.shiftKey);
  };
  const field = {
    label: (
      <>
        <span className="ws-visually-hidden">{who}: </span>
        {FIELD_WORDS[f.field]} in {tongue}
      </>
    ),
    value,
    placeholder: emptyWords(f),
    onChange: (v: string) => props.onEdit(card, f.field, v, sitting.current),
    onFocus: () => {
      sitting.current = props.newSitting();
    },
    onKeyDown,
  };
  return (
    <div className="tr-cell" data-cell={cellId(card.id, f.field)} data-state={f.state}>
      <div className="tr-source" lang={set.language}>
        <span className="tr-source-lang" title={main}>
          {set.language}
        </span>{" "}
        {f.source.kind === "written" ? (
          <span className="tr-source-text">{f.source.text}</span>
        ) : f.source.kind === "generated" ? (
          <span className="tr-source-text">
            <em>Generated from the effect</em>
            <span className="tr-dim" lang={f.source.language}>
              {" "}
              — {f.source.text}
            </span>
          </span>
        ) : (
          <em className="tr-dim">No {FIELD_WORDS[f.field].toLowerCase()}</em>
        )}
      </div>
      {!hasField(props.row, f.field, language) ? null : f.field === "name" ? (
        <TextField {...field} className="tr-input" />
      ) : (
        <TextArea {...field} rows={2} className="tr-input" />
      )}
      <div className="tr-state">
        <span className={`tr-chip tr-chip--${stateTone(f)}`}>{stateWords(f)}</span>
        {f.state === "changed" && (
          <Button
            size="small"
            variant="quiet"
            aria-label={`Mark the ${tongue} ${FIELD_WORDS[f.field].toLowerCase()} of ${who} as still right`}
            onPress={() => props.onConfirm(card, f.field)}
          >
            Mark as still right
          </Button>
        )}
      </div>
    </div>
  );
}
