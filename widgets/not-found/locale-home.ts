// The not-found screen in the language of the path asked for: one 404.html answers every missing path, so
// only the browser knows whether it was under /zh/ or /fa/. The build lists each locale's home and words
// (site/locales.ts notFoundHomes, longest prefix first); the HTML carries the root locale's as the fallback.

interface LocaleHome {
  prefix: string;
  href: string;
  lang: string;
  dir: string;
  text: string;
  title: string;
  quote: string;
}

const SELECTOR = ".wd-not-found[data-locales]";

/** The locale whose folder holds `pathname` (the list is longest prefix first), else the first listed root. */
export function pickHome(homes: LocaleHome[], pathname: string): LocaleHome | undefined {
  return homes.find((h) => pathname.startsWith(h.prefix));
}

/** Idempotent: the screen's link, title and quote follow the locale of the current path. */
export function enhance(root: ParentNode = document): void {
  const main = root.querySelector<HTMLElement>(SELECTOR);
  if (!main) return;
  let homes: LocaleHome[];
  try {
    homes = JSON.parse(main.dataset.locales ?? "[]") as LocaleHome[];
  } catch {
    return;
  }
  const home = pickHome(homes, location.pathname);
  if (!home) return;
  const link = main.querySelector<HTMLAnchorElement>(".wd-not-found-action a");
  const title = main.querySelector(".wd-not-found-title");
  const quote = main.querySelector(".wd-quote p");
  // The words change language inside a page whose <html lang> is the root's: say so on the screen itself.
  main.lang = home.lang;
  main.dir = home.dir;
  if (link) {
    link.href = home.href;
    link.textContent = home.text;
  }
  if (title) title.textContent = home.title;
  if (quote) quote.textContent = home.quote;
}
