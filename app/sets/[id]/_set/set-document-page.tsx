/**
 * A page that edits the set document (designer, stacks, frames, art, settings), declared by its
 * heading, its words for a set too broken to open, and its view: the page reads the set
 * (`readSetPage`) and shows the view, or why it cannot (`FailedSetPage`). Server only.
 */
import type { ComponentType } from "react";
import { FailedSetPage } from "./failed-set-page";
import { readSetPage } from "./read-set-page";
import type { SetPageProps } from "./read-set-page";
import type { SetPageNeed } from "./set-page-read";
import type { LoadedSet } from "./use-set-document";

/** What a set document page declares. */
export interface SetDocumentPageOptions extends Omit<
  Extract<SetPageNeed, { kind: "document" }>,
  "kind"
> {
  /** The page's heading over its failure. */
  heading: string;
  /** The page's loader (`<page>-loader.tsx`). */
  view: ComponentType<{ loaded: LoadedSet }>;
}

/** The page component of a set document page (see the file comment). */
export function setDocumentPage(options: SetDocumentPageOptions) {
  const { heading, view: View, ...need } = options;
  return async function SetDocumentPage({ params }: SetPageProps) {
    const page = await readSetPage(params, { kind: "document", ...need });
    if (!page.ok) return <FailedSetPage heading={heading} failure={page.error} />;
    return <View loaded={page.value} />;
  };
}
