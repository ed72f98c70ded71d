"use client";

/** On/off and one-of-several controls: Checkbox, Switch, RadioGroup with Radio. */
import type { ReactNode } from "react";
import {
  Checkbox as AriaCheckbox,
  Label,
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  Switch as AriaSwitch,
  Text,
} from "react-aria-components";
import type {
  CheckboxProps as AriaCheckboxProps,
  RadioGroupProps as AriaRadioGroupProps,
  RadioProps as AriaRadioProps,
  SwitchProps as AriaSwitchProps,
} from "react-aria-components";
import { CheckIcon } from "./icons";

/** A checkbox with its words after the box; the words are its label. */
export function Checkbox(
  props: Omit<AriaCheckboxProps, "children" | "className"> & {
    children: ReactNode;
    className?: string;
  },
) {
  const { children, className, ...rest } = props;
  return (
    <AriaCheckbox {...rest} className={`ui-checkbox ${className ?? ""}`}>
      <span className="ui-checkbox-box" aria-hidden="true">
        <CheckIcon />
      </span>
      <span className="ui-checkbox-label">{children}</span>
    </AriaCheckbox>
  );
}

/** A switch (role switch) for settings that take effect at once. */
export function Switch(
  props: Omit<AriaSwitchProps, "children" | "className"> & {
    children: ReactNode;
    className?: string;
  },
) {
  const { children, className, ...rest } = props;
  return (
    <AriaSwitch {...rest} className={`ui-switch ${className ?? ""}`}>
      <span className="ui-switch-track" aria-hidden="true">
        <span className="ui-switch-thumb" />
      </span>
      <span>{children}</span>
    </AriaSwitch>
  );
}

/** A labelled group of radios (arrow keys move between them). */
export function RadioGroup(
  props: Omit<AriaRadioGroupProps, "children" | "className"> & {
    label: ReactNode;
    description?: ReactNode;
    children: ReactNode;
    className?: string;
  },
) {
  const { label, description, children, className, ...rest } = props;
  return (
    <AriaRadioGroup {...rest} className={`ui-field ui-radio-group ${className ?? ""}`}>
      <Label className="ui-label">{label}</Label>
      <div className="ui-radio-options">{children}</div>
      {description !== undefined && (
        <Text slot="description" className="ui-field-description">
          {description}
        </Text>
      )}
    </AriaRadioGroup>
  );
}

/** One radio of a RadioGroup. */
export function Radio(
  props: Omit<AriaRadioProps, "children" | "className"> & { children: ReactNode },
) {
  const { children, ...rest } = props;
  return (
    <AriaRadio {...rest} className="ui-radio">
      <span className="ui-radio-dot" aria-hidden="true" />
      <span>{children}</span>
    </AriaRadio>
  );
}
