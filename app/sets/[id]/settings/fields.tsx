"use client";
/**
 * The settings page's own field pieces: a text field that keeps input it cannot save (shown
 * with the reason, never written to the set) and shows the set's problems with its value, a
 * link that opens a card in the designer, and an item's Remove button with its
 * refusal. The colour field is color-input.tsx.
 */
import Link from "next/link";
import type { ReactNode } from "react";
import { useState } from "react";
import type { Result, VellumSet } from "@/lib/model";
import { Button, TextArea, TextField } from "@/app/_ui";
import { cardHref } from "@/app/sets/[id]/_set/problem-place";
import { PointerField } from "./settings-problems";

/**
 * An item's Remove button (named `label`) and, at the item's foot, why `remove` refused
 * ("Not removed: …"); `children` go between the two.
 */
export function RemoveItem(props: {
  label: string;
  remove(): Result<VellumSet, string>;
  edit(set: VellumSet): void;
  children?: ReactNode;
}) {
  const [refusal, setRefusal] = useState<string>();
  return (
    <>
      <div className="st-item-actions">
        <Button
          size="small"
          variant="quiet"
          aria-label={props.label}
          onPress={() => {
            const removed = props.remove();
            if (!removed.ok) return setRefusal(removed.error);
            setRefusal(undefined);
            props.edit(removed.value);
          }}
        >
          Remove
        </Button>
      </div>
      {props.children}
      {refusal && (
        <p role="alert" className="st-refusal st-item-wide">
          Not removed: {refusal}.
        </p>
      )}
    </>
  );
}

/**
 * A text field bound to a value of the set. Every keystroke is saved (typing coalesces into one
 * undo step upstream), problems and all: what `validate` finds wrong is marked on the field at
 * once, and the set's own problems with the value follow with `pointer` (its place in the set).
 * Only `refuse` holds text back: an operation that cannot be applied as typed (renaming an id to
 * one already taken would merge two things) keeps the text in the field with the reason, and an
 * outside change of the value (undo, the other version of a conflict) replaces it.
 */
export function DraftField(props: {
  label: ReactNode;
  value: string;
  onCommit(text: string): void;
  /** What is wrong with `text` as a value (it is saved all the same, and marked). */
  validate?(text: string): string | undefined;
  /** Why `text` cannot be applied at all (it is kept in the field, not saved). */
  refuse?(text: string): string | undefined;
  description?: string;
  multiline?: boolean;
  placeholder?: string;
  className?: string;
  pointer?: string;
}) {
  const { value, validate, refuse, onCommit, pointer } = props;
  const [draft, setDraft] = useState<{ text: string; error: string }>();
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    // The value changed from outside: what was held is dropped (React's "adjust state while
    // rendering" pattern, so no stale text flashes).
    setSeen(value);
    setDraft(undefined);
  }
  const held = seen === value ? draft : undefined;
  const onChange = (text: string) => {
    const refusal = refuse?.(text);
    if (refusal !== undefined) return setDraft({ text, error: refusal });
    setDraft(undefined);
    onCommit(text);
  };
  const problem = held?.error ?? validate?.(held?.text ?? value);
  const field = (className: string | undefined, describedBy: string | undefined) => {
    const shared = {
      label: props.label,
      value: held?.text ?? value,
      onChange,
      description: props.description,
      errorMessage: problem,
      placeholder: props.placeholder,
      className,
      "aria-describedby": describedBy,
    };
    return props.multiline ? <TextArea {...shared} rows={3} /> : <TextField {...shared} />;
  };
  if (pointer === undefined) return field(props.className, undefined);
  return (
    <PointerField pointer={pointer} className={props.className}>
      {(describedBy) => field(undefined, describedBy)}
    </PointerField>
  );
}

/**
 * A label that shows `visible` and is read as `visible` + `more` (the visible "Colour" of a
 * family reads "Colour of The Gannetts"), so repeated fields keep short labels and unique names.
 */
export function named(visible: string, more: string): ReactNode {
  return (
    <>
      {visible}
      <span className="ui-sr-only"> {more}</span>
    </>
  );
}

/** A link opening a card in the designer. */
export function CardLink({ setId, id, name }: { setId: string; id: string; name: string }) {
  return (
    <Link href={cardHref(setId, id)} className="st-card-link">
      {name}
    </Link>
  );
}
