/**
 * The picture service (app/README.md "The picture service"): every card front, back and stack a
 * set page shows, drawn in the page by lib/render and kept in one cache by one rule
 * (picture-key.ts: a picture is kept while the inputs it was drawn from are the same objects).
 * Pictures are filed per anchor (a card, a back, the set's icons for stacks) in a WeakMap, so a
 * card the document no longer holds takes its pictures with it; each anchor keeps its most
 * recently drawn variants (a card's languages, bleed, the stack builder's layers), the one drawn
 * longest ago evicted past a bound (a hit costs a lookup, no bookkeeping). A picture that cannot
 * be drawn (a card the schema refuses) is a failure with its reason, never a throw.
 * NOTE: impure only in `cardUrl`, `backUrl` and `xrayUrl` (object URLs for an <img>), freed when
 * their picture is redrawn or evicted, and all by `dispose` (a picture filed under a card the
 * page let go keeps its URL until then: the table, the one user of URLs, shows a set that never
 * changes).
 */
import { cardTimings } from "@/lib/dsl";
import type { StackAnalysis, StackEntry } from "@/lib/layers";
import { analyzeStack, frameFor, resolveStack } from "@/lib/layers";
import type { Card, Diagnostic, Result, VellumSet } from "@/lib/model";
import { err, messageOf, ok } from "@/lib/model";
import type { FontSet, RenderOptions, StackXray } from "@/lib/render";
import { backFor, renderBackSvg, renderCardSvg, stackXray } from "@/lib/render";
import type { PictureKey, PictureVariant } from "./picture-key";
import { backKey, frontKey, isStale, stackKey } from "./picture-key";

/** A drawn card face: the SVG, or why it could not be drawn. */
export interface Picture {
  svg?: string;
  diagnostics: Diagnostic[];
  failure?: string;
}

/** lib/layers' reading of a stack and its x-ray overlay (drawn without the cards). */
export interface StackXrayReading {
  entries: StackEntry[];
  analysis: StackAnalysis;
  xray: StackXray;
}

/** One card of a layered stack picture: its SVG and its size as a fraction of the stack's page. */
export interface LayerPicture {
  key: string;
  svg: string | undefined;
  /** Why it could not be drawn. */
  failure?: string;
  /** The card's trim as a fraction of the page's (1 × 1 when all frames are one size). */
  width: number;
  height: number;
}

/**
 * A stack as a page lays it out: each card's own picture at one origin (so a drop draws one
 * card, and clear film stays clear), with the x-ray over them.
 */
export interface StackReading extends StackXrayReading {
  layers: LayerPicture[];
}

/** How an SVG becomes a URL an <img> shows (object URLs in the page; replaced in tests). */
export interface ImageUrls {
  make(svg: string): string;
  free(url: string): void;
}

const OBJECT_URLS: ImageUrls = {
  make: (svg) => URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" })),
  free: (url) => URL.revokeObjectURL(url),
};

/** Variants kept per card or back (languages × bleed × the stack builder's layers). */
export const VARIANTS_KEPT = 8;
/** Stack readings kept per set (the table's x-rayed stacks, the stack builder's last ones). */
export const STACKS_KEPT = 32;

interface Entry<T> {
  inputs: readonly unknown[];
  value: T;
  url?: string;
}

/** `d` with its pointer into the set's cards moved to the card's place now, `index`. */
function atIndex(d: Diagnostic, index: number): Diagnostic {
  if (index < 0 || !d.pointer?.startsWith("/cards/")) return d;
  const pointer = d.pointer.replace(/^\/cards\/\d+/, `/cards/${index}`);
  return pointer === d.pointer ? d : { ...d, pointer };
}

/** Draws and keeps a set page's pictures; one per fonts and art source. */
export class Pictures {
  private shelves = new WeakMap<object, Map<string, Entry<unknown>>>();
  private readonly urls = new Set<string>();
  /** The art files' revision: bumped when one may have changed under its name. */
  private art = 0;

