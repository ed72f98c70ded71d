/**
 * An SVG document under construction: definitions (gradients, clip paths, icon symbols) are
 * registered once per key and named under the document's id prefix, so two documents inlined in
 * one HTML page, or two cards composited in one stack, never share or clash on an id.
 */
import { fnv1a } from "../model";
import { escapeXml, mm } from "./escape";

/** Builder of one SVG document's `<defs>` with collision-free ids. */
export class SvgDoc {
  private readonly defs: string[] = [];
  private readonly ids = new Map<string, string>();
  private counter = 0;

  /** `prefix` must be an XML name fragment (letters, digits, `-`, `_`); see {@link idPrefix}. */
  constructor(readonly prefix: string) {}

  /** A fresh id under the document's prefix. */
  newId(): string {
    return `${this.prefix}-${(this.counter++).toString(36)}`;
  }

  /**
   * The id of the definition registered under `key`, building it with `build(id)` the first
   * time. Same key, same definition, one copy in `<defs>`.
   */
  def(key: string, build: (id: string) => string): string {
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.newId();
      this.ids.set(key, id);
      this.defs.push(build(id));
    }
    return id;
  }

  /** The `<defs>` element (empty string when nothing was defined). */
  defsMarkup(): string {
    return this.defs.length > 0 ? `<defs>${this.defs.join("")}</defs>` : "";
  }
}

/**
 * A deterministic id prefix for a document drawing `seed` (e.g. a card id): `v` and a short
 * hash, always a valid XML name. Pass a different seed (or the `idPrefix` option) to inline
 * several renders of the same card in one page.
 */
export function idPrefix(seed: string): string {
  return `v${fnv1a(seed).toString(36)}`;
}

/** Makes a caller-supplied id prefix a valid XML name fragment. */
export function cleanPrefix(prefix: string): string {
  const p = prefix.replace(/[^A-Za-z0-9_-]/g, "");
  return /^[A-Za-z_]/.test(p) ? p : `v${p}`;
}

/** Path data of a rectangle with corner radius `r` (clamped to half the shorter side). */
export function roundRectPath(x: number, y: number, w: number, h: number, r: number): string {
  const k = Math.max(0, Math.min(r, w / 2, h / 2));
  if (k === 0) return `M${mm(x)} ${mm(y)}h${mm(w)}v${mm(h)}h${mm(-w)}z`;
  return (
    `M${mm(x + k)} ${mm(y)}h${mm(w - 2 * k)}a${mm(k)} ${mm(k)} 0 0 1 ${mm(k)} ${mm(k)}` +
    `v${mm(h - 2 * k)}a${mm(k)} ${mm(k)} 0 0 1 ${mm(-k)} ${mm(k)}h${mm(-(w - 2 * k))}` +
    `a${mm(k)} ${mm(k)} 0 0 1 ${mm(-k)} ${mm(-k)}v${mm(-(h - 2 * k))}a${mm(k)} ${mm(k)} 0 0 1 ${mm(k)} ${mm(-k)}z`
  );
}

/**
 * Path data of a rectangle with its own radius at each corner: top-left, top-right,
 * bottom-right, bottom-left (each clamped to half the shorter side).
 */
export function cornersPath(
  x: number,
  y: number,
  w: number,
  h: number,
  [tl, tr, br, bl]: readonly [number, number, number, number],
): string {
  const m = Math.min(w, h) / 2;
  const [a, b, c, d] = [tl, tr, br, bl].map((r) => Math.max(0, Math.min(r, m))) as [
    number,
    number,
    number,
    number,
  ];
  const arc = (r: number, dx: number, dy: number) =>
    r > 0 ? `a${mm(r)} ${mm(r)} 0 0 1 ${mm(dx)} ${mm(dy)}` : "";
  return (
    `M${mm(x + a)} ${mm(y)}h${mm(w - a - b)}${arc(b, b, b)}v${mm(h - b - c)}${arc(c, -c, c)}` +
    `h${mm(-(w - c - d))}${arc(d, -d, -d)}v${mm(-(h - d - a))}${arc(a, a, -a)}z`
  );
}

/** A `<title>` element with `text` escaped. */
export function titleElement(text: string): string {
  return `<title>${escapeXml(text)}</title>`;
}
