// A custom theme's own themeConfig keys (variant, banner, footer.nav…): VitePress hands any key to the theme,
// so Web Docs passes them to the templates unchanged instead of refusing them. A key one typo away from a
// default-theme key ("sidebarr") is most likely that key mistyped: the build notes it, and builds on.
import { closestKey } from "./issues.ts";
import { themeConfig } from "./theme-schema.ts";

/** Default-theme keys VitePress has that Web Docs does its own way: why the key changes nothing. */
const NOT_APPLIED: Record<string, string> = {
  algolia: "Web Docs has its own local search",
  externalLinkIcon: "external links are marked by the theme",
};

/** The keys of `tc` the schema does not know, and a note for each that is probably a typo or not applied. */
export function customThemeKeys(tc: Record<string, unknown>, at: string): { extras: Record<string, unknown>; notes: string[] } {
  const known = Object.keys(themeConfig.shape);
  const extras: Record<string, unknown> = {};
  const notes: string[] = [];
  for (const [k, v] of Object.entries(tc)) {
    if (known.includes(k)) continue;
    extras[k] = v;
    const near = closestKey(k, known);
    if (NOT_APPLIED[k]) notes.push(`${at}.${k}: accepted, not applied (${NOT_APPLIED[k]})`);
    else if (near) notes.push(`${at}.${k}: not a key of the default theme (did you mean "${near}"?); handed to the templates as it is`);
  }
  return { extras, notes };
}
