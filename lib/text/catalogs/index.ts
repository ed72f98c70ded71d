/**
 * The shipped phrase catalogs, by language. Adding a language is one file (catalogs/<lang>.ts,
 * a {@link Catalog} with every phrase id) and one line here.
 */
import { EN } from "./en";
import type { Catalog } from "./types";

export const CATALOGS: Readonly<Record<string, Catalog>> = {
  en: EN,
};
export type { Catalog, GrammaticalCase } from "./types";
