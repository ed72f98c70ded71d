// Deep on purpose: the scanner is a leaf module; lib/render's index would bring the whole
// renderer into validation and, through it, into lib/store.
import { decodeEntities, scanXml } from "../../render/xml-scan";
import { toPointer } from "../pointer";
import type { CheckContext } from "./context";
import { label } from "./context";

/**
 * The one safety check of user SVG, shared by story icons (this file's cross-check) and SVG art
 * (lib/store, before an art file is written). It reads the markup with the renderer's XML scanner
 * (`lib/render/xml-scan.ts`: a dependency-free leaf module, entities decoded), so namespace
 * prefixes (`<x:script>`) and character references (`&#x6a;avascript:`) do not hide anything.
 *
 * Policies:
 * - `art` (served back to the browser as a file): no script, event handlers, embedded documents,
 *   `javascript:` values, links to other sites (`http:`, `https:`, `//`, any other scheme, a
 *   `data:` URL other than a raster image), entity declarations or stylesheet instructions.
 *   Relative links (`portrait.png`, `#id`) and `data:image/png…` images are fine.
 * - `icon` (inlined into every card): all of that, and self-contained: links only to `#ids`, no
 *   `url(…)` outside the drawing, no `@import`, no DOCTYPE; and nothing an HTML parser reads
 *   differently from an XML one (`markupReason`): comments like `<!-->`, `<!--->`, comments with
 *   `--` inside or ending in `--->`, and processing instructions (`<?x …>`) other than an XML
 *   declaration at the very start. Not exploitable through the renderer (it re-parses and
 *   sanitises), but an icon is one `innerHTML` away from a page, where such a construct ends
 *   early or late and turns what follows into markup.
 *
 * A first line of defence that tells the designer what to remove; the renderer still sanitises
 * icons, and the app serves art with a sandboxing CSP.
 */
export type SvgPolicy = "icon" | "art";

/** Elements refused wherever they appear (by local name, lower case), with what to call them. */
const REFUSED_ELEMENTS: Readonly<Record<string, string>> = {
  script: "a <script>",
  handler: "a <script>",
  foreignobject: "a <foreignObject>",
  iframe: "an embedded document",
  frame: "an embedded document",
  frameset: "an embedded document",
  embed: "an embedded document",
  object: "an embedded document",
  applet: "an embedded document",
  base: "a <base> element",
  meta: "a <meta> element",
};

const EVENT_HANDLER = "an event handler (on…=)";
const JAVASCRIPT = "a javascript: link";
const LINK = "a link to another file or site (href)";
const URL_OUTSIDE = "a url(…) outside the drawing";

/** Animation attributes whose values become the animated attribute's value. */
const ANIMATED_VALUES = ["to", "from", "by", "values"];

/** The part of an XML name after its prefix, in lower case (`xlink:href` → `href`). */
function localName(name: string): string {
  return name.slice(name.lastIndexOf(":") + 1).toLowerCase();
}

/** A decoded attribute value as a URL parser sees it: no whitespace or control characters. */
function compact(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\s\u0000-\u001f\u007f-\u009f]+/g, "").toLowerCase();
}

function scriptUrl(value: string): boolean {
  const v = compact(value);
  return v.includes("javascript:") || v.includes("vbscript:");
}

/** Whether a link target leaves the SVG: for an icon anything but `#id`; for art see above. */
function linksOutside(value: string, policy: SvgPolicy): boolean {
  const v = compact(value);
  if (v === "" || v.startsWith("#")) return false;
  if (policy === "icon") return true;
  if (v.startsWith("data:")) return !/^data:image\/(png|jpe?g|gif|webp)[;,]/.test(v);
  // Any scheme (http:, https:, file:, …) or a scheme-relative //host (browsers read \ as /).
  return /^[a-z][a-z0-9+.-]*:/.test(v) || /^[\\/]{2}/.test(v);
}

