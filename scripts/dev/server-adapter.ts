// The one place `npm run dev` reaches into @11ty/eleventy-dev-server's private members (2.x, checked below):
// where it listens, and its WebSocket door. Version 2.1.2 listens on every interface, and attaches a `ws`
// server to the HTTP server with ws's defaults — every origin accepted, 100 MiB messages, and no `error`
// listener on a client socket, so one malformed frame (unmasked, a bad opcode) or an oversized message
// throws an uncaught error that ends the process. Patched on the class, not an instance: Eleventy makes a new
// server instance when its server options change (a config reset).
import { createRequire } from "node:module";
import type http from "node:http";
import type { Duplex } from "node:stream";
import os from "node:os";
import DevServer from "@11ty/eleventy-dev-server";
import { WebSocketServer } from "ws";
import { originAllowed } from "./origin.ts";
import { listenHost, listensEverywhere, urlHost } from "../listen-host.ts";

/** The largest message a page may send the live-reload socket (it sends none; ws's default is 100 MiB). */
const MAX_MESSAGE_BYTES = 64 * 1024;

const SUPPORTED_MAJOR = 2;

interface DevServerInternals {
  options: { pathPrefix: string };
  server: http.Server;
  _server?: http.Server;
  updateServer?: WebSocketServer;
  sendUpdateNotification(message: object): void;
  getServerUrl(host: string): string;
  _serverListen(port: number): void;
  setupReloadNotifier(): void;
  getHosts(): string[];
}

/** Refuse an upgrade or request with a status, on a socket that may already be gone. */
function refuse(socket: Duplex, status: number, reason: string) {
  if (!socket.writable) return socket.destroy();
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${reason.length + 1}\r\n\r\n${reason}\n`,
  );
}

/** The port the server listens on (the requested one may have been taken: the dev server tries the next). */
const portOf = (server: http.Server) => (server.address() as { port: number } | null)?.port ?? 0;

let patched = false;

/**
 * Make the dev server listen on `HOST` (127.0.0.1 by default) and accept WebSocket upgrades only from this
 * server's own origin, with messages capped and every socket error contained. Call before Eleventy serves.
 */
export function hardenDevServer(host = listenHost()): void {
  if (patched) return;
  const { version } = createRequire(import.meta.url)("@11ty/eleventy-dev-server/package.json") as { version: string };
  if (Number(version.split(".")[0]) !== SUPPORTED_MAJOR) {
    throw new Error(
      `@11ty/eleventy-dev-server ${version}: scripts/dev/server-adapter.ts supports ${SUPPORTED_MAJOR}.x only (it replaces private members); check its WebSocket and listen code, then update SUPPORTED_MAJOR`,
    );
  }
  const proto = (DevServer as unknown as { prototype: DevServerInternals }).prototype;
  for (const member of ["_serverListen", "setupReloadNotifier", "getHosts", "sendUpdateNotification"] as const) {
    if (typeof proto[member] !== "function")
      throw new Error(`@11ty/eleventy-dev-server ${version} has no ${member}(): scripts/dev/server-adapter.ts needs updating`);
  }
  patched = true;

  proto._serverListen = function (this: DevServerInternals, port: number) {
    this.server.listen({ port, host });
  };

  proto.getHosts = function (this: DevServerInternals) {
    if (!listensEverywhere(host)) return [this.getServerUrl(urlHost(host))];
    const lan = Object.values(os.networkInterfaces())
      .flat()
      .filter((i) => i && !i.internal && i.family === "IPv4");
    return [this.getServerUrl("localhost"), ...lan.map((i) => this.getServerUrl(i!.address))];
  };

  proto.setupReloadNotifier = function (this: DevServerInternals) {
    const server = this.server;
    const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
    server.on("upgrade", (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
      socket.on("error", () => socket.destroy());
      if (!originAllowed(req.headers.origin, req.headers.host, portOf(server), host))
        return refuse(socket, 403, "Forbidden: another origin may not open this dev server's socket");
      sockets.handleUpgrade(req, socket, head, (ws) => sockets.emit("connection", ws, req));
    });
    sockets.on("connection", (ws) => {
      // A malformed frame or an oversized message: ws sends the close frame (1002, 1009) and reports it here;
      // the server goes on. A peer that never answers the close is cut off after a second, not ws's 30.
      ws.on("error", () => setTimeout(() => ws.terminate(), 1000).unref());
      this.sendUpdateNotification({ type: "eleventy.status", status: "connected" });
    });
    this.updateServer = sockets;
  };
}
