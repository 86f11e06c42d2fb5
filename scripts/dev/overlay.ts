// The dev server's error overlay: the last build error (what scripts/dev/server.ts shows in the terminal), as the
// JSON the browser side (overlay-client.js, inlined into every page in dev) fetches and shows.
import fs from "node:fs";
import { authorMessages } from "../../site/errors.ts";

export interface DevError {
  messages: string[];
  /** Files (and lines) the messages name, for the overlay's first line. */
  locations: Array<{ file: string; line?: number }>;
}

/** Where the overlay script asks for the current error and build count (outside the base: no page can be there). */
export const ERROR_ENDPOINT = "/.web-docs/dev-error.json";
/** The Server-Timing entry naming, on every response, how many rebuilds had finished when it was served. */
export const BUILD_TIMING = "web-docs-build";

// "path/to/page.md:12: problem" — the form of BuildError and of the Markdown link check's messages.
const LOCATION = /(?:^|\s)(\/?(?:[\w.@~-]+\/)*[\w.@~-]+\.(?:md|njk|json|[cm]?[jt]s|ya?ml|css)):(\d+)?/g;

export function describeError(e: Error): DevError {
  const messages = authorMessages(e);
  const locations: DevError["locations"] = [];
  const seen = new Set<string>();
  for (const m of messages) {
    for (const [, file, line] of m.matchAll(LOCATION)) {
      const key = `${file}:${line ?? ""}`;
      if (seen.has(key)) continue;
      seen.add(key);
      locations.push(line ? { file, line: Number(line) } : { file });
    }
  }
  // Eleventy's wrappers name only the template; the innermost message names the line: show that first.
  locations.sort((a, b) => Number(Boolean(b.line)) - Number(Boolean(a.line)));
  return { messages, locations };
}

/** The terminal's form of the same error. */
function errorText(error: DevError): string {
  return `[web-docs] build failed:\n${error.messages.map((m) => `  ${m}`).join("\n")}\n[web-docs] still serving the last good pages; fix the file and save.`;
}

const client = fs.readFileSync(new URL("./overlay-client.js", import.meta.url), "utf8");

/** The page with the overlay script before </body> (inline: no file for the link check to look for). */
export function withOverlay(html: string): string {
  const at = html.lastIndexOf("</body>");
  return at < 0 ? html : `${html.slice(0, at)}<script>${client}</script>${html.slice(at)}`;
}

/**
 * What the overlay shows: a failed config load or asset step outlives page builds; a page build's error is
 * cleared by the next good build. Each error set is printed (`print`) as errorText.
 */
export class DevErrors {
  readonly #errors: Record<"config" | "assets" | "build", DevError | null> = { config: null, assets: null, build: null };
  readonly #print: (text: string) => void;

  constructor(print: (text: string) => void) {
    this.#print = print;
  }

  /** The error the overlay shows now, if any. */
  current(): DevError | null {
    return this.#errors.config ?? this.#errors.assets ?? this.#errors.build;
  }

  has(kind: "config" | "assets" | "build"): boolean {
    return this.#errors[kind] !== null;
  }

  set(kind: "config" | "assets" | "build", e: Error | null): void {
    const error = e && describeError(e);
    this.#errors[kind] = error;
    if (error) this.#print(errorText(error));
  }
}
