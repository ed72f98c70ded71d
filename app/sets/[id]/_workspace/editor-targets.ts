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

/** The registry: editors register on mount and leave on unmount. */
export class EditorTargets {
  private readonly targets = new Map<TargetName, EditorTarget>();

  /** Registers `target` under `name`; returns the function that removes it again. */
  register(name: TargetName, target: EditorTarget): () => void {
    this.targets.set(name, target);
    return () => {
      if (this.targets.get(name) === target) this.targets.delete(name);
    };
  }

  /** The mounted editor of `name`, if any. */
  get(name: TargetName): EditorTarget | undefined {
    return this.targets.get(name);
  }
}
