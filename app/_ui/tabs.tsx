"use client";

/**
 * Tabs (arrow keys move between tabs, the panel follows): react-aria's Tabs, TabList, Tab and
 * TabPanel with the kit's look. A TabList needs an `aria-label`.
 */
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
} from "react-aria-components";
import type { TabListProps, TabPanelProps, TabProps, TabsProps } from "react-aria-components";

/** The tabs and their panels. */
export function Tabs(props: Omit<TabsProps, "className"> & { className?: string }) {
  return <AriaTabs {...props} className={`ui-tabs ${props.className ?? ""}`} />;
}

/** The row of tabs (give it an aria-label). */
export function TabList<T extends object>(
  props: Omit<TabListProps<T>, "className"> & { "aria-label": string },
) {
  return <AriaTabList {...props} className="ui-tab-list" />;
}

/** One tab; `id` matches its TabPanel's. */
export function Tab(props: Omit<TabProps, "className">) {
  return <AriaTab {...props} className="ui-tab" />;
}

/** The panel of the tab with the same `id`. */
export function TabPanel(props: Omit<TabPanelProps, "className"> & { className?: string }) {
  return <AriaTabPanel {...props} className={`ui-tab-panel ${props.className ?? ""}`} />;
}
