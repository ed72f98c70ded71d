"use client";
/**
 * The designer, drawn in the page only (it reads the browser's kept edits on start). Unlike the
 * other set pages (set-page-loader.tsx) its code is imported with the page, not fetched by
 * next/dynamic once the page has hydrated: its chunks then arrive with the page's own scripts,
 * in parallel, instead of one round trip later, so the form takes input sooner (issue 26: within
 * a second of navigating). The server renders only the "Opening the designer…" placeholder.
 */
import { useSyncExternalStore } from "react";
import { opening } from "@/app/sets/[id]/_set/set-page-loader";
import type { LoadedSet } from "@/app/sets/[id]/_set/use-set-document";
import "@/app/sets/[id]/_set/set-page.css";
import { Designer } from "./designer";

const Opening = opening("Opening the designer…");
const never = () => () => {};

/** The designer once in the page; its placeholder on the server and while hydrating. */
export function DesignerLoader({ loaded }: { loaded: LoadedSet }) {
  const inPage = useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
  return inPage ? <Designer loaded={loaded} /> : <Opening />;
}
