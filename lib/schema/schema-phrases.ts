import setSchema from "../../schemas/set.schema.json";

/** Plain words for JSON-Schema types and for the patterns of schemas/, used in messages. */

const TYPE_PHRASES: Readonly<Record<string, string>> = {
  integer: "a whole number",
  number: "a number",
  string: "text",
  boolean: "true or false",
  object: "an object ({ … })",
  array: "a list ([ … ])",
  null: "null",
};

/** "a whole number" for "integer", "text" for "string", … */
export function typePhrase(type: string): string {
  return TYPE_PHRASES[type] ?? type;
}

const defs = setSchema.$defs;

/** What each pattern of the schemas asks for, in the words of a game designer. */
const PATTERN_PHRASES: ReadonlyMap<string, string> = new Map([
  [defs.slug.pattern, "an id: lower-case letters, digits and single hyphens, e.g. 'lady-ada'"],
  [defs.languageTag.pattern, "a language tag such as 'en', 'fr' or 'de-AT'"],
  [
    defs.artFile.pattern,
    "a file name in the art/ folder ending in .png, .jpg, .jpeg, .webp or .svg (no folders, no '..')",
  ],
  [defs.storyIcon.properties.svg.pattern, "an SVG document starting with '<svg'"],
  [setSchema.properties.version.pattern, "a version such as '1.0.0' (major.minor.patch)"],
  [defs.color.pattern, "a colour such as '#1b1b1b' or 'black'"],
  [defs.credit.properties.url.pattern, "a web address starting with http:// or https://"],
]);

/** The plain-words requirement of a schema pattern (the pattern itself for unknown ones). */
export function patternPhrase(pattern: string): string {
  return PATTERN_PHRASES.get(pattern) ?? `text matching the pattern ${pattern}`;
}
