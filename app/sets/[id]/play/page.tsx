import type { Metadata } from "next";
import Link from "next/link";
import { getWorkspace } from "../../../_server/workspace";
import { blockersOf } from "@/app/sets/[id]/_set/sound-set";
import { UnsoundSet } from "@/app/sets/[id]/_set/unsound-set";
import { PlayLoader } from "./play-loader";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Play" };

/**
 * The sandbox table (DESIGN.md "/sets/[id]/play"): a new game against bots or people at one
 * device, the table with the rules enforced, saved games, replays and free mode. The set is read
 * here; the engine runs in the page.
 */
export default async function PlayPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const read = await (await getWorkspace()).read(id);
  if (!read.ok) {
    return (
      <div className="set-page-content">
        <h1>Play</h1>
        <p className="notice" role="alert">
          There is no set &apos;{id}&apos; in the workspace. <Link href="/">Back to your sets</Link>
        </p>
      </div>
    );
  }
  const set = read.value.set;
  if (!set) {
    const blockers = blockersOf(id, read.value.value, read.value.diagnostics);
    return (
      <div className="set-page-content">
        <h1>Play</h1>
        <UnsoundSet setId={id} action="playing it" blockers={blockers} />
      </div>
    );
  }
  return <PlayLoader set={set} revision={read.value.revision} />;
}
