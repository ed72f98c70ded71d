"use client";
/**
 * Loads the stacks page in the page only (it shares the designer's store, which reads the
 * browser's kept edits on start), with a quiet placeholder while its code arrives.
 */
import dynamic from "next/dynamic";
import type { LoadedSet } from "@/app/sets/[id]/_set/use-set-document";
import "@/app/sets/[id]/_set/set-page.css";

const StacksPage = dynamic(() => import("./stacks-page").then((m) => m.StacksPage), {
  ssr: false,
  loading: () => <p className="ws-loading">Opening the stacks page…</p>,
});

/** The stacks page for a set read on the server. */
export function StacksLoader({ loaded }: { loaded: LoadedSet }) {
  return <StacksPage loaded={loaded} />;
}
