/**
 * A stack drawn layer by layer, for a page that keeps each card's picture while the stack
 * changes (the stack lab): each card drawn alone by `renderStackSvg([entry])` and laid over the
 * ones below at the trim origin (sized `frame / page` of the stack's page), each transparent
 * where its film is clear, is exactly `renderStackSvg`'s composite of the whole stack; the x-ray
 * overlay below comes from the same analysis as the numbers.
 */
import type { StackAnalysis, StackEntry } from "../layers";
import type { FontSet } from "./fonts";
import type { Page } from "./render-card";
import { stackPage, svgOpen } from "./render-card";
import type { XrayLabel } from "./xray";
import { xrayOverlay } from "./xray";

/** The x-ray overlay of a stack alone, and the page (trim size in mm) it and the stack share. */
export interface StackXray {
  /** Transparent but for outlines and labels; the same size and viewBox as the stack's picture. */
  svg: string;
  labels: XrayLabel[];
  page: Page;
}

/**
 * The x-ray overlay of `entries` (bottom to top) from `analysis` (lib/layers' `analyzeStack` of
 * the same entries), without drawing the cards.
 */
export function stackXray(
  entries: readonly StackEntry[],
  analysis: StackAnalysis,
  fonts: FontSet,
): StackXray {
  const page = stackPage(entries, {});
  const overlay = xrayOverlay(analysis, fonts, page);
  return {
    svg: `${svgOpen(page, ' data-xray="1"')}${overlay.svg}</svg>`,
    labels: overlay.labels,
    page,
  };
}
