// web-docs.json at the base: what a program needs to read the built site without parsing its pages — each
// locale's (and version's) search index (content-hashed, so its name changes every build), its llms.txt, its pages' twins.
// The MCP server (site/mcp/) reads it from a dist/ folder or over HTTP from the deployed site.
import fs from "node:fs";
import path from "node:path";
import type { SiteConfig } from "../config/types.ts";
import { siteOrigin } from "../../common/urls.ts";
import { searchIndexAsset } from "../locales.ts";
import { defineStep } from "../steps/step.ts";
import { llmsScopes, scopeFile } from "./scopes.ts";
import { MANIFEST_FILE, MANIFEST_VERSION, type SiteManifest } from "./manifest-format.ts";
import { hasTwin } from "./step.ts";

function siteManifest(config: SiteConfig, pages: Parameters<typeof llmsScopes>[1], assets: Record<string, string>): SiteManifest {
  const withTwin = config.llms === false ? [] : pages.filter((p) => hasTwin(p, config));
  const scopes = llmsScopes(config, withTwin);
  const llmsOn = config.llms !== false;
  return {
    generator: "web-docs",
    v: MANIFEST_VERSION,
    title: config.title,
    origin: config.hostnameSet ? siteOrigin(config.hostname) : "",
    base: config.base,
    locales: scopes.map((s) => ({
      key: s.key,
      lang: s.lang,
      title: s.title,
      prefix: s.prefix,
      ...(s.version ? { version: s.version } : {}),
      search: assets[searchIndexAsset(s.key, s.version)] ?? null,
      llms: llmsOn ? scopeFile(s, "llms.txt") : null,
      llmsFull: llmsOn ? scopeFile(s, "llms-full.txt") : null,
      pages: s.pages.map((p) => [
        p.url.slice(1).replace(/\.html$/, ".md"),
        p.title,
        typeof p.frontmatter.description === "string" ? p.frontmatter.description.trim() : "",
      ]),
    })),
  };
}

export const manifestStep = () =>
  defineStep({
    name: "site manifest for agents",
    reads: ["config", "pages", "assets"],
    writes: [MANIFEST_FILE],
    after(ctx, { root }) {
      fs.writeFileSync(path.join(root, MANIFEST_FILE), JSON.stringify(siteManifest(ctx.config, ctx.pages, ctx.assets)));
    },
  });
