import type { Metadata } from "next";
import { FailedSetPage } from "@/app/sets/[id]/_set/failed-set-page";
import { readSetPage } from "@/app/sets/[id]/_set/read-set-page";
import type { SetPageProps } from "@/app/sets/[id]/_set/read-set-page";
import { FramesLoader } from "./frames-loader";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Frames" };

/**
 * The frame editor of a set: each region of a frame over a live card, moved and resized by
 * pointer or keyboard, with the sample stack's x-ray following. The set is read here; the
 * editor runs in the page on the set document store and autosave.
 */
export default async function FramesPage({ params }: SetPageProps) {
  const page = await readSetPage(params, {
    kind: "document",
    tooBroken: "to edit its frames",
    fix: "fix it in the designer first",
  });
  if (!page.ok) return <FailedSetPage heading="Frames" failure={page.error} />;
  return <FramesLoader loaded={page.value} />;
}
