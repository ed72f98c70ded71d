"use client";
/** Loads the settings in the page only (they read the browser's kept edits on start). */
import dynamic from "next/dynamic";
import type { LoadedSet } from "@/app/sets/[id]/_set/use-set-document";
import "@/app/sets/[id]/_set/set-page.css";
import "./settings.css";

const Settings = dynamic(() => import("./settings").then((m) => m.Settings), {
  ssr: false,
  loading: () => <p className="ws-loading">Opening the settings…</p>,
});

/** The settings for a set read on the server. */
export function SettingsLoader({ loaded }: { loaded: LoadedSet }) {
  return <Settings loaded={loaded} />;
}
