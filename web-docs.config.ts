// Web Docs' own site: its articles (content/) built as any author's docs are, with this config found beside
// the content folder — the repository is the package's first consumer (`npm start` and `npm run build` run the
// `web-docs` CLI). The theme never reads Web Docs content directly: everything it needs about this site is here.
// An author writes `import { defineConfig } from "web-docs/config"`; inside this repository it is the source.
import { type AuthorConfig, defineConfig } from "./site/config/define.ts";

type NavItem = NonNullable<NonNullable<AuthorConfig["themeConfig"]>["nav"]>[number];
type NavLeaf = { text: string; link: string };

const leaf = (text: string, path: string): NavLeaf => ({ text, link: `/${path}/index.html` });
const group = (text: string, prefix: string, leaves: Array<[string, string]>) => ({
  text,
  items: leaves.map(([t, p]) => leaf(t, `${prefix}/${p}`)),
});

const nav: NavItem[] = [
  {
    text: "Frontend",
    activeMatch: "^/frontend/",
    items: [
      group("Basics", "frontend/basics", [
        ["HTML", "html"],
        ["CSS", "css"],
        ["JavaScript", "javascript"],
        ["Browser", "browser"],
      ]),
      group("Frameworks", "frontend/frameworks", [
        ["React", "react"],
        ["Vue", "vue"],
        ["Cross-platform", "cross-platform"],
      ]),
      group("Engineering", "frontend/engineering", [
        ["Package management", "package-management"],
        ["Build and workflow", "build"],
        ["Dialects", "dialects"],
        ["Babel", "babel"],
        ["Testing", "testing"],
        ["Standards", "standards"],
        ["API services", "api"],
        ["CI", "ci"],
        ["Micro-frontends", "micro-frontends"],
        ["Library pitfalls", "library-pitfalls"],
      ]),
      group("Dev tips", "frontend/tips", [
        ["Dev tips", "dev-tips"],
        ["Admin systems", "admin"],
      ]),
    ],
  },
  {
    text: "Backend",
    activeMatch: "^/backend/",
    items: [
      group("Server", "backend/server", [
        ["Full-stack", "full-stack"],
        ["Node.js", "nodejs"],
        ["Java", "java"],
      ]),
      group("Databases", "backend/database", [
        ["MySQL", "mysql"],
        ["MongoDB", "mongodb"],
      ]),
      group("Business", "backend/business", [
        ["Business concepts", "concepts"],
        ["Login control", "login"],
      ]),
    ],
  },
  {
    text: "Client",
    activeMatch: "^/client/",
    items: [
      group("Cross-platform", "client/cross-platform", [
        ["Framework intro", "overview"],
        ["Flutter", "flutter"],
        ["React Native", "react-native"],
        ["Electron", "electron"],
      ]),
      group("Native", "client/native", [
        ["iOS", "ios"],
        ["Android", "android"],
      ]),
    ],
  },
  {
    text: "DevOps",
    activeMatch: "^/devops/",
    items: [leaf("Linux", "devops/linux"), leaf("Nginx", "devops/nginx"), leaf("Docker", "devops/docker")],
  },
  {
    text: "Tools",
    activeMatch: "^/tools/",
    items: [
      group("General", "tools/general", [
        ["Git", "git"],
        ["Regular expressions", "regex"],
      ]),
      group("Editors", "tools/editors", [
        ["Vim", "vim"],
        ["VS Code", "vscode"],
      ]),
    ],
  },
];

export default defineConfig({
  lang: "en-US",
  dir: "ltr",
  title: "Web Docs",
  titleTemplate: ":title | Web Docs",
  description: "Articles for web developers on frontend, backend, client, DevOps and tools.",
  base: "/docs/web/",
  hostname: "https://webdocs.dev",
  head: [{ tag: "meta", attrs: { name: "theme-color", content: "#1b1b1f" } }],
  appearance: { switch: true, default: "dark" },
  lastUpdated: true,
  themeConfig: {
    logo: "/logo.svg",
    siteTitle: "Web Docs",
    nav,
    sidebar: {
      "/frontend/": "auto",
      "/backend/": "auto",
      "/client/": "auto",
      "/devops/": "auto",
      "/tools/": "auto",
      "/secret/study/": "auto",
      "/secret/mac/": "auto",
      "/secret/interview/": "auto",
    },
    socialLinks: [{ icon: "github", link: "https://github.com/web-docs/web-docs", ariaLabel: "Web Docs on GitHub" }],
    outline: [2, 6], // "deep"
    editLink: { pattern: "https://github.com/web-docs/web-docs/edit/main/content/:path" },
    footer: {
      message:
        'Built with <a href="https://www.11ty.dev/">Eleventy</a>, <a href="https://markdown-it.github.io/">markdown-it</a>, <a href="https://react.dev/">React</a>, <a href="https://mermaid.js.org/">Mermaid</a> and <a href="https://lucaong.github.io/minisearch/">MiniSearch</a>.',
    },
    footerSets: {
      primary: {
        ownerLabel: "Web Docs",
        ownerLink: "https://webdocs.dev/",
        filingNumber: "ICP No. 2021012345-1",
        filingLink: "https://beian.miit.gov.cn/",
      },
      secondary: {
        ownerLabel: "Web Docs Mirror",
        ownerLink: "https://mirror.webdocs.dev/",
        filingNumber: "ICP No. 2021067890-2",
        filingLink: "https://beian.miit.gov.cn/",
      },
    },
    extraMenu: [
      { text: "Study plan", link: "/secret/study/index.html" },
      { text: "Mac setup", link: "/secret/mac/index.html" },
      { text: "Interview prep", link: "/secret/interview/index.html" },
    ],
  },
  scrollOffset: 90,
  mermaid: { securityLevel: "loose", maxTextSize: 50000 },
});
