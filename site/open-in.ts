// The page actions menu's "Open in ChatGPT" / "Open in Claude" links: plain links (they work without
// JavaScript) that open the assistant with a question naming the page's Markdown twin by its absolute URL,
// as Fumadocs' and Rspress's page menus do. The assistant fetches the twin itself, so the URL must be public:
// without a configured `hostname` there are no such links.
import { DEFAULT_OPEN_IN } from "./config/common-schema.ts";
import type { Labels } from "./config/labels.ts";
import type { OpenInTarget } from "./config/types.ts";

const BUILT_IN = {
  chatgpt: { name: "ChatGPT", link: "https://chatgpt.com/?hints=search&q={prompt}" },
  claude: { name: "Claude", link: "https://claude.ai/new?q={prompt}" },
} as const;

export interface OpenInLink {
  text: string;
  href: string;
}

/** The links for a page whose twin is at `twinUrl` (absolute), in the configured order. */
export function openInLinks(
  targets: readonly OpenInTarget[] = DEFAULT_OPEN_IN,
  twinUrl: string,
  labels: Pick<Labels, "openIn" | "askAboutPage">,
): OpenInLink[] {
  const prompt = labels.askAboutPage.replaceAll("{url}", twinUrl);
  const fill = (link: string) => link.replaceAll("{prompt}", encodeURIComponent(prompt)).replaceAll("{url}", encodeURIComponent(twinUrl));
  return targets.map((t) =>
    typeof t === "string" ? { text: labels.openIn.replaceAll("{name}", BUILT_IN[t].name), href: fill(BUILT_IN[t].link) } : { text: t.text, href: fill(t.link) },
  );
}
