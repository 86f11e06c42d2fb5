import assert from "node:assert/strict";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import zlib from "node:zlib";
import { filesUnder } from "./sites.ts";
import { nginxMap } from "../../site/redirects.ts";

// Runs Debian's nginx with the server block of docs/deploy.md (only `listen` and `root` replaced) against
// the built Web Docs site (dist/, written by `npm run build`), from a temp folder and without root's
// files: its own pid, logs and temp paths. Checks the headers and the 404 that docs/deploy.md promises.
const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => fs.existsSync(p));
const BROTLI = "/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so";
const DIST = path.resolve("dist");
const SITE = path.join(DIST, "docs/web");

/** The redirect lines docs/deploy.md adds to the server block (its "Redirects" section). */
export function redirectIfFromDocs(markdown: string): string {
  const m = /^\s*if \(\$web_docs_redirect\) \{[^}]*\}/m.exec(markdown);
  if (!m) throw new Error("docs/deploy.md has no `if ($web_docs_redirect) { … }` block");
  return m[0];
}

/** An old URL of the test's redirect map (the Web Docs site itself has none): it must answer with a 301. */
const MOVED = ["/moved/old.html", "/index.html"] as const;

/** The ```nginx block of docs/deploy.md that holds the server block. */
export function serverBlockFromDocs(markdown: string): string {
  const blocks = [...markdown.matchAll(/```nginx\n([\s\S]*?)```/g)].map((m) => m[1]);
  const server = blocks.find((b) => /^server\s*\{/m.test(b));
  if (!server) throw new Error("docs/deploy.md has no ```nginx block with a server { … }");
  return server;
}

/** The ```nginx blocks of docs/deploy.md that go into the http block: the maps of Markdown for agents. */
export function httpMapsFromDocs(markdown: string): string {
  const blocks = [...markdown.matchAll(/```nginx\n([\s\S]*?)```/g)].map((m) => m[1]).filter((b) => /^map\s/m.test(b) && !/^\s*server\s*\{/m.test(b));
  if (!blocks.length) throw new Error("docs/deploy.md has no ```nginx block of maps for the http block");
  return blocks.join("\n");
}

function freePort(): Promise<number> {
  if (process.env.NGINX_TEST_PORT) return Promise.resolve(Number(process.env.NGINX_TEST_PORT));
  return new Promise((resolve, reject) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
    s.on("error", reject);
  });
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}
let port = 0;
function get(pathname: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port, path: pathname, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
  });
}
const decoded = (a: Answer) =>
  (a.headers["content-encoding"] === "br"
    ? zlib.brotliDecompressSync(a.body)
    : a.headers["content-encoding"] === "gzip"
      ? zlib.gunzipSync(a.body)
      : a.body
  ).toString("utf8");

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";
const assetNamed = (re: RegExp) => {
  const all = fs.readdirSync(path.join(SITE, "assets"), { recursive: true }) as string[];
  const f = all.find((x) => re.test(x));
  assert.ok(f, `no asset matching ${re} in ${SITE}/assets`);
  return `/docs/web/assets/${f.split(path.sep).join("/")}`;
};

