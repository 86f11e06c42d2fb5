// The shape of `createDevServer` (scripts/dev/server.ts): its options, events and methods.
import type { EventEmitter } from "node:events";
import type { DevError } from "./overlay.ts";

export interface DevServerOptions {
  /** The build's flags (--content, --config, --out), as `npm run build` takes them; WEB_DOCS_* variables as there. */
  argv?: string[];
  /** The port to listen on (0: a free one; a busy one: the next free). Default 8080. */
  port?: number;
  /** Where the server's output goes (default: the terminal, errors to stderr). */
  print?: (text: string, stream: "out" | "err") => void;
}

export interface DevServerEvents {
  /** A line for the author (printed as "[web-docs] …"). */
  log: [line: string];
  /** The server listens (again, after a config reset). */
  listening: [url: string];
  /** A rebuild ended: the page rendered alone (its source), or null when Eleventy rebuilt; and its error, if any. */
  rebuilt: [info: { alone: string | null; error: DevError | null }];
}

export interface DevServer extends EventEmitter<DevServerEvents> {
  /** Build, watch and listen; resolves to the site's URL under the base. Rejects on a bad config or folder. */
  start(): Promise<string>;
  /** Stop watching and serving. */
  close(): Promise<void>;
  /** The port listened on (after start). */
  readonly port: number;
  /** The site's URL under the base (after start). */
  readonly url: string;
}
