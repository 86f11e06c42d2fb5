// Sidebar data: one JSON file per sidebar, links already under the base, for embedding sites and tools; its
// content-hashed name is the sidebar's `src`, which tells the router two pages share a sidebar.
import crypto from "node:crypto";
import type { SidebarItem } from "../config/types.ts";
import { cleanPageHref, withBase } from "../../common/urls.ts";
import type { SidebarFile } from "./context.ts";
import { writeFiles } from "./output.ts";
import { defineStep } from "./step.ts";

function sidebarFiles(sidebars: Record<string, SidebarItem[]>, base: string, cleanUrls = false): Record<string, SidebarFile> {
  const href = (link: string) => (cleanUrls ? cleanPageHref(withBase(base, link)) : withBase(base, link));
  const withBaseItems = (items: SidebarItem[]): SidebarItem[] =>
    items.map((i) => ({ ...i, ...(i.link ? { link: href(i.link) } : {}), ...(i.items ? { items: withBaseItems(i.items) } : {}) }));
  const out: Record<string, SidebarFile> = {};
  for (const [key, items] of Object.entries(sidebars)) {
    const body = JSON.stringify(withBaseItems(items));
    const slug = key.replace(/^\/+|\/+$/g, "").replace(/[^a-z0-9]+/gi, "-") || "root";
    out[key] = { path: `sidebar/${slug}.${crypto.createHash("sha256").update(body).digest("hex").slice(0, 10)}.json`, body };
  }
  return out;
}

export const sidebarDataStep = () =>
  defineStep({
    name: "sidebar data",
    reads: ["config", "sidebars", "partial"],
    sets: ["sidebarFiles"],
    writes: ["sidebar/<key>.<hash>.json"],
    before(ctx) {
      // Named before rendering: every page names its sidebar's file. A partial build keeps the sidebars.
      if (!ctx.partial || !Object.keys(ctx.sidebarFiles).length) ctx.sidebarFiles = sidebarFiles(ctx.sidebars, ctx.config.base, ctx.config.cleanUrls);
    },
    async after(ctx, { root }) {
      await writeFiles(
        root,
        Object.values(ctx.sidebarFiles)
          .map((f) => ({ path: f.path, contents: f.body }))
          [Symbol.iterator](),
      );
    },
  });
