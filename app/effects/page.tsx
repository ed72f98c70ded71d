import type { Metadata } from "next";
import Link from "next/link";
import { contextFromSet } from "@/lib/dsl";
import type { VellumSet } from "@/lib/model";
import { getWorkspace } from "../_server/workspace";
import { REFERENCE_PATH } from "../_editor/reference-link";
import { EffectPlayground } from "./playground";
import type { EffectSample } from "./playground";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Effect language" };

const FIRST_EXAMPLE =
  "on play:\n  draw 2 cards\n  if this character has raven: each other player discards 1 card\n";

/** The set the page works with: `?set=<id>`, else the first valid set of the workspace. */
async function chosenSet(wanted: string | undefined): Promise<VellumSet | undefined> {
  const ws = await getWorkspace();
  const ids = wanted ? [wanted] : (await ws.list()).filter((s) => s.valid).map((s) => s.id);
  for (const id of ids) {
    const read = await ws.read(id);
    if (read.ok && read.value.set) return read.value.set;
  }
  return undefined;
}

/**
 * The effect-language playground: write an effect against a set's icons and families, with
 * colouring, completion, hover help and live errors, and see the IR the engine would run.
 */
export default async function EffectsPage({
  searchParams,
}: {
  searchParams: Promise<{ set?: string }>;
}) {
  const { set: wanted } = await searchParams;
  const set = await chosenSet(wanted);
  if (!set) {
    return (
      <>
        <h1>Effect language</h1>
        <p className="notice" role="alert">
          {wanted
            ? `There is no valid set '${wanted}' in the workspace.`
            : "The workspace has no valid set to try effects against."}{" "}
          <Link href="/">Back to your sets</Link>
        </p>
      </>
    );
  }
  const samples: EffectSample[] = set.cards
    .filter((c) => c.effect && c.effect.trim() !== "")
    .map((c) => ({ id: c.id, name: c.name, type: c.type, effect: c.effect ?? "" }));
  return (
    <>
      <h1>Effect language</h1>
      <p className="lede">
        Write an effect for <strong>{set.name}</strong>: its icons and families are known to the
        editor. Press Ctrl+Space to complete, hover a word for help (each links to its section of
        the <Link href={REFERENCE_PATH}>effect-language reference</Link>).
      </p>
      <EffectPlayground context={contextFromSet(set)} samples={samples} initial={FIRST_EXAMPLE} />
    </>
  );
}
