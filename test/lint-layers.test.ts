/**
 * The lint rules that guard the layers of DESIGN.md ("Rules that keep it honest"), checked by
 * linting probe snippets as if they lived in each folder: every forbidden import, global and
 * syntax is reported in every pure folder with a message that names the folder and the fix,
 * nothing in lib/ reaches React or Next (statically, through import() or require), and clean code
 * passes, so the test fails both when a rule has a hole and when a rule is too broad.
 */
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
// NOTE: one instance, so eslint.config.mjs is loaded once. The config has no type-aware rules,
// so the probes need no file on disk: `filePath` only picks the config blocks that apply.
const eslint = new ESLint({ cwd: ROOT });

/** The folders DESIGN.md (and lib/<folder>/README.md) declare pure. */
const PURE_FOLDERS = ["layers", "dsl", "engine", "bots", "model", "render", "table", "edit"];
/** The side-effect layers of lib/: no purity rules, but still no React or Next. */
const EFFECT_FOLDERS = ["schema", "store", "export", "sim", "cluster"];

const UI = "lib/ is UI-free (DESIGN.md): keep React and Next in app/.";
const AS_CODE = "Effects run only as compiled IR, never as code (DESIGN.md).";

interface Reported {
  ruleId: string | null;
  message: string;
}

/** What ESLint reports for `code` at `filePath` (relative to the repository root). */
async function lint(code: string, filePath: string): Promise<Reported[]> {
  const [result] = await eslint.lintText(code, { filePath });
  if (!result) throw new Error(`no lint result for ${filePath}`);
  const fatal = result.messages.find((m) => m.fatal);
  if (fatal) throw new Error(`probe does not parse (${filePath}): ${fatal.message}`);
  return result.messages.map(({ ruleId, message }) => ({ ruleId, message }));
}

/** Matches a report whose message contains `text` (ESLint prefixes some with the import or name). */
const reportOf = (text: string) =>
  expect.objectContaining({ message: expect.stringContaining(text) }) as Reported;

interface Forbidden {
  description: string;
  input: string;
  /** The end of the expected message; `PURE` stands for "lib/<folder> is pure (DESIGN.md)". */
  expected: string;
}

const STORE =
  "PURE: lib/store and lib/export are side-effect layers; take their data as arguments.";
const SIM =
  "PURE: lib/sim starts worker threads and reads the clock; it uses the engine, not the reverse.";
const BUILTIN = "PURE: no Node built-ins (it runs in the browser too); pass the data in.";
const DYNAMIC = "PURE: no dynamic import (loading modules is I/O); import statically.";
const RNG = "PURE: no Math.random or crypto; keep the seeded RNG in state.";
const CLOCK = "PURE: no clock here; pass the time in.";
const TIMERS = "PURE: no timers; let the caller schedule.";
const IO = "PURE: no I/O here; pass the data in.";
const HOST =
  "PURE: don't reach the host through globalThis/window/self/global; pass what you need in.";

