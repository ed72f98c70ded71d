/**
 * The fingerprint a translation keeps of the text it was made from (`CardText.from`): a source
 * edited since no longer matches, and the translation reads as changed since translated.
 */
import { fnv1a } from "../model";

/** 8 lower-case hex digits of FNV-1a over `text` with its line ends and outer spaces evened out. */
export function sourceFingerprint(text: string): string {
  return fnv1a(text.replace(/\r\n?/g, "\n").trim()).toString(16).padStart(8, "0");
}
