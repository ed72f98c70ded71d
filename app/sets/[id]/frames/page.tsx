import type { Metadata } from "next";
import { setDocumentPage } from "@/app/sets/[id]/_set/set-document-page";
import { FramesLoader } from "./frames-loader";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Frames" };

/**
 * The frame editor of a set: each region of a frame over a live card, moved and resized by
 * pointer or keyboard, with the sample stack's x-ray following. The set is read here; the
 * editor runs in the page on the set document store and autosave.
 */
export default setDocumentPage({
  heading: "Frames",
  tooBroken: "to edit its frames",
  fix: "fix it in the designer first",
  view: FramesLoader,
});
