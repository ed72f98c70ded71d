"use client";
/**
 * Loads the designer in the page only (it reads the browser's kept edits on start), with a
 * quiet placeholder while its code arrives.
 */
import dynamic from "next/dynamic";
import type { LoadedSet } from "@/app/sets/[id]/_set/use-set-document";
import "@/app/sets/[id]/_set/set-page.css";

const Designer = dynamic(() => import("./designer").then((m) => m.Designer), {
  ssr: false,
  loading: () => <p className="ws-loading">Opening the designer…</p>,
});

/** The designer for a set read on the server. */
export function DesignerLoader({ loaded }: { loaded: LoadedSet }) {
  return <Designer loaded={loaded} />;
}
