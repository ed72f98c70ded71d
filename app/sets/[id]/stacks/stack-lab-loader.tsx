"use client";
/**
 * Loads the stack lab in the page only (it shares the designer's store, which reads the
 * browser's kept edits on start), with a quiet placeholder while its code arrives.
 */
import dynamic from "next/dynamic";
import type { LoadedSet } from "../_workspace/use-designer";
import "../_workspace/workspace.css";

const StackLabPage = dynamic(() => import("./stack-lab-page").then((m) => m.StackLabPage), {
  ssr: false,
  loading: () => <p className="ws-loading">Opening the stack lab…</p>,
});

/** The stack lab for a set read on the server. */
export function StackLabLoader({ loaded }: { loaded: LoadedSet }) {
  return <StackLabPage loaded={loaded} />;
}
