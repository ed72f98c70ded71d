"use client";
/** The designer, loaded in the page only (it reads the browser's kept edits on start). */
import dynamic from "next/dynamic";
import { opening } from "@/app/sets/[id]/_set/set-page-loader";
import "@/app/sets/[id]/_set/set-page.css";

export const DesignerLoader = dynamic(() => import("./designer").then((m) => m.Designer), {
  ssr: false,
  loading: opening("Opening the designer…"),
});
