import type { Metadata } from "next";
import { setDocumentPage } from "@/app/sets/[id]/_set/set-document-page";
import { StacksLoader } from "./stacks-loader";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Stacks" };

/**
 * The stacks page (DESIGN.md "/sets/[id]/stacks"): build a stack by hand, read what it is worth,
 * keep it as an expectation. The set is read here; the stack builder runs in the page on the set
 * document store and autosave.
 */
export default setDocumentPage({
  heading: "Stacks",
  tooBroken: "for the stacks page",
  fix: "fix it in the designer first",
  view: StacksLoader,
});
