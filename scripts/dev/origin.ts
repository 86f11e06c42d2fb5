// Where `npm run dev` listens and whom its own doors answer. Any web page open in the author's browser can
// reach a server on localhost: a page of another origin must not talk to the live-reload socket or read the
// dev endpoints, and by default no other machine reaches the server at all (as Vite: `HOST` widens it).

import type http from "node:http";
import { isLoopback, listenHost } from "../listen-host.ts";

/**
 * Whether a request carrying this `Origin` may use the server's WebSocket and endpoints. No `Origin`: not a
 * browser page (a tool, curl), allowed. Otherwise the origin must be this server: the same port, and either a
 * loopback name (localhost, 127.0.0.1, [::1] — one tab may use any of them) or exactly the host the request
 * was sent to when the author chose to listen beyond loopback (a phone on the LAN). A page of any other
 * origin — including one whose DNS name was pointed at 127.0.0.1 — is refused.
 */
export function originAllowed(origin: string | undefined, requestHost: string | undefined, port: number, bound: string): boolean {
  if (origin === undefined) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false; // "null" (a sandboxed frame, a file:// page) and anything unparsable
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  const originPort = Number(url.port || (url.protocol === "https:" ? 443 : 80));
  if (originPort !== port) return false;
  if (isLoopback(url.hostname)) return true;
  return !isLoopback(bound) && requestHost !== undefined && url.host.toLowerCase() === requestHost.toLowerCase();
}

/** Whether a request to the dev server's own endpoints comes from its own pages (or from no page at all). */
export const requestAllowed = (req: http.IncomingMessage, host = listenHost()): boolean =>
  originAllowed(req.headers.origin, req.headers.host, req.socket.localPort ?? 0, host);
