import type { Metadata } from "next";
import { FailedSetPage } from "@/app/sets/[id]/_set/failed-set-page";
import { readSetPage } from "@/app/sets/[id]/_set/read-set-page";
import type { SetPageProps } from "@/app/sets/[id]/_set/read-set-page";
import { DesignerLoader } from "@/app/sets/[id]/_designer/designer-loader";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Designer" };

/**
 * The designer (DESIGN.md "/sets/[id] the designer"): card list, card editor, live preview and
 * problems. The set is read here; the designer runs in the page.
 */
export default async function DesignerPage({ params }: SetPageProps) {
  const page = await readSetPage(params, {
    kind: "document",
    tooBroken: "for the designer",
    fix: "fix set.json by hand or restore a revision with the command line",
  });
  if (!page.ok) return <FailedSetPage heading="Designer" failure={page.error} />;
  return <DesignerLoader loaded={page.value} />;
}