const FORBIDDEN_IN_PURE: Forbidden[] = [
  // Layers above: the side-effect layers and the simulator.
  { description: "the store", input: `import { x } from "../store";`, expected: STORE },
  { description: "a store module", input: `import { x } from "../store/core";`, expected: STORE },
  { description: "the export layer", input: `import { x } from "../export";`, expected: STORE },
  {
    description: "export from deeper",
    input: `import { x } from "../../lib/export/raster";`,
    expected: STORE,
  },
  { description: "the store via @/", input: `import { x } from "@/lib/store";`, expected: STORE },
  { description: "re-exporting the store", input: `export * from "../store";`, expected: STORE },
  { description: "the simulator", input: `import { x } from "../sim";`, expected: SIM },
  { description: "a simulator module", input: `import { x } from "../sim/pool";`, expected: SIM },
  {
    description: "sharp",
    input: `import sharp from "sharp";`,
    expected: "PURE: sharp is native I/O; rasterise in lib/export.",
  },
  {
    description: "the cluster",
    input: `import { runOnCluster } from "../cluster";`,
    expected:
      "PURE: lib/cluster talks to Redis over the network; it uses the simulator, not the reverse.",
  },
  {
    description: "bullmq",
    input: `import { Queue } from "bullmq";`,
    expected: "PURE: a queue or Redis client is network I/O; it belongs in lib/cluster.",
  },
  {
    description: "ioredis",
    input: `import { Redis } from "ioredis";`,
    expected: "PURE: a queue or Redis client is network I/O; it belongs in lib/cluster.",
  },
  // Node built-ins and module loading.
  { description: "node:fs", input: `import { readFileSync } from "node:fs";`, expected: BUILTIN },
  {
    description: "fs/promises",
    input: `import { readFile } from "fs/promises";`,
    expected: BUILTIN,
  },
  {
    description: "node:crypto",
    input: `import { randomInt } from "node:crypto";`,
    expected: BUILTIN,
  },
  {
    description: "worker_threads",
    input: `import { Worker } from "worker_threads";`,
    expected: BUILTIN,
  },
  {
    description: "perf_hooks",
    input: `import { performance } from "perf_hooks";`,
    expected: BUILTIN,
  },
  { description: "events", input: `import { EventEmitter } from "events";`, expected: BUILTIN },
  {
    description: "dynamic import()",
    input: `export const m = import("node:fs");`,
    expected: DYNAMIC,
  },
  { description: "require", input: `export const m = require("fs");`, expected: IO },
  // Randomness.
  { description: "Math.random()", input: `export const r = Math.random();`, expected: RNG },
  { description: "Math.random aliased", input: `export const { random } = Math;`, expected: RNG },
  {
    description: "crypto.getRandomValues()",
    input: `export const r = crypto.getRandomValues(new Uint32Array(1));`,
    expected: RNG,
  },
  {
    description: "crypto.randomUUID()",
    input: `export const id = crypto.randomUUID();`,
    expected: RNG,
  },
  {
    description: "globalThis.Math.random()",
    input: `export const r = globalThis.Math.random();`,
    expected: HOST,
  },
  { description: "window.crypto", input: `export const c = window.crypto;`, expected: HOST },
  // The clock and timers.
  { description: "Date.now()", input: `export const t = Date.now();`, expected: CLOCK },
  { description: "new Date()", input: `export const t = new Date();`, expected: CLOCK },
  { description: "Date() without new", input: `export const t = Date();`, expected: CLOCK },
  {
    description: "performance.now()",
    input: `export const t = performance.now();`,
    expected: CLOCK,
  },
  { description: "setTimeout", input: `setTimeout(() => {}, 0);`, expected: TIMERS },
  { description: "setInterval", input: `setInterval(() => {}, 10);`, expected: TIMERS },
  { description: "queueMicrotask", input: `queueMicrotask(() => {});`, expected: TIMERS },
  {
    description: "globalThis.setTimeout",
    input: `globalThis.setTimeout(() => {}, 0);`,
    expected: HOST,
  },
  { description: "self.setTimeout", input: `self.setTimeout(() => {}, 0);`, expected: HOST },
  { description: "global.process", input: `export const p = global.process;`, expected: HOST },
  // I/O, the environment and the DOM.
  { description: "fetch", input: `export const r = fetch("/api/sets");`, expected: IO },
  { description: "XMLHttpRequest", input: `export const x = new XMLHttpRequest();`, expected: IO },
  { description: "WebSocket", input: `export const w = new WebSocket("ws://x");`, expected: IO },
  {
    description: "EventSource",
    input: `export const e = new EventSource("/events");`,
    expected: IO,
  },
  {
    description: "localStorage",
    input: `export const v = localStorage.getItem("k");`,
    expected: IO,
  },
  { description: "navigator", input: `export const l = navigator.language;`, expected: IO },
  {
    description: "process.env",
    input: `export const e = process.env.SEED;`,
    expected: "PURE: no process access; pass options in.",
  },
  {
    description: "document",
    input: `export const d = document.createElement("div");`,
    expected: "PURE: no DOM; return data and let app/ draw it.",
  },
  // Strings as code.
  { description: "eval", input: `export const v = eval("1 + 1");`, expected: AS_CODE },
  { description: "Function()", input: `export const f = Function("return 1");`, expected: AS_CODE },
  {
    description: "new Function()",
    input: `export const f = new Function("return 1");`,
    expected: AS_CODE,
  },
  // React and Next, statically (dynamically they are caught as import() and require above).
  { description: "react", input: `import { useState } from "react";`, expected: UI },
  {
    description: "react-dom/client",
    input: `import { createRoot } from "react-dom/client";`,
    expected: UI,
  },
  {
    description: "next/server",
    input: `import { NextResponse } from "next/server";`,
    expected: UI,
  },
];

