// Search measured in Chromium: the dialog cold and warm (searchUi) and the engine alone on a built index (searchEngine).
import type { Browser, Request } from "playwright";
import { coldPage, networkQuiet } from "./browser.ts";
import { median, percentile } from "./stats.ts";

const SEARCH_INIT = `(() => {
  let roots = null, rootsAt = 0;
  const allRoots = () => {
    if (!roots || performance.now() - rootsAt > 100) {
      roots = [document];
      for (const el of document.querySelectorAll("*")) if (el.shadowRoot) roots.push(el.shadowRoot);
      rootsAt = performance.now();
    }
    return roots;
  };
  const dialog = () => {
    for (const r of allRoots()) {
      const d = r.querySelector('[role="dialog"]:not([hidden]), dialog[open]');
      if (d) return d;
    }
    return null;
  };
  const results = (d) => {
    const scope = [d, d.shadowRoot].filter(Boolean);
    for (const s of scope) {
      // A result the reader can read: a row whose record (title, link) has arrived, not one still loading.
      const hit = s.querySelector('[role="option"]:not([aria-busy]), [role="listbox"] a[href], a[href*=".html"]');
      if (hit) return hit;
    }
    return null;
  };
  window.__search = { dialog, results };
  addEventListener("keydown", (e) => {
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === "k" && window.__searchOpenAt === undefined) {
      window.__searchOpenAt = performance.now();
      const tick = () => {
        const d = dialog();
        if (d && results(d)) { window.__firstResultAt = performance.now(); return; }
        if (performance.now() - window.__searchOpenAt < 15000) setTimeout(tick, 4);
      };
      setTimeout(tick, 0);
    }
  }, true);
})();`;

export interface SearchUi {
  coldMs: number | null;
  /** Search data files (under assets/search/) the first cold run requested before its first result. */
  coldFiles?: string[];
  coldRuns: number[];
  warmMedianMs: number | null;
  warmP95Ms: number | null;
  /** Keystroke → every row of the first screen shows its title (its record has arrived), median. */
  warmTitledMedianMs: number | null;
  warmSamples: number;
  unchangedKeystrokes: number;
  note?: string;
}

/**
 * Cold: from Ctrl+K on a freshly loaded page, typing `query`, to the first result in the dialog with its
 * title (median of `runs`). Warm: with the index loaded, from each keystroke of the probe words to the first
 * change of the dialog's results (the ranked rows; keystrokes that change nothing are counted apart), and
 * to the moment every row of the first screen shows its title.
 */
export async function searchUi(browser: Browser, url: string, query: string, probes: string[], runs: number): Promise<SearchUi> {
  const cold: number[] = [];
  const warm: number[] = [];
  const titled: number[] = [];
  let unchanged = 0;
  let coldFiles: string[] = [];
  for (let i = 0; i < runs; i++) {
    const { context, page } = await coldPage(browser, SEARCH_INIT);
    await page.goto(url, { waitUntil: "load" });
    await networkQuiet(page, 300);
    // The pre-rendered button does nothing until its element is defined (search merged and loaded).
    const button = page.getByRole("button", { name: "Search" }).first();
    const live = (await button.isVisible().catch(() => false)) && (await button.evaluate((b) => b.closest(":not(:defined)") === null));
    if (!live) {
      await context.close();
      return {
        coldMs: null,
        coldRuns: [],
        warmMedianMs: null,
        warmP95Ms: null,
        warmTitledMedianMs: null,
        warmSamples: 0,
        unchangedKeystrokes: 0,
        note: "n/a: the Search button's element is not defined (search not merged)",
      };
    }
    const requests: Request[] = [];
    let counting = true;
    // Workers' requests too (the search worker imports the shards): the context sees them all.
    context.on("request", (r) => {
      if (counting && new URL(r.url()).pathname.includes("/assets/search/")) requests.push(r);
    });
    await page.keyboard.press("Control+k");
    await page.keyboard.type(query);
    const ok = await page
      .waitForFunction(() => (window as unknown as { __firstResultAt?: number }).__firstResultAt !== undefined, undefined, { timeout: 15_000, polling: 4 })
      .then(
        () => true,
        () => false,
      );
    counting = false;
    // Only the requests the browser started before the result showed (Playwright hears of them a little later).
    const shownAt = ok ? await page.evaluate(() => performance.timeOrigin + (window as unknown as { __firstResultAt: number }).__firstResultAt) : Infinity;
    const files: string[] = [];
    for (const r of requests) {
      await r.response().catch(() => null);
      const p = new URL(r.url()).pathname;
      if (r.timing().startTime <= shownAt && !files.includes(p)) files.push(p);
    }
    if (i === 0) coldFiles = files;
    if (!ok) {
      await context.close();
      return {
        coldMs: null,
        coldRuns: cold,
        warmMedianMs: null,
        warmP95Ms: null,
        warmTitledMedianMs: null,
        warmSamples: 0,
        unchangedKeystrokes: 0,
        note: "n/a: Ctrl+K and a query showed no result in a dialog within 15 s",
      };
    }
    cold.push(
      await page.evaluate(() => {
        const w = window as unknown as { __firstResultAt: number; __searchOpenAt: number };
        return w.__firstResultAt - w.__searchOpenAt;
      }),
    );
    if (i === 0) {
      // Warm keystrokes, once: the index is loaded now.
      for (const word of probes) {
        await page.keyboard.press("Control+a");
        await page.keyboard.press("Backspace");
        await page.waitForTimeout(100);
        for (const ch of word) {
          await page.evaluate(() => {
            const w = window as unknown as {
              __search: { dialog: () => Element | null };
              __keystroke: Promise<{ first: number; titled: number | null } | null>;
            };
            const d = w.__search.dialog();
            // First change of the results, then the moment the first screen's rows all show their titles.
            w.__keystroke = new Promise((resolve) => {
              if (!d) return resolve(null);
              let t0 = 0;
              let first: number | null = null;
              const target = d.shadowRoot ?? d;
              const mo = new MutationObserver((records) => {
                if (!t0 || !records.some((r) => !(r.target instanceof HTMLInputElement || r.target instanceof HTMLTextAreaElement))) return;
                const now = performance.now() - t0;
                first ??= now;
                // (Inline, not a named helper: tsx would wrap one in a __name() the page does not have.)
                if ([...target.querySelectorAll('[role="option"]')].slice(0, 12).some((o) => o.hasAttribute("aria-busy"))) return;
                mo.disconnect();
                resolve({ first, titled: now });
              });
              mo.observe(target, { childList: true, subtree: true, characterData: true, attributes: true });
              addEventListener("keydown", () => (t0 = performance.now()), { capture: true, once: true });
              setTimeout(() => {
                mo.disconnect();
                resolve(first === null ? null : { first, titled: null });
              }, 1000);
            });
          });
          await page.keyboard.press(ch);
          const ms = await page.evaluate(() => (window as unknown as { __keystroke: Promise<{ first: number; titled: number | null } | null> }).__keystroke);
          if (ms === null) unchanged++;
          else {
            warm.push(ms.first);
            if (ms.titled !== null) titled.push(ms.titled);
          }
        }
      }
    }
    await context.close();
  }
  return {
    coldMs: median(cold),
    coldRuns: cold,
    coldFiles,
    warmMedianMs: median(warm),
    warmP95Ms: percentile(warm, 95),
    warmTitledMedianMs: median(titled),
    warmSamples: warm.length,
    unchangedKeystrokes: unchanged,
  };
}

