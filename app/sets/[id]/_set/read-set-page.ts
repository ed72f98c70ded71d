/**
 * The one server-side read of a set page (app/README.md "A set page"): the page's set from the
 * workspace, or why the page cannot open it. Server only: it reads the workspace.
 */
import type { Result } from "@/lib/model";
import { getWorkspace } from "@/app/_server/workspace";
import type { SetPageFailure, SetPageNeed, SoundSet } from "./set-page-read";
import { setPageOf } from "./set-page-read";
import type { LoadedSet } from "./use-set-document";

/** The props Next gives a page under /sets/[id]. */
export interface SetPageProps {
  params: Promise<{ id: string }>;
}

/** Reads the set of the page at `params` for what the page needs (see `setPageOf`). */
export async function readSetPage(
  params: SetPageProps["params"],
  need: Extract<SetPageNeed, { kind: "document" }>,
): Promise<Result<LoadedSet, SetPageFailure>>;
export async function readSetPage(
  params: SetPageProps["params"],
  need: Extract<SetPageNeed, { kind: "sound" }>,
): Promise<Result<SoundSet, SetPageFailure>>;
export async function readSetPage(
  params: SetPageProps["params"],
  need: SetPageNeed,
): Promise<Result<unknown, SetPageFailure>> {
  const { id } = await params;
  const read = await (await getWorkspace()).read(id);
  return need.kind === "sound" ? setPageOf(id, read, need) : setPageOf(id, read, need);
}
