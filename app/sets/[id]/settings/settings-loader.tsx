"use client";
/** The settings, loaded in the page only (they read the browser's kept edits on start). */
import dynamic from "next/dynamic";
import { opening } from "@/app/sets/[id]/_set/set-page-loader";
import "@/app/sets/[id]/_set/set-page.css";
import "./settings.css";

export const SettingsLoader = dynamic(() => import("./settings").then((m) => m.Settings), {
  ssr: false,
  loading: opening("Opening the settings…"),
});
