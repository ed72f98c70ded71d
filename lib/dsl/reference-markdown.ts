/**
 * The generated part of docs/effect-language.md: every construct, the R10 table, where each
 * statement may stand, and every diagnostic code with the message it really gives — all drawn
 * from the reference table and the compiler, so the docs cannot drift from the code.
 */
import { DIAGNOSTIC_CODES } from "./codes";
import { compileEffect } from "./compile";
import type { OperationType } from "./ir";
import { allowedCategories, HEADING_OF } from "./placement";
import { REFERENCE, SAMPLE_CONTEXT } from "./reference";
import type { ReferenceEntry, ReferenceGroup } from "./reference";

const GROUPS: readonly { group: ReferenceGroup; title: string; intro: string }[] = [
  {
    group: "heading",
    title: "Effect categories (headings)",
    intro:
      "Every ability starts with a heading at the left edge. Its statements follow the colon on the same line, or on the lines below, indented.",
  },
  {
    group: "statement",
    title: "Requirements and optional steps",
    intro: "",
  },
  {
    group: "operation",
    title: "One-shot operations",
    intro: "Happen once, under `on play:`, `response:`, `on draw:` or `on claim:`.",
  },
  {
    group: "lasting",
    title: "Lasting effects",
    intro:
      "Hold while the card applies, under `while visible:`, `while persistent:` or `while held:`.",
  },
  {
    group: "condition",
    title: "Conditions and filters",
    intro:
      "After `if`, about `this character` or `that character`, or about dead characters. The same tests follow `with` to filter a chosen character: `any living character with raven`.",
  },
  { group: "character", title: "Characters", intro: "" },
  { group: "player", title: "Players", intro: "" },
  { group: "amount", title: "Amounts", intro: "" },
];

function cell(text: string): string {
  return text.replace(/\|/g, "\\|").replace(/\n/g, " ⏎ ");
}

/**
 * An example on one line for the table: its last statement, behind its heading when it has one
 * (`while visible: draw limit -1`), so the cell compiles when copied on its own.
 */
export function tableExample(example: string): string {
  const lines = example.split("\n").map((l) => l.trim());
  const last = lines[lines.length - 1] ?? "";
  const heading = lines[0] ?? "";
  const isHeading = lines.length > 1 && /^(on|while|response)\b[^:]*:$/.test(heading);
  return isHeading ? `${heading} ${last}` : last;
}

function entrySection(entry: ReferenceEntry): string {
  const rule = entry.rule ? ` _(RULES ${entry.rule})_` : "";
  return [
    `#### ${entry.title}`,
    "",
    `${entry.summary}${rule}`,
    "",
    `Syntax: \`${entry.syntax}\``,
    "",
    "```",
    entry.example,
    "```",
  ].join("\n");
}

function r10Table(): string {
  const rows = REFERENCE.filter((e) => e.r10).map(
    (e) =>
      `| ${cell(e.r10 ?? "")} | \`${cell(e.syntax)}\` | \`${cell(tableExample(e.example))}\` |`,
  );
  return ["| R10 wording | Syntax | Example |", "| --- | --- | --- |", ...rows].join("\n");
}

const PLACED: readonly [string, OperationType][] = [
  ["one-shot operations (draw, discard, move, kill, …)", "draw"],
  ["`draw limit`, `no …`, `allow …`", "draw-limit"],
  ["`cancel`", "cancel"],
  ["`play at once`", "play-at-once"],
];

function placementTable(): string {
  const rows = PLACED.map(
    ([label, type]) =>
      `| ${label} | ${allowedCategories(type)
        .map((c) => `\`${HEADING_OF[c]}\``)
        .join(", ")} |`,
  );
  return [
    "| Statement | May stand under |",
    "| --- | --- |",
    ...rows,
    "| `if …:` | any heading |",
  ].join("\n");
}

function diagnosticsSection(): string {
  return DIAGNOSTIC_CODES.map((info) => {
    const head = `#### \`${info.code}\` (${info.severity})\n\n${info.summary}`;
    if (info.example === undefined) return head;
    const { diagnostics } = compileEffect(info.example, SAMPLE_CONTEXT, {
      cardType: info.cardType,
    });
    const found = diagnostics.find((d) => d.code === info.code);
    const where = found ? `${found.range.start.line}:${found.range.start.column}` : "?";
    const on = info.cardType ? ` (on a ${info.cardType} card)` : "";
    return `${head}\n\n\`\`\`\n${info.example}\n\`\`\`\n\n→${on} ${where} ${found?.message ?? ""}`;
  }).join("\n\n");
}

/** The generated reference, as it appears between the markers in docs/effect-language.md. */
export function renderReferenceMarkdown(): string {
  const parts: string[] = [];
  for (const { group, title, intro } of GROUPS) {
    parts.push(`### ${title}`);
    if (intro) parts.push(intro);
    for (const entry of REFERENCE.filter((e) => e.group === group)) parts.push(entrySection(entry));
  }
  parts.push("### Every R10 operation", r10Table());
  parts.push("### Where statements may stand", placementTable());
  parts.push(
    "### Diagnostics",
    "Every code the compiler reports, an effect that triggers it, and the message it gives (line:column first).",
    diagnosticsSection(),
  );
  return `${parts.join("\n\n")}\n`;
}
