import assert from "node:assert/strict";
import fs from "node:fs";
import type http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { createServer } from "../../scripts/serve.ts";
import { BUILT_SITES } from "./sites.ts";

// The MCP server (scripts/mcp.ts → site/mcp/) driven over stdio by the SDK's own client, as Claude Desktop or
// VS Code would: against the built fixture site's folder, and against the same site served by the preview
// server (npm start's handler), read over HTTP as from static hosting.
const fixture = BUILT_SITES.find((s) => s.name === "fixture site")!;
const locales = BUILT_SITES.find((s) => s.name === "locales site")!;
const OUT = path.resolve(".build/fixture-site");

async function connect(target: string): Promise<{ client: Client; stderr: () => string }> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: ["--import", "tsx", "scripts/mcp.ts", target],
    cwd: process.cwd(),
    stderr: "pipe",
  });
  let err = "";
  transport.stderr?.on("data", (c) => (err += c));
  const client = new Client({ name: "web-docs-test", version: "1.0.0" });
  await client.connect(transport);
  return { client, stderr: () => err };
}

const textOf = (r: Record<string, unknown>) => (r.content as Array<{ type: string; text: string }>).map((c) => c.text).join("\n");

/** The same checks for both ways of reading the site; `pageUrl` is what search results link to. */
function driveSite(name: string, target: () => string, pageUrl: () => string) {
  describe(`MCP server over ${name}`, { skip: !fs.existsSync(fixture.root) && "build the fixture site first (scripts/test.ts)" }, () => {
    let client: Client;
    before(async () => void ({ client } = await connect(target())));
    after(() => client?.close());

    it("initializes and names its tools and what they take", async () => {
      assert.equal(client.getServerVersion()?.name, "web-docs");
      assert.ok(client.getServerCapabilities()?.tools && client.getServerCapabilities()?.resources);
      const { tools } = await client.listTools();
      assert.deepEqual(
        tools.map((t) => t.name),
        ["search", "get_page"],
      );
      assert.deepEqual(tools[0].inputSchema.required, ["query"]);
    });

    it("searches with the site's own ranking: title trail, URL, page and snippet", async () => {
      const r = await client.callTool({ name: "search", arguments: { query: "install", limit: 5 } });
      assert.ok(!r.isError, textOf(r));
      const { results, total } = r.structuredContent as { results: Array<{ title: string; url: string; page: string; snippet: string }>; total: number };
      assert.ok(total >= results.length && results.length > 0);
      assert.equal(results[0].title, "Getting started › Install");
      assert.equal(results[0].url, `${pageUrl()}guide/getting-started.html#install`);
      assert.equal(results[0].page, "guide/getting-started.md");
      assert.match(results[0].snippet, /npm install fixture/);
      assert.match(textOf(r), /Getting started › Install/);
      // A typo is forgiven as in the search dialog.
      const fuzzy = await client.callTool({ name: "search", arguments: { query: "instal" } });
      assert.match(textOf(fuzzy), /Getting started › Install/);
    });

    it("gives a page's Markdown twin by URL, path or twin path", async () => {
      const twin = fs.readFileSync(path.join(fixture.root, "guide/getting-started.md"), "utf8");
      for (const url of [
        `${pageUrl()}guide/getting-started.html#install`,
        "guide/getting-started.md",
        "/docs/web/guide/getting-started.html",
        "guide/getting-started",
      ]) {
        const r = await client.callTool({ name: "get_page", arguments: { url } });
        assert.ok(!r.isError, `${url}: ${textOf(r)}`);
        assert.equal(textOf(r), twin, url);
      }
      const folder = await client.callTool({ name: "get_page", arguments: { url: "guide/" } });
      assert.equal(textOf(folder), fs.readFileSync(path.join(fixture.root, "guide/index.md"), "utf8"));
    });

    it("answers bad arguments and unknown pages with an error the model can read", async () => {
      const missing = await client.callTool({ name: "get_page", arguments: { url: "no/such/page.html" } });
      assert.equal(missing.isError, true);
      assert.match(textOf(missing), /no page "no\/such\/page\.html"/);
      const outside = await client.callTool({ name: "get_page", arguments: { url: "../../../etc/passwd" } });
      assert.equal(outside.isError, true);
      const empty = await client.callTool({ name: "search", arguments: { query: " " } });
      assert.equal(empty.isError, true);
      await assert.rejects(client.callTool({ name: "nope", arguments: {} }), /unknown tool "nope"/);
    });

    it("lists every page with a twin as a resource, and reads one", async () => {
      const { resources } = await client.listResources();
      const twins = (fs.readdirSync(fixture.root, { recursive: true }) as string[]).filter((f) => f.endsWith(".md"));
      assert.equal(resources.length, twins.length);
      const intro = resources.find((r) => r.name === "guide/getting-started.md");
      assert.ok(intro, "guide/getting-started.md is listed");
      assert.equal(intro.title, "Getting started");
      assert.equal(intro.mimeType, "text/markdown");
      const read = await client.readResource({ uri: intro.uri });
      assert.equal((read.contents[0] as { text: string }).text, fs.readFileSync(path.join(fixture.root, "guide/getting-started.md"), "utf8"));
      await assert.rejects(client.readResource({ uri: `${pageUrl()}nope.md` }), /Resource not found/);
      // Past the last page: no nextCursor; a cursor this server did not give is refused.
      assert.equal((await client.listResources({ cursor: "0" })).nextCursor, undefined);
      await assert.rejects(client.listResources({ cursor: "x" }), /invalid cursor "x"/);
    });
  });
}

let preview: http.Server | undefined;
let origin = "";
before(async () => {
  if (!fs.existsSync(fixture.root)) return;
  preview = createServer(OUT, "/docs/web/").listen(0, "127.0.0.1");
  await new Promise((r) => preview!.once("listening", r));
  origin = `http://127.0.0.1:${(preview.address() as AddressInfo).port}`;
});
after(() => preview?.close());

// From the folder: links use the site's configured hostname.
driveSite(
  "the built fixture's folder",
  () => path.relative(process.cwd(), OUT),
  () => `${fixture.hostname}${fixture.base}`,
);
// Over HTTP (a page's URL given: the server finds web-docs.json above it); links use where it was read from.
driveSite(
  "the preview server's URL",
  () => `${origin}/docs/web/guide/getting-started.html`,
  () => `${origin}/docs/web/`,
);

describe("MCP server: locales and bad targets", () => {
  it("searches each locale's own index", { skip: !fs.existsSync(locales.root) && "build the locales site first" }, async () => {
    const { client } = await connect(path.relative(process.cwd(), locales.root));
    try {
      const zh = await client.callTool({ name: "search", arguments: { query: "安装", locale: "zh" } });
      const results = (zh.structuredContent as { results: Array<{ url: string; page: string }> }).results;
      assert.ok(results.length > 0, textOf(zh));
      assert.ok(
        results.every((r) => r.url.startsWith(`${locales.hostname}${locales.base}zh/`)),
        textOf(zh),
      );
      assert.ok(
        results.some((r) => r.page === "zh/guide/setup.md"),
        textOf(zh),
      );
      const bad = await client.callTool({ name: "search", arguments: { query: "x", locale: "de" } });
      assert.equal(bad.isError, true);
      assert.match(textOf(bad), /no locale "de": this site has root, zh, fa/);
    } finally {
      await client.close();
    }
  });

  it("refuses to start, saying why, when the target holds no built site", async () => {
    // The client shows a server that fails to initialize, with its message.
    await assert.rejects(connect("test/fixtures"), /test\/fixtures: no web-docs\.json in it or below it: build the site/);
  });
});
