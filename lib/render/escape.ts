/**
 * Escaping and number formatting for the SVG the renderer writes. Every user-written string that
 * reaches the output as markup (a `<title>`, an attribute) goes through {@link escapeXml}; text on
 * the card itself becomes glyph outlines and never reaches the markup as characters.
 */

const XML_ESCAPES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

// Characters XML 1.0 forbids outright (C0 controls but tab, LF, CR; lone surrogates; U+FFFE/F).
const FORBIDDEN =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Escapes `s` for use as XML text or inside a double- or single-quoted attribute value, and drops
 * the characters XML cannot carry at all, so the result never breaks the document.
 */
export function escapeXml(s: string): string {
  return s.replace(FORBIDDEN, "").replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

/**
 * Formats a length in mm for SVG output: at most 3 decimals (1 µm, far below a 300 DPI pixel of
 * 85 µm), no trailing zeros, never `-0` or exponent notation.
 */
export function mm(n: number): string {
  const r = Math.round(n * 1000);
  if (r === 0) return "0";
  return micro(r);
}

/** Formats an integer count of thousandths as a decimal (`1234` → `1.234`, `-50` → `-0.05`). */
export function micro(r: number): string {
  const neg = r < 0;
  const a = neg ? -r : r;
  const whole = Math.floor(a / 1000);
  const frac = a - whole * 1000;
  let s = String(whole);
  if (frac !== 0) {
    let f = frac < 10 ? `00${frac}` : frac < 100 ? `0${frac}` : String(frac);
    while (f.endsWith("0")) f = f.slice(0, -1);
    s += `.${f}`;
  }
  return neg ? `-${s}` : s;
}
