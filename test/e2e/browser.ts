/**
 * Debian's Chromium driven by playwright-core (never a downloaded browser), with a page that
 * records console errors and refuses — and records — every request that would leave the machine.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import type { Browser, BrowserContext, Page } from "playwright-core";

const FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

/** A browser session and what it saw. */
export interface Session {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  consoleErrors: string[];
  outsideRequests: string[];
  close(): Promise<void>;
}

function isLocal(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  if (protocol === "data:" || protocol === "blob:" || protocol === "about:") return true;
  return hostname === "127.0.0.1" || hostname === "localhost" || hostname === "[::1]";
}

/** Opens Chromium with a fresh profile and one page. */
export async function openSession(): Promise<Session> {
  const home = await mkdtemp(path.join(os.tmpdir(), "vellum-chromium-"));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: FLAGS,
    env: { ...process.env, HOME: home, XDG_CONFIG_HOME: home, XDG_CACHE_HOME: home },
  });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const outsideRequests: string[] = [];
  await context.route("**/*", (route) => {
    const url = route.request().url();
    if (isLocal(url)) return route.continue();
    outsideRequests.push(url);
    return route.abort();
  });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") consoleErrors.push(msg.text());
  });
  page.on("pageerror", (e) => consoleErrors.push(e.message));
  return {
    browser,
    context,
    page,
    consoleErrors,
    outsideRequests,
    close: async () => {
      await browser.close();
      await rm(home, { recursive: true, force: true });
    },
  };
}
