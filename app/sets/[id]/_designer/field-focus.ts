/**
 * Putting the cursor on a card's field (from the problems panel): every form field is wrapped
 * in an element with `data-field="<path>"` (the path inside the card, e.g. "points/0").
 * NOTE: touches the DOM.
 */

/** The field path the form has for a problem's path: the longest prefix the form shows. */
export function formFieldFor(path: string, available: readonly string[]): string | undefined {
  const parts = path.split("/");
  for (let n = parts.length; n > 0; n--) {
    const candidate = parts.slice(0, n).join("/");
    if (available.includes(candidate)) return candidate;
  }
  return undefined;
}

/**
 * Focuses the form control of `path` (with the caret at `offset` in a text, or its whole text
 * selected with `selectAll`); false if none.
 */
export function focusFormField(
  root: ParentNode,
  path: string,
  at?: number | { selectAll: true },
): boolean {
  const offset = typeof at === "number" ? at : undefined;
  const fields = [...root.querySelectorAll<HTMLElement>("[data-field]")];
  const field = formFieldFor(
    path,
    fields.map((f) => f.dataset.field ?? ""),
  );
  const host = fields.find((f) => f.dataset.field === field);
  // The field's own control: not a kit stepper or a kit Select's hidden native select.
  const control = [
    ...(host?.querySelectorAll<HTMLElement>("input, textarea, select, button") ?? []),
  ].find((el) => el.tabIndex >= 0 && !el.closest('[aria-hidden="true"]'));
  if (!control) return false;
  control.focus();
  control.scrollIntoView({ block: "nearest" });
  if (typeof at === "object" && control instanceof HTMLInputElement) control.select();
  if (
    offset !== undefined &&
    (control instanceof HTMLTextAreaElement || control instanceof HTMLInputElement)
  ) {
    try {
      control.setSelectionRange(offset, offset);
    } catch {
      // number inputs have no caret
    }
  }
  return true;
}
