"use client";
/**
 * The designer's side pane tabs: its card preview ("Preview", unchanged) and the stacks page
 * ("Stack", compact) on the designer's own store, so every card edit shows in the stack at once.
 * The set reaches the tabs' content through `LiveSet` (and the preview through its own context),
 * so an edit redraws what the open tab shows, never the tabs themselves (react-aria's tab panel
 * looks for a tabbable child on each of its renders, which forces the page's style and layout).
 */
import type { Dispatch, ReactNode, SetStateAction } from "react";
import { createContext, memo, useContext, useState } from "react";
import { Tab, TabList, TabPanel, Tabs } from "@/app/_ui";
import type { VellumSet } from "@/lib/model";
import type { SetDocumentStore } from "@/app/sets/[id]/_set/set-document-store";
import type { BuiltStack } from "@/app/sets/[id]/_stack/built-stack";
import { EMPTY_STACK } from "@/app/sets/[id]/_stack/built-stack";
import { StackBuilder } from "@/app/sets/[id]/_stack/stack-builder";
import { usePictures } from "@/app/sets/[id]/_set/pictures";

/** The set as it is now, for the tabs' content. */
export const LiveSet = createContext<VellumSet | null>(null);

function StackTab(props: {
  store: SetDocumentStore;
  setId: string;
  stack: [BuiltStack, Dispatch<SetStateAction<BuiltStack>>];
}) {
  const { pictures, fontError } = usePictures(props.setId);
  const set = useContext(LiveSet);
  if (!set) return null;
  return (
    <StackBuilder
      set={set}
      store={props.store}
      pictures={pictures}
      fontError={fontError}
      stack={props.stack}
      compact
    />
  );
}

/**
 * "Preview" (the designer's preview, as given: an element that reads what it shows from context,
 * the same one on every render) and "Stack" (the lab) in tabs, under a `LiveSet` provider.
 */
export const PreviewTabs = memo(function PreviewTabs(props: {
  preview: ReactNode;
  store: SetDocumentStore;
  setId: string;
}) {
  // Kept here, so the stack survives a look at the preview.
  const stack = useState<BuiltStack>(EMPTY_STACK);
  return (
    <Tabs className="sl-preview-tabs">
      <TabList aria-label="Preview or stack">
        <Tab id="preview">Preview</Tab>
        <Tab id="stack">Stack</Tab>
      </TabList>
      <TabPanel id="preview" className="sl-tab-panel">
        {props.preview}
      </TabPanel>
      <TabPanel id="stack" className="sl-tab-panel sl-tab-panel--stack">
        <StackTab store={props.store} setId={props.setId} stack={stack} />
      </TabPanel>
    </Tabs>
  );
});
