/** The shape of a phrase catalog: one self-contained file per language (catalogs/<lang>.ts). */
import type { PhraseId } from "../phrases";

/** A grammatical case a player, character or card-type phrase is written in. */
export type GrammaticalCase = "nom" | "acc" | "gen" | "dat" | "ins" | "loc";

/** One language's phrases. */
export interface Catalog {
  /** Its language tag (`en`, `it`, `pl`, …): the base tag, without region. */
  language: string;
  /** Every phrase id's ICU message in this language. */
  phrases: Readonly<Record<PhraseId, string>>;
  /**
   * For a phrase, the case each of its player or character placeholders is written in
   * (`{ "op.move-modifier": { from: "gen", to: "acc" } }`); a placeholder left out is nominative.
   * A language without cases leaves this out.
   */
  cases?: Readonly<Partial<Record<PhraseId, Readonly<Record<string, GrammaticalCase>>>>>;
}
