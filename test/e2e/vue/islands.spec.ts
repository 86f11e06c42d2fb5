// test/fixtures/vue-site: Vue in Markdown rendered at build time, hydrated only where it must be.
import { expect, test } from "@playwright/test";
import { clickUntil } from "./click-until.ts";

test("a Vue page is complete without JavaScript", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("guide.html");
  await expect(page.locator("h1")).toHaveText(/Vue in Markdown/);
  await expect(page.locator(".greeting")).toHaveText("Hello, Markdown!");
  await expect(page.locator(".use-data-title")).toHaveText("Vue in Markdown");
  await expect(page.locator(".list li")).toHaveText(["alpha", "beta"]);
  await expect(page.locator(".theme-note")).toHaveText("registered by enhanceApp");
  await expect(page.locator(".VPBadge.warning")).toHaveText("beta");
  await expect(page.locator(".escaped")).toHaveText("{{ not compiled }}");
  await expect(page.locator("code", { hasText: "{{ inline }}" })).toHaveCount(1);
  await page.goto("counter.html");
  await expect(page.locator(".counter-value")).toHaveText("2");
  await page.goto("posts.html");
  await expect(page.locator(".posts li")).toHaveCount(2);
  await expect(page.locator(".posts li").first()).toContainText("Second post");
  await expect(page.locator(".stats")).toHaveText("2 posts, newest 2026-03-second");
  await context.close();
});

test("an interactive component hydrates: the counter counts", async ({ page }) => {
  await page.goto("counter.html");
  const button = page.locator(".counter-button");
  await expect(button).toContainText("Clicks: 2");
  await clickUntil(button, (o) => expect(page.locator(".counter-value")).not.toHaveText("2", o));
  const before = Number(await page.locator(".counter-value").textContent());
  await button.click();
  await expect(page.locator(".counter-value")).toHaveText(String(before + 1));
});

test("a static Vue page and a plain page load no Vue runtime", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(r.url());
  });
  for (const path of ["plain.html", "guide.html", "posts.html"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  expect(scripts.filter((u) => u.includes("/assets/vue/"))).toEqual([]);
  expect(await page.locator("wd-island").count()).toBe(0);
});

test("the router keeps islands working across pages", async ({ page }) => {
  await page.goto("plain.html");
  await page.waitForLoadState("networkidle");
  await page.locator(".wd-sidebar a", { hasText: "Counter" }).first().click();
  await expect(page).toHaveURL(/counter\.html$/);
  const value = page.locator(".counter-value");
  await clickUntil(page.locator(".counter-button"), (o) => expect(value).not.toHaveText("2", o));
  await page.locator(".wd-sidebar a", { hasText: "Posts" }).first().click();
  await expect(page.locator(".posts li")).toHaveCount(2);
  await page.goBack();
  await expect(page.locator(".counter-value")).toHaveText("2");
  await clickUntil(page.locator(".counter-button"), (o) => expect(value).not.toHaveText("2", o));
});

test("a page with state of its own (<script setup> ref, @click in the Markdown) hydrates whole", async ({ page }) => {
  await page.goto("page-state.html");
  const count = page.locator(".page-count");
  await expect(count).toHaveText("0");
  await clickUntil(page.locator(".page-button"), (o) => expect(count).not.toHaveText("0", o));
  const before = Number(await count.textContent());
  await page.locator(".page-button").click();
  await expect(count).toHaveText(String(before + 1));
  // A component written with the Options API (data, methods) counts too.
  await page.locator(".options-counter").click();
  await expect(page.locator(".options-counter output")).toHaveText("1");
  // The page's scoped style applies.
  expect(await page.locator(".page-button").evaluate((b) => getComputedStyle(b).fontWeight)).toBe("700");
});

test("an island given slot content keeps it: the page hydrates whole", async ({ page }) => {
  await page.goto("slotted.html");
  const body = page.locator(".toggle-body");
  await expect(body).toContainText("Slot content with Markdown.");
  await clickUntil(page.locator(".toggle-button"), (o) => expect(body).toHaveCount(0, o));
  await page.locator(".toggle-button").click();
  await expect(body.locator("strong")).toHaveText("Markdown");
});

test("the router unmounts a page's islands before leaving, and hydrates the next page's after the swap", async ({ page }) => {
  const unmounted: string[] = [];
  page.on("console", (m) => {
    if (m.text().startsWith("Counter unmounted")) unmounted.push(m.text());
  });
  await page.goto("counter.html");
  const value = page.locator(".counter-value");
  await clickUntil(page.locator(".counter-button"), (o) => expect(value).not.toHaveText("2", o));
  // The island's own state, as it unmounts with it.
  const counted = `Counter unmounted at ${await value.textContent()}`;
  // To a page whose only island is in the theme's slot: the counter goes, the slot's island comes.
  await page.locator(".wd-sidebar a", { hasText: "Likes" }).first().click();
  await expect(page).toHaveURL(/likes\.html$/);
  await expect.poll(() => unmounted).toEqual([counted]);
  const likes = page.locator(".slot-counter-value");
  await clickUntil(page.locator(".slot-counter-button"), (o) => expect(likes).not.toHaveText("0", o));
  // The counter was unmounted once: a later swap does not unmount it again.
  await page.locator(".wd-sidebar a", { hasText: "Plain" }).first().click();
  await expect(page).toHaveURL(/plain\.html$/);
  await expect(page.locator(".slot-counter")).toHaveCount(0);
  expect(unmounted).toEqual([counted]);
});
