// React components in a page (site/react/markdown.ts left them as <wd-react-…> elements): each rendered
// with react-dom/server at build time inside its element, and the page given one island bundle (esbuild)
// that defines those elements with r2wc — loaded by widgets/islands only on pages that have one.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import * as esbuild from "esbuild";
import { BuildError } from "../errors.ts";
import { REPO_ROOT } from "../build-context.ts";
import { decodeHtml, escapeAttr } from "../../common/html.ts";
import { elementName, reactComponents } from "./components.ts";

const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const camel = (s: string) => s.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());

export interface ReactSite {
  contentDir: string;
  /** The config's `components` map (absolute files). */
  components?: Record<string, string>;
  base: string;
  /** Write a content-hashed asset (name under assets/, contents) and return its URL. */
  asset: (ext: string, text: string) => string;
}

const WRAPPER = (imports: string, names: string) => `
import { createElement } from "react";
${imports}
/** Children as rendered on the server (HTML), passed back as the component's children. */
export const wrap = (C) => ({ childrenHtml, ...props }) => createElement(C, props, childrenHtml ? createElement("wd-children", { style: { display: "contents" }, dangerouslySetInnerHTML: { __html: childrenHtml } }) : undefined);
export const components = { ${names} };
`;

async function bundleCode(contents: string, contentDir: string, server: boolean): Promise<string> {
  const r = await esbuild
    .build({
      stdin: { contents, resolveDir: contentDir, sourcefile: "react-components.js", loader: "js" },
      bundle: true,
      write: false,
      format: "esm",
      target: "es2020",
      logLevel: "silent",
      platform: server ? "node" : "browser",
      minify: !server,
      jsx: "automatic",
      // React is Web Docs' own: the site's components render with the copy Web Docs runs on.
      nodePaths: [path.join(REPO_ROOT, "node_modules")],
      external: server ? ["react", "react-dom", "react-dom/server", "react/jsx-runtime"] : [],
      define: server ? {} : { "process.env.NODE_ENV": '"production"' },
    })
    .catch((e: esbuild.BuildFailure) => {
      const first = e.errors?.[0];
      throw first?.location ? new BuildError(path.resolve(contentDir, first.location.file), first.text, first.location.line) : e;
    });
  return r.outputFiles?.[0]?.text ?? "";
}

const serverCache = new Map<string, Promise<Record<string, unknown>>>();

/** The page's HTML with its React components rendered, and their island script appended. */
export async function renderReact(html: string, file: string, site: ReactSite): Promise<string> {
  const components = reactComponents(site.contentDir, site.components);
  const used = [...components.keys()].filter((n) => html.includes(`<${elementName(n)}`));
  if (!used.length) return html;
  const imports = used.map((n) => `import ${n} from ${JSON.stringify(components.get(n))};`).join("\n");
  const code = WRAPPER(imports, used.join(", "));
  const key = crypto
    .createHash("sha256")
    .update(code + used.map((n) => fs.statSync(components.get(n)!).mtimeMs).join())
    .digest("hex")
    .slice(0, 10);
  let mod = serverCache.get(key);
  if (!mod) {
    const js = await bundleCode(code, site.contentDir, true);
    const tmp = path.join(REPO_ROOT, ".build", "react-ssr", `${key}.mjs`); // under the repository: `react` resolves from it
    fs.mkdirSync(path.dirname(tmp), { recursive: true });
    fs.writeFileSync(tmp, js);
    serverCache.set(key, (mod = import(pathToFileURL(tmp).href)));
  }
  const { renderToString } = await import("react-dom/server");
  const { createElement } = await import("react");
  const m = await mod;
  const wrap = m.wrap as (c: unknown) => (p: Record<string, unknown>) => unknown;
  const props = new Map<string, Set<string>>();
  let out = html;
  for (const name of used) {
    const el = elementName(name);
    const re = new RegExp(`<${el}\\b([^>]*)>([\\s\\S]*?)</${el}>`, "g");
    const seen = props.get(name) ?? new Set<string>();
    props.set(name, seen);
    out = out.replace(re, (_m, attrs: string, inner: string) => {
      const p: Record<string, string> = {};
      for (const a of attrs.matchAll(ATTR)) {
        p[camel(a[1])] = decodeHtml(a[2] ?? a[3] ?? a[4] ?? "");
        seen.add(a[1]);
      }
      const children = inner.trim();
      let rendered: string;
      try {
        rendered = renderToString(createElement(wrap((m.components as Record<string, unknown>)[name]) as never, { ...p, childrenHtml: children || undefined }));
      } catch (e) {
        throw new BuildError(file, `<${name}> failed to render: ${(e as Error).message}`);
      }
      const childAttr = children ? ` children-html="${escapeAttr(children)}"` : "";
      return `<${el}${attrs}${childAttr}>${rendered}</${el}>`;
    });
  }
  const defs = used.map(
    (n) =>
      `customElements.get(${JSON.stringify(elementName(n))}) || customElements.define(${JSON.stringify(elementName(n))}, r2wc(wrap(components.${n}), { props: { ${[...(props.get(n) ?? []), "children-html"].map((a) => `${JSON.stringify(camel(a))}: "string"`).join(", ")} } }));`,
  );
  const client = await bundleCode(`import r2wc from "@r2wc/react-to-web-component";\n${code}\n${defs.join("\n")}\n`, site.contentDir, false);
  return `${out}<script type="application/json" class="wd-react-islands" data-src="${escapeAttr(site.asset("js", client))}">{}</script>`;
}
