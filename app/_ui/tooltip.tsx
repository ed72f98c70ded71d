"use client";

/**
 * A tooltip for a focusable kit control (a Button or IconButton): shown on hover after a short
 * delay and at once on keyboard focus. Never the only place a name lives: the control keeps its
 * own label.
 */
import type { ReactElement, ReactNode } from "react";
import { Tooltip as AriaTooltip, TooltipTrigger } from "react-aria-components";

/** Wraps one focusable control with a tooltip. */
export function Tooltip(props: { content: ReactNode; children: ReactElement; delay?: number }) {
  return (
    <TooltipTrigger delay={props.delay ?? 600}>
      {props.children}
      <AriaTooltip className="ui-tooltip" offset={6}>
        {props.content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
