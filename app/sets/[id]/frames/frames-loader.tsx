"use client";
/** Loads the frame editor in the page only (it reads the browser's kept edits on start). */
import dynamic from "next/dynamic";
import type { LoadedSet } from "@/app/sets/[id]/_set/use-set-document";
import "@/app/sets/[id]/_set/set-page.css";
import "./frames.css";

const FrameEditor = dynamic(() => import("./frame-editor").then((m) => m.FrameEditor), {
  ssr: false,
  loading: () => <p className="ws-loading">Opening the frame editor…</p>,
});

/** The frame editor for a set read on the server. */
export function FramesLoader({ loaded }: { loaded: LoadedSet }) {
  return <FrameEditor loaded={loaded} />;
}
