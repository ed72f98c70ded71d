/**
 * The strings a card prints, in the render language (each field falls back to the card's own),
 * with the diagnostic source and JSON pointer of each field, and their conversion to layout
 * paragraphs: `{icon}` tokens become inline icons, `\n` starts a paragraph, a short leading
 * keyword ("Persistent:", "To claim:") is set in semibold.
 */
import { diagnostic } from "../model";
import type { Card, CardText, Diagnostic, VellumSet } from "../model";
import { cardRulesText } from "../text";
import type { TextOrigin } from "../text";
import type { FontRole } from "./fonts";
import { findIcon } from "./icons";
import type { Paragraph, Piece } from "./text-model";

/** One printed field: its text and where diagnostics about it point. */
export interface CardString {
  text: string;
  /** `card:<id>/<field>`, or `card:<id>/translations/<lang>/<field>` for a translation. */
  source: string;
  /** JSON pointer of the field in the set document, when the card is one of the set's cards. */
  pointer: string | undefined;
  /**
   * The language the text is written in (the translation's, else the set's), for a field of the
   * card; diagnostics name it. `undefined` for strings the renderer supplies or borrows.
   */
  language?: string;
  /**
   * Where the rules text comes from (lib/text `cardRulesText`); only on `text`. A generated
   * text's `source` and `pointer` name the card's effect, and its diagnostics carry no range:
   * its characters are not the effect source's.
   */
  origin?: TextOrigin;
}

/** The fields a card prints. */
export interface CardStrings {
  name: CardString;
  /**
   * The printed rules text (lib/text `cardRulesText`): the translated `text`, else the main
   * language's, else the text generated from the effect in the render language.
   */
  text: CardString | undefined;
  flavor: CardString | undefined;
  reminder: CardString | undefined;
}

type Field = "name" | "text" | "flavor" | "reminder";

/**
 * The strings `card` prints in `language` (default: the set's language): each field from the
 * translation when it has it, else the card's own. The rules text is lib/text's `cardRulesText`
 * (written, translated or generated from the effect), so every printed picture says the same.
 */
export function cardStrings(card: Card, set: VellumSet, language?: string): CardStrings {
  const tr: CardText | undefined =
    language !== undefined &&
    language !== set.language &&
    card.translations &&
    Object.hasOwn(card.translations, language)
      ? card.translations[language]
      : undefined;
  const index = set.cards.indexOf(card);
  const at = (path: string, text: string | undefined, written: string): CardString | undefined => {
    if (text === undefined || text.trim() === "") return undefined;
    return {
      text,
      source: `card:${card.id}/${path}`,
      pointer: index >= 0 ? `/cards/${index}/${path.replaceAll("~", "~0")}` : undefined,
      language: written,
    };
  };
  const get = (field: Field): CardString | undefined =>
    at(`translations/${language}/${field}`, tr?.[field], language ?? set.language) ??
    at(field, card[field], set.language);
  const rules = cardRulesText(card, set, language ?? set.language);
  const text = rules && at(rules.field, rules.text, rules.language);
  return {
    name: get("name") ?? { text: "", source: `card:${card.id}/name`, pointer: undefined },
    text: text && { ...text, origin: rules.origin },
    flavor: get("flavor"),
    reminder: get("reminder"),
  };
}

/** 1-based line and column, and offset, of `offset` in `text`. */
function positionIn(
  text: string,
  offset: number,
): { line: number; column: number; offset: number } {
  let line = 1;
  let start = 0;
  for (let i = text.indexOf("\n"); i >= 0 && i < offset; i = text.indexOf("\n", i + 1)) {
    line++;
    start = i + 1;
  }
  return { line, column: offset - start + 1, offset };
}