/** Allowed anywhere in a pure folder: siblings, lower layers, pure Math, locals named like hosts. */
const CLEAN_PURE = `
import type { Range } from "../model";
import { clamp } from "./clamp";

/** The next state of a mulberry32-like generator kept in the caller's state. */
export function next(seed: number, range: Range, window: number[]): number {
  const self = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  return clamp(Math.floor(Math.abs(self) % 7), range, window.length);
}

/** Types may mention Date: only values read the clock. */
export type Stamped = { at: Date };
`;

/** Allowed in the side-effect layers: files, the clock, randomness, dynamic import. */
const CLEAN_EFFECT = `
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { x } from "../store";

export async function load(dir: string): Promise<unknown> {
  const { randomUUID } = await import("node:crypto");
  return { x, at: Date.now(), id: randomUUID(), r: Math.random(), text: await readFile(join(dir, "s")) };
}
`;

/** React and Next in every way lib/ code could reach them. */
const UI_IN_LIB: Forbidden[] = [
  { description: "react", input: `import React from "react";`, expected: UI },
  {
    description: "react-dom/client",
    input: `import { createRoot } from "react-dom/client";`,
    expected: UI,
  },
  { description: "next", input: `import next from "next";`, expected: UI },
  {
    description: "next/navigation",
    input: `import { redirect } from "next/navigation";`,
    expected: UI,
  },
  { description: "re-exporting react", input: `export * from "react";`, expected: UI },
  { description: "import('react')", input: `export const m = import("react");`, expected: UI },
  {
    description: "import(`next/server`)",
    input: "export const m = import(`next/server`);",
    expected: UI,
  },
  {
    description: "require('react-dom')",
    input: `export const m = require("react-dom");`,
    expected: UI,
  },
];

describe.each(PURE_FOLDERS)("lib/%s is pure", (folder) => {
  const filePath = `lib/${folder}/probe.ts`;
  const pure = `lib/${folder} is pure (DESIGN.md)`;

  it.each(FORBIDDEN_IN_PURE)("reports $description", async ({ input, expected }) => {
    const reported = await lint(input, filePath);
    expect(reported).toContainEqual(reportOf(expected.replace("PURE", pure)));
  });

  it("reports nothing for pure code", async () => {
    expect(await lint(CLEAN_PURE, filePath)).toEqual([]);
  });

  it("applies to other script extensions and nested folders", async () => {
    for (const path of [
      `lib/${folder}/probe.tsx`,
      `lib/${folder}/probe.mts`,
      `lib/${folder}/deep/probe.ts`,
    ]) {
      expect(await lint(`export const t = Date.now();`, path)).toContainEqual(
        reportOf(CLOCK.replace("PURE", pure)),
      );
    }
  });
});

describe.each(EFFECT_FOLDERS)("lib/%s (a side-effect layer)", (folder) => {
  const filePath = `lib/${folder}/probe.ts`;

  it.each(UI_IN_LIB)("reports $description", async ({ input, expected }) => {
    expect(await lint(input, filePath)).toContainEqual(reportOf(expected));
  });

  it("reports nothing for I/O, the clock and randomness", async () => {
    expect(await lint(CLEAN_EFFECT, filePath)).toEqual([]);
  });
});

describe("tests beside pure code", () => {
  const filePath = "lib/engine/probe.test.ts";

  it.each(UI_IN_LIB)("still report $description", async ({ input, expected }) => {
    expect(await lint(input, filePath)).toContainEqual(reportOf(expected));
  });

  it("may read fixtures and the clock", async () => {
    expect(await lint(CLEAN_EFFECT, filePath)).toEqual([]);
  });
});

describe("app/ imports lib/ as @/lib", () => {
  const APP_LIB = "app/ imports lib/ as '@/lib/…', never by a relative path.";

  it.each([
    `import { x } from "../lib/model";`,
    `import type { X } from "../../../../lib/engine";`,
    `import { x } from "../../lib";`,
    `export * from "../../lib/dsl/ir";`,
  ])("reports %s", async (input) => {
    for (const path of ["app/page.tsx", "app/api/sets/[id]/route.ts"]) {
      expect(await lint(input, path)).toContainEqual(reportOf(APP_LIB));
    }
  });

  it("reports nothing for @/lib and for app's own modules", async () => {
    const clean = [
      `import { x } from "@/lib/model";`,
      `import { y } from "../_server/http";`,
      `import { z } from "./library";`,
      `export const v = [x, y, z];`,
    ].join("\n");
    expect(await lint(clean, "app/sets/[id]/page.tsx")).toEqual([]);
  });
});
