// `npm run dev [-- --content DIR --config FILE --out DIR]`: the dev server (scripts/dev/server.ts) from the
// command line. Flags and WEB_DOCS_* variables mean what they mean for `npm run build`; PORT picks the port
// (8080), HOST the address (127.0.0.1: this machine only; scripts/dev/server-adapter.ts).
import { createDevServer } from "./dev/server.ts";

const server = createDevServer({ argv: process.argv.slice(2), port: Number(process.env.PORT ?? 8080) });
await server.start().catch((e: Error) => {
  console.error(`[web-docs] ${e.message}`);
  process.exit(1);
});
// Ctrl+C (or a test stopping the server) ends the process at once, through exit handlers.
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => process.exit(0));
