/**
 * The one reference table of the effect language: a short help text, syntax and example for
 * every construct. The editor's hover and completion details, the parser's "e.g." in messages,
 * and the generated part of docs/effect-language.md are all drawn from it.
 *
 * Examples use the sample words `raven`, `rose`, `tide` (icons) and `ashgrove` (a family); each
 * example is a whole effect that compiles (the reference test checks it).
 */
import { CARD_TYPES } from "../model";
import type { DslContext } from "./context";
import { CONDITION_ENTRIES } from "./reference-conditions";
import { HEADING_ENTRIES } from "./reference-headings";
import { OPERATION_ENTRIES } from "./reference-operations";
import { SELECTOR_ENTRIES } from "./reference-selectors";

/** The sample set words the examples use: icons, families and every card type. */
export const SAMPLE_CONTEXT: DslContext = {
  icons: ["raven", "rose", "tide", "lantern", "key"],
  families: ["ashgrove", "blackwood"],
  cardTypes: [...CARD_TYPES],
};

/** Which part of the docs an entry belongs to. */
export type ReferenceGroup =
  | "heading"
  | "operation"
  | "lasting"
  | "statement"
  | "condition"
  | "character"
  | "player"
  | "amount";

/** One construct of the language. */
export interface ReferenceEntry {
  /** The construct id the parser tags tokens with. */
  id: string;
  group: ReferenceGroup;
  title: string;
  /** The construct's shape; `[…]` is optional, `N` a number, `a | b` a choice. */
  syntax: string;
  /** A whole effect using it. */
  example: string;
  summary: string;
  /** The RULES.md rule(s) it implements. */
  rule?: string;
  /** The RULES.md R10 wording it covers, when it is an R10 operation, condition or target. */
  r10?: string;
}

const ENTRIES: ReferenceEntry[] = [
  ...HEADING_ENTRIES,
  ...OPERATION_ENTRIES,
  ...CONDITION_ENTRIES,
  ...SELECTOR_ENTRIES,
];

/** Every reference entry, in docs order. */
export const REFERENCE: readonly ReferenceEntry[] = ENTRIES;

const BY_ID = new Map(ENTRIES.map((entry) => [entry.id, entry]));

/** The entry of a construct id, if there is one. */
export function referenceEntry(id: string): ReferenceEntry | undefined {
  return BY_ID.get(id);
}

/** The markdown help of an entry, as hover shows it. */
export function referenceMarkdown(entry: ReferenceEntry): string {
  const rule = entry.rule ? `\n\n_RULES ${entry.rule}_` : "";
  return `**${entry.title}**\n\n${entry.summary}\n\n\`${entry.syntax}\`\n\nExample:\n\n\`\`\`\n${entry.example}\n\`\`\`${rule}`;
}

/**
 * The example of a construct as one line, for "e.g." in messages: its last line, or for a
 * trigger heading its first (the heading is what went wrong, not the statement under it).
 */
export function exampleLine(id: string): string | undefined {
  const example = BY_ID.get(id)?.example;
  if (example === undefined) return undefined;
  const lines = example.split("\n");
  const line = id.startsWith("trigger") ? lines[0] : lines[lines.length - 1];
  return (line ?? "").trim();
}