  constructor(
    private readonly fonts: FontSet,
    /**
     * Where the renderer finds an art file at a revision of the art files (the API's URL, made
     * new for each revision so the browser fetches it again; or a data URL for an <img>).
     */
    private readonly artSource: (file: string, revision: number) => string | undefined,
    private readonly imageUrls: ImageUrls = OBJECT_URLS,
  ) {}

  /** Where the pictures find art file `file` now (for a page's own view of the file). */
  artHref(file: string): string | undefined {
    return this.artSource(file, this.art);
  }

  /** An art file was replaced, or put back: every picture is drawn again with it. */
  artChanged(): void {
    this.art++;
  }

  /** The front of `card` in `set`. */
  card(card: Card, set: VellumSet, variant: PictureVariant = {}): Picture {
    return this.front(card, set, variant).value;
  }

  /** The back `card` is printed with in `set` (its art, or the generated back). */
  back(card: Card, set: VellumSet, variant: PictureVariant = {}): Picture {
    return this.backEntry(card, set, variant).value;
  }

  /** The front of `card` as an image URL, or undefined when it cannot be drawn. */
  cardUrl(card: Card, set: VellumSet): string | undefined {
    return this.urlOf(this.front(card, set, {}), (p) => p.svg);
  }

  /** The back of `card` as an image URL, or undefined when it cannot be drawn. */
  backUrl(card: Card, set: VellumSet): string | undefined {
    return this.urlOf(this.backEntry(card, set, {}), (p) => p.svg);
  }

