import type { Metadata } from "next";
import Link from "next/link";
import { getWorkspace } from "../../../_server/workspace";
import { ArtLoader } from "./art-loader";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Art" };

function isSetObject(value: unknown): boolean {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const v = value as { cards?: unknown; families?: unknown; icons?: unknown };
  return Array.isArray(v.cards) && Array.isArray(v.families) && Array.isArray(v.icons);
}

/**
 * The art of a set: its picture files, where each is used, uploads and deletes, and each card's
 * picture placed in its window. The set is read here; the manager runs in the page on the
 * designer's store and autosave.
 */
export default async function ArtPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const read = await (await getWorkspace()).read(id);
  if (!read.ok || !isSetObject(read.value.value)) {
    return (
      <div className="set-page-content">
        <h1>Art</h1>
        <p className="notice" role="alert">
          {read.ok
            ? `Set '${id}' is too broken to manage its art (${read.value.diagnostics[0]?.message ?? "its file is not a set"}); fix it in the designer first.`
            : `There is no set '${id}' in the workspace.`}{" "}
          <Link href="/">Back to your sets</Link>
        </p>
      </div>
    );
  }
  const { text, revision } = read.value;
  return <ArtLoader loaded={{ setId: id, text, revision }} />;
}
