/**
 * Keeping a code editor's text and the page's value in step. The editor reports every change at
 * once, but the page's value comes back through React later (a render, then an effect), so by
 * the time a value arrives the user may have typed more: a value the editor itself reported is
 * an echo and must never be written back (writing it back loses the keys typed since and moves
 * the caret). Only a value the editor never reported is a change made elsewhere (undo, the form,
 * the other view) and is shown.
 */

/** How many reported texts are remembered while their echoes are on the way. */
const MAX_PENDING = 64;

/** The text agreement between one editor and the value it edits. */
export class EditorValue {
  private pending: string[] = [];
  private shown: string;

  constructor(initial: string) {
    this.shown = initial;
  }

  /** The editor's text changed by the user: remember it as on its way to the page. */
  typed(text: string): void {
    this.shown = text;
    this.pending.push(text);
    if (this.pending.length > MAX_PENDING)
      this.pending.splice(0, this.pending.length - MAX_PENDING);
  }

  /**
   * The page's value arrived: the text to put in the editor, or undefined when it is what the
   * editor shows or an echo of something it reported (the editor is left alone).
   */
  arrived(value: string): string | undefined {
    const echo = this.pending.lastIndexOf(value);
    if (echo >= 0) {
      this.pending.splice(0, echo + 1);
      return undefined;
    }
    this.pending = [];
    if (value === this.shown) return undefined;
    this.shown = value;
    return value;
  }
}
