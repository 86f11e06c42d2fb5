import fs from "node:fs";
import { htmlPages } from "../built/sites";
import { expect, type Page } from "@playwright/test";

// Shared by the console specs of both built sites: load pages one after another in one tab and collect
// every console error or warning, uncaught exception, failed request and HTTP error answer.

/** Every built page of a site, as URLs relative to the base ("index.html", "guide/a.html"). */
export function builtPages(siteRoot: string, base: string): string[] {
  if (!fs.existsSync(siteRoot)) return []; // not built: the spec's own count check fails and says so
  // The small redirect pages at old URLs navigate away at once: they are checked by the redirect tests.
  return htmlPages(siteRoot, base);
}

/** Split a list into n interleaved parts (so each test gets a mix of sections). */
export const shard = <T>(list: T[], n: number, k: number) => list.filter((_, i) => i % n === k);

/** Console output a page produces on purpose (a fixture page that exercises an error path), with the reason. */
export interface Expected {
  page: string;
  message: RegExp;
  why: string;
}

/**
 * Problems on the given pages, minus the expected ones. An expected entry that never shows up is itself a
 * problem, so an exception cannot outlive its cause.
 */
export async function consoleProblems(page: Page, urls: string[], expected: Expected[] = []): Promise<string[]> {
  const found = await collect(page, urls);
  const used = new Set<Expected>();
  const problems = found.filter((p) => {
    const e = expected.find((x) => p.startsWith(`${x.page}: `) && x.message.test(p));
    if (e) used.add(e);
    return !e;
  });
  for (const e of expected) if (!used.has(e)) problems.push(`${e.page}: expected ${e.message} (${e.why}) but it did not occur: drop the exception`);
  return problems;
}

async function collect(page: Page, urls: string[]): Promise<string[]> {
  const problems: string[] = [];
  let current = "";
  let pending = 0;
  let leaving = false;
  page.on("console", (m) => {
    if (m.type() === "error" || m.type() === "warning") problems.push(`${current}: console.${m.type()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`${current}: uncaught ${e.name}: ${e.message}`));
  page.on("request", () => pending++);
  page.on("requestfinished", () => pending--);
  page.on("requestfailed", (r) => {
    pending--;
    // A request of the previous page (a prefetch, say) cut short by our own navigation is no fault.
    if (leaving && r.failure()?.errorText === "net::ERR_ABORTED") return;
    problems.push(`${current}: request failed: ${r.url()} (${r.failure()?.errorText})`);
  });
  page.on("response", (r) => {
    if (r.status() >= 400) problems.push(`${current}: HTTP ${r.status()} for ${r.url()}`);
  });
  for (const url of urls) {
    leaving = true;
    await page.goto(url, { waitUntil: "commit" });
    current = url;
    leaving = false;
    await page.waitForLoadState("load");
    // Element chunks load after the load event; wait until no request is in flight, twice in a row.
    for (let quiet = 0, waited = 0; quiet < 2; waited += 25) {
      if (waited > 15_000) throw new Error(`${url}: requests still in flight after 15 s`);
      await page.waitForTimeout(25);
      quiet = pending > 0 ? 0 : quiet + 1;
    }
    // Diagrams report their errors while drawing: wait for them where the element is defined.
    const drawing = await page.evaluate(() => document.querySelector("web-docs-mermaid") !== null && customElements.get("web-docs-mermaid") !== undefined);
    if (drawing) await expect(page.locator("web-docs-mermaid svg").first()).toBeAttached({ timeout: 15_000 });
  }
  return problems;
}
