import type { Metadata } from "next";
import Link from "next/link";
import { getWorkspace } from "../../../_server/workspace";
import { SettingsLoader } from "./settings-loader";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Set settings" };

function isSetObject(value: unknown): boolean {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const v = value as { cards?: unknown; families?: unknown; icons?: unknown; rules?: unknown };
  return (
    Array.isArray(v.cards) &&
    Array.isArray(v.families) &&
    Array.isArray(v.icons) &&
    typeof v.rules === "object" &&
    v.rules !== null
  );
}

/**
 * A set's settings: title, languages, rules options, words, backs, families, icons. The set is
 * read here; the form runs in the page on the designer's store and autosave.
 */
export default async function SettingsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const read = await (await getWorkspace()).read(id);
  if (!read.ok || !isSetObject(read.value.value)) {
    return (
      <div className="set-page-content">
        <h1>Settings</h1>
        <p className="notice" role="alert">
          {read.ok
            ? `Set '${id}' is too broken for its settings (${read.value.diagnostics[0]?.message ?? "its file is not a set"}); fix set.json in the designer's JSON view or restore a revision.`
            : `There is no set '${id}' in the workspace.`}{" "}
          <Link href="/">Back to your sets</Link>
        </p>
      </div>
    );
  }
  const { text, revision } = read.value;
  return <SettingsLoader loaded={{ setId: id, text, revision }} />;
}
