// `npm run dev` serves the output folder through Eleventy's dev server, which reads any path under it and
// follows symlinks. Web Docs writes no symlinks there (site/public-copy.ts copies what they point to), but a
// folder swapped in by hand, or a symlink made by another tool, must not serve files from outside: refused here.
import fs from "node:fs";
import type http from "node:http";
import path from "node:path";
import { within } from "../../site/out-guard.ts";
import { requestPath } from "../request-guard.ts";

/** Middleware answering 404 for a request whose file (as the dev server would map it) resolves outside `outDir`. */
export function insideOutput(outDir: string, base: string) {
  return (req: http.IncomingMessage, res: http.ServerResponse, next: () => unknown) => {
    const pathname = requestPath(req.url ?? "/");
    if (!pathname.startsWith(base)) return next();
    const named = path.join(outDir, pathname);
    let realRoot: string;
    try {
      realRoot = fs.realpathSync(outDir);
    } catch {
      return next();
    }
    // The dev server tries the path, then .html and index.html (zachleat.com/web/trailing-slash): check each.
    for (const candidate of [named, `${named.replace(/\/$/, "")}.html`, path.join(named, "index.html")]) {
      let real: string;
      try {
        real = fs.realpathSync(candidate);
      } catch {
        continue;
      }
      if (!within(realRoot, real)) {
        res.writeHead(404, { "content-type": "text/plain; charset=utf-8" });
        return res.end("404: not found\n");
      }
    }
    return next();
  };
}
