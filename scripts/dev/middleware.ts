// What `npm run dev` puts in front of Eleventy's dev server (its `middleware` option): the shared request
// rule (scripts/request-guard.ts), the overlay's endpoint (error and build count), and a status for anything
// the dev server throws on, which would otherwise end the process (an unhandled rejection).
import type http from "node:http";
import { rejectRequest } from "../request-guard.ts";
import { BUILD_TIMING, type DevError, ERROR_ENDPOINT } from "./overlay.ts";
import { requestAllowed } from "./origin.ts";

/** The dev server's own endpoints (the overlay's, the live-reload script's): for its own pages only. */
const OWN_ENDPOINT = /^\/\.(web-docs|11ty)\//;

/**
 * `build`: how many rebuilds have finished. Every response names it (Server-Timing `web-docs-build`), as does
 * the overlay's endpoint: a page compares the two once its live-reload socket is open, and reloads when a
 * rebuild finished while it was loading (its reload message went to no socket).
 */
export function devMiddleware(currentError: () => DevError | null, build: () => number = () => 0) {
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
