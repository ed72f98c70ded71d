import type { Metadata } from "next";
import { setDocumentPage } from "@/app/sets/[id]/_set/set-document-page";
import { ArtLoader } from "./art-loader";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Art" };

/**
 * The art of a set: its picture files, where each is used, uploads and deletes, and each card's
 * picture placed in its window. The set is read here; the manager runs in the page on the set
 * document store and autosave.
 */
export default setDocumentPage({
  heading: "Art",
  tooBroken: "to manage its art",
  fix: "fix it in the designer first",
  view: ArtLoader,
});
