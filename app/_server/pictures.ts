/**
 * Shared parts of the picture routes: the set (valid, from the workspace), the query options,
 * and the answer as SVG, PNG or JSON. NOTE: server only.
 */
import type { Card, Diagnostic, VellumSet } from "@/lib/model";
import { artDataUrls } from "@/lib/export/pictures";
import type { Picture } from "@/lib/export/pictures";
import { svgToPng } from "@/lib/export/raster";
import { getWorkspace } from "./workspace";
import { badRequest, json, storeError } from "./http";

/** The query options every picture route reads. */
export interface PictureQuery {
  format: "svg" | "png" | "json";
  dpi: number;
  bleed: boolean;
  xray: boolean;
  language?: string;
}

/** Reads `format`, `dpi`, `bleed`, `xray` and `language` from the query, or a 400. */
export function pictureQuery(
  req: Request,
  formats: readonly PictureQuery["format"][],
): { ok: true; value: PictureQuery } | { ok: false; response: Response } {
  const q = new URL(req.url).searchParams;
  const format = (q.get("format") ?? formats[0]) as PictureQuery["format"];
  if (!formats.includes(format)) {
    return {
      ok: false,
      response: badRequest("request/bad-format", `format must be one of ${formats.join(", ")}`),
    };
  }
  const dpi = Number(q.get("dpi") ?? 300);
  if (!Number.isInteger(dpi) || dpi < 36 || dpi > 1200) {
    return {
      ok: false,
      response: badRequest("request/bad-dpi", "dpi must be a whole number from 36 to 1200"),
    };
  }
  const language = q.get("language") ?? undefined;
  return {
    ok: true,
    value: {
      format,
      dpi,
      bleed: q.get("bleed") === "1",
      xray: q.get("xray") === "1",
      ...(language ? { language } : {}),
    },
  };
}

/** A valid set of the workspace with its art. */
export interface FoundSet {
  set: VellumSet;
  /** The art files the set folder holds. */
  artFiles: ReadonlySet<string>;
  readArt: (file: string) => Promise<Uint8Array | undefined>;
}

/** The valid set `id` of the workspace, or the error response (404, or 400 with its diagnostics). */
export async function validSet(
  id: string,
): Promise<({ ok: true } & FoundSet) | { ok: false; response: Response }> {
  const ws = await getWorkspace();
  const read = await ws.read(id);
  if (!read.ok) return { ok: false, response: storeError(read.error) };
  const set = read.value.set;
  if (!set) {
    return {
      ok: false,
      response: json(
        {
          error: "invalid",
          message: `set '${id}' has errors; fix them before drawing it`,
          diagnostics: read.value.diagnostics,
        },
        400,
      ),
    };
  }
  const readArt = async (file: string) => {
    const art = await ws.readArt(id, file);
    return art.ok ? art.value : undefined;
  };
  const listed = await ws.listArt(id);
  const artFiles = new Set(listed.ok ? listed.value.map((a) => a.file) : []);
  return { ok: true, set, artFiles, readArt };
}

/**
 * How art is referenced: by URL in an SVG for the browser (it fetches, with caching), as data:
 * URLs for a PNG (sharp fetches nothing).
 */
export async function artHrefFor(
  setId: string,
  found: FoundSet,
  cards: readonly Card[],
  format: PictureQuery["format"],
): Promise<(file: string) => string | undefined> {
  if (format === "png") return artDataUrls(found.set, cards, found.readArt);
  // Only files that exist get a URL: a missing one draws the placeholder (and says so), exactly
  // as the PNG does, so the preview and the export stay the same picture.
  return (file) =>
    found.artFiles.has(file)
      ? `/api/sets/${encodeURIComponent(setId)}/art/${encodeURIComponent(file)}`
      : undefined;
}

/** A picture as the response: SVG or PNG, with render diagnostics in a header count. */
export async function pictureResponse(picture: Picture, query: PictureQuery): Promise<Response> {
  const headers: Record<string, string> = {
    "x-vellum-diagnostics": String(picture.diagnostics.length),
    "cache-control": "no-store",
  };
  if (query.format === "png") {
    const png = await svgToPng(picture.svg, {
      dpi: query.dpi,
      widthMm: picture.widthMm,
      heightMm: picture.heightMm,
    });
    return new Response(new Uint8Array(png), {
      headers: { ...headers, "content-type": "image/png" },
    });
  }
  return new Response(picture.svg, {
    headers: {
      ...headers,
      "content-type": "image/svg+xml; charset=utf-8",
      "content-security-policy":
        "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'",
    },
  });
}

/** A naming mistake (unknown card, impossible stack) as a 400. */
export function pictureError(d: Diagnostic): Response {
  return json(
    { error: d.code, message: d.message, diagnostics: [d] },
    d.code === "picture/unknown-card" ? 404 : 400,
  );
}