/** A diagnostic about `[start, end)` of a printed field. */
export function fieldDiagnostic(
  s: CardString,
  code: string,
  severity: Diagnostic["severity"],
  message: string,
  start: number,
  end: number,
): Diagnostic {
  // A generated text's offsets are not the effect source's: the diagnostic names the field only.
  if (s.origin === "generated")
    return diagnostic(severity, code, message, s.source, { pointer: s.pointer });
  const range = {
    start: positionIn(s.text, start),
    end: positionIn(s.text, Math.max(start, end)),
  };
  return diagnostic(severity, code, message, s.source, { range, pointer: s.pointer });
}

const TOKEN = /\{([^{}\s]{1,64})\}/g;
const KEYWORD = /^([^:.{}\n]{1,24}?)\s?:(?=\s)/;

/** Non-breaking space before French high punctuation and inside guillemets (same length). */
function frenchSpacing(text: string): string {
  return text.replace(/ (?=[:;!?»])/g, "\u00a0").replace(/« /g, "«\u00a0");
}

/**
 * Pieces of one paragraph of `s` (`[from, to)` of its text) in font `role`: `{icon}` tokens of
 * known icons become inline icons; unknown ones stay literal text and get a diagnostic.
 */
function pieces(
  s: CardString,
  from: number,
  to: number,
  role: FontRole,
  set: Pick<VellumSet, "icons">,
  field: string,
  diagnostics: Diagnostic[],
  boldPrefix: boolean,
): Piece[] {
  const out: Piece[] = [];
  const text = frenchSpacing(s.text.slice(from, to));
  let last = 0;
  const pushText = (a: number, b: number, r: FontRole) => {
    if (b > a) out.push({ kind: "text", text: text.slice(a, b), role: r, field, offset: from + a });
  };
  if (boldPrefix) {
    const m = KEYWORD.exec(text);
    if (m && m[1]!.trim().split(/\s+/).length <= 3) {
      pushText(0, m[0].length, "bold");
      last = m[0].length;
    }
  }
  TOKEN.lastIndex = last;
  for (let m = TOKEN.exec(text); m; m = TOKEN.exec(text)) {
    const id = m[1]!;
    if (!findIcon(set, id)) {
      diagnostics.push(
        fieldDiagnostic(
          s,
          "render/unknown-icon",
          "warning",
          `unknown icon '{${id}}' in the text: it is printed literally — use one of the set's icon ids (${set.icons.map((i) => i.id).join(", ") || "none defined"})`,
          from + m.index,
          from + m.index + m[0].length,
        ),
      );
      continue;
    }
    pushText(last, m.index, role);
    out.push({ kind: "icon", icon: id, field, offset: from + m.index, length: m[0].length });
    last = m.index + m[0].length;
  }
  pushText(last, text.length, role);
  return out;
}

/** How the paragraphs of one field are set. */
export interface FieldStyle {
  role: FontRole;
  color: string;
  align: "left" | "center";
  scale: number;
  /** Space before the field's first paragraph (em), and whether a rule sits in it. */
  spaceBefore: number;
  rule: boolean;
  /** Set a short leading keyword ("Persistent:") in semibold. */
  boldPrefix: boolean;
  /** A word wider than the box sets the field alone smaller (text-model's `fitWidth`). */
  fitWidth?: boolean;
}

/** Paragraphs of field `s` (one per `\n`-separated line), appended to `out`. */
export function fieldParagraphs(
  out: Paragraph[],
  s: CardString,
  field: string,
  style: FieldStyle,
  set: Pick<VellumSet, "icons">,
  diagnostics: Diagnostic[],
): void {
  let from = 0;
  let first = true;
  const text = s.text;
  while (from <= text.length) {
    let to = text.indexOf("\n", from);
    if (to < 0) to = text.length;
    const ps = pieces(s, from, to, style.role, set, field, diagnostics, style.boldPrefix);
    if (ps.length > 0) {
      out.push({
        pieces: ps,
        scale: style.scale,
        align: style.align,
        spaceBefore: first ? style.spaceBefore : 0.3,
        color: style.color,
        rule: first && style.rule,
        ...(style.fitWidth ? { fitWidth: true } : {}),
      });
      first = false;
    }
    from = to + 1;
  }
}
