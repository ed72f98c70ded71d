/**
 * What the lab shows of its stack, computed in the page: lib/layers' analysis of the stack
 * (`resolveStack` with lib/dsl's `cardTimings`, `analyzeStack`: self-worth, icons, live effects,
 * death), lib/render's picture of each card (cached per card object and layer, so a drop draws
 * one card) and the x-ray overlay. No rule is decided here.
 */
import { cardTimings } from "@/lib/dsl";
import type { StackAnalysis, StackEntry } from "@/lib/layers";
import { analyzeStack, resolveStack } from "@/lib/layers";
import type { Card, VellumSet } from "@/lib/model";
import type { FontSet, StackXray } from "@/lib/render";
import { renderStackSvg, stackXray } from "@/lib/render";
import { messageOf } from "@/lib/model";

/** One card of the picture: its SVG and its size as a fraction of the stack's page. */
export interface LayerPicture {
  key: string;
  svg: string | undefined;
  /** Why it could not be drawn. */
  failure?: string;
  /** The card's trim as a fraction of the page's (1 × 1 when all frames are one size). */
  width: number;
  height: number;
}

/** Everything the lab shows of one stack. */
export interface StackReading {
  entries: StackEntry[];
  analysis: StackAnalysis;
  layers: LayerPicture[];
  xray: StackXray;
}

/** The set's parts every picture depends on: when one changes, every picture is redrawn. */
function sharedParts(set: VellumSet): readonly unknown[] {
  return [set.frames, set.icons, set.families, set.backs, set.language, set.languages, set.id];
}

/** Draws stacks, keeping each layer's picture while its card object and the set's parts stay. */
export class StackPictures {
  private parts: readonly unknown[] = [];
  private drawn = new Map<string, { card: Card; frame: unknown; svg?: string; failure?: string }>();

  constructor(
    private readonly fonts: FontSet,
    private readonly artHref: (file: string) => string | undefined,
  ) {}

  /**
   * Reads the stack `cards` (the character, then the cards on it; `keys` names each card's
   * layer, the character's included) in `set`.
   */
  read(cards: readonly Card[], keys: readonly string[], set: VellumSet): StackReading {
    const parts = sharedParts(set);
    if (parts.length !== this.parts.length || parts.some((p, i) => p !== this.parts[i])) {
      this.parts = parts;
      this.drawn.clear();
    }
    const entries = resolveStack(cards, set, cardTimings);
    const analysis = analyzeStack(entries);
    const xray = stackXray(entries, analysis, this.fonts);
    const page = xray.page;
    const used = new Set<string>();
    const layers = entries.map((entry, i): LayerPicture => {
      const key = keys[i] ?? `at-${i}`;
      used.add(key);
      let hit = this.drawn.get(key);
      if (!hit || hit.card !== entry.card || hit.frame !== entry.frame) {
        hit = { card: entry.card, frame: entry.frame, ...this.draw(entry, key, set) };
        this.drawn.set(key, hit);
      }
      const layer: LayerPicture = {
        key,
        svg: hit.svg,
        width: entry.frame.width / page.width,
        height: entry.frame.height / page.height,
      };
      if (hit.failure) layer.failure = hit.failure;
      return layer;
    });
    for (const key of this.drawn.keys()) if (!used.has(key)) this.drawn.delete(key);
    return { entries, analysis, layers, xray };
  }

  private draw(entry: StackEntry, key: string, set: VellumSet): { svg?: string; failure?: string } {
    try {
      const { svg } = renderStackSvg([entry], set, this.fonts, {
        artHref: this.artHref,
        idPrefix: `sl-${key}`,
      });
      return { svg };
    } catch (e) {
      // A card the schema refuses (a string where a number goes) may not be drawable.
      return { failure: messageOf(e) };
    }
  }
}
