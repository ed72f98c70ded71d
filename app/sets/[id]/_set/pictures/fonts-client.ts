/**
 * The renderer's fonts in the page: the bundled TTFs fetched once from `/fonts/` and parsed once
 * (lib/render lays text out from them, so the preview is the printed picture), a face per task.
 * NOTE: impure (network); the promise is shared by every caller of the page.
 */
import type { FontSet } from "@/lib/render";
import { FONT_FILES, loadFontsInSteps } from "@/lib/render";
import { failureMessage, requestBlob } from "@/app/_api/client";

let fonts: Promise<FontSet> | undefined;

// NOTE: a font that cannot be loaded rejects the fonts' promise: every picture of the page
// needs all four, and its callers show the one reason.
async function bytes(file: string): Promise<ArrayBuffer> {
  const read = await requestBlob(`/fonts/${file}`);
  if (!read.ok) throw new Error(`font ${file} could not be loaded: ${failureMessage(read.error)}`);
  return read.value.arrayBuffer();
}

/** The parsed fonts (fetched on the first call; a failed load is retried on the next). */
export function browserFonts(): Promise<FontSet> {
  fonts ??= Promise.all([
    bytes(FONT_FILES.display),
    bytes(FONT_FILES.body),
    bytes(FONT_FILES.italic),
    bytes(FONT_FILES.bold),
  ]).then(
    // Parsed a face per task: the page takes input in between.
    ([display, body, italic, bold]) =>
      loadFontsInSteps({ display, body, italic, bold }, () => new Promise((r) => setTimeout(r, 0))),
    (e: unknown) => {
      fonts = undefined;
      throw e;
    },
  );
  return fonts;
}
