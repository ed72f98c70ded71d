/**
 * Colour arithmetic for the card palette: frame styles give one colour per role (plate, text,
 * accent); gradients, rings and muted text are derived from them so a themed frame stays coherent.
 */

/** An sRGB colour with channels 0–255. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Parses `#rgb` or `#rrggbb`; anything else (named colours, `rgb()`) gives `fallback`. */
export function parseHex(color: string | undefined, fallback: string): Rgb {
  const m = HEX.exec(color?.trim() ?? "") ?? HEX.exec(fallback);
  if (!m) return { r: 0, g: 0, b: 0 };
  let h = m[1]!;
  if (h.length === 3) h = h[0]! + h[0]! + h[1]! + h[1]! + h[2]! + h[2]!;
  const n = parseInt(h, 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

/** Formats a colour as `#rrggbb`. */
function toHex({ r, g, b }: Rgb): string {
  const c = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, "0");
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** A safe `#rrggbb` for `color` (user input from a frame style or back), else `fallback`. */
export function safeColor(color: string | undefined, fallback: string): string {
  return toHex(parseHex(color, fallback));
}

/** Mixes `a` toward `b` by `t` (0 = a, 1 = b); both `#rrggbb`. */
export function mix(a: string, b: string, t: number): string {
  const x = parseHex(a, "#000000");
  const y = parseHex(b, "#000000");
  return toHex({ r: x.r + (y.r - x.r) * t, g: x.g + (y.g - x.g) * t, b: x.b + (y.b - x.b) * t });
}

/** Relative luminance (WCAG) of a `#rrggbb` colour, 0 (black) to 1 (white). */
function luminance(color: string): number {
  const { r, g, b } = parseHex(color, "#000000");
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** Whether a colour is dark enough that light ink reads better on it. */
export function isDark(color: string): boolean {
  return luminance(color) < 0.2;
}
