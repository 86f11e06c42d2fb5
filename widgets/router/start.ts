// Starts the client router. Loaded by the widgets entry as its own chunk; links clicked before it
// has loaded simply navigate the ordinary way.

import { Router } from "./router";

/** The site's base: this chunk is served from <base>assets/js/…; else a widget's base attribute. */
function siteBase(): string {
  const fromScript = /^(.*\/)assets\/js\//.exec(new URL(import.meta.url).pathname)?.[1];
  return fromScript ?? document.querySelector("[base]")?.getAttribute("base") ?? "/";
}

new Router(siteBase()).start();