  /**
   * Render diagnostics of `card` (at `index` in the set's cards) in every language of the set,
   * each once. A picture is kept while the card is the same object, wherever it moves in the
   * list, so the pointers its diagnostics were drawn with (`/cards/<i>/…`) are set to where the
   * card is now.
   */
  diagnosticsOf(card: Card, set: VellumSet, index = set.cards.indexOf(card)): Diagnostic[] {
    const languages = [undefined, ...(set.languages ?? []).filter((l) => l !== set.language)];
    const bound = Math.max(VARIANTS_KEPT, languages.length + VARIANTS_KEPT);
    const seen = new Set<string>();
    return languages
      .flatMap(
        (language) => this.front(card, set, language ? { language } : {}, bound).value.diagnostics,
      )
      .filter((d) => {
        const key = `${d.code}|${d.source}|${d.message}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      })
      .map((d) => atIndex(d, index));
  }

  /** lib/layers' reading of the stack `cards` (bottom first) and its x-ray overlay. */
  xray(cards: readonly Card[], set: VellumSet): Result<StackXrayReading, string> {
    return this.stackEntry(cards, set).value;
  }

  /** The x-ray overlay of the stack `cards` as an image URL, or undefined when it cannot be. */
  xrayUrl(cards: readonly Card[], set: VellumSet): string | undefined {
    return this.urlOf(this.stackEntry(cards, set), (r) => (r.ok ? r.value.xray.svg : undefined));
  }

  /**
   * The stack `cards` (the character, then the cards on it) as layers, each card's picture with
   * ids of its own (a card may be in the stack twice, and beside its preview in the page);
   * `keys` names each layer for the page.
   */
  stack(
    cards: readonly Card[],
    keys: readonly string[],
    set: VellumSet,
  ): Result<StackReading, string> {
    const read = this.xray(cards, set);
    if (!read.ok) return read;
    const { entries, xray } = read.value;
    const seen = new Map<string, number>();
    const layers = entries.map((entry, i): LayerPicture => {
      const { card, frame } = entry;
      // Numbered per card, not per place, so a move keeps every layer's picture.
      const nth = seen.get(card.id) ?? 0;
      seen.set(card.id, nth + 1);
      const picture = this.card(card, set, { idPrefix: `sl-${card.id}-${nth}` });
      const layer: LayerPicture = {
        key: keys[i] ?? `at-${i}`,
        svg: picture.svg,
        width: frame.width / xray.page.width,
        height: frame.height / xray.page.height,
      };
      if (picture.failure) layer.failure = picture.failure;
      return layer;
    });
    return ok({ ...read.value, layers });
  }

  /** Frees every image URL (the page left); the pictures stay until their cards go. */
  dispose(): void {
    for (const url of this.urls) this.imageUrls.free(url);
    this.urls.clear();
    this.shelves = new WeakMap();
  }

  /** The front's entry; `bound` variants kept for the card (more for a set of many languages). */
  private front(
    card: Card,
    set: VellumSet,
    variant: PictureVariant,
    bound = VARIANTS_KEPT,
  ): Entry<Picture> {
    return this.kept(frontKey(card, set, variant, this.art), bound, () => {
      const options: RenderOptions = { artHref: this.renderArt(), bleed: variant.bleed ?? false };
      if (variant.language && variant.language !== set.language) {
        options.language = variant.language;
      }
      if (variant.idPrefix) options.idPrefix = variant.idPrefix;
      return this.drawn(() => renderCardSvg(card, set, this.fonts, options));
    });
  }

  private backEntry(card: Card, set: VellumSet, variant: PictureVariant): Entry<Picture> {
    return this.kept(backKey(card, set, variant, this.art), VARIANTS_KEPT, () => {
      const options: RenderOptions = { artHref: this.renderArt(), bleed: variant.bleed ?? false };
      if (variant.idPrefix) options.idPrefix = variant.idPrefix;
      const frame = frameFor(card, set);
      return this.drawn(() =>
        renderBackSvg(backFor(card, set), set, this.fonts, { ...options, frame }),
      );
    });
  }

  private stackEntry(
    cards: readonly Card[],
    set: VellumSet,
  ): Entry<Result<StackXrayReading, string>> {
    return this.kept(stackKey(cards, set), STACKS_KEPT, () => {
      try {
        const entries = resolveStack(cards, set, cardTimings);
        const analysis = analyzeStack(entries);
        return ok({ entries, analysis, xray: stackXray(entries, analysis, this.fonts) });
      } catch (e) {
        return err(messageOf(e));
      }
    });
  }

  private renderArt(): (file: string) => string | undefined {
    const revision = this.art;
    return (file) => this.artSource(file, revision);
  }

  private drawn(draw: () => { svg: string; diagnostics: Diagnostic[] }): Picture {
    try {
      const { svg, diagnostics } = draw();
      return { svg, diagnostics };
    } catch (e) {
      // A card the schema refuses (a string where a number goes) may not be drawable.
      return { diagnostics: [], failure: messageOf(e) };
    }
  }

  /** The entry under `key`: the kept one while its inputs stand, else drawn again. */
  private kept<T>(key: PictureKey, bound: number, draw: () => T): Entry<T> {
    let shelf = this.shelves.get(key.anchor);
    if (!shelf) this.shelves.set(key.anchor, (shelf = new Map()));
    const hit = shelf.get(key.variant) as Entry<T> | undefined;
    if (hit && !isStale(hit.inputs, key.inputs)) return hit;
    if (hit) {
      shelf.delete(key.variant);
      this.free(hit);
    }
    const entry: Entry<T> = { inputs: key.inputs, value: draw() };
    shelf.set(key.variant, entry); // the most recently drawn last
    for (const [variant, old] of shelf) {
      if (shelf.size <= bound) break;
      shelf.delete(variant);
      this.free(old);
    }
    return entry;
  }

  private urlOf<T>(entry: Entry<T>, svgOf: (value: T) => string | undefined): string | undefined {
    if (entry.url) return entry.url;
    const svg = svgOf(entry.value);
    if (svg === undefined) return undefined;
    entry.url = this.imageUrls.make(svg);
    this.urls.add(entry.url);
    return entry.url;
  }

  private free(entry: Entry<unknown>): void {
    if (!entry.url) return;
    this.imageUrls.free(entry.url);
    this.urls.delete(entry.url);
  }
}
