/**
 * The message of something thrown: an Error's message, else the thrown value as text. The one
 * way a caught value becomes words for a diagnostic or a page (a `catch` gets `unknown`).
 */
export function messageOf(thrown: unknown): string {
  return thrown instanceof Error ? thrown.message : String(thrown);
}
