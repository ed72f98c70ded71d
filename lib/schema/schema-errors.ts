import type { ErrorObject } from "ajv";
import { didYouMean, errorDiagnostic, slugify, wordList } from "../model";
import type { Diagnostic, Range } from "../model";
import { SET_NAMING, showValue, showValueWithKind, subjectOf, placeOf } from "./describe";
import type { Naming } from "./describe";
import type { Locator } from "./locate";
import { childPointer } from "./pointer";
import { patternPhrase, typePhrase } from "./schema-phrases";

/**
 * ajv errors → diagnostics that say the fix. ajv reports every failed branch of an `anyOf`
 * and every keyword of a wrongly typed value; this keeps one useful message per location.
 */

type SchemaObject = Record<string, unknown>;

function asSchema(value: unknown): SchemaObject {
  return value !== null && typeof value === "object" ? (value as SchemaObject) : {};
}

function num(value: unknown): number | undefined {
  return typeof value === "number" ? value : undefined;
}

function isUnder(path: string, ancestor: string): boolean {
  return path === ancestor || path.startsWith(`${ancestor}/`);
}

/** Drops the noise: anyOf branches, the inner errors of propertyNames, and keywords that only
 * repeat a type error at the same place. */
function usefulErrors(errors: readonly ErrorObject[]): ErrorObject[] {
  const alternatives = new Map<string, ErrorObject[]>();
  for (const e of errors) {
    if (e.keyword === "anyOf" || e.keyword === "oneOf") {
      const list = alternatives.get(e.instancePath) ?? [];
      list.push(e);
      alternatives.set(e.instancePath, list);
    }
  }
  const isBranch = (e: ErrorObject): boolean => {
    let path = e.instancePath;
    for (;;) {
      for (const a of alternatives.get(path) ?? []) {
        if (
          a !== e &&
          e.schemaPath.startsWith(`${a.schemaPath}/`) &&
          isUnder(e.instancePath, path)
        ) {
          return true;
        }
      }
      if (path === "") return false;
      path = path.slice(0, path.lastIndexOf("/"));
    }
  };
  // An `if` error only says its `then` failed; the `then`'s own errors say how.
  const kept = errors.filter(
    (e) => e.propertyName === undefined && e.keyword !== "if" && !isBranch(e),
  );
  const at = (keyword: string, test: (e: ErrorObject) => boolean = () => true): Set<string> =>
    new Set(kept.filter((e) => e.keyword === keyword && test(e)).map((e) => e.instancePath));
  const typed = at("type");
  const empty = at("minLength", (e) => Number(e.params.limit) <= 1);
  const patterned = at("pattern");
  // One message per place: a wrong type says it all; "must not be empty" beats "must match";
  // a pattern in plain words beats a format name.
  return kept.filter((e) => {
    if (e.keyword === "type") return true;
    if (typed.has(e.instancePath)) return false;
    if (e.keyword === "pattern" || e.keyword === "format") {
      if (empty.has(e.instancePath)) return false;
    }
    return !(e.keyword === "format" && patterned.has(e.instancePath));
  });
}

function rangeNoun(parent: SchemaObject): string {
  const min = num(parent.minimum);
  const max = num(parent.maximum);
  if (min !== undefined && max !== undefined) return `from ${min} to ${max}`;
  if (min !== undefined) return `of at least ${min}`;
  if (max !== undefined) return `of at most ${max}`;
  return "";
}

function typeMessage(subject: string, e: ErrorObject, parent: SchemaObject): string {
  const types = String(e.params.type).split(",");
  let expected = wordList(types.map(typePhrase), "or");
  const range = rangeNoun(parent);
  if (range !== "" && (types[0] === "integer" || types[0] === "number")) expected += ` ${range}`;
  return `${subject} must be ${expected}; got ${showValueWithKind(e.data)}`;
}

/**
 * A `oneOf` of branches that each only require their own fields (`sheet`: a file or a URL): the
 * value has none of them, or more than one. Said with the fields and the branches' titles.
 */
