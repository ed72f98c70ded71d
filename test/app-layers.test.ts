/**
 * The browser app's layers (app/README.md "Layers"): the set-page kernel (`_set/`) is what every
 * set page builds on and imports no page; the stack builder (`_stack/`) sits on the kernel and is
 * shared by the stacks page and the designer; the designer (`_designer/`) is one page among
 * others; and no page imports another page. Imports are read from the files' text, so a new file
 * or folder is checked the day it lands.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(__dirname, "..");
const SET_PAGES = "app/sets/[id]";

/** Every script under `dir`, relative to the project root. */
function scripts(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(join(ROOT, dir))) {
    const path = `${dir}/${name}`;
    if (statSync(join(ROOT, path)).isDirectory()) out.push(...scripts(path));
    else if (/\.(ts|tsx)$/.test(name)) out.push(path);
  }
  return out;
}

/** The import specifiers of a script: static, type-only, side-effect and dynamic. */
export function importsOf(text: string): string[] {
  const found: string[] = [];
  const re = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']([^"']+)["']/g;
  for (const m of text.matchAll(re)) found.push(m[1]!);
  return found;
}

/** The project path a specifier points at (without extension), or undefined for a package. */
function target(file: string, spec: string): string | undefined {
  if (spec.startsWith("@/")) return spec.slice(2);
  if (spec.startsWith(".")) return relative(ROOT, resolve(ROOT, dirname(file), spec));
  return undefined;
}

/** The part of a set page a path is in: `_set`, `_stack`, `_designer`, a page folder, or "". */
function partOf(path: string): string | undefined {
  if (!path.startsWith(`${SET_PAGES}/`)) return undefined;
  const rest = path.slice(SET_PAGES.length + 1);
  return rest.includes("/") ? rest.slice(0, rest.indexOf("/")) : "";
}

/** Which parts of the set pages each part may import, besides itself. */
const MAY_IMPORT: Record<string, readonly string[]> = {
  _set: [],
  _stack: ["_set"],
  _designer: ["_set", "_stack"],
  // The route files beside the folders (the designer's page.tsx, layout.tsx).
  "": ["_set", "_designer"],
};

/** Each set-page import that crosses a line it may not cross, as `file → target`. */
function crossings(): string[] {
  const out: string[] = [];
  for (const file of scripts(SET_PAGES)) {
    const from = partOf(file)!;
    const allowed = MAY_IMPORT[from] ?? ["_set", "_stack"];
    for (const spec of importsOf(readFileSync(join(ROOT, file), "utf8"))) {
      const to = target(file, spec);
      const part = to === undefined ? undefined : partOf(to);
      if (part === undefined || part === from) continue;
      if (!allowed.includes(part)) out.push(`${file} → ${spec}`);
    }
  }
  return out;
}

describe("the set pages' layers", () => {
  it("reads every kind of import", () => {
    const text = [
      'import { a } from "./a";',
      'import type { B } from "@/app/b";',
      'import "./c.css";',
      'const d = await import("../d");',
    ].join("\n");
    expect(importsOf(text)).toEqual(["./a", "@/app/b", "./c.css", "../d"]);
  });

  it("finds a page importing another page, and the kernel importing a page", () => {
    expect(partOf(`${SET_PAGES}/play/board.tsx`)).toBe("play");
    expect(partOf(`${SET_PAGES}/page.tsx`)).toBe("");
    expect(partOf("app/_ui/button.tsx")).toBeUndefined();
    expect(MAY_IMPORT._set).toEqual([]);
  });

  it("keep the kernel below every page, and no page imports another", () => {
    expect(crossings()).toEqual([]);
  });

  // NOTE: app/_server may use the kernel's pure words (sound-set.ts), so that the API refuses an
  // unsound set with the sentence the page shows; the browser's shared folders may not.
  it("keep the app's shared browser folders off the set pages", () => {
    const out: string[] = [];
    for (const dir of ["app/_ui", "app/_editor", "app/_library"]) {
      for (const file of scripts(dir)) {
        for (const spec of importsOf(readFileSync(join(ROOT, file), "utf8"))) {
          const to = target(file, spec);
          if (to?.startsWith(`${SET_PAGES}/`)) out.push(`${file} → ${spec}`);
        }
      }
    }
    expect(out).toEqual([]);
  });

  it("name the app's own modules as @/app/…, never by climbing out of a folder", () => {
    const out: string[] = [];
    for (const file of scripts("app")) {
      for (const spec of importsOf(readFileSync(join(ROOT, file), "utf8"))) {
        if (spec.startsWith("../")) out.push(`${file} → ${spec}`);
      }
    }
    expect(out).toEqual([]);
  });
});
