/**
 * docs/effect-language.md as the app's reference page: HTML (marked) whose headings carry the
 * anchors hover help links to (lib/dsl `headingAnchor`) and whose effect examples are coloured
 * by the effect language's own tokenizer, plus the page's sections as plain text for its search.
 * Pure: the page reads the file and passes its text in.
 */
import { Marked } from "marked";
import type { Token, Tokens } from "marked";
import { SAMPLE_CONTEXT, headingAnchor, tokenize } from "@/lib/dsl";

/** One section of the reference: a heading and the text up to the next heading. */
export interface ReferenceSection {
  /** The heading's anchor (its HTML id). */
  id: string;
  title: string;
  /** 1 for the page title, 2 for a part, 3 and 4 below. */
  depth: number;
  /** The titles of the headings it sits under (parts and groups), outermost first. */
  path: string[];
  /** The section's words, markdown marks removed. */
  text: string;
}

/** The rendered reference. */
export interface ReferenceDoc {
  html: string;
  sections: ReferenceSection[];
}

const ESCAPES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** A heading's words as plain text: inline code marks, emphasis and links dropped. */
function plain(markdown: string): string {
  return markdown
    .replace(/`([^`]*)`/g, "$1")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*_]{1,2}([^*_]+)[*_]{1,2}/g, "$1")
    .trim();
}

/** An effect example with the editor's token colours (`tok-…` classes). */
function colouredEffect(source: string): string {
  let html = "";
  let at = 0;
  for (const token of tokenize(source, SAMPLE_CONTEXT)) {
    const { start, end } = token.range;
    html += escapeHtml(source.slice(at, start.offset));
    html += `<span class="tok-${token.kind}">${escapeHtml(source.slice(start.offset, end.offset))}</span>`;
    at = end.offset;
  }
  return html + escapeHtml(source.slice(at));
}

/** The words of a block of markdown, for the search. */
function blockText(token: Token): string {
  switch (token.type) {
    case "space":
    case "hr":
    case "html":
      return "";
    case "code":
      return (token as Tokens.Code).text;
    default:
      return plain(token.raw.replace(/^[-*>|\s]+/gm, " ").replace(/\|/g, " "));
  }
}

/** Renders the reference's markdown. */
export function renderReference(markdown: string): ReferenceDoc {
  const marked = new Marked({ gfm: true });
  const tokens = marked.lexer(markdown);
  const sections: ReferenceSection[] = [];
  const seen = new Map<string, number>();
  const path: { depth: number; title: string }[] = [];
  for (const token of tokens) {
    if (token.type === "heading") {
      const heading = token as Tokens.Heading;
      const title = plain(heading.text);
      const base = headingAnchor(title) || "section";
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      const id = count === 0 ? base : `${base}-${count + 1}`;
      while (path.length > 0 && (path.at(-1)?.depth ?? 0) >= heading.depth) path.pop();
      sections.push({
        id,
        title,
        depth: heading.depth,
        path: path.filter((p) => p.depth > 1).map((p) => p.title),
        text: "",
      });
      path.push({ depth: heading.depth, title });
      // The renderer reads the id back from the token.
      (heading as Tokens.Heading & { anchor?: string }).anchor = id;
    } else {
      const section = sections.at(-1);
      if (section) section.text = `${section.text} ${blockText(token)}`.trim();
    }
  }
  marked.use({
    renderer: {
      heading(token) {
        const id =
          (token as Tokens.Heading & { anchor?: string }).anchor ?? headingAnchor(token.text);
        const inner = this.parser.parseInline(token.tokens);
        const level = token.depth;
        // The heading links to itself, so a section's address can be copied; its name stays
        // the heading's words.
        return level === 1
          ? `<h1 id="${id}">${inner}</h1>\n`
          : `<h${level} id="${id}"><a class="ref-anchor" href="#${id}">${inner}</a></h${level}>\n`;
      },
      code(token) {
        const lang = token.lang ?? "";
        const effect = lang === "" || lang === "vellum";
        const body = effect ? colouredEffect(token.text) : escapeHtml(token.text);
        const label = effect ? "effect" : lang;
        return `<pre class="ref-code" data-lang="${escapeHtml(label)}"><code>${body}</code></pre>\n`;
      },
      html(token) {
        // The markers of the generated part are comments: nothing to show.
        return token.text.trim().startsWith("<!--") ? "" : escapeHtml(token.text);
      },
    },
  });
  const html = marked.parser(tokens);
  return { html, sections };
}
