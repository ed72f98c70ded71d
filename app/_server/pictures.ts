/**
 * Shared parts of the picture routes: the set (valid, from the workspace), the query options,
 * and the answer as SVG, PNG or JSON. NOTE: server only.
 */
import type { Card, Diagnostic, VellumSet } from "@/lib/model";
import { PRINT_LIMITS } from "@/lib/schema";
import { artDataUrls, svgToPng } from "@/lib/export";
import type { Picture, ResolvedArt } from "@/lib/export";
import { getWorkspace } from "./workspace";
import { badRequest, json, storeError } from "./http";
import { blockersOf, unsoundSentence } from "@/app/sets/[id]/_set/sound-set";
import { artUrl } from "@/app/_api/routes";

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
  const { minimum, maximum } = PRINT_LIMITS.dpi;
  if (!Number.isInteger(dpi) || dpi < minimum || dpi > maximum) {
    return {
      ok: false,
      response: badRequest(
        "request/bad-dpi",
        `dpi must be a whole number from ${minimum} to ${maximum}`,
      ),
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
    const blockers = blockersOf(id, read.value.value, read.value.diagnostics);
    return {
      ok: false,
      response: json(
        {
          error: "invalid",
          message: unsoundSentence(id, blockers, "drawing and printing it"),
          diagnostics: read.value.diagnostics.filter((d) => d.severity === "error"),
          problems: blockers,
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
 * How art is referenced in a picture: as data: URLs scaled to `dpi`, in a PNG (sharp fetches
 * nothing) and in an SVG alike, with `art/undrawable` diagnostics for files that cannot be
 * drawn. An SVG picture is served sandboxed (see `pictureResponse`): opened in a tab it has an
 * origin of its own, from which the API refuses requests (request-guard.ts) and the browser
 * blocks our same-origin-only resources, so art it linked to by URL would not show. JSON needs
 * no art: its references are only the URLs the picture would link to.
 */
export async function artHrefFor(
  setId: string,
  found: FoundSet,
  cards: readonly Card[],
  format: PictureQuery["format"],
  dpi: number,
): Promise<ResolvedArt> {
  if (format !== "json") return artDataUrls(found.set, cards, found.readArt, dpi);
  // Only files that exist get a reference: a missing one draws the placeholder (and says so).
  return {
    artHref: (file) => (found.artFiles.has(file) ? artUrl(setId, file) : undefined),
    diagnostics: [],
  };
}

/**
 * A picture as the response: SVG or PNG, with its diagnostics (render's, and art that could
 * not be drawn) counted in `x-vellum-diagnostics` and the warnings' messages, URI-encoded and
 * joined by newlines, in `x-vellum-warnings`.
 */
export async function pictureResponse(
  picture: Picture,
  query: PictureQuery,
  art: ResolvedArt,
): Promise<Response> {
  const diagnostics = [...art.diagnostics, ...picture.diagnostics];
  const warnings = diagnostics.filter((d) => d.severity !== "info").map((d) => d.message);
  const headers: Record<string, string> = {
    "x-vellum-diagnostics": String(diagnostics.length),
    ...(warnings.length ? { "x-vellum-warnings": encodeURIComponent(warnings.join("\n")) } : {}),
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
      // Sandboxed: opened in a tab, a picture runs nothing and has an origin of its own; it
      // needs only its inline styles and its embedded (data:) art and icons.
      "content-security-policy":
        "default-src 'none'; img-src data:; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox",
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
