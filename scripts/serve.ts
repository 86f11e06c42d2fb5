// A small static server for the built site: serves <out>/<base>/ under the base path, answers "/" with a
// redirect to the base, folders with their index.html, and unknown pages with the site's 404.html. It follows
// docs/deploy.md's nginx rules (caching, 404, robots.txt) and answers any bad request with a 4xx instead of
// falling over: hand-written because it is this small, and test/unit/scripts/serve.test.ts sends it every bad request.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { loadSiteConfig, resolveBuildPaths } from "../site/build-context.ts";
import { normalizeBase } from "../common/urls.ts";
import { within } from "../site/out-guard.ts";
import { prefersMarkdown, twinPathOf, VARY } from "./negotiate.ts";
import { noneMatch, rejectRequest, requestPath } from "./request-guard.ts";
import { listenHost, printedUrl } from "./listen-host.ts";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".webmanifest": "application/manifest+json",
  ".txt": "text/plain; charset=utf-8",
  ".md": "text/markdown; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".woff2": "font/woff2",
  ".map": "application/json",
};

/** Every file in these folders has a content hash in its name (docs/deploy.md): cached for a year. */
const IMMUTABLE_DIRS = /^(assets|pages|sidebar)\//;

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

/**
 * The request handler of the preview server (scripts/serve.ts, `npm start`), for any node:http server that
 * should serve a built site with the same base-path redirect, 404 page and caching rules.
 */
