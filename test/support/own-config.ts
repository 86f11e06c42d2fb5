// Web Docs' own config as a build resolves it: web-docs.config.ts at the repository's root, loaded and
// validated as any author's config is (the repository is the package's first consumer).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadSiteConfig } from "../../site/build-context.ts";

export const OWN_CONFIG_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../web-docs.config.ts");

export const ownConfig = await loadSiteConfig({ configFile: OWN_CONFIG_FILE, configFrom: "given" });
