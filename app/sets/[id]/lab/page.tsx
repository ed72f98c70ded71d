import type { Metadata } from "next";
import { BOT_NAMES } from "@/lib/bots";
import { rulesFor } from "@/lib/engine";
import { FailedSetPage } from "@/app/sets/[id]/_set/failed-set-page";
import { readSetPage } from "@/app/sets/[id]/_set/read-set-page";
import type { SetPageProps } from "@/app/sets/[id]/_set/read-set-page";
import { LabLoader } from "./lab-loader";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Playtest lab" };

/**
 * The playtest lab (DESIGN.md "/sets/[id]/lab"): batches of bot games off the main thread and
 * the balance report, kept and compared. The set is read here for its player counts; each run
 * reads the set as saved at that moment.
 */
export default async function LabPage({ params }: SetPageProps) {
  const page = await readSetPage(params, { kind: "sound", action: "running the lab" });
  if (!page.ok) return <FailedSetPage heading="Playtest lab" failure={page.error} />;
  const { setId, set, revision, text } = page.value;
  const rules = rulesFor(set, { players: [] });
  return (
    <div className="set-page-content lab-page">
      <h1>Playtest lab</h1>
      <p className="lede">
        Let bots play {set.name} thousands of times and read the balance: who wins from which seat,
        with which {set.rules.familyWord}, which cards swing games and which never do anything. Edit
        a card, run again and compare the two reports.
      </p>
      <LabLoader
        setId={setId}
        revision={revision}
        text={text}
        minPlayers={rules.minPlayers}
        maxPlayers={rules.maxPlayers}
        bots={[...BOT_NAMES]}
        familyWord={set.rules.familyWord}
      />
    </div>
  );
}
