// `npm run dev` only (inlined into every page by scripts/dev/overlay.ts): shows the build's error over the
// page, naming the file and line, as Vite does. It listens on the dev server's own live-reload socket:
// a failed build shows the error; the next good build reloads the page, and the overlay with it. A rebuild
// that finished while the page was loading, before the socket was open, reloads it too.
(() => {
  const ENDPOINT = "/.web-docs/dev-error.json";
  const ID = "web-docs-dev-overlay";
  const hide = () => document.getElementById(ID)?.remove();
  const show = (error) => {
    hide();
    const box = document.createElement("div");
    box.id = ID;
    box.setAttribute("role", "alert");
    box.style.cssText =
      "position:fixed;inset:0;z-index:2147483647;overflow:auto;padding:2rem;background:rgba(20,20,24,.92);color:#fff;font:14px/1.5 ui-monospace,monospace";
    const title = document.createElement("h2");
    title.textContent = "Build error";
    title.style.cssText = "margin:0 0 1rem;color:#ff6b6b;font:600 18px/1.3 system-ui,sans-serif";
    const where = document.createElement("p");
    where.className = "location";
    where.textContent = error.locations.map((l) => `${l.file}${l.line ? `:${l.line}` : ""}`).join(", ");
    where.style.cssText = "margin:0 0 1rem;color:#ffd166";
    const text = document.createElement("pre");
    text.textContent = error.messages.join("\n");
    text.style.cssText = "margin:0;white-space:pre-wrap";
    const hint = document.createElement("p");
    hint.textContent = "Fix the file and save: the page reloads. (Esc hides this.)";
    hint.style.cssText = "margin:1rem 0 0;color:#aaa;font-family:system-ui,sans-serif";
    box.append(title, where, text, hint);
    document.body.append(box);
  };
  // How many rebuilds had finished when this page was served (Server-Timing; absent outside a secure context).
  const served = Number(performance.getEntriesByType("navigation")[0]?.serverTiming?.find((t) => t.name === "web-docs-build")?.description ?? NaN);
  const check = () =>
    fetch(ENDPOINT, { cache: "no-store" })
      .then((r) => r.json())
      .then(({ error, build }) => {
        // A rebuild finished while this page loaded: its reload message reached no socket.
        if (build > served) location.reload();
        else if (error) show(error);
        else hide();
      })
      .catch(() => undefined);
  addEventListener("keydown", (e) => e.key === "Escape" && hide());
  check();
  const socket = new WebSocket(location.origin.replace(/^http/, "ws"));
  // Once the socket is open no reload can be missed: ask again then.
  socket.addEventListener("open", check);
  socket.addEventListener("message", (event) => {
    const { type } = JSON.parse(event.data);
    if (type === "eleventy.error") check();
    else if (type === "eleventy.reload") hide();
  });
})();
