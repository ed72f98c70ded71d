"use client";

/**
 * Choosing from a list: a drop-down `Select` (a button that opens a listbox) and an always-open
 * `ListBoxField` for picking several items, both from react-aria-components.
 */
import type { Key, ReactNode } from "react";
import { useId } from "react";
import {
  Button as AriaButton,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  Text,
} from "react-aria-components";
import { CheckIcon, ChevronDownIcon } from "./icons";

/** One choice: its value and the words shown for it. */
export interface Option<T extends string> {
  value: T;
  label: string;
  /** Shown smaller after the label. */
  detail?: string;
  isDisabled?: boolean;
}

/** `[value, label]` pairs or option objects: either works. */
export type Options<T extends string> = readonly (Option<T> | readonly [T, string])[];

export function normalise<T extends string>(options: Options<T>): Option<T>[] {
  return options.map((o) =>
    Array.isArray(o) ? { value: o[0] as T, label: o[1] as string } : (o as Option<T>),
  );
}

function OptionItem<T extends string>({ option }: { option: Option<T> }) {
  return (
    <ListBoxItem
      id={option.value}
      textValue={option.label}
      isDisabled={option.isDisabled}
      className="ui-option"
    >
      {({ isSelected }) => (
        <>
          <span className="ui-option-check">{isSelected && <CheckIcon />}</span>
          <span className="ui-option-label">
            {option.label}
            {option.detail && <small className="ui-option-detail"> {option.detail}</small>}
          </span>
        </>
      )}
    </ListBoxItem>
  );
}

/**
 * Under a Select's or a ComboBox's trigger: its description, its error, and the popover with
 * its options (`empty`: what the list says when nothing matches what was typed).
 */
export function ChoiceFoot<T extends string>(props: {
  description?: ReactNode;
  errorMessage?: string;
  options: Option<T>[];
  empty?: string;
}) {
  const { empty } = props;
  return (
    <>
      {props.description !== undefined && (
        <Text slot="description" className="ui-field-description">
          {props.description}
        </Text>
      )}
      <FieldError className="ui-field-error">{props.errorMessage}</FieldError>
      <Popover className="ui-popover ui-select-popover">
        <ListBox
          className="ui-listbox"
          renderEmptyState={
            empty === undefined ? undefined : () => <p className="ui-combobox-none">{empty}</p>
          }
        >
          {props.options.map((o) => (
            <OptionItem key={o.value} option={o} />
          ))}
        </ListBox>
      </Popover>
    </>
  );
}

/** What an empty drop-down says when its caller gives no words of its own. */
export const DEFAULT_PLACEHOLDER = "Choose one";

/**
 * A labelled drop-down of one choice. Its trigger is a button named by the label and the
 * chosen option ("Clear film Medium"); the list opens with Enter, Space, the arrows or a click.
 * With nothing chosen (a value that is no option) it shows `placeholder`, never react-aria's
 * "Select an item".
 */
export function Select<T extends string>(props: {
  label: ReactNode;
  value: T;
  options: Options<T>;
  onChange: (value: T) => void;
  description?: ReactNode;
  /** Shown under the field, which is marked invalid, when present. */
  errorMessage?: string;
  isDisabled?: boolean;
  className?: string;
  /** An accessible name when the label is not plain text. */
  "aria-label"?: string;
  /** Shown while nothing is chosen ("Choose a character"); DEFAULT_PLACEHOLDER otherwise. */
  placeholder?: string;
  /** Opens its list as it appears, focused (the card grid's cell editor). */
  defaultOpen?: boolean;
  autoFocus?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}) {
  const options = normalise(props.options);
  return (
    <AriaSelect
      defaultOpen={props.defaultOpen}
      autoFocus={props.autoFocus}
      onOpenChange={props.onOpenChange}
      className={`ui-field ui-select ${props.className ?? ""}`}
      placeholder={props.placeholder ?? DEFAULT_PLACEHOLDER}
      value={props.value}
      onChange={(key: Key | null) => {
        if (key !== null) props.onChange(String(key) as T);
      }}
      isDisabled={props.isDisabled}
      isInvalid={props.errorMessage !== undefined}
      aria-label={props["aria-label"]}
    >
      <Label className="ui-label">{props.label}</Label>
      <AriaButton className="ui-select-trigger">
        <SelectValue className="ui-select-value" />
        <ChevronDownIcon className="ui-select-chevron" />
      </AriaButton>
      <ChoiceFoot
        description={props.description}
        errorMessage={props.errorMessage}
        options={options}
      />
    </AriaSelect>
  );
}

/**
 * A labelled, always-visible list where several items can be chosen (click toggles; Shift and
 * the arrows extend). The label names the listbox.
 */
export function ListBoxField<T extends string>(props: {
  label: ReactNode;
  values: readonly T[];
  options: Options<T>;
  onChange: (values: T[]) => void;
  description?: ReactNode;
  /** Visible rows before it scrolls. */
  rows?: number;
  className?: string;
}) {
  const labelId = useId();
  const descriptionId = useId();
  const options = normalise(props.options);
  return (
    <div className={`ui-field ui-listbox-field ${props.className ?? ""}`}>
      <span id={labelId} className="ui-label">
        {props.label}
      </span>
      {props.description !== undefined && (
        <span id={descriptionId} className="ui-field-description">
          {props.description}
        </span>
      )}
      <ListBox
        aria-labelledby={labelId}
        aria-describedby={props.description !== undefined ? descriptionId : undefined}
        selectionMode="multiple"
        selectedKeys={new Set(props.values)}
        onSelectionChange={(keys) => {
          const chosen = keys === "all" ? options.map((o) => o.value) : [...keys].map(String);
          props.onChange(chosen as T[]);
        }}
        className="ui-listbox ui-listbox--inline"
        style={{ maxHeight: `${(props.rows ?? 8) * 1.9 + 0.5}rem` }}
      >
        {options.map((o) => (
          <OptionItem key={o.value} option={o} />
        ))}
      </ListBox>
    </div>
  );
}
