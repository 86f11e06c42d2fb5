import { expect, test, type Page } from "@playwright/test";

// Keyboard gate: every visible interactive element is reached by Tab, in turn, and shows a visible focus
// ring; the skip link, links and native radio groups (code groups) work from the keyboard; with
// prefers-reduced-motion, transitions and animations are off. (Widget controls that need their scripts —
// search, menus, sidebar toggles, navigator — are checked in a11y-widgets.spec.ts once merged.)

const ARTICLE = "frontend/basics/javascript/closures-scope-this.html";
const CODE_GROUP_PAGE = "frontend/engineering/build/code-splitting-tree-shaking-caching.html";

/** Mark every visible, enabled, tabbable element with data-kb (document order); returns how many. */
async function markTabbables(page: Page): Promise<number> {
  return page.evaluate(() => {
    const selector = 'a[href], button, input, select, textarea, summary, iframe, [tabindex], [contenteditable="true"]';
    let n = 0;
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      if (el.tabIndex < 0 || (el as HTMLButtonElement).disabled || el.closest("[inert]")) continue;
      // A radio group is one tab stop: only its checked radio is reached by Tab.
      if (el instanceof HTMLInputElement && el.type === "radio" && !el.checked) continue;
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      const visible = el.checkVisibility({ visibilityProperty: true, opacityProperty: false } as CheckVisibilityOptions) && (box.width > 0 || box.height > 0);
      // Visually hidden radios (code groups) are operated through their labels but still take focus.
      const hiddenRadio = el instanceof HTMLInputElement && el.type === "radio" && style.visibility !== "hidden" && style.display !== "none";
      if (!visible && !hiddenRadio) continue;
      el.dataset.kb = String(n++);
    }
    return n;
  });
}

interface Stop {
  kb: string | null;
  /** Visible when focused (a flyout's links, say, show only while focus is inside the flyout). */
  visible: boolean;
  tag: string;
  ring: boolean;
  label: string;
}

/**
 * Press Tab until focus leaves the page or comes round again. A focusin listener records each stop and
 * whether it shows a focus ring (one round trip per key press keeps this quick on a busy machine).
 */
async function tabThrough(page: Page, max: number): Promise<Stop[]> {
  await page.evaluate(() => {
    const log: Stop[] = [];
    (window as unknown as { __stops: Stop[] }).__stops = log;
    const ringOf = (el: Element | null) => {
      if (!el) return false;
      const s = getComputedStyle(el);
      return (s.outlineStyle !== "none" && parseFloat(s.outlineWidth) >= 1) || s.boxShadow !== "none";
    };
    document.addEventListener("focusin", (e) => {
      let el = e.composedPath()[0] as HTMLElement;
      while (el.shadowRoot?.activeElement) el = el.shadowRoot.activeElement as HTMLElement;
      // Radios of a code group are visually hidden: their label carries the ring.
      const label = el instanceof HTMLInputElement && el.id ? document.querySelector(`label[for="${el.id}"]`) : null;
      const box = el.getBoundingClientRect();
      const visible = (el.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions) && box.width > 0 && box.height > 0) || !!label;
      log.push({
        kb: el.dataset.kb ?? null,
        visible,
        tag: el.tagName.toLowerCase(),
        ring: ringOf(el) || ringOf(label),
        label: (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40),
      });
    });
  });
  const stops = () => page.evaluate(() => (window as unknown as { __stops: Stop[] }).__stops);
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    if (i % 10 === 9) {
      const log = await stops();
      const leftPage = await page.evaluate(() => document.activeElement === document.body || document.activeElement === null);
      if (leftPage || (log.length > 1 && log[log.length - 1].kb === log[0].kb)) break;
    }
  }
  const log = await stops();
  const again = log.findIndex((s, i) => i > 0 && s.kb !== null && s.kb === log[0].kb);
  return again > 0 ? log.slice(0, again) : log;
}

