"use client";
/** The frame editor, loaded in the page only (it reads the browser's kept edits on start). */
import dynamic from "next/dynamic";
import { opening } from "@/app/sets/[id]/_set/set-page-loader";
import "@/app/sets/[id]/_set/set-page.css";
import "./frames.css";

export const FramesLoader = dynamic(() => import("./frame-editor").then((m) => m.FrameEditor), {
  ssr: false,
  loading: opening("Opening the frame editor…"),
});
