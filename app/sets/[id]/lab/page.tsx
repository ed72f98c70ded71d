import type { Metadata } from "next";
import Link from "next/link";
import { BOT_NAMES } from "@/lib/bots";
import { rulesFor } from "@/lib/engine";
import { getWorkspace } from "../../../_server/workspace";
import { blockersOf } from "@/app/sets/[id]/_set/sound-set";
import { UnsoundSet } from "@/app/sets/[id]/_set/unsound-set";
import { LabLoader } from "./lab-loader";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Playtest lab" };

/**
 * The playtest lab (DESIGN.md "/sets/[id]/lab"): batches of bot games off the main thread and
 * the balance report, kept and compared. The set is read here for its player counts; each run
 * reads the set as saved at that moment.
 */
export default async function LabPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const read = await (await getWorkspace()).read(id);
  if (!read.ok) {
    return (
      <div className="set-page-content">
        <h1>Playtest lab</h1>
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
      <div className="set-page-content lab-page">
        <h1>Playtest lab</h1>
        <UnsoundSet setId={id} action="running the lab" blockers={blockers} />
      </div>
    );
  }
  const rules = rulesFor(set, { players: [] });
  const name = set.name;
  return (
    <div className="set-page-content lab-page">
      <h1>Playtest lab</h1>
      <p className="lede">
        Let bots play {name} thousands of times and read the balance: who wins from which seat, with
        which family, which cards swing games and which never do anything. Edit a card, run again
        and compare the two reports.
      </p>
      <LabLoader
        setId={id}
        revision={read.value.revision}
        minPlayers={rules.minPlayers}
        maxPlayers={rules.maxPlayers}
        bots={[...BOT_NAMES]}
      />
    </div>
  );
}