const ICON_URL_OUTSIDE = /url\(\s*(?:["']\s*)?[^#\s"')]/i;

/**
 * Comments and processing instructions an HTML parser reads differently from an XML parser, as
 * the phrase that names the construct; undefined when there are none. HTML ends `<!-->` and
 * `<!--->` at once and reads `<?…>` as a bogus comment that ends at the first `>`; XML forbids
 * `--` inside a comment and a comment ending in `--->`.
 */
export function markupReason(svg: string): string | undefined {
  for (let at = svg.indexOf("<!--"); at >= 0; at = svg.indexOf("<!--", at + 4)) {
    const rest = svg.slice(at + 4, at + 6);
    if (rest.startsWith(">")) return "an empty comment '<!-->'";
    if (rest === "->") return "an empty comment '<!--->'";
    const end = svg.indexOf("-->", at + 4);
    if (end < 0) return "a comment that is never closed ('<!--' without '-->')";
    const body = svg.slice(at + 4, end);
    if (body.endsWith("-")) return "a comment ending in '--->'";
    if (body.includes("--")) return "a comment with '--' inside it";
    at = end - 1;
  }
  // An XML declaration may open the document (a BOM before it is fine); no other instruction.
  const declaration = /^\uFEFF?<\?xml[\s?]/.test(svg) ? svg.indexOf("<?") : -1;
  for (let at = svg.indexOf("<?"); at >= 0; at = svg.indexOf("<?", at + 2)) {
    if (at === declaration) continue;
    const name = /^<\?([^\s?>]{0,20})/.exec(svg.slice(at, at + 24))?.[1] ?? "";
    return `a processing instruction '<?${name}…>'`;
  }
  return undefined;
}

/** Checks of the raw text, for what the scanner skips (declarations, instructions, CSS). */
function rawTextReason(svg: string, policy: SvgPolicy): string | undefined {
  if (policy === "icon" && /<!(?:DOCTYPE|ENTITY)/i.test(svg)) {
    return "a DOCTYPE or ENTITY declaration";
  }
  // A browser's XML parser applies an internal DTD: entities could carry any markup, ATTLIST
  // defaults could add an onload. (A DOCTYPE with an internal subset is not even sniffed as SVG.)
  if (/<!(?:ENTITY|ATTLIST|ELEMENT|NOTATION)/i.test(svg)) {
    return "an ENTITY or other DTD declaration";
  }
  if (/<\?xml-stylesheet/i.test(svg)) return "an xml-stylesheet instruction";
  // Also keeps the scanner from re-reading the text at every <script> (its raw-text rule).
  if (/<script(?![^\s/>=])/i.test(svg)) return REFUSED_ELEMENTS.script;
  const text = decodeEntities(svg);
  if (/javascript:/i.test(text)) return JAVASCRIPT;
  if (policy === "icon") {
    if (ICON_URL_OUTSIDE.test(text)) return URL_OUTSIDE;
    if (/@import\b/i.test(text)) return "an @import";
    return markupReason(svg);
  }
  return undefined;
}

/** What in an attribute makes the SVG unsafe, or undefined. */
function attributeReason(
  attrs: readonly [string, string][],
  policy: SvgPolicy,
): string | undefined {
  for (const [name, value] of attrs) {
    const local = localName(name);
    if (local.startsWith("on")) return EVENT_HANDLER;
    if (scriptUrl(value)) return JAVASCRIPT;
    if (local === "href" && linksOutside(value, policy)) return LINK;
    if (policy === "icon" && ICON_URL_OUTSIDE.test(value)) return URL_OUTSIDE;
  }
  // <set attributeName="href" to="…"> / <animate attributeName="onclick" …> set the attribute.
  const animated = attrs.find(([name]) => localName(name) === "attributename")?.[1];
  if (animated !== undefined) {
    const target = localName(animated.trim());
    if (target.startsWith("on")) return EVENT_HANDLER;
    if (target === "href") {
      for (const [name, value] of attrs) {
        if (!ANIMATED_VALUES.includes(localName(name))) continue;
        if (value.split(";").some((v) => linksOutside(v, policy))) return LINK;
      }
    }
  }
  return undefined;
}

/**
 * What in `svg` could run script or reach outside what `policy` allows, as a phrase for a
 * message ("a <script>", "an event handler (on…=)", …); undefined when it is safe.
 */
export function unsafeSvgReason(svg: string, policy: SvgPolicy): string | undefined {
  const raw = rawTextReason(svg, policy);
  if (raw !== undefined) return raw;
  // The scanner treats <style> content as raw text, as HTML does; in an SVG file (XML) it is
  // markup, so let the scanner read it as such.
  const markup = svg.replace(/<style(?![^\s/>=])/gi, "<style-");
  for (const token of scanXml(markup)) {
    if (token.kind !== "open") continue;
    const element = localName(token.name);
    const refused = REFUSED_ELEMENTS[element];
    if (refused !== undefined) return refused;
    const reason = attributeReason(token.attrs, policy);
    if (reason !== undefined) return reason;
  }
  return undefined;
}

/** An image an SVG carries inside itself as a `data:image/…` URL. */
export interface SvgDataImage {
  /** The media type's subtype, lower case: `png`, `jpeg`, `svg+xml`, … */
  subtype: string;
  base64: boolean;
  /** The URL's payload (after the comma), whitespace removed. */
  payload: string;
}

/**
 * The `data:image/…` URLs of `svg`'s links (`href` or `xlink:href` of `<image>`, `<feImage>`,
 * any element), in document order, read as the safety check reads them (entities decoded).
 * lib/store holds the raster ones to the art pixel limit.
 */
export function svgDataImages(svg: string): SvgDataImage[] {
  const out: SvgDataImage[] = [];
  const markup = svg.replace(/<style(?![^\s/>=])/gi, "<style-");
  for (const token of scanXml(markup)) {
    if (token.kind !== "open") continue;
    for (const [name, value] of token.attrs) {
      if (localName(name) !== "href") continue;
      // A URL parser drops whitespace inside a data: URL, so a renderer does too.
      const v = value.replace(/\s+/g, "");
      const m = /^data:image\/([a-z0-9+.-]+)([^,]*),/i.exec(v);
      if (!m) continue;
      out.push({
        subtype: m[1]!.toLowerCase(),
        base64: /;base64$/i.test(m[2]!),
        payload: v.slice(m[0].length),
      });
    }
  }
  return out;
}

/**
 * set/unsafe-svg for frames' emblems: drawn on every card of the frame, so held to the story
 * icons' rule (the schema already asks for a document starting with '<svg').
 */
function checkEmblemSvgs(ctx: CheckContext): void {
  (ctx.set.frames ?? []).forEach((frame, i) => {
    const svg = frame.emblem?.svg;
    if (typeof svg !== "string" || !/^<svg[\s>]/.test(svg)) return;
    const reason = unsafeSvgReason(svg, "icon");
    if (reason === undefined) return;
    ctx.report(
      "set/unsafe-svg",
      "error",
      toPointer(["frames", i, "emblem", "svg"]),
      `the emblem of frame '${frame.id}' has ${reason} in its SVG — emblems must be self-contained drawings: no scripts, event handlers, links or embedded documents`,
    );
  });
}

/** set/bad-svg, set/unsafe-svg. */
export function checkIconSvgs(ctx: CheckContext): void {
  checkEmblemSvgs(ctx);
  ctx.set.icons.forEach((icon, i) => {
    const at = toPointer(["icons", i, "svg"]);
    const who = label("icon", icon, i);
    if (!/^<svg[\s>]/.test(icon.svg)) {
      ctx.report("set/bad-svg", "error", at, `${who} must be an SVG document starting with '<svg'`);
      return;
    }
    const reason = unsafeSvgReason(icon.svg, "icon");
    if (reason !== undefined) {
      const fix =
        markupReason(icon.svg) === reason
          ? "a web page reads it differently from an SVG file, so remove it (comments may not contain '--'; no instructions but an <?xml …?> declaration at the very start)"
          : "icons must be self-contained drawings: no scripts, event handlers, links or embedded documents";
      ctx.report("set/unsafe-svg", "error", at, `${who} has ${reason} in its SVG — ${fix}`);
    }
  });
}
