"use client";
/**
 * The one way a set page loads its view (app/README.md "A set page"): in the browser only (the
 * views read the browser's kept edits, start workers or the engine on start), with the page's
 * "Opening the …" words while its code arrives. next/dynamic wants its call written in each
 * page's own module, with the import inline and the options an object literal (so that each
 * page's code stays a chunk of its own), so each page writes
 *
 *     export const ArtLoader = dynamic(() => import("./art-manager").then((m) => m.ArtManager), {
 *       ssr: false,
 *       loading: opening("Opening the art manager…"),
 *     });
 *
 * and this module gives the placeholder.
 */
import type { ReactElement } from "react";

/** The placeholder a set page shows while its view's code arrives. */
export function opening(words: string): () => ReactElement {
  return function Opening() {
    return <p className="set-page-loading">{words}</p>;
  };
}
