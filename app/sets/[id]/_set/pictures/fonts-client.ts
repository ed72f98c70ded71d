/**
 * The renderer's fonts in the page: the bundled TTFs fetched once from `/fonts/` and parsed once
 * (lib/render lays text out from them, so the preview is the printed picture).
 * NOTE: impure (network); the promise is shared by every caller of the page.
 */
import type { FontSet } from "@/lib/render";
import { FONT_FILES, loadFonts } from "@/lib/render";

let fonts: Promise<FontSet> | undefined;

async function bytes(file: string): Promise<ArrayBuffer> {
  const res = await fetch(`/fonts/${file}`);
  if (!res.ok) throw new Error(`font ${file} could not be loaded (${res.status})`);
  return res.arrayBuffer();
}

/** The parsed fonts (fetched on the first call; a failed load is retried on the next). */
export function browserFonts(): Promise<FontSet> {
  fonts ??= Promise.all([
    bytes(FONT_FILES.display),
    bytes(FONT_FILES.body),
    bytes(FONT_FILES.italic),
    bytes(FONT_FILES.bold),
  ]).then(
    ([display, body, italic, bold]) => loadFonts({ display, body, italic, bold }),
    (e: unknown) => {
      fonts = undefined;
      throw e;
    },
  );
  return fonts;
}
