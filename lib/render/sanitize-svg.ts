/**
 * Sanitising a set's icon SVG before it is inlined into a card (the icon text is user input):
 * only drawing elements and presentation attributes survive, every id is namespaced, references
 * may point only inside the icon, and every fill and stroke becomes `currentColor` so the card
 * recolours the icon.
 *
 * Removed: scripts, styles, event handlers (`on*`), `foreignObject`, `image`, links, animation,
 * text, external or `javascript:` references, `style`/`class` attributes, anything unknown.
 */
import { escapeXml } from "./escape";
import { scanXml } from "./xml-scan";

/** A sanitised icon: its view box and its inner markup (ids still to be namespaced). */
export interface SanitizedSvg {
  /** `min-x min-y width height` of the icon's root `svg`. */
  viewBox: [number, number, number, number];
  /**
   * Inner markup; every id and reference carries the placeholder {@link NS} to be replaced by
   * a per-document namespace (see {@link namespaced}).
   */
  content: string;
  /** Names of the elements and attributes that were removed (for diagnostics and tests). */
  removed: string[];
}

/** Placeholder for the id namespace in {@link SanitizedSvg.content}; XML cannot contain it. */
export const NS = "\u0000";

const ELEMENTS = new Set([
  "g",
  "path",
  "circle",
  "ellipse",
  "rect",
  "line",
  "polyline",
  "polygon",
  "defs",
  "lineargradient",
  "radialgradient",
  "stop",
  "clippath",
  "mask",
  "use",
  "symbol",
  "svg",
]);

const ATTRIBUTES = new Set([
  "d",
  "cx",
  "cy",
  "r",
  "rx",
  "ry",
  "x",
  "y",
  "x1",
  "y1",
  "x2",
  "y2",
  "fx",
  "fy",
  "width",
  "height",
  "points",
  "transform",
  "fill",
  "stroke",
  "stroke-width",
  "stroke-linecap",
  "stroke-linejoin",
  "stroke-miterlimit",
  "stroke-dasharray",
  "stroke-dashoffset",
  "fill-rule",
  "clip-rule",
  "opacity",
  "fill-opacity",
  "stroke-opacity",
  "clip-path",
  "mask",
  "offset",
  "stop-color",
  "stop-opacity",
  "gradientunits",
  "gradienttransform",
  "spreadmethod",
  "clippathunits",
  "maskunits",
  "maskcontentunits",
  "pathlength",
  "viewbox",
  "id",
  "href",
  "xlink:href",
]);