for (const [name, url, width] of [
  ["article", ARTICLE, 1280],
  ["article, 375px", ARTICLE, 375],
  ["home", "index.html", 1280],
  ["404", "404.html", 1280],
] as const) {
  test(`${name}: Tab reaches every visible interactive element, in document order, each with a focus ring`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width, height: 800 });
    await page.goto(url);
    await page.waitForLoadState("networkidle");
    const count = await markTabbables(page);
    expect(count).toBeGreaterThan(3);
    const stops = await tabThrough(page, count * 2 + 40);
    const reached = new Set(stops.map((s) => s.kb).filter((k) => k !== null));
    const missed = await page.evaluate(
      (seen) => [...document.querySelectorAll<HTMLElement>("[data-kb]")].filter((el) => !seen.includes(el.dataset.kb!)).map((el) => el.outerHTML.slice(0, 120)),
      [...reached] as string[],
    );
    expect(missed, "interactive elements Tab never reaches").toEqual([]);
    expect(
      stops.filter((s) => !s.visible).map((s) => `${s.tag} "${s.label}"`),
      "Tab stops on elements that are not visible",
    ).toEqual([]);
    const order = stops.filter((s) => s.kb !== null).map((s) => Number(s.kb));
    expect(order, "Tab follows the document order").toEqual([...order].sort((a, b) => a - b));
    expect(
      stops.filter((s) => !s.ring).map((s) => `${s.tag} "${s.label}"`),
      "focused elements without a visible focus ring",
    ).toEqual([]);
  });
}

test("the skip link is the first stop, becomes visible, and moves focus to the content", async ({ page }) => {
  await page.goto(ARTICLE);
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.locator("#main-content")).toBeFocused();
  await page.keyboard.press("Tab");
  const inMain = await page.evaluate(() => document.getElementById("main-content")!.contains(document.activeElement));
  expect(inMain).toBe(true);
});

test("Enter on a focused link follows it", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(ARTICLE);
  const next = page.getByRole("navigation", { name: "Pager" }).getByRole("link", { name: /Next page/ });
  const href = await next.getAttribute("href");
  await next.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
});

test("a code group switches blocks with the arrow keys (ARIA tabs once upgraded)", async ({ page }) => {
  await page.goto(CODE_GROUP_PAGE);
  const group = page.locator(".wd-code-group").first();
  const tabs = group.getByRole("tablist").getByRole("tab");
  await tabs.first().focus();
  await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
  const blocks = group.locator(".wd-blocks > .wd-code");
  await expect(blocks.nth(0)).toBeVisible();
  await expect(blocks.nth(1)).toBeHidden();
  await page.keyboard.press("ArrowRight");
  await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
  await expect(tabs.nth(1)).toBeFocused();
  await expect(blocks.nth(1)).toBeVisible();
  await expect(blocks.nth(0)).toBeHidden();
});

/** Longest transition or animation duration on the page, in ms. */
const longestMotion = (page: Page) =>
  page.evaluate(() => {
    const ms = (v: string) => Math.max(...v.split(",").map((d) => (d.trim().endsWith("ms") ? parseFloat(d) : parseFloat(d) * 1000)));
    let longest = 0;
    for (const el of document.querySelectorAll("*")) {
      for (const pseudo of [null, "::before", "::after"]) {
        const s = getComputedStyle(el, pseudo);
        const iterations = s.animationName === "none" ? 0 : 1;
        longest = Math.max(longest, ms(s.transitionDuration), iterations * ms(s.animationDuration));
      }
    }
    return longest;
  });

test("prefers-reduced-motion turns transitions and animations off", async ({ page }) => {
  test.slow();
  await page.goto(ARTICLE);
  // Without the preference the theme does animate (so the check below can fail).
  expect(await longestMotion(page)).toBeGreaterThan(50);
  await page.emulateMedia({ reducedMotion: "reduce" });
  expect(await longestMotion(page)).toBeLessThanOrEqual(0.01);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("auto");
});

test("an article prints without the site's chrome, on white, at full width", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(ARTICLE);
  await page.emulateMedia({ media: "print" });
  for (const chrome of [
    ".wd-topbar",
    ".wd-sidebar-host",
    ".wd-aside",
    ".wd-localnav",
    ".wd-footer",
    ".wd-doc-footer",
    ".wd-navigator-host",
    ".wd-breadcrumbs",
    ".wd-copy",
  ]) {
    await expect(page.locator(chrome).first(), chrome).toBeHidden();
  }
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const { width, bg } = await page.evaluate(() => ({
    width: document.querySelector(".wd-doc-content")!.getBoundingClientRect().width,
    bg: getComputedStyle(document.body).backgroundColor,
  }));
  expect(width).toBeGreaterThan(1280 * 0.85);
  expect(bg).toBe("rgb(255, 255, 255)");
});
