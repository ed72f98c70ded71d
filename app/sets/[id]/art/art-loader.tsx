"use client";
/** Loads the art manager in the page only (it reads the browser's kept edits on start). */
import dynamic from "next/dynamic";
import type { LoadedSet } from "@/app/sets/[id]/_set/use-set-document";
import "@/app/sets/[id]/_set/set-page.css";
import "./art.css";

const ArtManager = dynamic(() => import("./art-manager").then((m) => m.ArtManager), {
  ssr: false,
  loading: () => <p className="ws-loading">Opening the art manager…</p>,
});

/** The art manager for a set read on the server. */
export function ArtLoader({ loaded }: { loaded: LoadedSet }) {
  return <ArtManager loaded={loaded} />;
}
