/**
 * The import graph of lib/ and cli/ as the files on disk have it (lib/README.md "Layers"): no
 * cycle between lib folders, persistence (lib/store) never reaching the renderer or the exporter,
 * every import between lib folders (and from cli/) through the folder's index.ts except the few
 * named below with their reason, and no cycle among cli modules. The lint rules of
 * lint-layers.test.ts say what a folder may use; this says how the folders hang together.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/**
 * Deep imports across lib folders that stay deep, by importing file and target (relative to the
 * repository root, without extension), each with why the folder's index will not do.
 */
const DEEP_ALLOWED: Readonly<Record<string, string>> = {
  "lib/export/read-options -> lib/schema/read-value":
    "schemaProblems compiles schemas at run time; lib/schema keeps it out of its index, which the browser bundles",
  "lib/store/reports -> lib/schema/read-value":
    "schemaProblems compiles schemas at run time; lib/schema keeps it out of its index, which the browser bundles",
  "lib/schema/checks/svg -> lib/render/xml-scan":
    "a dependency-free leaf; lib/render's index would bring the whole renderer into validation and lib/store",
  "lib/text/examples -> lib/dsl/fixtures/constructs":
    "the effect-language fixtures are each phrase's example in House style; lib/dsl's index carries no fixtures",
  "lib/text/examples -> lib/dsl/fixtures/operations":
    "the effect-language fixtures are each phrase's example in House style; lib/dsl's index carries no fixtures",
  "lib/text/examples -> lib/dsl/fixtures/triggers":
    "the effect-language fixtures are each phrase's example in House style; lib/dsl's index carries no fixtures",
};

/** Every module specifier a TypeScript source imports or re-exports, statically or not. */
function importSpecifiers(source: string): string[] {
  const found: string[] = [];
  const patterns = [
    // import x from "…", import type { X } from "…", export * from "…", export { x } from "…"
    /(?:^|[\n;])\s*(?:import|export)\s+(?:type\s+)?[^"';]*?\bfrom\s*["']([^"']+)["']/g,
    // import "…" (for its effects)
    /(?:^|[\n;])\s*import\s*["']([^"']+)["']/g,
    // import("…")
    /\bimport\(\s*["']([^"']+)["']\s*\)/g,
  ];
  for (const pattern of patterns) {
    for (const match of source.matchAll(pattern)) if (match[1]) found.push(match[1]);
  }
  return found;
}

/** The repository-relative path (no extension, no `/index`) a specifier of `from` names, if local. */
function resolveSpecifier(from: string, specifier: string): string | undefined {
  let target: string;
  if (specifier.startsWith("@/")) target = specifier.slice(2);
  else if (specifier.startsWith(".")) target = path.posix.join(path.posix.dirname(from), specifier);
  else return undefined;
  return target.replace(/\.(?:ts|tsx|mts|js)$/, "").replace(/\/index$/, "");
}

/** `lib/<folder>` of a repository path under lib/, else undefined. */
function libFolder(file: string): string | undefined {
  const [top, folder] = file.split("/");
  return top === "lib" && folder ? `lib/${folder}` : undefined;
}

const isTest = (file: string) => /\.test(?:-support)?\.tsx?$/.test(file);

/** The TypeScript files under `dir` (repository-relative, `/`-separated). */
function sources(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(path.join(ROOT, dir))) {
    const rel = `${dir}/${name}`;
    if (statSync(path.join(ROOT, rel)).isDirectory()) out.push(...sources(rel));
    else if (/\.(?:ts|tsx|mts)$/.test(name)) out.push(rel);
  }
  return out;
}

interface Edge {
  from: string;
  to: string;
  specifier: string;
}

/** Every local import of the files under `dirs`. */
function localImports(dirs: string[]): Edge[] {
  return dirs.flatMap(sources).flatMap((from) =>
    importSpecifiers(readFileSync(path.join(ROOT, from), "utf8")).flatMap((specifier) => {
      const to = resolveSpecifier(from, specifier);
      return to ? [{ from, to, specifier }] : [];
    }),
  );
}

/** The cycles of a graph (its strongly connected components of more than one node, or a self-loop). */
function cyclesOf(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.has(node)) cycles.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

function graphOf(edges: readonly Edge[], key: (file: string) => string | undefined) {
  const graph = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    const a = key(from);
    const b = key(to);
    if (!a || !b || a === b) continue;
    graph.set(a, (graph.get(a) ?? new Set()).add(b));
    if (!graph.has(b)) graph.set(b, new Set());
  }
  return graph;
}

const libEdges = localImports(["lib"]);
const cliEdges = localImports(["cli"]);

