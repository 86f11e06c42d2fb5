// The link check of a build: the broken links and missing images the Markdown met while rendering, links
// of the config and front matter (against the written pages, for the author plugin), then every internal
// link and anchor of the output (site/link-check.ts), scanned as each page is written. A partial build
// (npm run dev) rescans the pages it re-rendered and keeps the scans of the others from earlier builds.
import fs from "node:fs";
import { checkLinks, detached, scan, type Scan } from "../link-check.ts";
import { twinFiles } from "../llms/step.ts";
import { redirectMap } from "../redirects.ts";
import { checkAuthoredLinks, type BuildContext } from "./context.ts";
import { defineStep } from "./step.ts";

/**
 * The line of a page's Markdown that holds a link the output has (the first line naming its #id, else its
 * path's last part), outside fenced code; undefined when the link came from the config or a template.
 */
function sourceLine(file: string, href: string): number | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
  const [pathPart, hash] = href.split("#");
  const needles = [
    ...(hash ? [`#${hash})`, `#${hash}"`, `#${hash}`] : []),
    pathPart
      .split("/")
      .pop()
      ?.replace(/\.html$/, "") ?? "",
  ].filter(Boolean);
  const lines = text.split("\n");
  for (const needle of needles) {
    let fence = false;
    for (let i = 0; i < lines.length; i++) {
      if (/^\s*(```|~~~)/.test(lines[i])) fence = !fence;
      if (!fence && lines[i].includes(needle)) return i + 1;
    }
  }
  return undefined;
}

/** Every broken link and missing image, all in one error (one alone as it is); a page rendered twice lists its problems once. */
function throwLinkProblems(problems: BuildContext["linkProblems"]): void {
  const unique = [...new Map(problems.map((p) => [p.message, p])).values()];
  if (unique.length > 1) throw new Error(`${unique.length} broken links or missing images:\n${unique.map((p) => `  ${p.message}`).join("\n")}`);
  if (unique.length === 1) throw unique[0];
}

export const linkCheckStep = () => {
  const earlier = new Map<string, { file: string; scan: Scan }>();
  // Whether a page re-rendered by this partial build lost an id that it had before.
  let lostId = false;
  // Each distinct id and href of the scans, kept once.
  const strings = new Map<string, string>();
  const keep = (s: string) => {
    let kept = strings.get(s);
    // Keyed by the copy too: the value itself may be a slice of the page.
    if (kept === undefined) strings.set((kept = detached(s)), kept);
    return kept;
  };
  return defineStep({
    name: "link check",
    reads: [
      "config",
      "contentDir",
      "pages",
      "sources",
      "publicFiles",
      "assets",
      "sidebarFiles",
      "pageAssets",
      "linkProblems",
      "checkLinks",
      "linkTargetsFromOutput",
      "partial",
      "progress",
    ],
    writes: [],
    before(ctx) {
      if (!ctx.partial) {
        earlier.clear();
        strings.clear();
      }
      lostId = false;
    },
    page(ctx, page) {
      // Each page's links and ids, taken as it is written (its HTML is not kept).
      if (!ctx.checkLinks) return;
      const before = earlier.get(page.url)?.scan.ids;
      const now = scan(page.html, keep);
      if (ctx.partial && (!before || [...before].some((id) => !now.ids.has(id)))) lostId = true;
      earlier.set(page.url, { file: page.file, scan: now });
    },
    async after(ctx, output) {
      throwLinkProblems(ctx.linkProblems);
      if (ctx.linkTargetsFromOutput) {
        // Every written page counts, in the same "a/b.md" form as the Markdown sources.
        const written = output.pages.map((p) => p.url.slice(1).replace(/\.html$/, ".md"));
        checkAuthoredLinks(ctx, new Set([...ctx.sources, ...written]));
      }
      if (!ctx.checkLinks) return;
      ctx.progress?.(`checking the links of ${output.pages.length} pages`);
      // A partial build checks the links of the pages it re-rendered; the other pages' links too only when a
      // re-rendered page lost an id one of them may point at.
      const checked = ctx.partial && !lostId ? output.pages.map((p) => p.url) : [...earlier.keys()];
      const scans = new Map([...earlier].map(([url, p]) => [url, p.scan]));
      const { config } = ctx;
      const extraFiles = new Set([
        ...ctx.publicFiles,
        ...Object.values(ctx.assets),
        ...Object.values(ctx.sidebarFiles).map((f) => f.path),
        ...ctx.pageAssets.outputs(),
        ...twinFiles(ctx.pages, config),
      ]);
      // Config `onBrokenAnchors`: anchors to a missing id listed after the build instead of failing it.
      const anchorMode = config.onBrokenAnchors ?? "throw";
      const anchors: string[] = [];
      const problems = checkLinks(
        checked.map((url) => ({ url, file: earlier.get(url)!.file, html: "" })),
        {
          base: config.base,
          ignore: config.ignoreDeadLinks,
          extraFiles,
          redirects: redirectMap(config, ctx.pages),
          anchors: anchorMode === "ignore" ? "ignore" : anchorMode === "throw" ? undefined : anchors,
          lineOf: sourceLine,
          cleanUrls: config.cleanUrls,
        },
        scans,
      );
      if (anchors.length)
        ctx.progress?.(
          `warning: ${anchors.length} broken anchor${anchors.length > 1 ? "s" : ""} (onBrokenAnchors: "${anchorMode}"):\n${anchors.map((a) => `  ${a}`).join("\n")}`,
        );
      if (problems.length)
        throw new Error(
          `broken internal links:\n${problems
            .slice(0, 50)
            .map((p) => `  ${p}`)
            .join("\n")}${problems.length > 50 ? `\n  … and ${problems.length - 50} more` : ""}`,
        );
    },
  });
};
