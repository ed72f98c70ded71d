"use client";
/**
 * The line under every effect editor: the link to the effect-language reference (opened beside
 * the work, in a new tab) and, while the editor has focus, how to leave it by keyboard.
 */
import type { LeaveState } from "./leave-editor";
import { LEAVE_ARMED_HINT, LEAVE_HINT } from "./effect-editor-keys";
import { REFERENCE_PATH } from "./reference-link";

/** The bar; `hintId` describes the editor's text area (effect-editor.ts). */
export function EffectEditorBar({ leave, hintId }: { leave: LeaveState; hintId: string }) {
  return (
    <div className="effect-editor-bar">
      <a href={REFERENCE_PATH} target="_blank" rel="noopener" className="effect-editor-ref">
        Effect-language reference
        <span aria-hidden="true"> ↗</span>
        <span className="ui-sr-only"> (opens in a new tab)</span>
      </a>
      <span id={hintId} className="effect-editor-hint" data-state={leave}>
        {leave === "armed" ? LEAVE_ARMED_HINT : LEAVE_HINT}
      </span>
    </div>
  );
}
