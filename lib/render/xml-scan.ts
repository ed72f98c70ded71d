/**
 * A small, tolerant XML scanner for the icon sanitiser: start tags (with decoded attributes), end
 * tags and nothing else. Comments, CDATA, processing instructions, doctypes (with any internal
 * subset) and text are skipped; entities other than the XML five and numeric references are never
 * expanded, so an icon cannot smuggle content through a DTD. It never throws: malformed markup
 * ends the scan.
 */

/** A start or end tag. */
export type XmlToken =
  | { kind: "open"; name: string; attrs: [string, string][]; selfClosing: boolean }
  | { kind: "close"; name: string };

const NAMED: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
};

/** Decodes the XML five named entities and numeric character references; others stay as text. */
export function decodeEntities(s: string): string {
  if (!s.includes("&")) return s;
  return s.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === "#") {
      const code =
        body[1] === "x" || body[1] === "X"
          ? parseInt(body.slice(2), 16)
          : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : "";
    }
    return NAMED[body] ?? whole;
  });
}

const NAME = /[^\s/>=]+/y;
const SPACE = /\s*/y;
const ATTR_VALUE = /"([^"]*)"|'([^']*)'|([^\s>]+)/y;

function skipTo(s: string, from: number, end: string): number {
  const i = s.indexOf(end, from);
  return i < 0 ? s.length : i + end.length;
}

/** Skips a `<!DOCTYPE …>` including a bracketed internal subset. */
function skipDoctype(s: string, from: number): number {
  let depth = 0;
  for (let i = from; i < s.length; i++) {
    const c = s[i];
    if (c === "[") depth++;
    else if (c === "]") depth--;
    else if (c === ">" && depth <= 0) return i + 1;
  }
  return s.length;
}

/** Scans `s` into start and end tags, in document order. */
export function scanXml(s: string): XmlToken[] {
  const out: XmlToken[] = [];
  let i = 0;
  while (i < s.length) {
    const lt = s.indexOf("<", i);
    if (lt < 0) break;
    if (s.startsWith("<!--", lt)) i = skipTo(s, lt + 4, "-->");
    else if (s.startsWith("<![CDATA[", lt)) i = skipTo(s, lt + 9, "]]>");
    else if (s.startsWith("<!", lt)) i = skipDoctype(s, lt + 2);
    else if (s.startsWith("<?", lt)) i = skipTo(s, lt + 2, "?>");
    else if (s[lt + 1] === "/") {
      NAME.lastIndex = lt + 2;
      const m = NAME.exec(s);
      i = skipTo(s, lt + 2, ">");
      if (m) out.push({ kind: "close", name: m[0] });
    } else {
      NAME.lastIndex = lt + 1;
      const m = NAME.exec(s);
      if (!m) {
        i = lt + 1;
        continue;
      }
      let j = NAME.lastIndex;
      const attrs: [string, string][] = [];
      let selfClosing = false;
      for (;;) {
        SPACE.lastIndex = j;
        SPACE.exec(s);
        j = SPACE.lastIndex;
        if (j >= s.length) return out;
        if (s[j] === ">") {
          j++;
          break;
        }
        if (s.startsWith("/>", j)) {
          selfClosing = true;
          j += 2;
          break;
        }
        NAME.lastIndex = j;
        const a = NAME.exec(s);
        if (!a) {
          j++;
          continue;
        }
        j = NAME.lastIndex;
        SPACE.lastIndex = j;
        SPACE.exec(s);
        let value = "";
        if (s[SPACE.lastIndex] === "=") {
          SPACE.lastIndex += 1;
          SPACE.exec(s);
          ATTR_VALUE.lastIndex = SPACE.lastIndex;
          const v = ATTR_VALUE.exec(s);
          if (v) {
            value = v[1] ?? v[2] ?? v[3] ?? "";
            j = ATTR_VALUE.lastIndex;
          } else {
            j = SPACE.lastIndex;
          }
        }
        attrs.push([a[0], decodeEntities(value)]);
      }
      out.push({ kind: "open", name: m[0], attrs, selfClosing });
      i = j;
      const raw = m[0].toLowerCase();
      if (!selfClosing && (raw === "script" || raw === "style")) {
        // Raw-text elements: their content is not markup, whatever it looks like.
        const end = s.toLowerCase().indexOf(`</${raw}`, i);
        i = end < 0 ? s.length : end;
      }
    }
  }
  return out;
}
