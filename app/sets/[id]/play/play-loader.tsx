"use client";
/** The table, loaded in the page only (the engine, bots and renderer run there). */
import dynamic from "next/dynamic";
import { opening } from "@/app/sets/[id]/_set/set-page-loader";
import "./play.css";

export const PlayLoader = dynamic(() => import("./play").then((m) => m.Play), {
  ssr: false,
  loading: opening("Setting up the table…"),
});