function exclusiveFieldsMessage(subject: string, e: ErrorObject): string | undefined {
  const branches = Array.isArray(e.schema) ? e.schema.map(asSchema) : [];
  const keys = branches.map((b) =>
    Array.isArray(b.required) && b.required.length === 1 ? String(b.required[0]) : undefined,
  );
  if (e.keyword !== "oneOf" || keys.length < 2 || keys.some((k) => k === undefined)) {
    return undefined;
  }
  const fields = (keys as string[]).map((k) => `'${k}'`);
  const titles = branches.map((b) => (typeof b.title === "string" ? b.title : undefined));
  const what = titles.every((t) => t !== undefined) ? wordList(titles as string[], "or") : "";
  const given = fields.filter((_, i) =>
    Array.isArray(e.params.passingSchemas)
      ? (e.params.passingSchemas as number[]).includes(i)
      : false,
  );
  if (given.length > 1) {
    const links = what ? `: it links ${what}` : "";
    return `${subject} has both ${wordList(given, "and")}${links} — give only one of them`;
  }
  const needs = what ? `${what} (${wordList(fields, "or")})` : `one of ${wordList(fields, "or")}`;
  return `${subject} needs ${needs}: give one of them`;
}

function alternativesMessage(subject: string, e: ErrorObject): string {
  const exclusive = exclusiveFieldsMessage(subject, e);
  if (exclusive !== undefined) return exclusive;
  const branches = Array.isArray(e.schema) ? e.schema.map(asSchema) : [];
  const phrases = branches.map((b) => {
    if (typeof b.title === "string") return b.title;
    if ("const" in b) return JSON.stringify(b.const);
    return typeof b.type === "string" ? typePhrase(b.type) : "another shape";
  });
  return `${subject} must be ${wordList(phrases, "or")}; got ${showValue(e.data)}`;
}

function limitMessage(subject: string, e: ErrorObject, parent: SchemaObject): string {
  const range = rangeNoun(parent);
  const got = `; got ${showValue(e.data)}`;
  if (range.startsWith("from")) return `${subject} must be ${range}${got}`;
  const limit = String(e.params.limit);
  switch (e.keyword) {
    case "minimum":
      return `${subject} must be at least ${limit}${got}`;
    case "maximum":
      return `${subject} must be at most ${limit}${got}`;
    case "exclusiveMinimum":
      return `${subject} must be more than ${limit}${got}`;
    default:
      return `${subject} must be less than ${limit}${got}`;
  }
}

function itemsMessage(
  subject: string,
  e: ErrorObject,
  parent: SchemaObject,
  pointer: string,
): string {
  const last = pointer.slice(pointer.lastIndexOf("/") + 1);
  const noun = last === "points" || last === "icons" ? "slots" : "items";
  const count = Array.isArray(e.data) ? e.data.length : 0;
  const min = num(parent.minItems);
  if (min !== undefined && min === num(parent.maxItems)) {
    return `${subject} must have exactly ${min} ${noun}; got ${count}`;
  }
  const bound = e.keyword === "minItems" ? "at least" : "at most";
  return `${subject} must have ${bound} ${String(e.params.limit)} ${noun}; got ${count}`;
}

function patternMessage(subject: string, pattern: string, data: unknown): string {
  let message = `${subject} must be ${patternPhrase(pattern)}; got ${showValue(data)}`;
  if (patternPhrase(pattern).startsWith("an id") && typeof data === "string") {
    const slug = slugify(data);
    if (slug !== "" && slug !== data) message += ` — try '${slug}'`;
  }
  return message;
}

/** Why a property name failed `propertyNames`, from the inner error ajv reports beside it. */
function keyRequirement(inner: ErrorObject | undefined): string {
  if (inner === undefined) return "a valid key";
  if (inner.keyword === "pattern") return patternPhrase(String(inner.params.pattern));
  if (inner.keyword === "maxLength") return `at most ${String(inner.params.limit)} characters`;
  if (inner.keyword === "minLength") return "not empty";
  return inner.message ?? "a valid key";
}

interface Located {
  message: string;
  pointer: string;
  range: Range;
}

