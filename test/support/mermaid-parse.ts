import fs from "node:fs";
import path from "node:path";
import type { MermaidBlock } from "../../site/content-check.ts";
import { launchChromium } from "./chromium.ts";

const DIST = path.resolve("node_modules/mermaid/dist");

/** Parse every block with Mermaid's own parser, in Chromium (Mermaid needs a DOM); returns the failures. */
export async function parseMermaidBlocks(blocks: MermaidBlock[]): Promise<Array<MermaidBlock & { error: string }>> {
  if (!blocks.length) return [];
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.route("http://mermaid.test/**", (route) => {
      const rel = new URL(route.request().url()).pathname.slice(1);
      const file = path.join(DIST, rel);
      if (!file.startsWith(DIST) || !fs.existsSync(file)) return route.fulfill({ status: 404, body: "" });
      return route.fulfill({ body: fs.readFileSync(file), contentType: file.endsWith("html") ? "text/html" : "text/javascript" });
    });
    await page.route("http://mermaid.test/", (route) => route.fulfill({ contentType: "text/html", body: "<!doctype html><title>parse</title>" }));
    await page.goto("http://mermaid.test/");
    const errors = await page.evaluate(
      async (codes: string[]) => {
        const { default: mermaid } = await import("http://mermaid.test/mermaid.esm.min.mjs" as string);
        mermaid.initialize({ startOnLoad: false });
        const out: Array<string | null> = [];
        for (const code of codes) {
          try {
            await mermaid.parse(code);
            out.push(null);
          } catch (e) {
            out.push(
              String((e as Error).message ?? e)
                .split("\n")
                .slice(0, 4)
                .join(" "),
            );
          }
        }
        return out;
      },
      blocks.map((b) => b.code),
    );
    return blocks.map((b, i) => ({ ...b, error: errors[i] ?? "" })).filter((b) => b.error);
  } finally {
    await browser.close();
  }
}
