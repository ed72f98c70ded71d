"use client";
/** Loads the settings in the page only (they read the browser's kept edits on start). */
import dynamic from "next/dynamic";
import type { LoadedSet } from "../_workspace/use-designer";
import "../_workspace/workspace.css";
import "./settings.css";

const Settings = dynamic(() => import("./settings").then((m) => m.Settings), {
  ssr: false,
  loading: () => <p className="ws-loading">Opening the settings…</p>,
});

/** The settings for a set read on the server. */
export function SettingsLoader({ loaded }: { loaded: LoadedSet }) {
  return <Settings loaded={loaded} />;
}
