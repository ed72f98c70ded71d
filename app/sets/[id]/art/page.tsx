import type { Metadata } from "next";
import { FailedSetPage } from "@/app/sets/[id]/_set/failed-set-page";
import { readSetPage } from "@/app/sets/[id]/_set/read-set-page";
import type { SetPageProps } from "@/app/sets/[id]/_set/read-set-page";
import { ArtLoader } from "./art-loader";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Art" };

/**
 * The art of a set: its picture files, where each is used, uploads and deletes, and each card's
 * picture placed in its window. The set is read here; the manager runs in the page on the set
 * document store and autosave.
 */
export default async function ArtPage({ params }: SetPageProps) {
  const page = await readSetPage(params, {
    kind: "document",
    tooBroken: "to manage its art",
    fix: "fix it in the designer first",
  });
  if (!page.ok) return <FailedSetPage heading="Art" failure={page.error} />;
  return <ArtLoader loaded={page.value} />;
}
