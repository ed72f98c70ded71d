import type { Metadata } from "next";
import Link from "next/link";
import { getWorkspace } from "../../../_server/workspace";
import { StacksLoader } from "./stacks-loader";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Stacks" };

function isSetObject(value: unknown): boolean {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const v = value as { cards?: unknown; families?: unknown; icons?: unknown };
  return Array.isArray(v.cards) && Array.isArray(v.families) && Array.isArray(v.icons);
}

/**
 * The stacks page (DESIGN.md "/sets/[id]/stacks"): build a stack by hand, read what it is worth,
 * keep it as an expectation. The set is read here; the lab runs in the page on the designer's
 * store and autosave.
 */
export default async function StacksPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const read = await (await getWorkspace()).read(id);
  if (!read.ok || !isSetObject(read.value.value)) {
    return (
      <div className="set-page-content">
        <h1>Stacks</h1>
        <p className="notice" role="alert">
          {read.ok
            ? `Set '${id}' is too broken for the stacks page (${read.value.diagnostics[0]?.message ?? "its file is not a set"}); fix it in the designer first.`
            : `There is no set '${id}' in the workspace.`}{" "}
          <Link href="/">Back to your sets</Link>
        </p>
      </div>
    );
  }
  const { text, revision } = read.value;
  return <StacksLoader loaded={{ setId: id, text, revision }} />;
}
