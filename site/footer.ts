import type { FooterSet, SiteConfig } from "./config/types.ts";

/** The build-time variable that switches owner link, label and filing number to the second set. */
export const FOOTER_ENV = "WEB_DOCS_FOOTER";

export function selectFooterSet(config: SiteConfig, env: NodeJS.ProcessEnv = process.env): FooterSet | undefined {
  const sets = config.themeConfig.footerSets;
  const wanted = (env[FOOTER_ENV] ?? "primary").trim() || "primary";
  if (wanted !== "primary" && wanted !== "secondary") {
    throw new Error(`${FOOTER_ENV}=${JSON.stringify(wanted)}: expected "primary" or "secondary"`);
  }
  return sets?.[wanted];
}

/** "2021–2026", or just "2026" if the site started this year. */
export function copyrightYears(start: number, now: Date = new Date()): string {
  const year = now.getFullYear();
  return year > start ? `${start}–${year}` : String(start);
}

export const COPYRIGHT_START_YEAR = 2021;
