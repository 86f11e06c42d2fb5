import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { defaultLabels } from "../../../../site/config/labels.ts";
import { validateAuthorConfig as validateConfig } from "../../../../site/config/validate.ts";
import { openInLinks } from "../../../../site/open-in.ts";

// The page actions menu's "Open in …" links (site/open-in.ts) and their config (themeConfig.pageActions.openIn).
const TWIN = "https://example.com/docs/web/guide/a b.md";

describe("Open in ChatGPT / Claude", () => {
  it("asks the assistant about the twin's absolute URL, URL-encoded into its query", () => {
    const [chatgpt, claude] = openInLinks(undefined, TWIN, defaultLabels);
    assert.equal(chatgpt.text, "Open in ChatGPT");
    assert.equal(claude.text, "Open in Claude");
    const prompt = "Read https://example.com/docs/web/guide/a b.md, I want to ask questions about it.";
    const c = new URL(chatgpt.href);
    assert.equal(c.origin + c.pathname, "https://chatgpt.com/");
    assert.equal(c.searchParams.get("hints"), "search");
    assert.equal(c.searchParams.get("q"), prompt);
    const k = new URL(claude.href);
    assert.equal(k.origin + k.pathname, "https://claude.ai/new");
    assert.equal(k.searchParams.get("q"), prompt);
  });

  it("takes the list from the config, in its order, with the locale's words and custom assistants", () => {
    const labels = { ...defaultLabels, openIn: "{name} で開く", askAboutPage: "{url} を読んで" };
    const links = openInLinks(["claude", { text: "Ask Perplexity", link: "https://www.perplexity.ai/search?q={prompt}&src={url}" }], TWIN, labels);
    assert.deepEqual(
      links.map((l) => l.text),
      ["Claude で開く", "Ask Perplexity"],
    );
    const p = new URL(links[1].href);
    assert.equal(p.searchParams.get("q"), `${TWIN} を読んで`);
    assert.equal(p.searchParams.get("src"), TWIN);
  });

  it("is on by default, off with openIn: false, and refuses a link without {prompt} or {url}", () => {
    const base = { title: "T", hostname: "https://example.com" };
    assert.equal(validateConfig(base, "c.json").themeConfig.pageActions, undefined, "default: the page view's default list");
    assert.deepEqual(validateConfig({ ...base, themeConfig: { pageActions: { openIn: false } } }, "c.json").themeConfig.pageActions, { openIn: [] });
    assert.deepEqual(validateConfig({ ...base, themeConfig: { pageActions: {} } }, "c.json").themeConfig.pageActions, { openIn: ["chatgpt", "claude"] });
    assert.throws(
      () => validateConfig({ ...base, themeConfig: { pageActions: { openIn: [{ text: "X", link: "https://x.example/?q=hi" }] } } }, "c.json"),
      /themeConfig\.pageActions\.openIn.*\{prompt\} or \{url\}|\{prompt\} or \{url\}[\s\S]*pageActions/,
    );
    assert.throws(() => validateConfig({ ...base, themeConfig: { pageActions: { openIn: ["gemini"] } } }, "c.json"), /pageActions/);
  });
});
