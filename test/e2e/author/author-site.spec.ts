import { expect, test } from "@playwright/test";

// An author's own docs (test/fixtures/author-site), written for VitePress, served under /handbook/.
// The Markdown forms must work without JavaScript: code groups and tabs switch with CSS alone.
test.use({ javaScriptEnabled: false });

test("code groups switch with their labels and the arrow keys", async ({ page }) => {
  await page.goto("guide/code.html");
  const group = page.locator(".wd-code-group");
  const radios = group.getByRole("radiogroup", { name: "npm / pnpm / yarn" });
  await expect(radios.getByRole("radio", { name: "npm", exact: true })).toBeChecked();
  await expect(group.getByText("npm install handbook")).toBeVisible();
  await expect(group.getByText("pnpm add handbook")).toBeHidden();
  await group.locator("label", { hasText: "pnpm" }).click();
  await expect(group.getByText("pnpm add handbook")).toBeVisible();
  await expect(group.getByText("npm install handbook")).toBeHidden();
  await page.keyboard.press("ArrowRight");
  await expect(radios.getByRole("radio", { name: "yarn" })).toBeChecked();
  await expect(group.getByText("yarn add handbook")).toBeVisible();
  await expect(group.getByText("pnpm add handbook")).toBeHidden();
});

test("tabs switch without JavaScript and carry their shared key", async ({ page }) => {
  await page.goto("guide/tabs.html");
  const sets = page.locator(".wd-tabs-group");
  await expect(sets).toHaveCount(3);
  await expect(sets.nth(0)).toHaveAttribute("data-key", "pm");
  await expect(sets.nth(1)).toHaveAttribute("data-key", "pm");
  await expect(sets.nth(2)).toHaveAttribute("data-key", "os");
  const first = sets.nth(0);
  await expect(first.getByText("Run npm install handbook.")).toBeVisible();
  await expect(first.getByText("Run pnpm add handbook.")).toBeHidden();
  await first.locator("label", { hasText: "pnpm" }).click();
  await expect(first.getByRole("radio", { name: "pnpm", exact: true })).toBeChecked();
  await expect(first.getByText("Run pnpm add handbook.")).toBeVisible();
  await expect(first.getByText("Run npm install handbook.")).toBeHidden();
  await sets.nth(2).locator("label", { hasText: "Linux" }).click();
  await expect(sets.nth(2).getByText("Use your package manager.")).toBeVisible();
  await expect(sets.nth(2).getByText("Use Homebrew.")).toBeHidden();
});

test("containers and GitHub alerts render with their titles and colours", async ({ page }) => {
  await page.goto("guide/markdown.html");
  const block = (kind: string, title: string) => page.locator(`.custom-block.${kind}`).filter({ has: page.locator(".custom-block-title", { hasText: title }) });
  for (const [kind, title] of [
    ["tip", "Tip"],
    ["info", "Did you know?"],
    ["warning", "Careful here"],
    ["danger", "Stop"],
  ]) {
    await expect(block(kind, title).first()).toBeVisible();
  }
  for (const [kind, title] of [
    ["note", "Note"],
    ["tip", "Tip"],
    ["important", "Important"],
    ["warning", "Warning"],
    ["caution", "Caution"],
  ]) {
    await expect(page.locator(`.github-alert.${kind} .custom-block-title`)).toHaveText(title);
  }
  // Each kind has its own tint; the title takes the kind's colour.
  const backgrounds = await page.locator(".github-alert").evaluateAll((els) => els.map((e) => getComputedStyle(e).backgroundColor));
  expect(new Set(backgrounds).size).toBe(5);
  const details = page.locator("details.custom-block");
  await expect(details.getByText("Hidden details.")).toBeHidden();
  await details.getByText("Click to expand").click();
  await expect(details.getByText("Hidden details.")).toBeVisible();
});

