/**
 * Loads the bundled fonts (`public/fonts/`) from disk for server-side rendering, once per process.
 *
 * NOTE: module state: the parsed FontSet is cached after the first call (the files never change
 * while the server runs).
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { FontBytes, FontSet } from "../render";
import { FONT_FILES, loadFonts } from "../render";

/**
 * The folder holding the bundled font files: `public/fonts` of the project. NOTE: looked up
 * from the working directory first (Next.js bundles server code elsewhere, so `import.meta.url`
 * may not sit beside the sources), then relative to this file (tsx, vitest, the CLI).
 */
export const FONTS_DIR =
  [
    join(process.cwd(), "public", "fonts"),
    // NOTE: not `new URL("…", import.meta.url)`: the bundler would try to bundle the folder.
    join(dirname(fileURLToPath(import.meta.url)), "..", "..", "public", "fonts"),
  ].find((dir) => existsSync(join(dir, FONT_FILES.display))) ??
  join(process.cwd(), "public", "fonts");

let cached: FontSet | undefined;

function bytes(file: string, dir: string): ArrayBuffer {
  const b = readFileSync(join(dir, file));
  return b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer;
}

/** The raw bytes of every font role, read from `dir` (default: `public/fonts/`). */
export function readFontBytes(dir = FONTS_DIR): FontBytes {
  return {
    display: bytes(FONT_FILES.display, dir),
    body: bytes(FONT_FILES.body, dir),
    italic: bytes(FONT_FILES.italic, dir),
    bold: bytes(FONT_FILES.bold, dir),
  };
}

/** The parsed bundled fonts, read and parsed on the first call, then cached. Throws if missing. */
export function nodeFonts(): FontSet {
  cached ??= loadFonts(readFontBytes());
  return cached;
}
