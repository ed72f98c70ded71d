/**
 * The stack preview model: the composited picture of a stack, its x-ray overlay, and the values
 * the rules read off it (lib/layers `analyzeStack`), for the UI and the CLI to show side by side.
 */
import type { StackAnalysis, StackEntry } from "../layers";
import { analyzeStack } from "../layers";
import type { Diagnostic, VellumSet } from "../model";
import type { FontSet } from "./fonts";
import type { RenderOptions } from "./options";
import { renderStackSvg, stackPage, svgOpen } from "./render-card";
import type { XrayLabel } from "./xray";
import { xrayOverlay } from "./xray";

/** A stack's picture, x-ray and analysis. */
export interface StackPreview {
  /** The composited stack (the character, then each card on top, one origin). */
  svg: string;
  /**
   * The x-ray overlay alone, as a document of the same size and viewBox as `svg` (transparent
   * except outlines and labels), to lay over the picture.
   */
  xraySvg: string;
  /** Self-worth, visible icons, live effects, death: lib/layers' analysis of exactly this stack. */
  analysis: StackAnalysis;
  /** The labels of the x-ray view as data (to show as HTML beside or over the picture). */
  labels: XrayLabel[];
  diagnostics: Diagnostic[];
}

/**
 * Renders the preview of `entries` (bottom to top). The picture, the x-ray and the analysis come
 * from the same stack entries and the same geometry, so the numbers match what is drawn.
 */
export function stackPreview(
  entries: readonly StackEntry[],
  set: VellumSet,
  fonts: FontSet,
  opts: RenderOptions = {},
): StackPreview {
  const analysis = analyzeStack(entries);
  const { svg, diagnostics } = renderStackSvg(entries, set, fonts, { ...opts, xray: false });
  const page = stackPage(entries, opts);
  const overlay = xrayOverlay(analysis, fonts, page);
  const xraySvg = `${svgOpen(page, ` data-xray-of="${entries.length}"`)}${overlay.svg}</svg>`;
  return { svg, xraySvg, analysis, labels: overlay.labels, diagnostics };
}
