// Figures measured in Chromium (Debian's /usr/bin/chromium, 1280×800, each load in a fresh context so
// the HTTP cache is cold): page weight, paint and layout-shift metrics, and the reader's interactions
// (sidebar click → new h1, Ctrl+K → first result, keystroke → results, diagram drawn). Timings are taken
// inside the page (PerformanceObserver, MutationObserver, event timestamps), not around Playwright calls.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright";
import { REPO_ROOT } from "./root.ts";
import { gzipSize } from "./search-index.ts";
import { median } from "./stats.ts";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const VIEWPORT = { width: 1280, height: 800 };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: "/usr/bin/chromium", headless: true, args: CHROMIUM_ARGS });
}

/** The project's static server (scripts/serve.ts) in its own process, so the bench's work never delays it. */
/** `configFile` null: the site's own config (Web Docs' articles); `base` the site's, where it answers once up. */
export async function startServer(outDir: string, configFile: string | null, port: number, base = "/docs/web/"): Promise<{ origin: string; stop: () => void }> {
  const child: ChildProcess = spawn(
    process.execPath,
    ["--import", "tsx", path.join(REPO_ROOT, "scripts/serve.ts"), "--out", outDir, ...(configFile ? ["--config", configFile] : [])],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${origin}${base}index.html`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (i > 200 || child.exitCode !== null) throw new Error(`static server on port ${port} did not start`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return { origin, stop: () => child.kill() };
}

export async function coldPage(browser: Browser, init?: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
  if (init) await context.addInitScript(init);
  return { context, page: await context.newPage() };
}

/** Resolve when no request has been in flight for `quietMs`. */
export async function networkQuiet(page: Page, quietMs = 300, timeoutMs = 20_000): Promise<void> {
  await page.waitForLoadState("networkidle", { timeout: timeoutMs }).catch(() => undefined);
  await page.waitForTimeout(quietMs);
}

// ----------------------------------------------------------------------------------------- weight --
export interface Weight {
  requestsByLoad: number;
  requestsTotal: number;
  htmlRaw: number;
  htmlGzip: number;
  cssGzipByLoad: number;
  jsGzipByLoad: number;
  jsGzipTotal: number;
  otherGzipTotal: number;
  jsRequestsTotal: number;
  /** The largest responses that are neither HTML, CSS nor JS (data the widgets fetch, images, fonts). */
  largestOther: Array<{ url: string; type: string; gzip: number }>;
}

/** Bytes a first visit transfers, gzip -9 of each response body (the static server sends them raw). */
export async function pageWeight(browser: Browser, url: string, waitFor?: (page: Page) => Promise<void>): Promise<Weight> {
  const { context, page } = await coldPage(browser);
  let loaded = false;
  page.on("load", () => (loaded = true));
  const seen: Array<{ url: string; type: string; byLoad: boolean; body: Promise<Buffer | null> }> = [];
  page.on("response", (r) => {
    const type = r.request().resourceType();
    seen.push({ url: new URL(r.url()).pathname, type, byLoad: !loaded, body: r.body().catch(() => null) });
  });
  await page.goto(url, { waitUntil: "load" });
  if (waitFor) await waitFor(page);
  await networkQuiet(page, 500);
  const w: Weight = {
    requestsByLoad: 0,
    requestsTotal: 0,
    htmlRaw: 0,
    htmlGzip: 0,
    cssGzipByLoad: 0,
    jsGzipByLoad: 0,
    jsGzipTotal: 0,
    otherGzipTotal: 0,
    jsRequestsTotal: 0,
    largestOther: [],
  };
  for (const s of seen) {
    const body = await s.body;
    const gz = body ? gzipSize(body) : 0;
    w.requestsTotal++;
    if (s.byLoad) w.requestsByLoad++;
    if (s.type === "document") {
      w.htmlRaw += body?.length ?? 0;
      w.htmlGzip += gz;
    } else if (s.type === "stylesheet") {
      if (s.byLoad) w.cssGzipByLoad += gz;
    } else if (s.type === "script") {
      w.jsRequestsTotal++;
      w.jsGzipTotal += gz;
      if (s.byLoad) w.jsGzipByLoad += gz;
    } else {
      w.otherGzipTotal += gz;
      w.largestOther.push({ url: s.url, type: s.type, gzip: gz });
    }
  }
  w.largestOther = w.largestOther.sort((a, b) => b.gzip - a.gzip).slice(0, 5);
  await context.close();
  return w;
}

// ----------------------------------------------------------------------------------------- vitals --
const VITALS_INIT = `(() => {
  const v = (window.__vitals = { fcp: null, lcp: null, cls: 0, shifts: [], longtasks: [] });
  const obs = (type, cb) => { try { new PerformanceObserver((l) => l.getEntries().forEach(cb)).observe({ type, buffered: true }); } catch {} };
  obs("paint", (e) => { if (e.name === "first-contentful-paint") v.fcp = e.startTime; });
  obs("largest-contentful-paint", (e) => { v.lcp = e.startTime; });
  obs("layout-shift", (e) => { if (!e.hadRecentInput) { v.cls += e.value; v.shifts.push([e.startTime, e.value]); } });
  obs("longtask", (e) => { v.longtasks.push([e.startTime, e.duration]); });
})();`;

export interface Vitals {
  fcpMs: number | null;
  lcpMs: number | null;
  cls: number | null;
  tbtMs: number | null;
  runs: Array<{ fcp: number | null; lcp: number | null; cls: number; tbt: number }>;
}

/** FCP, LCP, CLS and TBT (long tasks after FCP until the network is quiet), median of `loads` cold loads. */
export async function vitals(browser: Browser, url: string, loads: number, settle?: (page: Page) => Promise<void>): Promise<Vitals> {
  const runs: Vitals["runs"] = [];
  for (let i = 0; i < loads; i++) {
    const { context, page } = await coldPage(browser, VITALS_INIT);
    await page.goto(url, { waitUntil: "load" });
    if (settle) await settle(page);
    await networkQuiet(page, 500);
    const v = await page.evaluate(
      () => (window as unknown as { __vitals: { fcp: number | null; lcp: number | null; cls: number; longtasks: Array<[number, number]> } }).__vitals,
    );
    const fcp = v.fcp ?? 0;
    const tbt = v.longtasks.reduce((s, [start, dur]) => {
      const end = start + dur;
      const blocking = Math.max(0, end - Math.max(start, fcp) - 50);
      return end > fcp ? s + (start >= fcp ? Math.max(0, dur - 50) : blocking) : s;
    }, 0);
    runs.push({ fcp: v.fcp, lcp: v.lcp, cls: v.cls, tbt });
    await context.close();
  }
  const pick = (k: "fcp" | "lcp" | "cls" | "tbt") => median(runs.map((r) => r[k]).filter((x): x is number => x !== null));
  return { fcpMs: pick("fcp"), lcpMs: pick("lcp"), cls: pick("cls"), tbtMs: pick("tbt"), runs };
}

/**
 * FCP of a one-paragraph page from the same origin: what painting anything costs on this machine right
 * now (the cores are shared), to read the site's figures against.
 */
export async function baselineFcp(browser: Browser, origin: string, loads: number): Promise<number | null> {
  const times: number[] = [];
  for (let i = 0; i < loads; i++) {
    const { context, page } = await coldPage(browser, VITALS_INIT);
    await page.route(`${origin}/__baseline.html`, (r) =>
      r.fulfill({ contentType: "text/html", body: "<!DOCTYPE html><html lang=en><title>Baseline</title><h1>Baseline</h1><p>One paragraph.</p></html>" }),
    );
    await page.goto(`${origin}/__baseline.html`, { waitUntil: "load" });
    await page
      .waitForFunction(() => (window as unknown as { __vitals: { fcp: number | null } }).__vitals.fcp !== null, undefined, { timeout: 10_000 })
      .catch(() => undefined);
    const fcp = await page.evaluate(() => (window as unknown as { __vitals: { fcp: number | null } }).__vitals.fcp);
    if (fcp !== null) times.push(fcp);
    await context.close();
  }
  return median(times);
}

// --------------------------------------------------------------------------- sidebar click → h1 --
const NAV_INIT = `(() => {
  const K = "__bench_nav";
  addEventListener("click", (e) => {
    if (e.target instanceof Element && e.target.closest("a")) sessionStorage.setItem(K + "_click", String(performance.timeOrigin + e.timeStamp));
  }, true);
  const check = () => {
    const want = sessionStorage.getItem(K + "_want");
    if (!want || sessionStorage.getItem(K + "_h1")) return;
    const h = document.querySelector("h1");
    if (h && h.textContent.includes(want)) sessionStorage.setItem(K + "_h1", String(performance.timeOrigin + performance.now()));
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
})();`;

/**
 * From the click on a sidebar link to the new page's h1 in the document (a client-side swap or a full
 * page load alike). Median of `runs` cold loads of `fromUrl`.
 */
export async function sidebarClick(
  browser: Browser,
  fromUrl: string,
  targetHref: string,
  targetTitle: string,
  runs: number,
): Promise<{ ms: number | null; runs: number[]; clientSide: boolean | null }> {
  const times: number[] = [];
  let clientSide: boolean | null = null;
  for (let i = 0; i < runs; i++) {
    const { context, page } = await coldPage(browser, NAV_INIT);
    await page.goto(fromUrl, { waitUntil: "load" });
    await networkQuiet(page, 300);
    await page.evaluate(
      ([k, t]) => {
        sessionStorage.removeItem(`${k}_h1`);
        sessionStorage.setItem(`${k}_want`, t);
        (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
      },
      ["__bench_nav", targetTitle],
    );
    const link = page.getByRole("navigation", { name: "Sidebar" }).locator(`a[href="${targetHref}"]`).first();
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await page.waitForFunction(() => sessionStorage.getItem("__bench_nav_h1") !== null, undefined, { timeout: 15_000 });
    const [click, h1, same] = await page.evaluate(
      () =>
        [
          Number(sessionStorage.getItem("__bench_nav_click")),
          Number(sessionStorage.getItem("__bench_nav_h1")),
          (window as unknown as { __sameDocument?: boolean }).__sameDocument === true,
        ] as const,
    );
    clientSide = same;
    times.push(h1 - click);
    await context.close();
  }
  return { ms: median(times), runs: times, clientSide };
}

// ------------------------------------------------------------------------------------ search (UI) --
/** In-page helpers: find the open search dialog (in the document or an open shadow root) and its results. */
const DIAGRAM_INIT = `(() => {
  const find = () => {
    const el = document.querySelector("web-docs-mermaid");
    if (!el) return null;
    return el.querySelector("svg") || (el.shadowRoot && el.shadowRoot.querySelector("svg"));
  };
  const tick = () => {
    const svg = find();
    if (svg) {
      const r = svg.getBoundingClientRect();
      if (r.width > 0 && r.height > 0) { window.__svgAt = performance.now(); return; }
    }
    if (performance.now() < 20000) setTimeout(tick, 4);
  };
  setTimeout(tick, 0);
})();`;

/** From navigation start to the first diagram's svg laid out on screen, and the page's layout shift. */
export async function diagram(
  browser: Browser,
  url: string,
  runs: number,
): Promise<{ svgMs: number | null; runs: number[]; cls: number | null; note?: string }> {
  const times: number[] = [];
  const shifts: number[] = [];
  for (let i = 0; i < runs; i++) {
    const { context, page } = await coldPage(browser, DIAGRAM_INIT + VITALS_INIT);
    await page.goto(url, { waitUntil: "load" });
    await page.waitForLoadState("networkidle").catch(() => undefined);
    if (await page.evaluate(() => !customElements.get("web-docs-mermaid"))) {
      await context.close();
      return { svgMs: null, runs: times, cls: null, note: "n/a: <web-docs-mermaid> is not defined (Mermaid element not merged)" };
    }
    const drawn = await page
      .waitForFunction(() => (window as unknown as { __svgAt?: number }).__svgAt !== undefined, undefined, { timeout: 20_000 })
      .then(
        () => true,
        () => false,
      );
    if (!drawn) {
      await context.close();
      return { svgMs: null, runs: times, cls: null, note: "n/a: no diagram svg within 20 s (Mermaid element not merged?)" };
    }
    await networkQuiet(page, 500);
    const [svgAt, cls] = await page.evaluate(
      () => [(window as unknown as { __svgAt: number }).__svgAt, (window as unknown as { __vitals: { cls: number } }).__vitals.cls] as const,
    );
    times.push(svgAt);
    shifts.push(cls);
    await context.close();
  }
  return { svgMs: median(times), runs: times, cls: median(shifts) };
}

/** Scripts in the initial HTML that block rendering: classic external scripts without async/defer. */
export async function renderBlockingScripts(browser: Browser, url: string): Promise<number> {
  const { context, page } = await coldPage(browser);
  await page.goto(url, { waitUntil: "domcontentloaded" });
  const n = await page.evaluate(
    () =>
      [...document.querySelectorAll("head script[src]")].filter((s) => {
        const el = s as HTMLScriptElement;
        return el.type !== "module" && !el.async && !el.defer;
      }).length,
  );
  await context.close();
  return n;
}
