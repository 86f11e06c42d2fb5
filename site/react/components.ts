// React components for Markdown (Web Docs' own stack): each `components/<Name>.tsx` (or .jsx) of the content
// folder, default-exporting a component, and each entry of the config's `components` map, is usable in any
// page as <Name prop="…">…</Name>.
import fs from "node:fs";
import path from "node:path";

const COMPONENT_FILE = /^([A-Z][A-Za-z0-9]*)\.(?:tsx|jsx)$/;

/**
 * Name → file of the site's React components: the content folder's components/ folder, then the config's
 * `components` map (absolute files, site/config/validate.ts), whose entry wins over a file of the same name.
 */
export function reactComponents(contentDir: string | undefined, configured: Record<string, string> = {}): Map<string, string> {
  const found = new Map<string, string>();
  const dir = contentDir ? path.join(contentDir, "components") : "";
  if (dir && fs.existsSync(dir)) {
    for (const f of fs.readdirSync(dir)) {
      const m = COMPONENT_FILE.exec(f);
      if (m) found.set(m[1], path.join(dir, f));
    }
  }
  for (const [name, file] of Object.entries(configured)) found.set(name, file);
  return found;
}

/** The custom element a component renders into on the page: <DemoButton> → <wd-react-demo-button>. */
export const elementName = (name: string) => `wd-react-${name.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase()}`;
