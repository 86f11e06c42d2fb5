// Images the pages name beside themselves (site/page-assets.ts), copied content-hashed into assets/.
import { defineStep } from "./step.ts";

export const pageImagesStep = () =>
  defineStep({
    name: "page images",
    reads: ["pageAssets"],
    writes: ["assets/<name>.<hash>.<ext>"],
    async after(ctx, { root }) {
      await ctx.pageAssets.write(root);
    },
  });
