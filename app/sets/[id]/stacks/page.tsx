import type { Metadata } from "next";
import { FailedSetPage } from "@/app/sets/[id]/_set/failed-set-page";
import { readSetPage } from "@/app/sets/[id]/_set/read-set-page";
import type { SetPageProps } from "@/app/sets/[id]/_set/read-set-page";
import { StacksLoader } from "./stacks-loader";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Stacks" };

/**
 * The stacks page (DESIGN.md "/sets/[id]/stacks"): build a stack by hand, read what it is worth,
 * keep it as an expectation. The set is read here; the stack builder runs in the page on the set
 * document store and autosave.
 */
export default async function StacksPage({ params }: SetPageProps) {
  const page = await readSetPage(params, {
    kind: "document",
    tooBroken: "for the stacks page",
    fix: "fix it in the designer first",
  });
  if (!page.ok) return <FailedSetPage heading="Stacks" failure={page.error} />;
  return <StacksLoader loaded={page.value} />;
}
