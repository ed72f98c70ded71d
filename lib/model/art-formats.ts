/**
 * The formats art files may have and what each extension promises: the one table for checking
 * (lib/store), serving (the art route) and embedding (lib/export) art. It lives here, below
 * both the store and the exporter, so neither imports the other for it.
 */

/** The image formats art may have. */
export type ArtFormat = "png" | "jpeg" | "webp" | "svg";

/** The format an art file name promises by its (lower-case) extension; undefined for none. */
export function artFormatOfName(file: string): ArtFormat | undefined {
  const ext = /\.([a-z]+)$/.exec(file)?.[1];
  switch (ext) {
    case "png":
      return "png";
    case "jpg":
    case "jpeg":
      return "jpeg";
    case "webp":
      return "webp";
    case "svg":
      return "svg";
    default:
      return undefined;
  }
}

const ART_MIME: Readonly<Record<ArtFormat, string>> = {
  png: "image/png",
  jpeg: "image/jpeg",
  webp: "image/webp",
  svg: "image/svg+xml",
};

/**
 * The MIME type of an art file by its extension (any case); `application/octet-stream` for a
 * name that is not art. The one table for serving and embedding art.
 */
export function mimeOfArt(file: string): string {
  const format = artFormatOfName(file.toLowerCase());
  return format ? ART_MIME[format] : "application/octet-stream";
}
