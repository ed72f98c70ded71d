"use client";
/**
 * The lab's picture cache once the renderer's fonts are in the page (fetched once per page and
 * shared with the designer's preview), or why they could not be loaded.
 */
import { useEffect, useState } from "react";
import { browserFonts } from "@/app/sets/[id]/_set/fonts-client";
import { StackPictures } from "./stack-reading";
import { artUrl } from "@/app/_api/client";
import { messageOf } from "@/lib/model";

/** A `StackPictures` for the set `setId` (its art served by the API). */
export function useStackPictures(setId: string): {
  pictures: StackPictures | undefined;
  fontError: string | undefined;
} {
  const [pictures, setPictures] = useState<StackPictures>();
  const [fontError, setFontError] = useState<string>();
  useEffect(() => {
    let live = true;
    const art = (file: string) => artUrl(setId, file);
    browserFonts().then(
      (fonts) => live && setPictures(new StackPictures(fonts, art)),
      (e: unknown) => live && setFontError(messageOf(e)),
    );
    return () => {
      live = false;
    };
  }, [setId]);
  return { pictures, fontError };
}