// -------------------------------------------------------------------------------- search (engine) --
export interface SearchEngineFigures {
  kind: string;
  loadMs: number | null;
  fetchMs: number | null;
  parseMs: number | null;
  deserializeMs: number | null;
  queryMedianMs: number | null;
  queryP95Ms: number | null;
  queries: number;
}

/**
 * The index in the browser without the UI: import (download + JSON.parse; parse reads 0) + the engine's deserialization (median of
 * `runs` cold contexts), then every prefix of every probe word as a query ("per keystroke").
 */
export async function searchEngine(
  browser: Browser,
  pageUrl: string,
  indexUrl: string,
  harness: { kind: string; code: string },
  probes: string[],
  runs: number,
): Promise<SearchEngineFigures> {
  const loads: Array<{ fetch: number; parse: number; deser: number }> = [];
  const queries: number[] = [];
  for (let i = 0; i < runs; i++) {
    const { context, page } = await coldPage(browser);
    await page.goto(pageUrl, { waitUntil: "load" });
    await networkQuiet(page, 200);
    await page.addScriptTag({ content: harness.code });
    const t = await page.evaluate(async (u) => {
      const b = (window as unknown as { __searchBench: { make: (d: unknown, url: string) => void } }).__searchBench;
      // The index is an ES module (export default JSON.parse('…')): import covers download and parse.
      const t0 = performance.now();
      const data = u.endsWith(".json") ? await (await fetch(u)).json() : (await import(u)).default;
      const t1 = performance.now();
      const t2 = t1;
      b.make(data, new URL(u, location.href).href);
      const t3 = performance.now();
      return { fetch: t1 - t0, parse: t2 - t1, deser: t3 - t2 };
    }, indexUrl);
    loads.push(t);
    if (i === 0) {
      const prefixes = probes.flatMap((w) => [...w].map((_, k) => w.slice(0, k + 1)));
      const times = await page.evaluate(async (qs) => {
        const b = (window as unknown as { __searchBench: { run: (q: string) => Promise<number> } }).__searchBench;
        // Every query once first: its shards imported and the JIT warm (the figure is the engine's, per keystroke).
        for (const q of qs) await b.run(q);
        const out: number[] = [];
        for (const q of qs) {
          const t0 = performance.now();
          await b.run(q);
          out.push(performance.now() - t0);
        }
        return out;
      }, prefixes);
      queries.push(...times);
    }
    await context.close();
  }
  const m = (k: "fetch" | "parse" | "deser") => median(loads.map((l) => l[k]));
  return {
    kind: harness.kind,
    loadMs: median(loads.map((l) => l.fetch + l.parse + l.deser)),
    fetchMs: m("fetch"),
    parseMs: m("parse"),
    deserializeMs: m("deser"),
    queryMedianMs: median(queries),
    queryP95Ms: percentile(queries, 95),
    queries: queries.length,
  };
}

// ---------------------------------------------------------------------------------------- diagram --
