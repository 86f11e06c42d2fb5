// Before the Vue guard (site/markdown/guard.ts): a React component's tags in a page's HTML become its custom
// element (<DemoButton variant="primary"> → <wd-react-demo-button variant="primary">), so the page is no Vue
// page for it; site/react/render.ts renders their content with react-dom/server after markdown-it.
import type { MarkdownIt, Token } from "markdown-it";
import { elementName, reactComponents } from "./components.ts";

export const REACT_KEY = "webDocsReact";

export function reactPlugin(md: MarkdownIt, contentDir: () => string | undefined, configured: () => Record<string, string> | undefined): void {
  md.core.ruler.push("web_docs_react", (state) => {
    const components = reactComponents(contentDir(), configured());
    if (!components.size) return;
    const tag = new RegExp(`<(/?)(${[...components.keys()].join("|")})\\b([^>]*?)(/?)>`, "g");
    let used = false;
    const rewrite = (t: Token) => {
      if (!tag.test(t.content)) return;
      used = true;
      t.content = t.content.replace(tag, (_m, close: string, name: string, attrs: string, self: string) =>
        close ? `</${elementName(name)}>` : `<${elementName(name)}${attrs.replace(/\s+$/, "")}>${self ? `</${elementName(name)}>` : ""}`,
      );
    };
    for (const t of state.tokens) {
      tag.lastIndex = 0;
      if (t.type === "html_block") rewrite(t);
      for (const c of t.children ?? []) {
        tag.lastIndex = 0;
        if (c.type === "html_inline") rewrite(c);
      }
    }
    if (used) state.env[REACT_KEY] = true;
  });
}
