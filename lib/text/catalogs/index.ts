/**
 * The shipped phrase catalogs, by language. Adding a language is one file (catalogs/<lang>.ts,
 * a {@link Catalog} with every phrase id) and one line here.
 */
import { DE } from "./de";
import { EN } from "./en";
import { ES } from "./es";
import { FR } from "./fr";
import { IT } from "./it";
import { PL } from "./pl";
import type { Catalog } from "./types";

export const CATALOGS: Readonly<Record<string, Catalog>> = {
  en: EN,
  it: IT,
  pl: PL,
  fr: FR,
  de: DE,
  es: ES,
};
export type { Catalog, GrammaticalCase } from "./types";
