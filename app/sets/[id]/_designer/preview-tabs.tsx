"use client";
/**
 * The designer's side pane tabs: its card preview ("Preview", unchanged) and the stacks page
 * ("Stack", compact) on the designer's own store, so every card edit shows in the stack at once.
 */
import type { Dispatch, ReactNode, SetStateAction } from "react";
import { useState } from "react";
import { Tab, TabList, TabPanel, Tabs } from "@/app/_ui";
import type { VellumSet } from "@/lib/model";
import type { SetDocumentStore } from "@/app/sets/[id]/_set/set-document-store";
import type { BuiltStack } from "@/app/sets/[id]/_stack/built-stack";
import { EMPTY_STACK } from "@/app/sets/[id]/_stack/built-stack";
import { StackBuilder } from "@/app/sets/[id]/_stack/stack-builder";
import { usePictures } from "@/app/sets/[id]/_set/pictures";

function StackTab(props: {
  set: VellumSet;
  store: SetDocumentStore;
  setId: string;
  stack: [BuiltStack, Dispatch<SetStateAction<BuiltStack>>];
}) {
  const { pictures, fontError } = usePictures(props.setId);
  return (
    <StackBuilder
      set={props.set}
      store={props.store}
      pictures={pictures}
      fontError={fontError}
      stack={props.stack}
      compact
    />
  );
}

/** "Preview" (the designer's preview, as given) and "Stack" (the lab) in tabs. */
export function PreviewTabs(props: {
  preview: ReactNode;
  set: VellumSet;
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
        <StackTab set={props.set} store={props.store} setId={props.setId} stack={stack} />
      </TabPanel>
    </Tabs>
  );
}
