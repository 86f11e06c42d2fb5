// The authors' loop figure: `npm run dev` on the corpus, one article open in Chromium; save an edit to its
// Markdown and time until the reloaded page's DOM holds it (DOMContentLoaded of the new document, stamped in
// the page with the same wall clock the save is stamped with). Median of several saves.
//
//   node --import tsx bench/dev-reload.ts [--size 1000] [--saves 7] [--port 8474] [--work DIR]
// runs it alone (generates the corpus if needed); `npm run bench` runs it at 1000 pages.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser } from "playwright";
import { launchDev } from "../test/support/dev-server.ts";
import { launchBrowser } from "./browser.ts";
import { corpusConfig, generateCorpus } from "./corpus.ts";
import { median } from "./stats.ts";

export interface DevReload {
  /** Median save → reloaded DOM. */
  ms: number | null;
  runs: number[];
  /** `npm run dev`'s first start on this corpus: launch → serving (widgets bundle from the cache). */
  startS: number;
  /** The machine's 1-minute load average before and after the saves (a busy machine inflates wall times). */
  load: [number, number];
}

/** `article`: the page's path under the base ("frontend/a/b.html"), its source being the same path in .md. */
export async function devReload(
  browser: Browser,
  content: string,
  configFile: string,
  out: string,
  article: string,
  port: number,
  saves: number,
): Promise<DevReload> {
  const t0 = Date.now();
  const dev = await launchDev({ content, config: configFile, out, port });
  const startS = (Date.now() - t0) / 1000;
  const source = path.join(content, article.replace(/\.html$/, ".md"));
  const original = fs.readFileSync(source, "utf8");
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => document.addEventListener("DOMContentLoaded", () => ((window as { __domAt?: number }).__domAt = Date.now())));
    await page.goto(`${dev.url}${article}`);
    await page.waitForLoadState("load");
    // Let the live-reload socket connect and the first page settle.
    await page.waitForTimeout(1000);
    const runs: number[] = [];
    const loadBefore = os.loadavg()[0];
    for (let i = 0; i < saves; i++) {
      const marker = `Saved edit number ${i} ${Date.now()}`;
      const saved = Date.now();
      fs.writeFileSync(source, `${original}\n${marker}\n`);
      await page.getByText(marker).waitFor({ timeout: 30_000 });
      // The text can show while the new document still parses: its DOMContentLoaded is the figure.
      await page.waitForFunction(() => (window as { __domAt?: number }).__domAt !== undefined, undefined, { timeout: 30_000 });
      runs.push((await page.evaluate(() => (window as { __domAt?: number }).__domAt ?? 0)) - saved);
      await page.waitForLoadState("load");
      await page.waitForTimeout(300);
    }
    return { ms: median(runs), runs, startS, load: [loadBefore, os.loadavg()[0]] };
  } finally {
    fs.writeFileSync(source, original);
    await context.close();
    await dev.stop();
  }
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const option = (name: string, fallback: string) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : fallback;
  };
  const n = Number(option("size", "1000"));
  const work = path.resolve(option("work", path.join(os.tmpdir(), "web-docs-bench")));
  const content = path.join(work, `corpus-${n}`);
  const configFile = path.join(work, `config-${n}.json`);
  const manifest = fs.existsSync(path.join(content, "manifest.json"))
    ? JSON.parse(fs.readFileSync(path.join(content, "manifest.json"), "utf8"))
    : generateCorpus(content, n);
  fs.writeFileSync(configFile, JSON.stringify(corpusConfig(manifest), null, 2));
  const article = (manifest.pages as Array<{ path: string; mermaid: boolean }>).find((p) => !p.mermaid)!.path.replace(/\.md$/, ".html");
  const browser = await launchBrowser();
  try {
    const r = await devReload(
      browser,
      content,
      configFile,
      path.join(work, `dev-out-${n}`),
      article,
      Number(option("port", "8474")),
      Number(option("saves", "7")),
    );
    console.log(
      `npm run dev at ${n} pages: started in ${r.startS.toFixed(1)} s; save → reloaded page ${r.ms} ms median (budget ≤ 300 ms); runs ${r.runs.join(", ")} ms; load average ${r.load.map((l) => l.toFixed(1)).join(" → ")} on ${os.cpus().length} cores`,
    );
  } finally {
    await browser.close();
  }
}
