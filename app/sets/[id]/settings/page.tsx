import type { Metadata } from "next";
import { FailedSetPage } from "@/app/sets/[id]/_set/failed-set-page";
import { readSetPage } from "@/app/sets/[id]/_set/read-set-page";
import type { SetPageProps } from "@/app/sets/[id]/_set/read-set-page";
import { SettingsLoader } from "./settings-loader";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Set settings" };

/**
 * A set's settings: title, languages, rules options, words, backs, families, icons. The set is
 * read here; the form runs in the page on the set document store and autosave.
 */
export default async function SettingsPage({ params }: SetPageProps) {
  const page = await readSetPage(params, {
    kind: "document",
    tooBroken: "for its settings",
    fix: "fix set.json in the designer's JSON view or restore a revision",
    rules: true,
  });
  if (!page.ok) return <FailedSetPage heading="Settings" failure={page.error} />;
  return <SettingsLoader loaded={page.value} />;
}
