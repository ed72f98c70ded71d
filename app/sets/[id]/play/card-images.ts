/**
 * Card pictures for the table: lib/render's SVG of each card, drawn once per card and kept as a
 * blob URL for <img> (each picture is its own document, so a stack is its cards' pictures laid
 * one over the other at one origin — clear film stays clear). Art files are read once and passed
 * to the renderer as data URLs (an SVG in an <img> may not load other files). The x-ray of a
 * stack is drawn on demand from lib/render's stack preview.
 * NOTE: impure (fetch, object URLs).
 */
import type { Card, VellumSet } from "@/lib/model";
import type { FontSet } from "@/lib/render";
import { backFor, renderBackSvg, renderCardSvg, stackPreview } from "@/lib/render";
import { resolveStack } from "@/lib/layers";
import { cardTimings } from "@/lib/dsl";
import { artUrl, requestBlob } from "@/app/_api/client";

function blobUrl(svg: string): string {
  return URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
}

function dataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("could not read the art file"));
    reader.readAsDataURL(blob);
  });
}

/** The art files `set` uses, as data URLs (a file that cannot be read draws the placeholder). */
export async function loadArt(set: VellumSet): Promise<Map<string, string>> {
  const files = [...new Set(set.cards.flatMap((c) => (c.art ? [c.art] : [])))];
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

/** Draws and keeps the pictures of one set's cards. */
export class CardImages {
  private readonly cards: Map<string, Card>;
  private readonly urls = new Map<string, string>();
  private readonly xrays = new Map<string, string>();

  constructor(
    readonly set: VellumSet,
    private readonly fonts: FontSet,
    private readonly art: ReadonlyMap<string, string>,
  ) {
    this.cards = new Map(set.cards.map((c) => [c.id, c]));
  }

  card(cardId: string): Card | undefined {
    return this.cards.get(cardId);
  }

  /** The picture of a card (drawn on first use), or undefined for an unknown card. */
  url(cardId: string): string | undefined {
    const hit = this.urls.get(cardId);
    if (hit) return hit;
    const card = this.cards.get(cardId);
    if (!card) return undefined;
    try {
      const { svg } = renderCardSvg(card, this.set, this.fonts, {
        artHref: (file) => this.art.get(file),
      });
      const url = blobUrl(svg);
      this.urls.set(cardId, url);
      return url;
    } catch {
      return undefined;
    }
  }

  /** The back of the draw pile's cards (the set's back for its first playing card). */
  back(): string | undefined {
    const hit = this.urls.get("\u0000back");
    if (hit) return hit;
    const card = this.set.cards.find((c) => c.type !== "character" && c.type !== "reference");
    if (!card) return undefined;
    try {
      const { svg } = renderBackSvg(backFor(card, this.set), this.set, this.fonts, {
        artHref: (file) => this.art.get(file),
      });
      const url = blobUrl(svg);
      this.urls.set("\u0000back", url);
      return url;
    } catch {
      return undefined;
    }
  }

  /** The x-ray overlay of a stack of cards (bottom first), drawn on first use. */
  xray(cardIds: readonly string[]): string | undefined {
    const key = cardIds.join("|");
    const hit = this.xrays.get(key);
    if (hit) return hit;
    const cards = cardIds.flatMap((id) => {
      const c = this.cards.get(id);
      return c ? [c] : [];
    });
    try {
      const preview = stackPreview(
        resolveStack(cards, this.set, cardTimings),
        this.set,
        this.fonts,
        {
          artHref: (file) => this.art.get(file),
        },
      );
      const url = blobUrl(preview.xraySvg);
      this.xrays.set(key, url);
      return url;
    } catch {
      return undefined;
    }
  }

  /** Frees the pictures (the page left). */
  dispose(): void {
    for (const url of [...this.urls.values(), ...this.xrays.values()]) URL.revokeObjectURL(url);
    this.urls.clear();
    this.xrays.clear();
  }
}
