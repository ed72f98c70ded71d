"use client";
/**
 * The settings page's own field pieces: a text field that keeps input it cannot save (shown
 * with the reason, never written to the set), a colour field, an icon's picture, a link that
 * opens a card in the designer, and an item's Remove button with its refusal.
 */
import Link from "next/link";
import type { ReactNode } from "react";
import { useState } from "react";
import {
  ColorField,
  ColorSwatch,
  FieldError,
  Input,
  Label,
  Text,
  parseColor,
} from "react-aria-components";
import type { Result, VellumSet } from "@/lib/model";
import { Button, TextArea, TextField } from "@/app/_ui";

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
 * A text field bound to a value of the set. Each keystroke that `validate` accepts is saved
 * (typing coalesces into one undo step upstream); text it refuses stays in the field with the
 * reason under it and is not saved, so the set never holds it. An outside change of the value
 * (undo, the other version of a conflict) replaces refused text.
 */
export function DraftField(props: {
  label: ReactNode;
  value: string;
  onCommit(text: string): void;
  validate?(text: string): string | undefined;
  description?: string;
  multiline?: boolean;
  placeholder?: string;
  className?: string;
}) {
  const { value, validate, onCommit } = props;
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
    const error = validate?.(text);
    if (error !== undefined) return setDraft({ text, error });
    setDraft(undefined);
    onCommit(text);
  };
  const shared = {
    label: props.label,
    value: held?.text ?? value,
    onChange,
    description: props.description,
    errorMessage: held?.error,
    placeholder: props.placeholder,
    className: props.className,
  };
  return props.multiline ? <TextArea {...shared} rows={3} /> : <TextField {...shared} />;
}

function safeColor(value: string | undefined) {
  try {
    return value ? parseColor(value) : null;
  } catch {
    return null;
  }
}

/**
 * A colour as #rrggbb: typed (arrow keys step it), shown as a swatch beside the field. Emptying
 * it removes the colour; what is not a colour is refused at the field.
 */
export function ColorInput(props: {
  label: ReactNode;
  value: string | undefined;
  onChange(hex: string | undefined): void;
  description?: string;
}) {
  const color = safeColor(props.value);
  return (
    <ColorField
      className="ui-field st-color"
      value={color}
      onChange={(c) => props.onChange(c ? c.toString("hex").toLowerCase() : undefined)}
    >
      <Label className="ui-label">{props.label}</Label>
      <div className="st-color-row">
        <ColorSwatch className="st-swatch" color={color ?? "#00000000"} />
        <Input className="ui-input st-color-input" placeholder="none" />
      </div>
      {props.description && (
        <Text slot="description" className="ui-field-description">
          {props.description}
        </Text>
      )}
      <FieldError className="ui-field-error">Type a colour as #rrggbb, e.g. #2f5d7c.</FieldError>
    </ColorField>
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

/** An icon's SVG as a picture in `ink` (icons draw in currentColor). Decorative unless named. */
export function IconPicture(props: { svg: string; ink?: string; label?: string; size?: number }) {
  const svg = props.svg.replaceAll("currentColor", props.ink ?? "#f1e6cf");
  const size = props.size ?? 40;
  return (
    <img
      className="st-icon-picture"
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={props.label ?? ""}
      width={size}
      height={size}
    />
  );
}

/** The designer's address with `cardId` open (the designer reads `?card=`). */
export function cardHref(setId: string, cardId: string): string {
  return `/sets/${encodeURIComponent(setId)}?card=${encodeURIComponent(cardId)}`;
}

/** A link opening a card in the designer. */
export function CardLink({ setId, id, name }: { setId: string; id: string; name: string }) {
  return (
    <Link href={cardHref(setId, id)} className="st-card-link">
      {name}
    </Link>
  );
}
