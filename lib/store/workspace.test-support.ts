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
import { summariesSettled } from "./summaries";
import { summariseText } from "./summary";
import type { SummaryCheck, Workspace } from "./types";
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
    await summariesSettled();
    await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });
  return async (options) => {
    const root = await mkdtemp(path.join(os.tmpdir(), "vellum-store-"));
    made.push(root);
    return { root, ws: createWorkspace(root, options) };
  };
}

/** A summary check of validation only, in process (what a workspace opened without one uses). */
export const VALIDATION_CHECK: SummaryCheck = {
  name: "validation",
  run: (text, id, options) => Promise.resolve(summariseText(id, text, undefined, options)),
};

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

/** A 1 × 1 grey JPEG (made by sharp). */
export const JPEG_BYTES = new Uint8Array(
  Buffer.from(
    "/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAABAAEDASIAAhEBAxEB/8QAFAABAAAAAAAAAAAAAAAAAAAAAP/EABQQAQAAAAAAAAAAAAAAAAAAAAD/xAAUAQEAAAAAAAAAAAAAAAAAAAAA/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8AAA//2Q==",
    "base64",
  ),
);

/** A 1 × 1 transparent lossless WebP (made by sharp). */
export const WEBP_BYTES = new Uint8Array(
  Buffer.from("UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==", "base64"),
);

/** A small safe SVG. */
export const SVG_BYTES = new TextEncoder().encode(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>\n',
);
