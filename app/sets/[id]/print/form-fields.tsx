/**
 * The print form's inputs, each inside its visible label (so clicking the words focuses the
 * field and the label is the accessible name).
 */
import type { ReactNode } from "react";

/** A labelled number input; an emptied input reports NaN rather than 0. */
export function NumberField(props: {
  label: string;
  min: number;
  max: number;
  step: number;
  value: number;
  describedBy?: string | undefined;
  onChange: (value: number) => void;
}) {
  const { label, value, describedBy, onChange, ...input } = props;
  return (
    <label>
      {label}{" "}
      <input
        type="number"
        {...input}
        aria-describedby={describedBy}
        value={Number.isNaN(value) ? "" : value}
        onChange={(e) => onChange(e.target.value === "" ? NaN : Number(e.target.value))}
      />
    </label>
  );
}

/** A labelled checkbox, the box before its words. */
export function CheckboxField(props: {
  label: ReactNode;
  checked: boolean;
  disabled?: boolean;
  describedBy?: string;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label>
      <input
        type="checkbox"
        checked={props.checked}
        disabled={props.disabled}
        aria-describedby={props.describedBy}
        onChange={(e) => props.onChange(e.target.checked)}
      />{" "}
      {props.label}
    </label>
  );
}

/** A labelled drop-down of `options` ([value, text] pairs). */
export function SelectField<T extends string>(props: {
  label: string;
  value: T;
  options: readonly (readonly [T, string])[];
  describedBy?: string;
  onChange: (value: T) => void;
}) {
  return (
    <label>
      {props.label}{" "}
      <select
        value={props.value}
        aria-describedby={props.describedBy}
        onChange={(e) => props.onChange(e.target.value as T)}
      >
        {props.options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}
