import assert from "node:assert/strict";
import { test } from "node:test";
import { MAX_URL_LENGTH, rejectRequest } from "../../../scripts/request-guard.ts";

const status = (method: string, url: string) => rejectRequest(method, url)?.status ?? 200;

test("GET and HEAD of ordinary paths pass, query strings and encoded spaces too", () => {
  for (const url of ["/docs/web/", "/docs/web/guide/getting-started.html?x=1#a", "/docs/web/a%20b.html", "/docs/web/assets/%E4%B8%AD.svg"]) {
    assert.equal(status("GET", url), 200, url);
    assert.equal(status("HEAD", url), 200, url);
  }
});

test("other methods are 405 with an Allow header", () => {
  for (const m of ["POST", "PUT", "DELETE", "OPTIONS", "PATCH", "TRACE"]) {
    const r = rejectRequest(m, "/docs/web/");
    assert.equal(r?.status, 405, m);
    assert.equal(r?.headers?.allow, "GET, HEAD");
  }
});

test("null bytes, malformed escapes and `..` in any encoding are 400", () => {
  for (const url of [
    "/docs/web/%00",
    "/docs/web/index.html%00.md",
    "/docs/web/%E0%A4%A",
    "/docs/web/%",
    "/docs/web/../../etc/passwd",
    "/docs/web/%2e%2e/%2e%2e/etc/passwd",
    "/docs/web/..%2f..%2fpackage.json",
    "/docs/web/..%5c..%5cpackage.json",
    "/docs/web/%252e%252e/%252e%252e/etc/passwd",
  ])
    assert.equal(status("GET", url), 400, url);
});

test("overlong URLs are 414; a target that is not a path is 400", () => {
  assert.equal(status("GET", `/docs/web/${"a".repeat(MAX_URL_LENGTH)}`), 414);
  assert.equal(status("GET", "http://example.com/docs/web/"), 400);
  assert.equal(status("GET", "*"), 400);
});
