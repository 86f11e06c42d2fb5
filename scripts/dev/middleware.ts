// What `npm run dev` puts in front of Eleventy's dev server (its `middleware` option): the shared request
// rule (scripts/request-guard.ts), the overlay's endpoint (error and build count), and a status for anything
// the dev server throws on, which would otherwise end the process (an unhandled rejection).
import fs from "node:fs";
import type http from "node:http";
import path from "node:path";
import { prefersMarkdown, twinPathOf, VARY } from "../negotiate.ts";
import { rejectRequest, requestPath } from "../request-guard.ts";
import { BUILD_TIMING, type DevError, ERROR_ENDPOINT } from "./overlay.ts";
import { requestAllowed } from "./origin.ts";

/** The dev server's own endpoints (the overlay's, the live-reload script's): for its own pages only. */
const OWN_ENDPOINT = /^\/\.(web-docs|11ty)\//;

/**
 * `build`: how many rebuilds have finished. Every response names it (Server-Timing `web-docs-build`), as does
 * the overlay's endpoint: a page compares the two once its live-reload socket is open, and reloads when a
 * rebuild finished while it was loading (its reload message went to no socket).
 */
export function devMiddleware(currentError: () => DevError | null, build: () => number = () => 0, outDir?: string) {
  return (req: http.IncomingMessage, res: http.ServerResponse, next: () => unknown) => {
    const bad = rejectRequest(req.method, req.url);
    if (bad) {
      res.writeHead(bad.status, { "content-type": "text/plain; charset=utf-8", ...bad.headers });
      return res.end(`${bad.status}: ${bad.reason}\n`);
    }
    if (OWN_ENDPOINT.test(req.url ?? "") && !requestAllowed(req)) {
      res.writeHead(403, { "content-type": "text/plain; charset=utf-8" });
      return res.end("403: another origin may not use this dev server's endpoints\n");
    }
    if (req.url === ERROR_ENDPOINT) {
      res.writeHead(200, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" });
      return res.end(JSON.stringify({ error: currentError(), build: build() }));
    }
    res.setHeader("server-timing", `${BUILD_TIMING};desc="${build()}"`);
    if (outDir) negotiate(req, res, outDir);
    // A file deleted while being served is 404, a path the dev server refuses 400.
    return Promise.resolve()
      .then(next)
      .catch((e: NodeJS.ErrnoException) => {
        const status = e.code === "ENOENT" || e.code === "EISDIR" ? 404 : e.message === "Invalid path" ? 400 : 500;
        if (!res.headersSent) res.writeHead(status, { "content-type": "text/plain; charset=utf-8" });
        res.end(`${status}: ${e.message}\n`);
      });
  };
}

/**
 * Markdown for agents, as `npm start` answers it (scripts/negotiate.ts): a page's URL asked for with an Accept
 * that prefers text/markdown is handed on to the dev server as its twin's URL, which the dev server then sends.
 */
function negotiate(req: http.IncomingMessage, res: http.ServerResponse, outDir: string): void {
  const url = req.url ?? "/";
  const twin = twinPathOf(requestPath(url));
  if (!twin) return;
  res.setHeader("vary", VARY);
  const file = path.join(outDir, twin);
  if (path.relative(outDir, file).startsWith("..")) return;
  if (!prefersMarkdown(req.headers.accept) || !fs.statSync(file, { throwIfNoEntry: false })?.isFile()) return;
  const [rawPath, rest] = /^([^?#]*)(.*)$/s.exec(url)!.slice(1);
  const mdUrl = (rawPath.endsWith("/") ? `${rawPath}index.html` : rawPath).replace(/\.html$/, ".md");
  req.url = mdUrl + rest;
  res.setHeader("content-type", "text/markdown; charset=utf-8");
  res.setHeader("content-location", mdUrl);
}
