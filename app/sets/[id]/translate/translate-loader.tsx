"use client";
/** The translation view, loaded in the page only (it reads the browser's kept edits on start). */
import dynamic from "next/dynamic";
import { opening } from "@/app/sets/[id]/_set/set-page-loader";
import "@/app/sets/[id]/_set/set-page.css";
import "./translate.css";

export const TranslateLoader = dynamic(() => import("./translate").then((m) => m.Translate), {
  ssr: false,
  loading: opening("Opening the translations…"),
});
