"use client";
/** The stacks page, loaded in the page only (its store reads the browser's kept edits on start). */
import dynamic from "next/dynamic";
import { opening } from "@/app/sets/[id]/_set/set-page-loader";
import "@/app/sets/[id]/_set/set-page.css";

export const StacksLoader = dynamic(() => import("./stacks-page").then((m) => m.StacksPage), {
  ssr: false,
  loading: opening("Opening the stacks page…"),
});
