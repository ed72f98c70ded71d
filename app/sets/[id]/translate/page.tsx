import type { Metadata } from "next";
import { setDocumentPage } from "@/app/sets/[id]/_set/set-document-page";
import { TranslateLoader } from "./translate-loader";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Translate" };

/**
 * The translator's view: every card a row, the source beside each translation, where each
 * stands (missing, changed since translated, done), and translators' files out and back in.
 */
export default setDocumentPage({
  heading: "Translate",
  tooBroken: "for translating",
  fix: "fix set.json in the designer's JSON view or restore a revision",
  view: TranslateLoader,
});
