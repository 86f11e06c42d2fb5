// React components for Markdown (Web Docs' own stack): each `components/<Name>.tsx` (or .jsx) of the content
// folder, default-exporting a component, is usable in any page as <Name prop="…">…</Name>.
import fs from "node:fs";
import path from "node:path";

const COMPONENT_FILE = /^([A-Z][A-Za-z0-9]*)\.(?:tsx|jsx)$/;

/** Name → file of the content folder's React components (none without a components/ folder). */
export function reactComponents(contentDir: string | undefined): Map<string, string> {
  const found = new Map<string, string>();
  if (!contentDir) return found;
  const dir = path.join(contentDir, "components");
  if (!fs.existsSync(dir)) return found;
  for (const f of fs.readdirSync(dir)) {
    const m = COMPONENT_FILE.exec(f);
    if (m) found.set(m[1], path.join(dir, f));
  }
  return found;
}

/** The custom element a component renders into on the page: <DemoButton> → <wd-react-demo-button>. */
export const elementName = (name: string) => `wd-react-${name.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase()}`;
