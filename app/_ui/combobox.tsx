"use client";

/**
 * A searchable choice: a text input that filters a list (react-aria-components' ComboBox), in
 * the look of the kit's Select. Imported by its path, `@/app/_ui/combobox`, not through the
 * kit's index: only the pages that use it load react-aria's combobox.
 */
import type { Key, ReactNode } from "react";
import {
  Button as AriaButton,
  ComboBox as AriaComboBox,
  Input,
  Label,
} from "react-aria-components";
import { ChevronDownIcon } from "./icons";
import type { Options } from "./select";
import { ChoiceFoot, normalise } from "./select";

/**
 * A labelled combobox: a text input that filters its list as it is typed (by the options'
 * words, anywhere in them), the arrows and Enter choose, Escape closes; the chevron opens the
 * whole list. Named by its label (role combobox); `onChange` hears an option chosen, never the
 * text typed.
 */
export function ComboBox<T extends string>(props: {
  label: ReactNode;
  value: T | null;
  options: Options<T>;
  onChange: (value: T) => void;
  description?: ReactNode;
  /** Shown under the field, which is marked invalid, when present. */
  errorMessage?: string;
  isDisabled?: boolean;
  className?: string;
  placeholder?: string;
}) {
  const options = normalise(props.options);
  return (
    <AriaComboBox
      className={`ui-field ui-select ui-combobox ${props.className ?? ""}`}
      selectedKey={props.value}
      onSelectionChange={(key: Key | null) => {
        if (key !== null) props.onChange(String(key) as T);
      }}
      defaultFilter={(text, input) => text.toLowerCase().includes(input.trim().toLowerCase())}
      isDisabled={props.isDisabled}
      isInvalid={props.errorMessage !== undefined}
    >
      <Label className="ui-label">{props.label}</Label>
      <div className="ui-select-trigger ui-combobox-group">
        <Input className="ui-combobox-input" placeholder={props.placeholder} />
        <AriaButton className="ui-combobox-button" aria-label="Show the choices">
          <ChevronDownIcon className="ui-select-chevron" />
        </AriaButton>
      </div>
      <ChoiceFoot
        description={props.description}
        errorMessage={props.errorMessage}
        options={options}
        empty="No match"
      />
    </AriaComboBox>
  );
}
