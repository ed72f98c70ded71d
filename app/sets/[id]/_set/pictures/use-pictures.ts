"use client";
/**
 * The picture service in a page, once the renderer's fonts are in it. A page that lays SVG into
 * its own document (the designer, the stack builder, the frame and art editors) shares one
 * service per set for the page's whole visit, its art served by the API; the table shows each
 * picture in an <img> (a document of its own, which may not load other files), so its service
 * gets the set's art as data URLs and is freed when the table leaves.
 * NOTE: impure (loads fonts and art over the network).
 */
import { useEffect, useState } from "react";
import type { VellumSet } from "@/lib/model";
import { messageOf } from "@/lib/model";
import { artUrl, requestBlob } from "@/app/_api/client";
import { browserFonts } from "./fonts-client";
import { Pictures } from "./pictures";
import { SetPictures } from "./set-pictures";

const bySet = new Map<string, Promise<Pictures>>();
/** Names this visit's art revisions apart from an earlier visit's (the browser keeps both). */
const VISIT = Date.now().toString(36);

/** The shared service of set `setId` (fonts fetched on the first call). */
export function picturesOf(setId: string): Promise<Pictures> {
  let found = bySet.get(setId);
  if (!found) {
    found = browserFonts().then(
      (fonts) =>
        new Pictures(fonts, (file, revision) =>
          revision === 0 ? artUrl(setId, file) : `${artUrl(setId, file)}?v=${VISIT}.${revision}`,
        ),
      (e: unknown) => {
        bySet.delete(setId); // a failed font load is tried again by the next page
        throw e;
      },
    );
    bySet.set(setId, found);
  }
  return found;
}

/** The picture service of set `setId`, or why the fonts could not be loaded. */
export function usePictures(setId: string): {
  pictures: Pictures | undefined;
  fontError: string | undefined;
} {
  const [made, setMade] = useState<{ setId: string; pictures: Pictures }>();
  const [failed, setFailed] = useState<{ setId: string; fontError: string }>();
  useEffect(() => {
    let live = true;
    picturesOf(setId).then(
      (pictures) => live && setMade({ setId, pictures }),
      (e: unknown) => live && setFailed({ setId, fontError: messageOf(e) }),
    );
    return () => {
      live = false;
    };
  }, [setId]);
  return {
    pictures: made?.setId === setId ? made.pictures : undefined,
    fontError: failed?.setId === setId ? failed.fontError : undefined,
  };
}

function dataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("could not read the art file"));
    reader.readAsDataURL(blob);
  });
}

/**
 * The art files `set` uses (its cards', its backs' and its frames' emblems), as data URLs (a file
 * that cannot be read draws the placeholder).
 */
async function embeddedArt(set: VellumSet): Promise<Map<string, string>> {
  const files = [
    ...new Set([
      ...[...set.cards, ...(set.backs ?? [])].flatMap((c) => (c.art ? [c.art] : [])),
      ...(set.frames ?? []).flatMap((f) => (f.emblem?.art ? [f.emblem.art] : [])),
    ]),
  ];
  const art = new Map<string, string>();
  await Promise.all(
    files.map(async (file) => {
      // The renderer draws its placeholder for art it cannot reach.
      const read = await requestBlob(artUrl(set.id, file));
      const url = read.ok ? await dataUrl(read.value).catch(() => undefined) : undefined;
      if (url !== undefined) art.set(file, url);
    }),
  );
  return art;
}

/**
 * The pictures of `set` as images (nothing to draw for `null`): the play page's own set, or the
 * set a saved game was played on. Freed when `set` changes or the page leaves.
 */
export function useSetImages(set: VellumSet | null): { images?: SetPictures; failure?: string } {
  const [made, setMade] = useState<SetPictures>();
  const [failed, setFailed] = useState<{ set: VellumSet; failure: string }>();
  useEffect(() => {
    if (!set) return;
    let live = true;
    let pictures: Pictures | undefined;
    Promise.all([browserFonts(), embeddedArt(set)]).then(
      ([fonts, art]) => {
        if (!live) return;
        pictures = new Pictures(fonts, (file) => art.get(file));
        setMade(new SetPictures(pictures, set));
      },
      (e: unknown) => live && setFailed({ set, failure: messageOf(e) }),
    );
    return () => {
      live = false;
      pictures?.dispose();
    };
  }, [set]);
  if (!set) return {};
  if (made?.set === set) return { images: made };
  return failed?.set === set ? { failure: failed.failure } : {};
}
