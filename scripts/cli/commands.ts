// The commands of `web-docs`: one entry each, so another (`mcp`, `version`) is one more line in COMMANDS. Each
// loads what it runs when it runs (`--version`, `--help` and `init` never load Eleventy).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildArgv, type CliArgs, contentDirOf, flagValue } from "./args.ts";
import { runInit } from "./init.ts";

export interface Command {
  /** One line for `web-docs --help`. */
  summary: string;
  /** The arguments after the command's name, for `web-docs --help`. */
  usage: string;
  /** Resolves when the command is done (a server: when it is listening); throws on failure. */
  run(args: CliArgs): Promise<void>;
}

const port = (args: CliArgs) => Number(flagValue(args, "port") ?? process.env.PORT ?? 8080);
const host = (args: CliArgs) => flagValue(args, "host") ?? process.env.HOST ?? "127.0.0.1";
const shown = (p: string) => path.relative(process.cwd(), p) || ".";

function requireContent(args: CliArgs): void {
  const dir = contentDirOf(args);
  if (!fs.existsSync(dir))
    throw new Error(`${shown(dir)}: content folder not found — give the folder (web-docs dev my-folder), or start one with web-docs init`);
}

export const COMMANDS: Record<string, Command> = {
  init: {
    summary: "start a docs folder: home and guide pages, a config, npm scripts, .gitignore lines, a GitHub Pages workflow",
    usage: "[dir] [--yes] [--title TEXT] [--description TEXT]",
    run: async (args) => runInit(args, process.cwd()),
  },
  dev: {
    summary: "serve the docs and rebuild what each saved file touches (live reload)",
    usage: "[dir] [--config FILE] [--out DIR] [--port N]",
    async run(args) {
      requireContent(args);
      const { createDevServer } = await import("../dev/server.ts");
      await createDevServer({ argv: buildArgv(args), port: port(args) }).start();
      // Ctrl+C ends the process at once, through exit handlers, as `npm run dev` does.
      for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => process.exit(0));
    },
  },
  build: {
    summary: "build the site into --out (default dist/)",
    usage: "[dir] [--config FILE] [--out DIR]",
    async run(args) {
      requireContent(args);
      const { build } = await import("../build.ts");
      await build(buildArgv(args));
    },
  },
  preview: {
    summary: "serve the built site (after web-docs build), as a static host would",
    usage: "[dir] [--config FILE] [--out DIR] [--port N] [--host H]",
    async run(args) {
      const [{ loadSiteConfig, resolveBuildPaths }, { normalizeBase }, { createServer }, { printedUrl }] = await Promise.all([
        import("../../site/build-context.ts"),
        import("../../common/urls.ts"),
        import("../serve.ts"),
        import("../listen-host.ts"),
      ]);
      const paths = resolveBuildPaths(buildArgv(args));
      const base = normalizeBase((await loadSiteConfig(paths)).base);
      if (!fs.existsSync(path.join(paths.outDir, base))) throw new Error(`${shown(path.join(paths.outDir, base))}: no built site — run web-docs build first`);
      await new Promise<void>((resolve, reject) => {
        const server = createServer(paths.outDir, base).listen(port(args), host(args), () => {
          const { port: actual } = server.address() as { port: number }; // --port 0 picks a free port
          console.log(`Web Docs (preview): ${printedUrl(host(args), actual, base)} (serving ${shown(paths.outDir)})`);
          resolve();
        });
        server.on("error", reject);
      });
    },
  },
  check: {
    summary: "build without writing the site: every error of the build (config, front matter, Markdown, dead links and anchors) in one report",
    usage: "[dir] [--config FILE]",
    async run(args) {
      requireContent(args);
      const { build } = await import("../build.ts");
      const out = fs.mkdtempSync(path.join(os.tmpdir(), "web-docs-check-"));
      try {
        await build(buildArgv(args, path.join(out, "dist")));
        console.log(`web-docs check: no problems in ${shown(contentDirOf(args))}`);
      } finally {
        fs.rmSync(out, { recursive: true, force: true });
      }
    },
  },
  mcp: {
    summary: "an MCP server on stdin/stdout over a built site (a folder, default dist/, or the site's URL): search and get_page for agents",
    usage: "[dist-or-url]",
    async run(args) {
      const { runMcpServer } = await import("../../site/mcp/server.ts");
      await runMcpServer(args.dir ?? "dist");
    },
  },
  version: {
    summary: "start a new version of versioned docs: copy the default version's folder (config versions) to <name>",
    usage: "<name> [--content DIR] [--config FILE]",
    async run(args) {
      if (!args.dir) throw new Error("give the new version's name: web-docs version 3.x");
      const { startVersion } = await import("./version.ts");
      const content = flagValue(args, "content");
      const todo = await startVersion(args.dir, buildArgv({ ...args, dir: content }));
      for (const t of todo) console.log(`web-docs version: now ${t}`);
    },
  },
};
