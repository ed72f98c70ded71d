import type { Metadata } from "next";
import { setDocumentPage } from "@/app/sets/[id]/_set/set-document-page";
import { SettingsLoader } from "./settings-loader";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Set settings" };

/**
 * A set's settings: title, languages, rules options, words, backs, families, icons. The set is
 * read here; the form runs in the page on the set document store and autosave.
 */
export default setDocumentPage({
  heading: "Settings",
  tooBroken: "for its settings",
  fix: "fix set.json in the designer's JSON view or restore a revision",
  rules: true,
  view: SettingsLoader,
});
