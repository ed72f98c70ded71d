/**
 * `stateHash`: a stable, cheap fingerprint of a state. Canonical JSON (object keys sorted,
 * `undefined` fields left out) hashed with two FNV-1a variants into 16 hex digits. The catalog is
 * represented by its `digest`, computed once in `createGame`.
 */
import { fnv1a } from "../model";
import type { GameState } from "./types";

/** Canonical JSON of a plain-JSON value: sorted keys, no `undefined` fields. */
export function canonicalJson(value: unknown): string {
  const out: string[] = [];
  write(value, out);
  return out.join("");
}

function write(value: unknown, out: string[]): void {
  if (value === null || typeof value !== "object") {
    out.push(value === undefined ? "null" : JSON.stringify(value));
    return;
  }
  if (Array.isArray(value)) {
    out.push("[");
    for (let i = 0; i < value.length; i++) {
      if (i > 0) out.push(",");
      write(value[i], out);
    }
    out.push("]");
    return;
  }
  const keys = Object.keys(value).sort();
  out.push("{");
  let first = true;
  for (const key of keys) {
    const v: unknown = Reflect.get(value, key);
    if (v === undefined) continue;
    if (!first) out.push(",");
    first = false;
    out.push(JSON.stringify(key), ":");
    write(v, out);
  }
  out.push("}");
}

/** 16 hex digits: two FNV-1a hashes of `text` with different offsets. */
export function digestOf(text: string): string {
  const a = fnv1a(text);
  const b = fnv1a(text, 0x050c5d1f);
  return a.toString(16).padStart(8, "0") + b.toString(16).padStart(8, "0");
}

/**
 * A stable hash of `state`: equal for equal states (whatever the key order of their objects),
 * so the same set, setup, seed and actions always give the same hash (R3.5).
 */
export function stateHash(state: GameState): string {
  const { catalog, ...rest } = state;
  return digestOf(canonicalJson({ ...rest, catalog: catalog.digest }));
}
