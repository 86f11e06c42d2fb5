// React components from the content folder's components/ (test/fixtures/vue-site/docs/components/DemoButton.tsx).
import { expect, test } from "@playwright/test";
import { clickUntil } from "./click-until.ts";

test("a React component is rendered into the page at build time", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("react.html");
  await expect(page.locator("wd-react-demo-button button.demo-button.primary")).toContainText("Press me");
  await expect(page.locator("my-widget")).toHaveText("fallback text");
  await page.goto("guide.html");
  await expect(page.locator("my-widget.custom")).toHaveText("kept");
  await context.close();
});

test("its island makes it interactive, and only on pages that use it", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(r.url());
  });
  await page.goto("plain.html");
  await page.waitForLoadState("networkidle");
  expect(scripts.filter((u) => u.includes("/assets/react/"))).toEqual([]);
  await page.goto("react.html");
  const button = page.locator("wd-react-demo-button button.primary");
  await clickUntil(button, (o) => expect(button.locator(".demo-presses")).not.toHaveText("0", o));
  await expect(button).toContainText("Press me");
  expect(scripts.filter((u) => u.includes("/assets/react/")).length).toBe(1);
});

test("a component of the config's components map renders at build time and hydrates", async ({ browser, baseURL, page }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const still = await context.newPage();
  await still.goto("react.html");
  await expect(still.locator("wd-react-plan-price .plan-amount")).toHaveText("$9");
  await context.close();
  await page.goto("react.html");
  const amount = page.locator("wd-react-plan-price .plan-amount");
  await clickUntil(page.locator("wd-react-plan-price .plan-switch"), (o) => expect(amount).toHaveText("$90", o));
  await expect(page.locator("wd-react-plan-price .plan-switch")).toHaveAttribute("aria-pressed", "true");
});
