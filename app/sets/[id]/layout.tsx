import type { ReactNode } from "react";
import { getWorkspace } from "@/app/_server/workspace";
import { PendingSaveProvider } from "@/app/sets/[id]/_set/pending-save";
import { SetNameProvider } from "@/app/sets/[id]/_set/set-name";
import { SetNav } from "@/app/sets/[id]/_set/set-nav";

export const dynamic = "force-dynamic";

/** The set's name for the bar: from its file when it has one, else its id. */
async function setName(id: string): Promise<string> {
  const read = await (await getWorkspace()).read(id);
  if (!read.ok) return id;
  const value = read.value.value as { name?: unknown } | undefined;
  return typeof value?.name === "string" && value.name.trim() !== "" ? value.name : id;
}

/**
 * Every page of a set: a compact bar (back to the library, the set's name, its pages), then the
 * page, which fills the rest of the window and scrolls on its own.
 */
export default async function SetLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ id: string }>;
}) {
  const { id } = await params;
  const name = await setName(id);
  return (
    <SetNameProvider initial={name}>
      <PendingSaveProvider>
        <div className="set-shell">
          <SetNav setId={id} name={name} />
          <div className="set-page">{children}</div>
        </div>
      </PendingSaveProvider>
    </SetNameProvider>
  );
}
