import type { Metadata } from "next";
import Link from "next/link";
import { getWorkspace } from "../../_server/workspace";
import { DesignerLoader } from "@/app/sets/[id]/_designer/designer-loader";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Designer" };

function isSetObject(value: unknown): boolean {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const v = value as { cards?: unknown; families?: unknown; icons?: unknown };
  return Array.isArray(v.cards) && Array.isArray(v.families) && Array.isArray(v.icons);
}

/**
 * The set workspace (DESIGN.md "/sets/[id] the designer"): card list, card editor, live
 * preview and problems. The set is read here; the designer runs in the page.
 */
export default async function SetWorkspacePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const read = await (await getWorkspace()).read(id);
  if (!read.ok || !isSetObject(read.value.value)) {
    return (
      <>
        <h1>Designer</h1>
        <p className="notice" role="alert">
          {read.ok
            ? `Set '${id}' is too broken for the designer (${read.value.diagnostics[0]?.message ?? "its file is not a set"}); fix set.json by hand or restore a revision with the command line.`
            : `There is no set '${id}' in the workspace.`}{" "}
          <Link href="/">Back to your sets</Link>
        </p>
      </>
    );
  }
  const { text, revision } = read.value;
  return <DesignerLoader loaded={{ setId: id, text, revision }} />;
}
