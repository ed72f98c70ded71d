import type { Metadata } from "next";
import { FailedSetPage } from "@/app/sets/[id]/_set/failed-set-page";
import { readSetPage } from "@/app/sets/[id]/_set/read-set-page";
import type { SetPageProps } from "@/app/sets/[id]/_set/read-set-page";
import { PlayLoader } from "./play-loader";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Play" };

/**
 * The sandbox table (DESIGN.md "/sets/[id]/play"): a new game against bots or people at one
 * device, the table with the rules enforced, saved games, replays and free mode. The set is read
 * here; the engine runs in the page.
 */
export default async function PlayPage({ params }: SetPageProps) {
  const page = await readSetPage(params, { kind: "sound", action: "playing it" });
  if (!page.ok) return <FailedSetPage heading="Play" failure={page.error} />;
  return <PlayLoader set={page.value.set} revision={page.value.revision} />;
}
