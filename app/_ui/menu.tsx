"use client";

/**
 * A "more actions" menu: an icon button (named by `label`) that opens a menu of items; arrow
 * keys move, Enter chooses, Escape closes and focus returns to the button.
 */
import type { ReactNode } from "react";
import {
  Menu,
  MenuItem as AriaMenuItem,
  MenuTrigger,
  Popover,
  Separator,
} from "react-aria-components";
import type { MenuItemProps } from "react-aria-components";
import { IconButton } from "./button";
import { MoreIcon } from "./icons";

/** A menu behind a button. `onAction` gets the chosen item's `id`. */
export function ActionMenu(props: {
  /** The button's accessible name, e.g. "More actions for Saltmarrow". */
  label: string;
  children: ReactNode;
  onAction?: (id: string) => void;
  /** The button's content; default three dots. */
  icon?: ReactNode;
  isDisabled?: boolean;
  /** The button's size; "small" beside small buttons. */
  size?: "normal" | "small";
}) {
  return (
    <MenuTrigger>
      <IconButton
        aria-label={props.label}
        icon={props.icon ?? <MoreIcon />}
        isDisabled={props.isDisabled}
        size={props.size}
      />
      <Popover className="ui-popover ui-menu-popover" placement="bottom end">
        <Menu
          className="ui-menu"
          onAction={(key) => props.onAction?.(String(key))}
          aria-label={props.label}
        >
          {props.children}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

/** One item of an ActionMenu; "danger" colours a destructive one. */
export function MenuItem(
  props: Omit<MenuItemProps, "className"> & { variant?: "normal" | "danger" },
) {
  const { variant = "normal", ...rest } = props;
  return <AriaMenuItem {...rest} className={`ui-menu-item ui-menu-item--${variant}`} />;
}

/** A line between groups of menu items. */
export function MenuSeparator() {
  return <Separator className="ui-menu-separator" />;
}
