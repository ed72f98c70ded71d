/**
 * Shared steps of the designer's browser tests: a fresh copy of the sample set per test (so
 * tests never see each other's edits), opening its workspace, and screenshots under test/tmp.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "playwright-core";
import { inject } from "vitest";
import type { VellumSet } from "../../lib/model";
import { withoutMarks } from "../fixtures/sample-set";

const SAMPLE = path.resolve(import.meta.dirname, "../../examples/saltmarrow/set.json");

/** Creates a copy of the sample set under `id` through the API; returns its id. */
export async function freshSampleSet(id: string, { marks = true } = {}): Promise<string> {
  const sample = await readFile(SAMPLE, "utf8");
  // `marks: false`: the sample without its category icons and frame emblem, for tests that add
  // their own or pin the built-in frames.
  const text = marks ? sample : JSON.stringify(withoutMarks(JSON.parse(sample) as VellumSet));
  const res = await fetch(`${inject("baseUrl")}/api/sets?id=${id}`, { method: "POST", body: text });
  if (res.status !== 201)
    throw new Error(`could not create ${id}: ${res.status} ${await res.text()}`);
  return id;
}

/** Opens a set's workspace and waits until the list and the preview are there. */
export async function openWorkspace(page: Page, id: string): Promise<void> {
  await page.goto(`${inject("baseUrl")}/sets/${id}`);
  await page.getByRole("listbox", { name: "Cards" }).waitFor({ timeout: 30_000 });
  await page.getByRole("img", { name: /^Preview of / }).waitFor({ timeout: 30_000 });
}

/** The revision the page last loaded or saved the set at (the save status's data-revision). */
export async function savedRevision(page: Page): Promise<string> {
  const revision = await page.locator(".ws-status[data-revision]").getAttribute("data-revision");
  if (!revision) throw new Error("the save status names no revision");
  return revision;
}

/**
 * Waits until the save status says everything is saved. With `before` (`savedRevision` read
 * before an edit), waits for the save that follows the edit: "Saved" at another revision, never
 * the "Saved" still shown before the edit reached the autosave.
 */
export async function waitSaved(page: Page, before?: string): Promise<void> {
  const other = before === undefined ? "" : `:not([data-revision=${JSON.stringify(before)}])`;
  await page
    .locator(`.ws-status[data-kind="saved"]${other}`)
    .filter({ hasText: /^Saved$/ })
    .waitFor({ timeout: 15_000 });
}

/** Saves a screenshot as test/tmp/<name>.png. */
export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.resolve(import.meta.dirname, `../tmp/${name}.png`) });
}

/** Opens the card named `name` (found with the list's search, which is cleared again). */
export async function openCard(page: Page, name: string): Promise<void> {
  const search = page.getByLabel("Search cards");
  await search.fill(name);
  await page
    .getByRole("listbox", { name: "Cards" })
    .getByRole("option", { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) })
    .click();
  await search.fill("");
  await page
    .getByLabel("Name", { exact: true })
    .and(page.locator(`[value="${name}"]`))
    .waitFor();
}

/** The set as saved on the server (the API's text, parsed). */
export async function savedSet(id: string): Promise<VellumSet> {
  const res = await fetch(`${inject("baseUrl")}/api/sets/${id}`);
  const body = (await res.json()) as { text: string };
  return JSON.parse(body.text) as VellumSet;
}