/** Values made only of numbers, units, path letters and list punctuation. */
const PLAIN_VALUE = /^[\w\s.,()%+#-]*$/;
const URL_REF = /url\s*\(\s*['"]?#([\w.-]+)['"]?\s*\)/gi;
const ID = /^[\w.-]+$/;

function cleanValue(name: string, value: string): string | undefined {
  if (name === "id") return ID.test(value) ? `${NS}${value}` : undefined;
  if (name === "href" || name === "xlink:href") {
    const m = /^#([\w.-]+)$/.exec(value.trim());
    return m ? `#${NS}${m[1]}` : undefined;
  }
  if (/url\s*\(/i.test(value)) {
    const rewritten = value.replace(URL_REF, (_, id: string) => `url(#${NS}${id})`);
    // Any url() left is external (or malformed): refuse the attribute.
    const external = rewritten
      .split(/url\s*\(/i)
      .slice(1)
      .some((rest) => !rest.startsWith(`#${NS}`));
    return external || !PLAIN_VALUE.test(rewritten.replaceAll(NS, "")) ? undefined : rewritten;
  }
  if (!PLAIN_VALUE.test(value)) return undefined;
  if (name === "fill" || name === "stroke")
    return value.trim() === "none" ? "none" : "currentColor";
  if (name === "stop-color") return "currentColor";
  return value;
}

function parseViewBox(attrs: ReadonlyMap<string, string>): [number, number, number, number] {
  const vb = attrs
    .get("viewbox")
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (vb && vb.length === 4 && vb.every(Number.isFinite) && vb[2]! > 0 && vb[3]! > 0) {
    return vb as [number, number, number, number];
  }
  const w = parseFloat(attrs.get("width") ?? "");
  const h = parseFloat(attrs.get("height") ?? "");
  return Number.isFinite(w) && Number.isFinite(h) && w > 0 && h > 0
    ? [0, 0, w, h]
    : [0, 0, 100, 100];
}

/** Attributes of an `svg` element that a group has no use for (the others are checked as usual). */
const VIEWPORT = /^(x|y|width|height|viewbox|preserveaspectratio|version|baseprofile|xmlns(:.*)?)$/;

function isViewportAttr(element: string, attr: string): boolean {
  return element === "svg" && VIEWPORT.test(attr);
}

function closeTag(name: string): string {
  return `</${name === "svg" ? "g" : (TAG_CASE[name] ?? name)}>`;
}

/**
 * Sanitises one icon SVG document (see the module comment for what is kept). The root `svg`
 * becomes a group that keeps its presentation attributes (e.g. `fill="none"` of a stroked icon).
 * Never throws; an input with no `svg` root gives empty content.
 */
export function sanitizeSvg(svg: string): SanitizedSvg {
  const removed = new Set<string>();
  let viewBox: [number, number, number, number] = [0, 0, 100, 100];
  const out: string[] = [];
  const stack: { name: string; kept: boolean }[] = [];
  let skipping = 0;
  let state: "before" | "inside" | "after" = "before";
  for (const t of scanXml(svg)) {
    if (state === "after") break;
    const name = t.name.toLowerCase().replace(/^svg:/, "");
    if (t.kind === "close") {
      const at = stack.findLastIndex((e) => e.name === name);
      if (at < 0) continue;
      while (stack.length > at) {
        const e = stack.pop()!;
        if (e.kept) out.push(closeTag(e.name));
        else skipping--;
      }
      if (stack.length === 0) state = "after";
      continue;
    }
    const attrs = new Map(t.attrs.map(([k, v]) => [k.toLowerCase(), v] as [string, string]));
    if (state === "before") {
      if (name !== "svg") {
        removed.add(name);
        continue;
      }
      viewBox = parseViewBox(attrs);
      state = t.selfClosing ? "after" : "inside";
    } else if (skipping > 0 || !ELEMENTS.has(name)) {
      removed.add(name);
      if (!t.selfClosing) {
        stack.push({ name, kept: false });
        skipping++;
      }
      continue;
    }
    // A (root or nested) svg becomes a group: its viewport attributes are dropped.
    let markup = `<${name === "svg" ? "g" : (TAG_CASE[name] ?? name)}`;
    for (const [k, v] of attrs) {
      if (isViewportAttr(name, k)) continue;
      const value = ATTRIBUTES.has(k) ? cleanValue(k, v) : undefined;
      if (value === undefined) {
        removed.add(`@${k}`);
        continue;
      }
      const attr = k === "xlink:href" ? "href" : (ATTR_CASE[k] ?? k);
      // Escape around the namespace placeholders (escaping would drop them).
      markup += ` ${attr}="${value.split(NS).map(escapeXml).join(NS)}"`;
    }
    out.push(t.selfClosing ? `${markup}/>` : `${markup}>`);
    if (!t.selfClosing) stack.push({ name, kept: true });
  }
  while (stack.length > 0) {
    const e = stack.pop()!;
    if (e.kept) out.push(closeTag(e.name));
  }
  return { viewBox, content: out.join(""), removed: [...removed].sort() };
}

const TAG_CASE: Readonly<Record<string, string>> = {
  lineargradient: "linearGradient",
  radialgradient: "radialGradient",
  clippath: "clipPath",
};

const ATTR_CASE: Readonly<Record<string, string>> = {
  viewbox: "viewBox",
  gradientunits: "gradientUnits",
  gradienttransform: "gradientTransform",
  spreadmethod: "spreadMethod",
  clippathunits: "clipPathUnits",
  maskunits: "maskUnits",
  maskcontentunits: "maskContentUnits",
  pathlength: "pathLength",
};

/** The content of `icon` with its ids and references namespaced under `ns` (a valid XML name). */
export function namespaced(icon: SanitizedSvg, ns: string): string {
  return icon.content.includes(NS) ? icon.content.split(NS).join(`${ns}-`) : icon.content;
}
