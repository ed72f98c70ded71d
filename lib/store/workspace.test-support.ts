/**
 * Helpers for the store's tests: a fresh temporary workspace per test, removed after it, and
 * small valid images. Test support (`*.test-support.ts`): never exported from `index.ts`.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach } from "vitest";
import type { VellumSet } from "../model";
import { minimalSet } from "../../test/fixtures/minimal-set";
import type { WorkspaceOptions } from "./core";
import type { Workspace } from "./types";
import { createWorkspace } from "./workspace";

/** A temp workspace of one test. */
export interface TempWorkspace {
  root: string;
  ws: Workspace;
}

/**
 * Registers cleanup and returns a factory of temp workspaces under `os.tmpdir()`; every folder
 * it made is removed after each test. Call once at the top of a test file.
 */
export function useTempWorkspaces(): (options?: WorkspaceOptions) => Promise<TempWorkspace> {
  const made: string[] = [];
  afterEach(async () => {
    await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });
  return async (options) => {
    const root = await mkdtemp(path.join(os.tmpdir(), "vellum-store-"));
    made.push(root);
    return { root, ws: createWorkspace(root, options) };
  };
}

/** The minimal valid set under another id (and name). */
export function sampleSet(id = "minimal-set", name = "Minimal Set"): VellumSet {
  return { ...minimalSet(), id, name };
}

/** The text the store writes for a set object. */
export function textOf(set: VellumSet): string {
  return `${JSON.stringify(set, null, 2)}\n`;
}

/** A 1 × 1 transparent PNG. */
export const PNG_BYTES = new Uint8Array(
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
    "base64",
  ),
);

/** The start of a JPEG (enough for the magic-byte check). */
export const JPEG_BYTES = new Uint8Array([
  0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0,
]);

/** A minimal WebP header. */
export const WEBP_BYTES = new Uint8Array([
  ...Buffer.from("RIFF"),
  0x1a,
  0,
  0,
  0,
  ...Buffer.from("WEBPVP8L"),
  0x0d,
  0,
  0,
  0,
]);

/** A small safe SVG. */
export const SVG_BYTES = new TextEncoder().encode(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>\n',
);
