"use client";

/**
 * The print form's fields, as the UI kit's controls (each with its visible label as its
 * accessible name). Thin adapters that keep the fieldsets' short prop names.
 */
import type { ReactNode } from "react";
import { Checkbox, NumberField as KitNumberField, Select } from "@/app/_ui";

/**
 * A labelled number field with steppers. The value is committed on blur or Enter and kept within
 * `min`..`max`; an emptied field reports NaN rather than 0 (the server then names the field).
 */
export function NumberField(props: {
  label: string;
  min: number;
  max: number;
  step: number;
  value: number;
  describedBy?: string | undefined;
  onChange: (value: number) => void;
}) {
  return (
    <KitNumberField
      label={props.label}
      minValue={props.min}
      maxValue={props.max}
      step={props.step}
      value={props.value}
      onChange={props.onChange}
      formatOptions={{ maximumFractionDigits: 2, useGrouping: false }}
      className="print-number"
    />
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
    <Checkbox
      isSelected={props.checked}
      isDisabled={props.disabled}
      aria-describedby={props.describedBy}
      onChange={props.onChange}
    >
      {props.label}
    </Checkbox>
  );
}

/** A labelled drop-down of `options` ([value, text] pairs). */
export function SelectField<T extends string>(props: {
  label: string;
  value: T;
  options: readonly (readonly [T, string])[];
  description?: ReactNode;
  onChange: (value: T) => void;
}) {
  return (
    <Select<T>
      label={props.label}
      value={props.value}
      options={props.options}
      description={props.description}
      onChange={props.onChange}
    />
  );
}
