"use client";
/**
 * A colour of the set as #rrggbb: typed in its field (arrow keys step it; emptying it removes the
 * colour; what is not a colour is refused at the field), or picked with the swatch button beside
 * it, which opens react-aria's colour picker in a popover (a saturation and brightness area and
 * a hue slider, each moved by pointer or arrow keys). A pick is live: the set follows the thumb.
 */
import type { ReactNode } from "react";
import { useState } from "react";
import {
  ColorArea,
  ColorField,
  ColorPicker,
  ColorSlider,
  ColorSwatch,
  ColorThumb,
  Dialog,
  DialogTrigger,
  FieldError,
  Input,
  Label,
  Popover,
  SliderTrack,
  Text,
  Button as AriaButton,
  parseColor,
} from "react-aria-components";
import type { Color } from "react-aria-components";

/** Where the picker starts for a field without a colour. */
const START = "#8a6d3b";

function safeColor(value: string | undefined): Color | null {
  try {
    return value ? parseColor(value) : null;
  } catch {
    return null;
  }
}

function hexOf(color: Color): string {
  return color.toString("hex").toLowerCase();
}

/** The colour field with its picker. `owner` says whose colour it is ("The Gannetts"). */
export function ColorInput(props: {
  label: ReactNode;
  /** Whose colour it is, for the picker's names: "The Gannetts", "back Plain". */
  owner: string;
  value: string | undefined;
  onChange(hex: string | undefined): void;
  description?: string;
  "aria-describedby"?: string;
}) {
  const color = safeColor(props.value);
  // The picker's own colour while it is the set's: hex keeps no hue for a grey, so the hue
  // slider would jump back to red whenever the shade touches grey.
  const [held, setHeld] = useState<Color>();
  const picked =
    held && color && hexOf(held) === hexOf(color)
      ? held
      : (color ?? parseColor(START)).toFormat("hsb");
  return (
    <ColorField
      className="ui-field st-color"
      value={color}
      onChange={(c) => props.onChange(c ? hexOf(c) : undefined)}
      aria-describedby={props["aria-describedby"]}
    >
      <Label className="ui-label">{props.label}</Label>
      <div className="st-color-row">
        <DialogTrigger>
          <AriaButton className="st-swatch-button" aria-label={`Pick a colour for ${props.owner}`}>
            <ColorSwatch className="st-swatch" color={color ?? "#00000000"} />
          </AriaButton>
          <Popover className="ui-popover st-color-popover" placement="bottom start">
            <Dialog className="st-color-dialog" aria-label={`Colour picker for ${props.owner}`}>
              <ColorPicker
                value={picked}
                onChange={(c) => {
                  setHeld(c);
                  props.onChange(hexOf(c));
                }}
              >
                <ColorArea
                  className="st-color-area"
                  colorSpace="hsb"
                  xChannel="saturation"
                  yChannel="brightness"
                  aria-label={`Shade for ${props.owner}`}
                >
                  <ColorThumb className="st-color-thumb" />
                </ColorArea>
                <ColorSlider className="st-color-slider" colorSpace="hsb" channel="hue">
                  <Label className="ui-label">Hue</Label>
                  <SliderTrack className="st-color-track">
                    <ColorThumb className="st-color-thumb st-color-thumb--track" />
                  </SliderTrack>
                </ColorSlider>
                <p className="st-color-now">
                  <ColorSwatch className="st-swatch st-swatch--small" />
                  <span>{color ? color.toString("hex") : "no colour yet"}</span>
                </p>
              </ColorPicker>
            </Dialog>
          </Popover>
        </DialogTrigger>
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