test("code titles, highlighted lines, line numbers, diff and focus markers render", async ({ page }) => {
  await page.goto("guide/code.html");
  await expect(page.locator(".wd-code-title", { hasText: "vite.config.js" })).toBeVisible();
  const style = (sel: string) =>
    page
      .locator(sel)
      .first()
      .evaluate((e) => {
        const s = getComputedStyle(e);
        return { bg: s.backgroundColor, filter: s.filter, opacity: s.opacity };
      });
  const plain = await style(".wd-code:not(.has-focused-lines) .line:not(.highlighted)");
  expect((await style(".line.highlighted")).bg).not.toBe(plain.bg);
  const add = await style(".line.diff.add");
  const remove = await style(".line.diff.remove");
  expect(add.bg).not.toBe(plain.bg);
  expect(remove.bg).not.toBe(plain.bg);
  expect(add.bg).not.toBe(remove.bg);
  expect(
    await page
      .locator(".line.diff.add")
      .first()
      .evaluate((e) => getComputedStyle(e, "::before").content),
  ).toBe('"+"');
  expect(
    await page
      .locator(".line.diff.remove")
      .first()
      .evaluate((e) => getComputedStyle(e, "::before").content),
  ).toBe('"-"');
  expect((await style(".has-focused-lines .line:not(.focused)")).filter).toContain("blur");
  expect((await style(".line.focused")).filter).toBe("none");
  expect((await style(".line.error")).bg).not.toBe((await style(".line.warning")).bg);
  await expect(page.locator(".line-numbers-wrapper").first()).toHaveText("123");
  // The markers themselves never reach the reader.
  await expect(page.locator(".wd-doc-content")).not.toContainText("[!code");
});

test("custom heading ids resolve, within a page and across pages", async ({ page }) => {
  await page.goto("guide/markdown.html");
  await expect(page.locator("h3#short-id")).toHaveText(/A heading with a long title/);
  await page.getByRole("link", { name: "the short id" }).click();
  await expect(page).toHaveURL(/markdown\.html#short-id$/);
  await expect(page.locator("h3#short-id")).toBeInViewport();
  await page.getByRole("navigation", { name: "Table of contents" }).getByRole("link", { name: "GitHub alerts" }).click();
  await expect(page.locator("h2#alerts")).toBeInViewport();
  await page.getByRole("link", { name: "the code group" }).click();
  await expect(page).toHaveURL(/code\.html#groups$/);
  await expect(page.locator("h2#groups")).toBeInViewport();
});

test("a folder without a configured sidebar gets a generated one, ordered by `order` then title", async ({ page }) => {
  await page.goto("reference/beta.html");
  const sidebar = page.getByRole("navigation", { name: "Sidebar" });
  // The cli/ sub-folder is a group led by its index page, placed by that page's `order`.
  await expect(sidebar.getByRole("link")).toHaveText(["Reference", "Zeta options", "Alpha options", "Command line", "Beta options"]);
  await expect(sidebar.getByRole("link", { name: "Beta options" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("navigation", { name: "Pager" }).getByRole("link", { name: /Back/ })).toHaveAttribute(
    "href",
    "/handbook/reference/cli/commands.html",
  );
  await page.goto("reference/cli/commands.html");
  await expect(sidebar.getByRole("link")).toHaveText(["Reference", "Zeta options", "Alpha options", "Command line", "Commands", "Beta options"]);
});

test("home hero links omit .html, public files are served under the base", async ({ page, request }) => {
  await page.goto("index.html");
  await expect(page).toHaveTitle("Handbook");
  await page.getByRole("link", { name: "Read the guide" }).click();
  await expect(page).toHaveURL(/\/handbook\/guide\/intro\.html$/);
  await expect(page).toHaveTitle("Introduction | Guide");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Introduction/);
  const res = await request.get("files/sample.txt");
  expect(res.status()).toBe(200);
  expect(await res.text()).toBe("A plain file from public/, copied as is.\n");
  expect((await request.get("logo.svg")).headers()["content-type"]).toContain("image/svg+xml");
});
