"use client";

/**
 * Text, long text and number fields: a visible label, the input, an optional description and an
 * error message, wired together by react-aria-components (label → accessible name, description
 * and error → aria-describedby, `isInvalid` → aria-invalid).
 */
import type { ReactNode } from "react";
import {
  Button as AriaButton,
  FieldError,
  Group,
  Input,
  Label,
  NumberField as AriaNumberField,
  Text,
  TextArea as AriaTextArea,
  TextField as AriaTextField,
} from "react-aria-components";
import type {
  NumberFieldProps as AriaNumberFieldProps,
  TextFieldProps as AriaTextFieldProps,
} from "react-aria-components";
import { MinusIcon, PlusIcon } from "./icons";

/** What every labelled field shows around its control. */
export interface FieldChrome {
  /** The visible label, also the accessible name. */
  label: ReactNode;
  /** A hint under the field (aria-describedby). */
  description?: ReactNode;
  /** Shown, with aria-invalid on the input, when present. */
  errorMessage?: string;
  className?: string;
}

function FieldFoot({ description, errorMessage }: Omit<FieldChrome, "label">) {
  return (
    <>
      {description !== undefined && (
        <Text slot="description" className="ui-field-description">
          {description}
        </Text>
      )}
      <FieldError className="ui-field-error">{errorMessage}</FieldError>
    </>
  );
}

/** A one-line text field. */
export function TextField(
  props: Omit<AriaTextFieldProps, "className" | "children"> &
    FieldChrome & { placeholder?: string },
) {
  const { label, description, errorMessage, className, placeholder, ...field } = props;
  return (
    <AriaTextField
      {...field}
      isInvalid={field.isInvalid ?? errorMessage !== undefined}
      className={`ui-field ${className ?? ""}`}
    >
      <Label className="ui-label">{label}</Label>
      <Input className="ui-input" placeholder={placeholder} />
      <FieldFoot description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}

/** A multi-line text field. */
export function TextArea(
  props: Omit<AriaTextFieldProps, "className" | "children"> &
    FieldChrome & { placeholder?: string; rows?: number },
) {
  const { label, description, errorMessage, className, placeholder, rows = 4, ...field } = props;
  return (
    <AriaTextField
      {...field}
      isInvalid={field.isInvalid ?? errorMessage !== undefined}
      className={`ui-field ${className ?? ""}`}
    >
      <Label className="ui-label">{label}</Label>
      <AriaTextArea className="ui-input ui-textarea" placeholder={placeholder} rows={rows} />
      <FieldFoot description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}

/**
 * A number field with − and + steppers. The value is committed on blur or Enter (react-aria's
 * behaviour), clamped to `minValue`/`maxValue` and snapped to `step`; an emptied field reports
 * NaN.
 */
export function NumberField(
  props: Omit<AriaNumberFieldProps, "className" | "children"> & FieldChrome,
) {
  const { label, description, errorMessage, className, ...field } = props;
  // NOTE: named steppers ("Increase DPI") rather than react-aria's aria-labelledby pair, so the
  // field's label names only its input.
  const named = typeof label === "string" ? label : (field["aria-label"] ?? "");
  return (
    <AriaNumberField
      incrementAriaLabel={`Increase ${named}`.trim()}
      decrementAriaLabel={`Decrease ${named}`.trim()}
      {...field}
      isInvalid={field.isInvalid ?? errorMessage !== undefined}
      className={`ui-field ui-number ${className ?? ""}`}
    >
      <Label className="ui-label">{label}</Label>
      <Group className="ui-number-group">
        <AriaButton slot="decrement" className="ui-stepper">
          <MinusIcon />
        </AriaButton>
        <Input className="ui-input ui-number-input" />
        <AriaButton slot="increment" className="ui-stepper">
          <PlusIcon />
        </AriaButton>
      </Group>
      <FieldFoot description={description} errorMessage={errorMessage} />
    </AriaNumberField>
  );
}
