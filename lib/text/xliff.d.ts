/**
 * The parts of the `xliff` package (locize/xliff, no types of its own) that lib/text uses. Both
 * run synchronously when given a callback: the callback is called before they return.
 */
declare module "xliff/js2xliff" {
  /** A unit: its source, its target if translated, and its notes. */
  export interface XliffUnit {
    source?: unknown;
    target?: unknown;
    note?: string | string[];
    groupUnits?: Record<string, XliffUnit>;
  }
  /** An XLIFF document as the package reads and writes it: units by file id, then unit id. */
  export interface XliffJs {
    sourceLanguage?: string;
    targetLanguage?: string;
    resources?: Record<string, Record<string, XliffUnit>>;
  }
  export default function js2xliff(
    js: XliffJs,
    options: { indent?: string; targetXliffVersion?: "2.0" },
    callback: (error: Error | null, xml: string) => void,
  ): string;
}

declare module "xliff/xliff2js" {
  import type { XliffJs } from "xliff/js2xliff";
  export default function xliff2js(
    xml: string,
    options: Record<string, never>,
    callback: (error: Error | null, js: XliffJs) => void,
  ): void;
}
