// Where the servers listen (`npm run dev`, `npm start`, scripts/serve.ts): this machine only unless `HOST`
// says otherwise, as Vite does; and the address they print.

/** Names of this machine's loopback interface, as a URL's hostname spells them. */
const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

export const isLoopback = (hostname: string) =>
  LOOPBACK.has(hostname.toLowerCase()) || /^127(\.\d{1,3}){3}$/.test(hostname) || hostname.toLowerCase().endsWith(".localhost");

/** The address to listen on: `HOST` when set (`0.0.0.0` for every interface), else the loopback interface only. */
export function listenHost(env: NodeJS.ProcessEnv = process.env): string {
  const host = env.HOST?.trim();
  return host ? host : "127.0.0.1";
}

/** Whether the server listens on every interface (`0.0.0.0`, `::`): then its LAN addresses are printed too. */
export const listensEverywhere = (host: string) => host === "0.0.0.0" || host === "::" || host === "[::]";

/** The host of a URL to print for an address (IPv6 in brackets). */
export const urlHost = (host: string) => (host.includes(":") && !host.startsWith("[") ? `[${host}]` : host);

/** The URL a server listening on `host` prints for a path: `localhost` when it listens everywhere. */
export const printedUrl = (host: string, port: number, pathname: string) =>
  `http://${listensEverywhere(host) ? "localhost" : urlHost(host)}:${port}${pathname}`;
