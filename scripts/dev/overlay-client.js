// `npm run dev` only (inlined into every page by scripts/dev/overlay.ts): shows the build's error over the
// page, naming the file and line, as Vite does. It listens on the dev server's own live-reload socket:
// a failed build shows the error; the next good build reloads the page, and the overlay with it.
(() => {
  const ENDPOINT = "/.web-docs/dev-error.json";
  const ID = "web-docs-dev-overlay";
  const hide = () => document.getElementById(ID)?.remove();
  const show = (error) => {
    hide();
    const box = document.createElement("div");
    box.id = ID;
    box.setAttribute("role", "alert");
    box.style.cssText = "position:fixed;inset:0;z-index:2147483647;overflow:auto;padding:2rem;background:rgba(20,20,24,.92);color:#fff;font:14px/1.5 ui-monospace,monospace";
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
  const check = () =>
    fetch(ENDPOINT, { cache: "no-store" })
      .then((r) => r.json())
      .then((error) => (error ? show(error) : hide()))
      .catch(() => undefined);
  addEventListener("keydown", (e) => e.key === "Escape" && hide());
  check();
  const socket = new WebSocket(location.origin.replace(/^http/, "ws"));
  socket.addEventListener("message", (event) => {
    const { type } = JSON.parse(event.data);
    if (type === "eleventy.error") check();
    else if (type === "eleventy.reload") hide();
  });
})();
