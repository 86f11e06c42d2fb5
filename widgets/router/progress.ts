// Progress for slow navigations: after a short delay, a thin bar at the top and aria-busy on the
// main content; fast navigations show nothing.

const PROGRESS_DELAY = 150;

let bar: HTMLElement | null = null;

export function showProgress(delay = PROGRESS_DELAY): () => void {
  const main = document.getElementById("main-content");
  const timer = window.setTimeout(() => {
    if (!bar?.isConnected) {
      bar = document.createElement("div");
      bar.className = "wd-route-progress";
      bar.setAttribute("aria-hidden", "true");
      document.body.append(bar);
    }
    bar.classList.remove("active");
    void bar.offsetWidth; // restart the animation
    bar.classList.add("active");
    main?.setAttribute("aria-busy", "true");
  }, delay);
  return () => {
    window.clearTimeout(timer);
    bar?.classList.remove("active");
    main?.removeAttribute("aria-busy");
  };
}
