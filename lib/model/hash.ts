/**
 * The one string hash of the project: FNV-1a, 32 bits. The engine seeds its RNG and fingerprints
 * states with it; the renderer derives stable SVG id prefixes from it.
 */

/** FNV-1a's standard offset basis. */
const FNV_OFFSET = 0x811c9dc5;

/**
 * FNV-1a over the UTF-16 code units of `text`, as an unsigned 32-bit number. Start from another
 * `offset` for a second hash of the same text that varies independently of the first.
 */
export function fnv1a(text: string, offset = FNV_OFFSET): number {
  let h = offset | 0;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}
