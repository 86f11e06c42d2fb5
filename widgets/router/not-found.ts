// The router's last resort when a missing page's 404 module cannot be loaded either.
import type { PageModule } from "../../common/page-module";

/** The minimal not-found screen, for when even the 404 page's module cannot be loaded. */
export const FALLBACK_NOT_FOUND: PageModule = {
  pageData: { relativePath: "404.md", title: "404", description: "", headers: [], frontmatter: {} },
  view: {
    layout: "notfound",
    head: [{ tag: "title", attrs: {}, content: "404 Not Found" }],
    translations: [],
    nav: [],
  },
  html: '<main class="wd-layout wd-not-found" id="main-content" tabindex="-1"><h1 class="wd-not-found-title">404 Not Found</h1></main>',
};
