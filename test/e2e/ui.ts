/**
 * Helpers for the UI kit's controls (app/_ui) in browser tests: a kit Select is a button named
 * "<chosen text> <label>" that opens a listbox of options.
 */
import type { Locator, Page } from "playwright-core";

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The trigger button of the kit Select labelled `label`. */
export function selectTrigger(page: Page, label: string): Locator {
  return page.getByRole("button", { name: new RegExp(`(^|\\s)${escapeRegExp(label)}$`) });
}

/** Opens the Select labelled `label` and picks the option named `option`. */
export async function choose(page: Page, label: string, option: string | RegExp): Promise<void> {
  const trigger = selectTrigger(page, label);
  await trigger.click();
  // The open Select's own list (the page may have other options by the same name).
  await page
    .locator(".ui-select-popover")
    .getByRole("option", { name: option, exact: typeof option === "string" })
    .click();
  await trigger.and(page.locator(':not([aria-expanded="true"])')).waitFor();
}

/** The text of the option chosen in the Select labelled `label`. */
export async function chosen(page: Page, label: string): Promise<string> {
  const text = await selectTrigger(page, label).textContent();
  return (text ?? "").trim();
}

/** Types into a kit NumberField and commits the value (it commits on blur). */
export async function fillNumber(field: Locator, value: string): Promise<void> {
  await field.fill(value);
  await field.press("Tab");
}

/**
 * Types `typed` into a kit ComboBox and picks the option named `option` with the keyboard (the
 * first one the typing leaves).
 */
export async function typeAndPick(
  page: Page,
  combobox: Locator,
  typed: string,
  option: RegExp,
): Promise<void> {
  await combobox.pressSequentially(typed);
  await page.getByRole("option", { name: option }).waitFor();
  await combobox.press("ArrowDown");
  await combobox.press("Enter");
}
