/**
 * A card's picture and its render diagnostics, drawn in the page by lib/render and cached per
 * card object (cards untouched by an edit keep their identity, so typing in one card redraws
 * only that card). The cache is dropped when the set's shared parts (frames, icons, families,
 * backs, languages) change.
 */
import type { Card, Diagnostic, VellumSet } from "@/lib/model";
import type { FontSet, RenderOptions } from "@/lib/render";
import { renderCardSvg } from "@/lib/render";
import { messageOf } from "@/lib/model";

/** A drawn card: the SVG, or why it could not be drawn. */
export interface CardPicture {
  svg?: string;
  diagnostics: Diagnostic[];
  failure?: string;
}

function sharedParts(set: VellumSet): readonly unknown[] {
  return [set.frames, set.icons, set.families, set.backs, set.language, set.languages, set.id];
}

/** Draws cards with a cache; one per page. */
export class CardPictures {
  private parts: readonly unknown[] = [];
  private cache = new WeakMap<Card, Map<string, CardPicture>>();

  constructor(
    private readonly fonts: FontSet,
    private readonly artHref: (file: string) => string | undefined,
  ) {}

  /** The picture of `card` in `set` (`language` undefined = the set's own). Never throws. */
  draw(card: Card, set: VellumSet, opts: { language?: string; bleed?: boolean } = {}): CardPicture {
    const parts = sharedParts(set);
    if (parts.length !== this.parts.length || parts.some((p, i) => p !== this.parts[i])) {
      this.parts = parts;
      this.cache = new WeakMap();
    }
    const key = `${opts.language ?? ""}|${opts.bleed ? 1 : 0}`;
    let byKey = this.cache.get(card);
    const hit = byKey?.get(key);
    if (hit) return hit;
    const picture = this.render(card, set, opts);
    if (!byKey) this.cache.set(card, (byKey = new Map()));
    byKey.set(key, picture);
    return picture;
  }

  private render(
    card: Card,
    set: VellumSet,
    opts: { language?: string; bleed?: boolean },
  ): CardPicture {
    const options: RenderOptions = { artHref: this.artHref, bleed: opts.bleed ?? false };
    if (opts.language) options.language = opts.language;
    try {
      const { svg, diagnostics } = renderCardSvg(card, set, this.fonts, options);
      return { svg, diagnostics };
    } catch (e) {
      // A card the schema refuses (a string where a number goes) may not be drawable.
      return { diagnostics: [], failure: messageOf(e) };
    }
  }

  /** Render diagnostics of every card in every language of the set (cached like pictures). */
  diagnosticsOf(card: Card, set: VellumSet): Diagnostic[] {
    const languages = [undefined, ...(set.languages ?? []).filter((l) => l !== set.language)];
    const seen = new Set<string>();
    return languages
      .flatMap((language) => this.draw(card, set, language ? { language } : {}).diagnostics)
      .filter((d) => {
        const key = `${d.code}|${d.source}|${d.message}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
  }
}