function describeError(
  e: ErrorObject,
  all: readonly ErrorObject[],
  root: unknown,
  locator: Locator,
  naming: Naming,
): Located {
  const pointer = e.instancePath;
  const subject = subjectOf(root, pointer, naming);
  const parent = asSchema(e.parentSchema);
  const at = (message: string): Located => ({ message, pointer, range: locator.value(pointer) });
  switch (e.keyword) {
    case "type":
      return at(typeMessage(subject, e, parent));
    case "required": {
      const missing = String(e.params.missingProperty);
      const place = placeOf(root, pointer);
      const range = place.field === undefined ? locator.opening(pointer) : locator.key(pointer);
      return { message: `${subject} is missing the required field '${missing}'`, pointer, range };
    }
    case "additionalProperties": {
      const key = String(e.params.additionalProperty);
      const allowed = Object.keys(asSchema(parent.properties));
      const hint = didYouMean(key, allowed) || ` — allowed: ${allowed.join(", ")}`;
      const keyPointer = childPointer(pointer, key);
      return {
        message: `unknown field '${key}' in ${subject}${hint}`,
        pointer: keyPointer,
        range: locator.key(keyPointer),
      };
    }
    case "propertyNames": {
      const name = String(e.params.propertyName);
      const inner = all.find((x) => x.propertyName === name && x.instancePath === pointer);
      const keyPointer = childPointer(pointer, name);
      return {
        message: `${subject} has the key '${name}', which must be ${keyRequirement(inner)}`,
        pointer: keyPointer,
        range: locator.key(keyPointer),
      };
    }
    case "enum": {
      const allowed = (Array.isArray(e.params.allowedValues) ? e.params.allowedValues : []).map(
        String,
      );
      const hint = typeof e.data === "string" ? didYouMean(e.data, allowed) : "";
      return at(`${subject} must be one of ${allowed.join(", ")}; got ${showValue(e.data)}${hint}`);
    }
    case "const":
      return at(
        `${subject} must be ${JSON.stringify(e.params.allowedValue)}; got ${showValue(e.data)}`,
      );
    case "anyOf":
    case "oneOf":
      return at(alternativesMessage(subject, e));
    case "pattern":
      return at(patternMessage(subject, String(e.params.pattern), e.data));
    case "minLength":
      return at(
        Number(e.params.limit) <= 1
          ? `${subject} must not be empty`
          : `${subject} must be at least ${String(e.params.limit)} characters long`,
      );
    case "maxLength": {
      const length = typeof e.data === "string" ? e.data.length : 0;
      return at(
        `${subject} is too long: at most ${String(e.params.limit)} characters; got ${length}`,
      );
    }
    case "minimum":
    case "maximum":
    case "exclusiveMinimum":
    case "exclusiveMaximum":
      return at(limitMessage(subject, e, parent));
    case "minItems":
    case "maxItems":
      return at(itemsMessage(subject, e, parent, pointer));
    case "maxProperties":
      return at(`${subject} has too many entries: at most ${String(e.params.limit)}`);
    case "uniqueItems": {
      const later = Math.max(Number(e.params.i), Number(e.params.j));
      const itemPointer = childPointer(pointer, later);
      const item = Array.isArray(e.data) ? (e.data as unknown[])[later] : undefined;
      return {
        message: `${subject} lists ${showValue(item)} twice — remove one`,
        pointer: itemPointer,
        range: locator.value(itemPointer),
      };
    }
    case "format":
      return at(
        `${subject} must be ${e.params.format === "uri" ? "a full web address such as https://example.org" : `a valid ${String(e.params.format)}`}; got ${showValue(e.data)}`,
      );
    default:
      return at(`${subject} ${e.message ?? "is invalid"}`);
  }
}

/**
 * The diagnostics for ajv's `errors` on `root`: code `schema/<keyword>`, severity error, a
 * message that says the fix, and the range of the offending value (of the key, for unknown
 * fields and bad keys). `naming` says what the value is ("the set" unless told).
 */
export function schemaDiagnostics(
  errors: readonly ErrorObject[],
  root: unknown,
  locator: Locator,
  source: string,
  naming: Naming = SET_NAMING,
): Diagnostic[] {
  const out: Diagnostic[] = [];
  const seen = new Set<string>();
  for (const e of usefulErrors(errors)) {
    const { message, pointer, range } = describeError(e, errors, root, locator, naming);
    const key = `${pointer}\u0000${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(errorDiagnostic(`schema/${e.keyword}`, message, source, { range, pointer }));
  }
  return out;
}
