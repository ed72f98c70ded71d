import Link from "next/link";
import type { SetSummary } from "@/lib/store";
import { Library } from "./_library/library";
import { getWorkspace, LIST_WAIT_MS } from "@/app/_server/workspace";
import { messageOf } from "@/lib/model";

export const dynamic = "force-dynamic";

/** The home page: the set library (every set in the workspace, with its actions). */
export default async function HomePage() {
  let sets: SetSummary[] = [];
  let failure: string | undefined;
  try {
    sets = await (await getWorkspace()).list({ waitMs: LIST_WAIT_MS });
  } catch (e) {
    failure = messageOf(e);
  }
  return (
    <>
      {failure ? (
        <>
          <h1>Your sets</h1>
          <p className="notice" role="alert">
            The workspace could not be read: {failure}
          </p>
        </>
      ) : (
        <Library sets={sets} />
      )}
      <p style={{ marginTop: "2rem" }}>
        <Link href="/credits">Credits and licences</Link>
      </p>
    </>
  );
}
