/**
 * Where the problems panel can put the cursor besides the form's plain fields: the code editors
 * (the effect's Monaco editor, the card's JSON editor) register here while they are mounted, so
 * a click on a problem reaches the editor that shows it. One per designer page.
 */

/** A place in an editor's text: 1-based line and column, as in diagnostics. */
export interface TextPlace {
  line: number;
  column: number;
}

/** What a mounted code editor offers. */
export interface EditorTarget {
  /** Focuses the editor with the cursor at `place`, scrolled into view. */
  reveal(place: TextPlace): void;
  /** The editor's current text (the JSON view keeps unparsed text here). */
  text(): string;
}

/** The editors that can be targeted by name. */
export type TargetName = "effect" | "json";

/** The offset in `text` of a 1-based line and column (clamped to the text). */
export function offsetOf(text: string, place: TextPlace): number {
  let offset = 0;
  for (let line = 1; line < place.line; line++) {
    const next = text.indexOf("\n", offset);
    if (next < 0) return text.length;
    offset = next + 1;
  }
  const end = text.indexOf("\n", offset);
  const lineEnd = end < 0 ? text.length : end;
  return Math.min(offset + Math.max(0, place.column - 1), lineEnd);
}

/**
 * The registry: editors register on mount and leave on unmount. A fallback (the plain text
 * area shown while Monaco loads) answers only while its code editor is not mounted, whichever
 * registered first.
 */
export class EditorTargets {
  private readonly targets = new Map<TargetName, EditorTarget>();
  private readonly fallbacks = new Map<TargetName, EditorTarget>();

  /** Registers `target` under `name`; returns the function that removes it again. */
  register(name: TargetName, target: EditorTarget, options?: { fallback?: boolean }): () => void {
    const map = options?.fallback ? this.fallbacks : this.targets;
    map.set(name, target);
    return () => {
      if (map.get(name) === target) map.delete(name);
    };
  }

  /** The mounted editor of `name` (or its fallback while it loads), if any. */
  get(name: TargetName): EditorTarget | undefined {
    return this.targets.get(name) ?? this.fallbacks.get(name);
  }
}
