// The files each common host reads from the output's top folder (site/host-files.ts, docs/deploy.md "Hosts").
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, it } from "node:test";
import { headersFile, redirectsFile, vercelJson, writeHostFiles } from "../../../site/host-files.ts";

describe("host files", () => {
  it("_headers: a year's caching for the hashed folders under the base, CORS for assets/", () => {
    const h = headersFile("/docs/web/");
    assert.match(h, /^\/docs\/web\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable\n {2}Access-Control-Allow-Origin: \*\n/);
    assert.match(h, /^\/docs\/web\/pages\/\*\n {2}Cache-Control: public, max-age=31536000, immutable\n/m);
    assert.doesNotMatch(h.split("/docs/web/pages/")[1], /Access-Control/);
  });
  it("_redirects and vercel.json: the root to the base and the base's 404 page; nothing to say at /", () => {
    assert.equal(redirectsFile("/docs/web/"), "/ /docs/web/ 302\n/docs/web/* /docs/web/404.html 404\n");
    assert.equal(redirectsFile("/"), "");
    const v = JSON.parse(vercelJson("/docs/web/"));
    assert.deepEqual(v.redirects, [{ source: "/", destination: "/docs/web/", permanent: false }]);
    assert.deepEqual(
      v.headers[0].headers.map((x: { key: string }) => x.key),
      ["Cache-Control", "Access-Control-Allow-Origin"],
    );
    assert.deepEqual(JSON.parse(vercelJson("/")).redirects, []);
  });
  it("writes .nojekyll and the rest at the top of the output, leaving an author's own file alone", () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), "wd-hosts-"));
    fs.writeFileSync(path.join(out, "_redirects"), "/old /new 301\n");
    assert.deepEqual(writeHostFiles(out, { base: "/" }).sort(), [".nojekyll", "_headers", "vercel.json"]);
    assert.equal(fs.readFileSync(path.join(out, "_redirects"), "utf8"), "/old /new 301\n");
    fs.rmSync(out, { recursive: true, force: true });
  });
});
