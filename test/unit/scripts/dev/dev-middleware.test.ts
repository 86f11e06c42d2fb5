import assert from "node:assert/strict";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { after, before, test } from "node:test";
import { devMiddleware } from "../../../../scripts/dev/middleware.ts";
import { BUILD_TIMING, describeError, ERROR_ENDPOINT } from "../../../../scripts/dev/overlay.ts";
import { BuildError } from "../../../../site/errors.ts";

// npm run dev's middleware in front of a stand-in for Eleventy's dev server, whose behaviour per path is set here.
let error: ReturnType<typeof describeError> | null = null;
const behind: Record<string, () => void> = {
  "/gone.html": () => {
    throw Object.assign(new Error("ENOENT: no such file"), { code: "ENOENT" });
  },
  "/refused.html": () => {
    throw new Error("Invalid path");
  },
};
let rebuilds = 0;
// The output folder the middleware looks for twins in; the stand-in answers with the URL it was handed.
const out = fs.mkdtempSync(path.join(os.tmpdir(), "wd-dev-mw-"));
fs.mkdirSync(path.join(out, "docs/web/guide"), { recursive: true });
fs.writeFileSync(path.join(out, "docs/web/guide/index.md"), "# Guide");
const server = http.createServer((req, res) =>
  devMiddleware(
    () => error,
    () => rebuilds,
    out,
  )(req, res, () => {
    behind[req.url ?? ""]?.();
    res.end(req.url?.startsWith("/docs/") ? `served ${req.url}` : "page");
  }),
);
let origin = "";
before(
  () =>
    new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => ((origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`), resolve()))),
);
after(() => new Promise<void>((resolve) => server.close(() => (fs.rmSync(out, { recursive: true, force: true }), resolve()))));

test("what the dev server throws on gets a status, and the next request is served", async () => {
  assert.equal((await fetch(`${origin}/gone.html`)).status, 404);
  assert.equal((await fetch(`${origin}/refused.html`)).status, 400);
  const ok = await fetch(`${origin}/index.html`);
  assert.equal(ok.status, 200);
  assert.equal(await ok.text(), "page");
});

test("the shared request rule applies before the dev server sees the request", async () => {
  assert.equal((await fetch(`${origin}/index.html`, { method: "POST" })).status, 405);
  assert.equal((await fetch(`${origin}/index.html`, { method: "POST" })).headers.get("allow"), "GET, HEAD");
});

test("the overlay's endpoint gives the current error with its file and line, or null", async () => {
  assert.equal((await (await fetch(`${origin}${ERROR_ENDPOINT}`)).json()).error, null);
  const wrapped = Object.assign(new Error("Having trouble rendering md template ./docs/a.md"), {
    originalError: new BuildError("docs/a.md", 'broken link "/nope.md"', 12),
  });
  error = describeError(wrapped);
  const { error: body } = await (await fetch(`${origin}${ERROR_ENDPOINT}`)).json();
  assert.deepEqual(body.locations[0], { file: "docs/a.md", line: 12 });
  assert.match(body.messages.join("\n"), /docs\/a\.md:12: broken link "\/nope\.md"/);
  assert.doesNotMatch(body.messages.join("\n"), /Having trouble/, "Eleventy's wrapping line is not the author's business");
  error = null;
});

test("every response and the endpoint name how many rebuilds had finished (a page loaded meanwhile reloads)", async () => {
  rebuilds = 3;
  assert.equal((await fetch(`${origin}/index.html`)).headers.get("server-timing"), `${BUILD_TIMING};desc="3"`);
  rebuilds = 4;
  assert.equal((await (await fetch(`${origin}${ERROR_ENDPOINT}`)).json()).build, 4);
  rebuilds = 0;
});

test("a page asked for with Accept: text/markdown is handed on as its twin, both variants varying by Accept", async () => {
  for (const page of ["/docs/web/guide/index.html", "/docs/web/guide/"]) {
    const md = await fetch(`${origin}${page}?x=1`, { headers: { accept: "text/markdown" } });
    assert.equal(await md.text(), "served /docs/web/guide/index.md?x=1", page);
    assert.equal(md.headers.get("content-type"), "text/markdown; charset=utf-8");
    assert.equal(md.headers.get("vary"), "Accept");
  }
  const html = await fetch(`${origin}/docs/web/guide/index.html`, { headers: { accept: "text/html, text/markdown;q=0.5" } });
  assert.equal(await html.text(), "served /docs/web/guide/index.html");
  assert.equal(html.headers.get("vary"), "Accept");
  // No twin on disk: the page itself.
  assert.equal(await (await fetch(`${origin}/docs/web/other.html`, { headers: { accept: "text/markdown" } })).text(), "served /docs/web/other.html");
});
