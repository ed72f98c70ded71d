/**
 * The name an uploaded picture is kept under in the set's art/ folder: its own name made safe
 * (letters, digits, '-', '_'; lower-case extension), never replacing another file of the set.
 * Pure.
 */
import { artFormatOfName } from "@/lib/model";
import { MAX_ART_NAME } from "@/lib/schema/set-facts";

/** The name to upload `original` as, or why it cannot be art (not an image by its name). */
export function artFileNameFor(
  original: string,
  taken: ReadonlySet<string>,
): { file: string } | { refused: string } {
  const dot = original.lastIndexOf(".");
  // The extension as typed, lower-cased (.JPG stays .jpg): lib/model says whether it is art.
  const ext = dot > 0 ? original.slice(dot + 1).toLowerCase() : "";
  if (!artFormatOfName(`.${ext}`)) {
    return {
      refused: `'${original}' is not a PNG, JPEG, WebP or SVG image (by its name) — art must be one of those`,
    };
  }
  const stem =
    original
      .slice(0, dot)
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9_-]+/g, "-")
      .replace(/-+/g, "-")
      .replace(/^[-_]+|[-_]+$/g, "")
      .slice(0, MAX_ART_NAME - ext.length - 8) || "art";
  let file = `${stem}.${ext}`;
  for (let n = 2; taken.has(file); n++) file = `${stem}-${n}.${ext}`;
  return { file };
}

/** The cards of a set using each art file, by file name. */
export function artUses(
  cards: readonly { id: string; name: string; art?: string }[],
): Map<string, { id: string; name: string }[]> {
  const uses = new Map<string, { id: string; name: string }[]>();
  for (const card of cards) {
    if (!card.art) continue;
    const list = uses.get(card.art) ?? [];
    list.push({ id: card.id, name: card.name });
    uses.set(card.art, list);
  }
  return uses;
}

/** "12 KB", "1.4 MB". */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