describe("nginx serves the build as docs/deploy.md says", { skip: !NGINX && "nginx is not installed (.ci/run installs it)" }, () => {
  let tmp = "";
  let nginx: ChildProcess | undefined;
  let errorLog = "";

  before(async () => {
    assert.ok(fs.existsSync(path.join(SITE, "index.html")), `no build at ${SITE}: run npm run build first`);
    assert.ok(fs.existsSync(BROTLI), `${BROTLI} is missing: apt-get install libnginx-mod-http-brotli-filter (.ci/run does)`);
    port = await freePort();
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), "wd-nginx-"));
    errorLog = path.join(tmp, "error.log");
    let server = serverBlockFromDocs(fs.readFileSync("docs/deploy.md", "utf8"));
    assert.match(server, /^\s*listen\s+[^;]+;/m, "the server block has a listen line");
    assert.match(server, /^\s*root\s+[^;]+;/m, "the server block has a root line");
    server = server.replace(/^(\s*)listen\s+[^;]+;/m, `$1listen 127.0.0.1:${port};`).replace(/^(\s*)root\s+[^;]+;/m, `$1root ${DIST};`);
    const t = (d: string) => path.join(tmp, d);
    // Redirects as docs/deploy.md sets them up: the build's map (site/redirects.ts) included in http, its if-block in the server.
    const docs = fs.readFileSync("docs/deploy.md", "utf8");
    fs.writeFileSync(t("redirects.nginx.conf"), nginxMap("/docs/web/", new Map([MOVED])));
    server = server.replace(/\}\s*$/, `${redirectIfFromDocs(docs)}\n}\n`);
    const conf = [
      `load_module ${BROTLI};`,
      "worker_processes 1;",
      `pid ${t("nginx.pid")};`,
      `error_log ${errorLog} warn;`,
      "events { worker_connections 64; }",
      "http {",
      "  include /etc/nginx/mime.types;",
      "  default_type application/octet-stream;",
      "  access_log off;",
      `  include ${t("redirects.nginx.conf")};`,
      httpMapsFromDocs(docs),
      ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((k) => `  ${k}_temp_path ${t(k)};`),
      server,
      "}",
    ].join("\n");
    fs.writeFileSync(t("nginx.conf"), conf);
    const check = spawnSync(NGINX!, ["-t", "-p", tmp, "-c", t("nginx.conf")], { encoding: "utf8" });
    assert.equal(check.status, 0, `nginx -t rejected the configuration:\n${check.stderr}`);
    nginx = spawn(NGINX!, ["-p", tmp, "-c", t("nginx.conf"), "-g", "daemon off;"], { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    nginx.stderr!.on("data", (c) => (stderr += c));
    for (let i = 0; ; i++) {
      try {
        await get("/docs/web/index.html");
        break;
      } catch (e) {
        if (i > 100 || nginx.exitCode !== null) throw new Error(`nginx did not start: ${stderr || (e as Error).message}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  });

  after(() => {
    nginx?.kill("SIGQUIT");
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  it("serves pages as HTML that the browser must revalidate, with validators for a cheap 304", async () => {
    const page = await get("/docs/web/index.html");
    assert.equal(page.status, 200);
    assert.match(String(page.headers["content-type"]), /^text\/html; charset=utf-8$/);
    assert.equal(page.headers["cache-control"], REVALIDATE);
    assert.ok(page.headers["last-modified"], "Last-Modified");
    assert.equal(decoded(page), fs.readFileSync(path.join(SITE, "index.html"), "utf8"));
    const again = await get("/docs/web/index.html", { "if-modified-since": String(page.headers["last-modified"]) });
    assert.equal(again.status, 304);
  });

  it("answers folders with their index.html and / with a redirect to the base", async () => {
    assert.equal((await get("/docs/web/")).status, 200);
    const root = await get("/");
    assert.equal(root.status, 302);
    assert.match(String(root.headers.location), /\/docs\/web\/$/);
  });

  it("caches content-hashed assets for a year as immutable, with the right types", async () => {
    for (const [re, type] of [
      [/^theme\.[^/]+\.css$/, /^text\/css/],
      [/^js\/widgets\.[^/]+\.js$/, /^application\/javascript/],
      [/^favicon\.[^/]+\.svg$/, /^image\/svg\+xml/],
      [/^manifest\.[^/]+\.webmanifest$/, /^application\/manifest\+json/],
    ] as const) {
      const a = await get(assetNamed(re));
      assert.equal(a.status, 200, String(re));
      assert.match(String(a.headers["content-type"]), type, String(re));
      assert.equal(a.headers["cache-control"], IMMUTABLE, String(re));
      // Other sites load the widgets and theme from here (docs/deploy.md, embedding): module scripts need CORS.
      assert.equal(a.headers["access-control-allow-origin"], "*", String(re));
    }
  });

  it("caches page modules and sidebar data (content-hashed, outside assets/) as immutable", async (t) => {
    for (const dir of ["pages", "sidebar"]) {
      if (!fs.existsSync(path.join(SITE, dir))) {
        t.diagnostic(`no ${dir}/ in this build`);
        continue;
      }
      const file = fs.readdirSync(path.join(SITE, dir))[0];
      const a = await get(`/docs/web/${dir}/${file}`);
      assert.equal(a.status, 200, file);
      assert.equal(a.headers["cache-control"], IMMUTABLE, file);
    }
  });

  it("revalidates hashmap.json, sitemap.xml and robots.txt (same name after every build)", async (t) => {
    const files = ["sitemap.xml", "robots.txt", "hashmap.json"].filter((f) => fs.existsSync(path.join(SITE, f)));
    if (!files.includes("hashmap.json")) t.diagnostic("no hashmap.json in this build yet (client router not merged): checked the others");
    assert.ok(files.includes("sitemap.xml") && files.includes("robots.txt"), "the build writes sitemap.xml and robots.txt");
    for (const f of files) {
      const a = await get(`/docs/web/${f}`);
      assert.equal(a.status, 200, f);
      assert.equal(a.headers["cache-control"], REVALIDATE, f);
    }
    const robots = await get("/robots.txt");
    assert.equal(robots.status, 200);
    assert.match(decoded(robots), /^Sitemap: https?:\/\/\S+\/docs\/web\/sitemap\.xml$/m);
  });

  it("serves Markdown twins as text/markdown and llms.txt as UTF-8 text, revalidated", async () => {
    const page = filesUnder(SITE).find((f) => f.endsWith(".md"));
    assert.ok(page, "the build writes Markdown twins");
    const a = await get(`/docs/web/${page}`);
    assert.equal(a.status, 200, page);
    assert.equal(String(a.headers["content-type"]), "text/markdown; charset=utf-8", page);
    assert.equal(a.headers["cache-control"], REVALIDATE, page);
    assert.equal(decoded(a), fs.readFileSync(path.join(SITE, page), "utf8"));
    for (const f of ["llms.txt", "llms-full.txt"]) {
      const t = await get(`/docs/web/${f}`);
      assert.equal(t.status, 200, f);
      assert.match(String(t.headers["content-type"]), /^text\/plain; charset=utf-8$/, f);
      assert.equal(t.headers["cache-control"], REVALIDATE, f);
    }
  });

  it("answers a page with its Markdown twin when Accept prefers text/markdown, both variants varying by Accept", async () => {
    const twin = filesUnder(SITE).find((f) => f.endsWith(".md") && fs.existsSync(path.join(SITE, f.replace(/\.md$/, ".html"))));
    assert.ok(twin, "a page with a twin");
    const page = `/docs/web/${twin.replace(/\.md$/, ".html")}`;
    const markdown = fs.readFileSync(path.join(SITE, twin), "utf8");
    const html = fs.readFileSync(path.join(SITE, twin.replace(/\.md$/, ".html")), "utf8");
    const varies = (a: Answer) =>
      String(a.headers.vary)
        .split(/\s*,\s*/)
        .includes("Accept");
    for (const accept of ["text/markdown", "text/markdown, text/html, */*", "text/html;q=0.8, text/markdown;q=0.9", "text/markdown;q=0.5, text/*;q=0.4"]) {
      const a = await get(page, { accept, "accept-encoding": "gzip" });
      assert.equal(a.status, 200, accept);
      assert.equal(String(a.headers["content-type"]), "text/markdown; charset=utf-8", accept);
      assert.ok(varies(a), `Vary names Accept (${a.headers.vary}) for ${accept}`);
      assert.equal(a.headers["cache-control"], REVALIDATE, accept);
      assert.equal(decoded(a), markdown, accept);
    }
    for (const accept of ["text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8", "*/*", "text/markdown;q=0.5, */*", "text/markdown;q=0"]) {
      const a = await get(page, { accept });
      assert.match(String(a.headers["content-type"]), /^text\/html/, accept);
      assert.ok(varies(a), `Vary names Accept (${a.headers.vary}) for ${accept}`);
      assert.equal(decoded(a), html, accept);
    }
    // Each variant has its own validator.
    const md = await get(page, { accept: "text/markdown" });
    const plain = await get(page);
    assert.notEqual(md.headers.etag, plain.headers.etag);
    assert.equal((await get(page, { accept: "text/markdown", "if-none-match": String(md.headers.etag) })).status, 304);
    assert.equal((await get(page, { "if-none-match": String(md.headers.etag) })).status, 200);
    // A folder's page, and files that are no page (no Vary: Accept, never Markdown).
    const index = filesUnder(SITE).find((f) => f.endsWith("/index.md"));
    assert.ok(index, "a folder's page with a twin");
    const folder = await get(`/docs/web/${index.replace(/index\.md$/, "")}`, { accept: "text/markdown" });
    assert.equal(decoded(folder), fs.readFileSync(path.join(SITE, index), "utf8"));
    // The home page (layout home) has no twin: its HTML.
    assert.match(String((await get("/docs/web/", { accept: "text/markdown" })).headers["content-type"]), /^text\/html/);
    const json = await get("/docs/web/hashmap.json", { accept: "text/markdown" });
    assert.match(String(json.headers["content-type"]), /^application\/json/);
    assert.ok(!varies(json), String(json.headers.vary));
  });

  it("compresses text with brotli or gzip and says so in Vary", async () => {
    const css = assetNamed(/^theme\.[^/]+\.css$/);
    for (const [accept, encoding] of [
      ["br, gzip", "br"],
      ["gzip", "gzip"],
    ]) {
      for (const url of ["/docs/web/index.html", css]) {
        const a = await get(url, { "accept-encoding": accept });
        assert.equal(a.headers["content-encoding"], encoding, `${url} with Accept-Encoding: ${accept}`);
        assert.match(String(a.headers.vary), /Accept-Encoding/i, url);
      }
    }
    const plain = await get("/docs/web/index.html");
    assert.equal(plain.headers["content-encoding"], undefined, "no encoding the client did not ask for");
  });

  it("answers an unknown page with status 404 and the site's not-found page, never cached as immutable", async () => {
    const notFound = fs.readFileSync(path.join(SITE, "404.html"), "utf8");
    for (const url of ["/docs/web/no-such-page.html", "/docs/web/frontend/no-such-folder/", "/docs/web/assets/theme.0123456789.css", "/elsewhere.html"]) {
      const a = await get(url);
      assert.equal(a.status, 404, url);
      assert.match(String(a.headers["content-type"]), /^text\/html/, url);
      assert.equal(decoded(a), notFound, url);
      assert.notEqual(a.headers["cache-control"], IMMUTABLE, url);
    }
  });

  it("answers an old URL of the redirects map with a 301 to its new page", async () => {
    const a = await get(`/docs/web${MOVED[0]}`);
    assert.equal(a.status, 301);
    assert.equal(new URL(a.headers.location!, "http://x").pathname, `/docs/web${MOVED[1]}`);
    assert.equal((await get(`/docs/web${MOVED[1]}`)).status, 200);
  });

  it("logs no error while serving", () => {
    const log = fs.existsSync(errorLog) ? fs.readFileSync(errorLog, "utf8") : "";
    // "open() … failed (2: No such file or directory)" is how nginx logs the 404s asked for above.
    const errors = log.split("\n").filter((l) => /\[(error|crit|alert|emerg)\]/.test(l) && !/No such file or directory/.test(l));
    assert.deepEqual(errors, []);
  });
});
