import type { Metadata } from "next";
import Link from "next/link";
import { getWorkspace } from "../../../_server/workspace";
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
  const set = read.ok ? read.value.set : undefined;
  if (!read.ok || !set) {
    const first = read.ok ? read.value.diagnostics.find((d) => d.severity === "error") : undefined;
    return (
      <div className="set-page-content">
        <h1>Play</h1>
        <p className="notice" role="alert">
          {read.ok
            ? `Set '${id}' has errors, so it cannot be played yet${first ? ` (the first: ${first.message})` : ""}; fix them in the designer.`
            : `There is no set '${id}' in the workspace.`}{" "}
          <Link href={read.ok ? `/sets/${encodeURIComponent(id)}` : "/"}>
            {read.ok ? "Open the designer" : "Back to your sets"}
          </Link>
        </p>
      </div>
    );
  }
  return <PlayLoader set={set} revision={read.value.revision} />;
}
