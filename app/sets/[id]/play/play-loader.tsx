"use client";
/** Loads the table in the page only (the engine, bots and renderer run there). */
import dynamic from "next/dynamic";
import type { VellumSet } from "@/lib/model";
import "./play.css";

const Play = dynamic(() => import("./play").then((m) => m.Play), {
  ssr: false,
  loading: () => <p className="tb-loading">Setting up the table…</p>,
});

/** The play page's client side, for a set read on the server. */
export function PlayLoader(props: { set: VellumSet; revision: string }) {
  return <Play set={props.set} revision={props.revision} />;
}
