"use client";
/**
 * The card pictures of a set, drawn once its fonts and art are loaded: the play page's own set,
 * or the set a saved game was played on. NOTE: impure (loads fonts and art over the network).
 */
import { useEffect, useState } from "react";
import type { VellumSet } from "@/lib/model";
import { browserFonts } from "@/app/sets/[id]/_set/fonts-client";
import { CardImages, loadArt } from "./card-images";
import { messageOf } from "@/lib/model";

/** The pictures of `set` (nothing to draw for `null`), or why they cannot be drawn. */
export function useCardImages(set: VellumSet | null): { images?: CardImages; failure?: string } {
  const [made, setMade] = useState<{ set: VellumSet; images: CardImages }>();
  const [failed, setFailed] = useState<{ set: VellumSet; failure: string }>();
  useEffect(() => {
    if (!set) return;
    let live = true;
    let images: CardImages | undefined;
    Promise.all([browserFonts(), loadArt(set)]).then(
      ([fonts, art]) => {
        if (!live) return;
        images = new CardImages(set, fonts, art);
        setMade({ set, images });
      },
      (e: unknown) => live && setFailed({ set, failure: messageOf(e) }),
    );
    return () => {
      live = false;
      images?.dispose();
    };
  }, [set]);
  if (!set) return {};
  if (made?.set === set) return { images: made.images };
  return failed?.set === set ? { failure: failed.failure } : {};
}
