"use client";
/** The art manager, loaded in the page only (it reads the browser's kept edits on start). */
import dynamic from "next/dynamic";
import { opening } from "@/app/sets/[id]/_set/set-page-loader";
import "@/app/sets/[id]/_set/set-page.css";
import "./art.css";

export const ArtLoader = dynamic(() => import("./art-manager").then((m) => m.ArtManager), {
  ssr: false,
  loading: opening("Opening the art manager…"),
});
