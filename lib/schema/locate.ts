import { parseTree } from "jsonc-parser";
import type { Node } from "jsonc-parser";
import type { Range } from "../model";
import { START_RANGE } from "../model";
import { fromPointer } from "./pointer";
import type { LineIndex } from "./positions";

/**
 * Finds where a JSON pointer's value sits in the source text, for diagnostic ranges. The syntax
 * tree (jsonc-parser) is built on the first lookup only: valid sets with no diagnostics never
 * pay for it.
 */

/** Ranges of the values, keys and brackets that pointers lead to. */
export interface Locator {
  /** The range of the value at `pointer` (or of its nearest existing ancestor). */
  value(pointer: string): Range;
  /** The range of the key of the property at `pointer`, else of its value. */
  key(pointer: string): Range;
  /** The first character of the value at `pointer`: the '{' of an object. */
  opening(pointer: string): Range;
  /**
   * The range of characters `start`–`end` (offsets into the decoded string) of the string value
   * at `pointer`, in the source text: escapes such as `\n` are accounted for, so a problem in
   * an effect points at its own characters in the set file.
   */
  inString(pointer: string, start: number, end: number): Range;
}

/** A locator for a value built in code: every range is the start of the text. */
export const NO_LOCATIONS: Locator = Object.freeze({
  value: () => START_RANGE,
  key: () => START_RANGE,
  opening: () => START_RANGE,
  inString: () => START_RANGE,
});

/**
 * A locator for `text`, which must be valid JSON nested at most MAX_JSON_DEPTH deep (the tree
 * builder recurses; `scanJson` has checked the depth before this is called).
 */
export function createLocator(text: string, lines: () => LineIndex): Locator {
  let root: Node | undefined;
  let built = false;
  const find = (pointer: string): Node | undefined => {
    if (!built) {
      root = parseTree(text, [], { disallowComments: true, allowTrailingComma: false });
      built = true;
    }
    let node = root;
    for (const segment of fromPointer(pointer)) {
      const next = node === undefined ? undefined : childOf(node, segment);
      if (next === undefined) break;
      node = next;
    }
    return node;
  };
  const rangeOf = (node: Node | undefined): Range =>
    node === undefined ? START_RANGE : lines().rangeAt(node.offset, node.offset + node.length);
  return {
    value: (pointer) => rangeOf(find(pointer)),
    key: (pointer) => {
      const node = find(pointer);
      const keyNode = node?.parent?.type === "property" ? node.parent.children?.[0] : undefined;
      return rangeOf(keyNode ?? node);
    },
    opening: (pointer) => {
      const node = find(pointer);
      return node === undefined ? START_RANGE : lines().rangeAt(node.offset, node.offset + 1);
    },
    inString: (pointer, start, end) => {
      const node = find(pointer);
      if (node?.type !== "string") return rangeOf(node);
      const raw = rawOffsets(text, node.offset, node.offset + node.length - 1, end);
      const at = (i: number) => raw[Math.max(0, Math.min(i, raw.length - 1))] ?? node.offset;
      return lines().rangeAt(at(start), at(end));
    },
  };
}

/**
 * For a JSON string literal whose opening quote is at `open` and closing quote at `close`, the
 * source offset of each decoded UTF-16 unit, up to decoded index `upTo` (plus one past it).
 */
function rawOffsets(text: string, open: number, close: number, upTo: number): number[] {
  const raw: number[] = [];
  let i = open + 1;
  while (i < close && raw.length <= upTo) {
    raw.push(i);
    if (text.charCodeAt(i) !== 92 /* \ */) i += 1;
    else i += text.charCodeAt(i + 1) === 117 /* u */ ? 6 : 2;
  }
  raw.push(Math.min(i, close));
  return raw;
}

/** The value node of property `segment` (the last one, as JSON.parse keeps) or array item. */
function childOf(node: Node, segment: string): Node | undefined {
  if (node.type === "array") {
    if (!/^(0|[1-9][0-9]*)$/.test(segment)) return undefined;
    return node.children?.[Number(segment)];
  }
  if (node.type !== "object") return undefined;
  let found: Node | undefined;
  for (const property of node.children ?? []) {
    if (property.children?.[0]?.value === segment) found = property.children[1];
  }
  return found;
}