describe("the scanner", () => {
  it("finds static, type-only, re-exported, side-effect and dynamic imports across lines", () => {
    const source = [
      `import { a } from "../model";`,
      `import type {`,
      `  B,`,
      `  C,`,
      `} from "../schema/limits";`,
      `export * from "./x";`,
      `export { d } from "@/lib/render/glyphs";`,
      `import "./effects";`,
      `const m = await import("../export");`,
      `// a comment naming from "nowhere" is not an import`,
    ].join("\n");
    expect(importSpecifiers(source)).toEqual([
      "../model",
      "../schema/limits",
      "./x",
      "@/lib/render/glyphs",
      "./effects",
      "../export",
    ]);
  });

  it("resolves specifiers to repository paths, an index to its folder", () => {
    expect(resolveSpecifier("lib/schema/checks/svg.ts", "../../render/xml-scan")).toBe(
      "lib/render/xml-scan",
    );
    expect(resolveSpecifier("lib/store/sets.ts", "../model/index")).toBe("lib/model");
    expect(resolveSpecifier("cli/commands/print.ts", "../../lib/export")).toBe("lib/export");
    expect(resolveSpecifier("app/page.tsx", "@/lib/store")).toBe("lib/store");
    expect(resolveSpecifier("lib/store/art.ts", "sharp")).toBeUndefined();
  });

  it("finds a cycle, and none in a chain", () => {
    const chain = new Map([
      ["a", new Set(["b"])],
      ["b", new Set(["c"])],
      ["c", new Set<string>()],
    ]);
    expect(cyclesOf(chain)).toEqual([]);
    chain.get("c")!.add("a");
    expect(cyclesOf(chain)).toEqual([["a", "b", "c"]]);
  });

  it("sees the real graph (lib/store reads lib/schema, cli/ reads lib/store)", () => {
    expect(libEdges.some((e) => e.from.startsWith("lib/store/") && e.to === "lib/schema")).toBe(
      true,
    );
    expect(cliEdges.some((e) => e.to === "lib/store")).toBe(true);
  });
});

describe("lib/ layers", () => {
  it("has no cycle between lib folders", () => {
    const code = libEdges.filter((e) => !isTest(e.from));
    expect(cyclesOf(graphOf(code, libFolder))).toEqual([]);
  });

  it("keeps persistence off rendering: lib/store imports neither lib/export nor lib/render", () => {
    const reached = libEdges
      .filter((e) => e.from.startsWith("lib/store/"))
      .filter((e) => ["lib/export", "lib/render"].includes(libFolder(e.to) ?? ""))
      .map((e) => `${e.from} -> ${e.specifier}`);
    expect(reached).toEqual([]);
  });

  it("imports across lib folders through the folder's index.ts, but for the named few", () => {
    const deep = libEdges
      .filter((e) => !isTest(e.from))
      .filter((e) => libFolder(e.to) && libFolder(e.to) !== libFolder(e.from))
      .filter((e) => e.to !== libFolder(e.to))
      .map((e) => `${e.from.replace(/\.tsx?$/, "")} -> ${e.to}`);
    expect(deep.filter((d) => !(d in DEEP_ALLOWED))).toEqual([]);
    // An exception that is no longer needed goes from the list.
    expect(Object.keys(DEEP_ALLOWED).filter((d) => !deep.includes(d))).toEqual([]);
  });

  it("gives every lib folder an index.ts and a README.md", () => {
    const folders = readdirSync(path.join(ROOT, "lib")).filter((name) =>
      statSync(path.join(ROOT, "lib", name)).isDirectory(),
    );
    const missing = folders.flatMap((folder) =>
      ["index.ts", "README.md"]
        .filter((file) => !existsIn(`lib/${folder}/${file}`))
        .map((file) => `lib/${folder}/${file}`),
    );
    expect(missing).toEqual([]);
  });
});

describe("cli/", () => {
  it("imports lib/ through each folder's index.ts", () => {
    const deep = cliEdges
      .filter((e) => libFolder(e.to) && e.to !== libFolder(e.to))
      .map((e) => `${e.from} -> ${e.specifier}`);
    expect(deep).toEqual([]);
  });

  it("has no import cycle among its modules", () => {
    const code = cliEdges.filter((e) => !isTest(e.from) && e.to.startsWith("cli/"));
    expect(cyclesOf(graphOf(code, (file) => file.replace(/\.tsx?$/, "")))).toEqual([]);
  });
});

function existsIn(file: string): boolean {
  try {
    return statSync(path.join(ROOT, file)).isFile();
  } catch {
    return false;
  }
}
