"use client";

/**
 * Buttons: one press behaviour (mouse, touch, keyboard) from react-aria-components, four looks.
 * An icon-only button must have an `aria-label` (its type requires one).
 */
import type { ReactNode } from "react";
import { Button as AriaButton, composeRenderProps } from "react-aria-components";
import type { ButtonProps as AriaButtonProps } from "react-aria-components";

/** How loud a button is: the one main action, ordinary ones, toolbar ones, destructive ones. */
export type ButtonVariant = "primary" | "secondary" | "quiet" | "danger";

/** A button's props: react-aria's, a variant, and an optional compact size. */
export interface ButtonProps extends AriaButtonProps {
  variant?: ButtonVariant;
  size?: "normal" | "small";
}

/** The class names of a button look, for links that should look like buttons. */
export function buttonClass(variant: ButtonVariant = "secondary", size = "normal", extra = "") {
  return ["ui-button", `ui-button--${variant}`, size === "small" ? "ui-button--small" : "", extra]
    .filter(Boolean)
    .join(" ");
}

/** A text button (type "button" unless told otherwise, so it never submits a form by accident). */
export function Button({
  variant = "secondary",
  size = "normal",
  className,
  ...props
}: ButtonProps) {
  return (
    <AriaButton
      type="button"
      {...props}
      className={composeRenderProps(className, (extra) => buttonClass(variant, size, extra ?? ""))}
    />
  );
}

/** An icon-only button: the icon is decoration, the label is its accessible name. */
export function IconButton(
  props: Omit<ButtonProps, "children" | "aria-label"> & { "aria-label": string; icon: ReactNode },
) {
  const { icon, className, variant = "quiet", ...rest } = props;
  return (
    <Button
      {...rest}
      variant={variant}
      className={composeRenderProps(className, (extra) => `ui-icon-button ${extra ?? ""}`.trim())}
    >
      {icon}
    </Button>
  );
}
