import type { Metadata } from "next";
import Link from "next/link";
import { contextFromSet } from "@/lib/dsl";
import type { Card } from "@/lib/model";
import { getWorkspace, LIST_WAIT_MS } from "@/app/_server/workspace";
import { REFERENCE_PATH } from "@/app/_editor/reference-link";
import { EffectPlayground } from "./playground";
import type { EffectSample } from "./playground";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Effect language" };

const FIRST_EXAMPLE =
  "on play:\n  draw 2 cards\n  if this character has raven: each other player discards 1 card\n";

/** What the playground needs of a set: its name, the effect context and the cards with effects. */
interface PlaygroundSet {
  name: string;
  cards: { id: string; name: string; type: Card["type"]; effect?: string }[];
  icons: { id: string }[];
  families: { id: string }[];
}

/** The parts of a saved document with problems that the playground can use (ids must be text). */
function usableParts(id: string, value: unknown): PlaygroundSet | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const v = value as Record<string, unknown>;
  const list = (x: unknown) => (Array.isArray(x) ? (x as unknown[]) : []).filter(hasTextId);
  return {
    name: typeof v.name === "string" && v.name.trim() !== "" ? v.name : id,
    cards: list(v.cards).filter(
      (c): c is PlaygroundSet["cards"][number] =>
        typeof (c as { name?: unknown }).name === "string" &&
        typeof (c as { type?: unknown }).type === "string" &&
        ["string", "undefined"].includes(typeof (c as { effect?: unknown }).effect),
    ),
    icons: list(v.icons),
    families: list(v.families),
  };
}

function hasTextId(x: unknown): x is { id: string } {
  return typeof x === "object" && x !== null && typeof (x as { id?: unknown }).id === "string";
}

/**
 * The set the page works with: `?set=<id>`, else the first valid set of the workspace. A set
 * with problems is used as saved (the playground reads what the designer saved), its unusable
 * parts left out.
 */
async function chosenSet(wanted: string | undefined): Promise<PlaygroundSet | undefined> {
  const ws = await getWorkspace();
  // A set still being checked is a candidate too: the read below validates it anyway.
  const listed = wanted ? [] : await ws.list({ waitMs: LIST_WAIT_MS });
  const ids = wanted ? [wanted] : listed.filter((s) => s.valid || s.checking).map((s) => s.id);
  for (const id of ids) {
    const read = await ws.read(id);
    if (!read.ok) continue;
    // Without `?set=`, only a valid set (one listed as checking may turn out not to be).
    const parts = read.value.set ?? (wanted ? usableParts(id, read.value.value) : undefined);
    if (parts) return parts;
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
            ? `There is no set '${wanted}' in the workspace.`
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
