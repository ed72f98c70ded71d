/**
 * lib/render: cards, stacks and backs → SVG in millimetres, text as glyph outlines from the
 * bundled fonts, geometry from lib/layers (README.md). Pure: no DOM, no file system.
 */
export type { FontBytes, FontFace, FontRole, FontSet } from "./fonts";
export { FONT_FILES, loadFonts, loadFontsInSteps } from "./fonts";
export type { ShapedRun } from "./glyphs";
export { appendRun, runWidth, shape } from "./glyphs";
export type { RenderOptions } from "./options";
export type { Page, RenderResult } from "./render-card";
export { renderCardSvg, renderStackSvg } from "./render-card";
export type { BackOptions } from "./render-back";
export { backFor, renderBackSvg } from "./render-back";
export type { StackPreview } from "./preview";
export { stackPreview } from "./preview";
export type { StackXray } from "./stack-layers";
export { stackXray } from "./stack-layers";
export type { XrayLabel, XrayTone } from "./xray";
export { NS, sanitizeSvg } from "./sanitize-svg";
export type { SanitizedSvg } from "./sanitize-svg";
export { escapeXml } from "./escape";
export { cardTextDiagnostics, setTextDiagnostics } from "./text-checks";