export function createHandler(outDir: string, base: string): Handler {
  const root = path.resolve(outDir);
  const siteRoot = path.join(root, base);

  const plain = (req: http.IncomingMessage, res: http.ServerResponse, status: number, text: string, headers: http.OutgoingHttpHeaders = {}) => {
    res.writeHead(status, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store", ...headers });
    res.end(req.method === "HEAD" ? undefined : `${status} ${text}\n`);
  };

  /**
   * Send a file: opened first, so a file deleted meanwhile is either a 404 or still read in full. Read through
   * the output folder's real path (a build swaps in a new site by pointing the folder's symlink elsewhere:
   * one request reads one site), and never through a symlink that leads out of it. `variant`: the headers of a
   * page's negotiated answer (Vary, and Content-Location for the Markdown) and its ETag's tag, so the HTML's
   * validator never revalidates the Markdown kept for the same URL, nor the other way round.
   */
  type Variant = { tag: string; headers: http.OutgoingHttpHeaders };
  const send = (req: http.IncomingMessage, res: http.ServerResponse, named: string, status: number, orElse: () => void, variant?: Variant) => {
    fs.realpath.native(root, (rootError, realRoot) => {
      if (rootError) return orElse();
      fs.realpath.native(path.join(realRoot, path.relative(root, named)), (fileError, file) => {
        if (fileError || !within(realRoot, file)) return orElse();
        open(req, res, file, named, status, orElse, variant);
      });
    });
  };

  const open = (req: http.IncomingMessage, res: http.ServerResponse, file: string, named: string, status: number, orElse: () => void, variant?: Variant) => {
    fs.open(file, "r", (openError, fd) => {
      if (openError) return orElse();
      fs.fstat(fd, (statError, st) => {
        if (statError || !st.isFile()) {
          fs.close(fd, () => {});
          return orElse();
        }
        const rel = path.relative(siteRoot, named).split(path.sep).join("/");
        const cacheControl = status === 200 && IMMUTABLE_DIRS.test(rel) ? "public, max-age=31536000, immutable" : "no-cache";
        // Another origin may load the widgets and theme (docs/deploy.md: embedding): module scripts need CORS.
        const cors: http.OutgoingHttpHeaders = rel.startsWith("assets/") ? { "access-control-allow-origin": "*" } : {};
        // Validators, so "no-cache" files (pages, hashmap.json) revalidate with a 304 instead of a download.
        const etag = `"${variant?.tag ?? ""}${st.size.toString(16)}-${Math.floor(st.mtimeMs).toString(16)}"`;
        if (status === 200 && noneMatch(req.headers["if-none-match"], etag)) {
          fs.close(fd, () => {});
          res.writeHead(304, { etag, "cache-control": cacheControl, ...cors, ...variant?.headers });
          return res.end();
        }
        res.writeHead(status, {
          "content-type": TYPES[path.extname(named)] ?? "application/octet-stream",
          "content-length": st.size,
          "cache-control": cacheControl,
          etag,
          ...cors,
          ...variant?.headers,
        });
        if (req.method === "HEAD") {
          fs.close(fd, () => {});
          return res.end();
        }
        const stream = fs.createReadStream(file, { fd });
        stream.on("error", () => res.destroy()); // the status line is out: only cutting the response is left
        res.on("close", () => stream.destroy());
        stream.pipe(res);
      });
    });
  };

  const notFound = (req: http.IncomingMessage, res: http.ServerResponse) =>
    send(req, res, path.join(siteRoot, "404.html"), 404, () => plain(req, res, 404, "Not Found"));

  return (req, res) => {
    const target = req.url ?? "/";
    const rejection = rejectRequest(req.method, target);
    if (rejection) return plain(req, res, rejection.status, `${http.STATUS_CODES[rejection.status]}: ${rejection.reason}`, rejection.headers);
    const rawPath = target.replace(/[?#].*$/s, "");
    let pathname = requestPath(target);

    // (With base "/", "/" is the home page itself: redirecting it would loop.)
    if (base !== "/" && (pathname === "/" || pathname === base.slice(0, -1))) {
      res.writeHead(302, { location: base });
      return res.end();
    }
    // As in docs/deploy.md: crawlers ask the host's root for robots.txt; the site's own answers.
    if (pathname === "/robots.txt" && base !== "/") pathname = `${base}robots.txt`;
    if (!pathname.startsWith(base)) return notFound(req, res);
    const file = path.join(root, pathname.endsWith("/") ? `${pathname}index.html` : pathname);
    const rel = path.relative(root, file);
    if (rel.startsWith("..") || path.isAbsolute(rel)) return notFound(req, res);
    // A page answers with its Markdown twin when the request prefers it (scripts/negotiate.ts); both answers vary by Accept.
    const twin = twinPathOf(pathname);
    const html = twin ? { tag: "", headers: { vary: VARY } } : undefined;
    const sendHtml = () => send(req, res, file, 200, folderOrNotFound, html);
    const folderOrNotFound = () => {
      // A folder named without its slash: redirect when it has an index page (the raw path: no decoded bytes in a header).
      fs.stat(path.join(file, "index.html"), (err, st) => {
        if (!pathname.endsWith("/") && !err && st.isFile()) {
          // One slash at the start, whatever the request had: a location "//x/" would name another host.
          res.writeHead(301, { location: `${rawPath.replace(/^\/+/, "/")}/` });
          return res.end();
        }
        // Clean URLs (cleanUrls: true, as hosts serve them): /guide/intro is guide/intro.html.
        if (!pathname.endsWith("/") && !path.extname(pathname)) return send(req, res, `${file}.html`, 200, () => notFound(req, res));
        notFound(req, res);
      });
    };
    if (twin && prefersMarkdown(req.headers.accept)) {
      const location = `${rawPath.endsWith("/") ? `${rawPath}index.html` : rawPath}`.replace(/\.html$/, ".md");
      return send(req, res, path.join(root, twin), 200, sendHtml, { tag: "md-", headers: { vary: VARY, "content-location": location } });
    }
    sendHtml();
  };
}

export function createServer(root: string, base: string): http.Server {
  return http.createServer(createHandler(root, base));
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const paths = resolveBuildPaths(process.argv.slice(2));
  const config = await loadSiteConfig(paths);
  const base = normalizeBase(config.base);
  const port = Number(process.env.PORT ?? 8080);
  const host = listenHost();
  if (!fs.existsSync(path.join(paths.outDir, base))) {
    console.error(`No built site at ${path.join(paths.outDir, base)}: run npm run build first.`);
    process.exit(1);
  }
  createServer(paths.outDir, base).listen(port, host, () => console.log(`Web Docs: ${printedUrl(host, port, base)}`));
}
