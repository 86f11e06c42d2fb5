// Progress lines for long build steps (issue #17: `npm start` printed nothing for minutes). The build
// passes a reporter; the author plugin passes none, so an author's Eleventy project stays as quiet as before.

/** Reports one line: what is being done, and how far. */
export type Progress = (message: string) => void;

/** `[web-docs] …` on standard output, with the seconds since `started`. */
export function consoleProgress(started = Date.now()): Progress {
  return (message) => console.log(`[web-docs] ${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s  ${message}`);
}

/**
 * Counts the items of a step and reports "label: n/total" at most every `everyMs` (checked as items are counted,
 * and by a timer for a step that stalls), so a large site shows its pages moving without a line per item. It
 * stops by itself once all items are counted.
 */
export function progressCounter(report: Progress, label: string, total: number, everyMs = 2000): { tick(): void; done(): void } {
  let n = 0;
  let last = Date.now();
  const line = () => {
    last = Date.now();
    report(`${label}: ${n}/${total}`);
  };
  const timer = setInterval(() => Date.now() - last >= everyMs && line(), everyMs);
  timer.unref(); // never what keeps a process alive
  return {
    tick() {
      if (++n >= total) clearInterval(timer);
      if (Date.now() - last >= everyMs) line();
    },
    done: () => clearInterval(timer),
  };
}
