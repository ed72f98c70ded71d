import type { Metadata } from "next";
import { setDocumentPage } from "@/app/sets/[id]/_set/set-document-page";
import { DesignerLoader } from "@/app/sets/[id]/_designer/designer-loader";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Designer" };

/**
 * The designer (DESIGN.md "/sets/[id] the designer"): card list, card editor, live preview and
 * problems. The set is read here; the designer runs in the page.
 */
export default setDocumentPage({
  heading: "Designer",
  tooBroken: "for the designer",
  fix: "fix set.json by hand or restore a revision with the command line",
  view: DesignerLoader,
});
