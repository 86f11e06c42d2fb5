// A small static server for the built site: serves <out>/<base>/ under the base path, answers "/" with a
// redirect to the base, folders with their index.html, and unknown pages with the site's 404.html.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { loadSiteConfig, resolveBuildPaths } from "../site/build-context.ts";
import { normalizeBase } from "../site/paths.ts";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8", ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8", ".json": "application/json; charset=utf-8", ".svg": "image/svg+xml",
  ".png": "image/png", ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".gif": "image/gif", ".webp": "image/webp",
  ".ico": "image/x-icon", ".webmanifest": "application/manifest+json", ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8", ".woff2": "font/woff2", ".map": "application/json",
};

export function createServer(root: string, base: string): http.Server {
  return http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    let pathname = decodeURIComponent(url.pathname);
    // (With base "/", "/" is the home page itself: redirecting it would loop.)
    if (base !== "/" && (pathname === "/" || pathname === base.slice(0, -1))) {
      res.writeHead(302, { location: base });
      res.end();
      return;
    }
    const send = (file: string, status = 200) => {
      const ext = path.extname(file);
      const immutable = /\/(assets|pages|sidebar)\//.test(file) && /\.[0-9a-f]{8,}\./.test(path.basename(file));
      const cacheControl = immutable ? "public, max-age=31536000, immutable" : "no-cache";
      // Validators, so "no-cache" files (pages, hashmap.json) revalidate with a 304 instead of a download.
      const st = fs.statSync(file);
      const etag = `"${st.size.toString(16)}-${Math.floor(st.mtimeMs).toString(16)}"`;
      if (status === 200 && req.headers["if-none-match"] === etag) {
        res.writeHead(304, { etag, "cache-control": cacheControl });
        res.end();
        return;
      }
      res.writeHead(status, {
        "content-type": TYPES[ext] ?? "application/octet-stream",
        "cache-control": cacheControl,
        etag,
      });
      if (req.method === "HEAD") res.end();
      else fs.createReadStream(file).pipe(res);
    };
    const notFound = () => {
      const page = path.join(root, base, "404.html");
      if (fs.existsSync(page)) send(page, 404);
      else {
        res.writeHead(404, { "content-type": "text/plain" });
        res.end("404 Not Found");
      }
    };
    // As in docs/deploy.md: crawlers ask the host's root for robots.txt; the site's own answers.
    if (pathname === "/robots.txt" && base !== "/") pathname = `${base}robots.txt`;
    if (!pathname.startsWith(base)) return notFound();
    if (pathname.endsWith("/")) pathname += "index.html";
    const file = path.join(root, path.normalize(pathname));
    if (!file.startsWith(root)) return notFound();
    fs.stat(file, (err, st) => {
      if (!err && st.isFile()) return send(file);
      if (!err && st.isDirectory()) {
        res.writeHead(301, { location: `${pathname}/` });
        return res.end();
      }
      notFound();
    });
  });
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const paths = resolveBuildPaths(process.argv.slice(2));
  const config = await loadSiteConfig(paths.configFile);
  const base = normalizeBase(config.base);
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? "127.0.0.1";
  if (!fs.existsSync(path.join(paths.outDir, base))) {
    console.error(`No built site at ${path.join(paths.outDir, base)}: run npm run build first.`);
    process.exit(1);
  }
  createServer(paths.outDir, base).listen(port, host, () => console.log(`Web Docs: http://localhost:${port}${base}`));
}
