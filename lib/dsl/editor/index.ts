/**
 * Editor support for the effect language, framework-free: the Monaco adapter in the designer
 * UI calls these. Markers are the compiler's own diagnostics (`compileEffect`).
 */
export { tokenize } from "./tokenize";
export type { EditorToken, EditorTokenKind } from "./tokenize";
export { completionsAt } from "./completions";
export type { CompletionItem, CompletionKind } from "./completions";
export { hoverAt } from "./hover";
export type { Hover } from "./hover";
